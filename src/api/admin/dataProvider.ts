import type { DataProvider } from 'ra-core';
import type { DashboardAntwort } from '../../../domain/api/dashboard';
import { RESSOURCEN } from '../../../domain/ressourcen';
import { createDataProvider } from '../createDataProvider';
import { request } from '../http/httpClient';
import { createAusschreibungAdminProvider } from './ausschreibung';
import { createPersonenAdminProvider, istPersonenRessource } from './personen';

const RESSOURCEN_AUFRUFE = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type RessourcenAufrufe = Pick<DataProvider, (typeof RESSOURCEN_AUFRUFE)[number]>;

/**
 * The administrator area's one data provider: react-admin's calls go to the provider that knows the resource
 * (the tenders' own `update` stays theirs; a declared resource has only react-admin's), the named calls of both
 * stand side by side, with the dashboard's figures.
 */
export function createAdministratorProvider() {
  const ausschreibungen = createAusschreibungAdminProvider();
  const personen = createPersonenAdminProvider();
  // The declared resources (domain/ressourcen): react-admin's calls on their paths, nothing of their own.
  const pfade = Object.fromEntries(RESSOURCEN.filter((d) => d.rolle === 'Administrator').map((d) => [d.name, d.pfad]));
  const deklariert = createDataProvider(pfade);
  const fuer = (resource: string): DataProvider =>
    istPersonenRessource(resource) ? personen : Object.hasOwn(pfade, resource) ? deklariert : ausschreibungen;
  const nachRessource = Object.fromEntries(
    RESSOURCEN_AUFRUFE.map((aufruf) => [aufruf, (resource: string, params: unknown) => (fuer(resource)[aufruf] as (r: string, p: unknown) => Promise<unknown>)(resource, params)]),
  ) as RessourcenAufrufe;
  return {
    ...ausschreibungen,
    ...personen,
    ...nachRessource,
    dashboard: () => request<DashboardAntwort>('/api/dashboard'),
  } satisfies DataProvider;
}

export type AdministratorProvider = ReturnType<typeof createAdministratorProvider>;
