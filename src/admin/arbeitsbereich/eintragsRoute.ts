import type { ResourceDefinition } from 'react-admin';

export interface EintragsRoute {
  resource: string;
  id: string;
  art: 'show' | 'edit';
}

type Definitionen = Record<string, ResourceDefinition>;

// Longest name first: `ausschreibung/strom/7` belongs to `ausschreibung/strom`, not to an `ausschreibung` record "strom".
const nachLaenge = (definitionen: Definitionen) => Object.values(definitionen).sort((a, b) => b.name.length - a.name.length);

/**
 * Which record a route shows, if any: react-admin's `/{resource}/{id}` (edit) and `/{resource}/{id}/show`
 * routes, for resources that have that view. Every record route is a tab, however it was reached (a list
 * row, a link on the dashboard, a typed or reloaded address).
 */
export function findeEintragsRoute(pathname: string, basename: string, definitionen: Definitionen): EintragsRoute | undefined {
  if (basename && pathname !== basename && !pathname.startsWith(`${basename}/`)) return undefined;
  const pfad = pathname.slice(basename.length);
  for (const definition of nachLaenge(definitionen)) {
    const praefix = `/${definition.name}/`;
    if (!pfad.startsWith(praefix)) continue;
    const [rohId, zusatz] = pfad.slice(praefix.length).split('/');
    if (!rohId || (rohId === 'create' && definition.hasCreate)) return undefined;
    const id = decodeURIComponent(rohId);
    if (zusatz === 'show') return definition.hasShow ? { resource: definition.name, id, art: 'show' } : undefined;
    return definition.hasEdit ? { resource: definition.name, id, art: 'edit' } : undefined;
  }
  return undefined;
}

/**
 * Where a closed or minimized record leads back to: its resource's list, or the list of the nearest resource
 * above it (a tender of `ausschreibung/strom` belongs to the list `ausschreibung`), else the area's start.
 */
export function listenPfad(resource: string, basename: string, definitionen: Definitionen): string {
  const teile = resource.split('/');
  while (teile.length > 0) {
    const name = teile.join('/');
    if (definitionen[name]?.hasList) return `${basename}/${name}`;
    teile.pop();
  }
  return basename || '/';
}
