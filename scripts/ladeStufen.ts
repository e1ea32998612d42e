import path from 'node:path';
import type { Plugin } from 'vite';
import { FRUEHER_EINSTIEG } from './fruehesLaden.ts';

/** The portal and the areas are imported by this table's loaders: the areas are the ones that are not the portal. */
const LADER = 'src/bereiche.ts';
const PORTAL = 'src/shell/Portal.tsx';
const HAUPTEINSTIEG = 'src/main.tsx';
const EINSTIEGE = [HAUPTEINSTIEG, FRUEHER_EINSTIEG];
/** What all areas need beyond the portal (react-admin and the MUI it uses) */
const BEREICHE_GEMEINSAM = 'Bereichsbasis';
/** A step's chunk is named after the module it starts with (Portal, AdministratorApp …). */
const chunkName = (modul: string) => path.basename(modul, path.extname(modul));

/**
 * The catalogue of building blocks (/ui): outside the areas by its path, but only an administrator opens it, and it
 * shows nearly every react-admin piece — counted as outside, it would keep them all out of the areas' chunk.
 */
const NUR_IM_BEREICH_GESEHEN = 'src/ui/patterns/PatternsPage.tsx';

type Info = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

function huelle(info: Info, wurzeln: string[], { dynamisch = false, halt = new Set<string>() } = {}): Set<string> {
  const gesehen = new Set<string>();
  const offen = [...wurzeln];
  for (let id = offen.pop(); id !== undefined; id = offen.pop()) {
    if (gesehen.has(id) || (halt.has(id) && !wurzeln.includes(id))) continue;
    gesehen.add(id);
    const i = info(id);
    if (i) offen.push(...i.importedIds, ...(dynamisch ? i.dynamicallyImportedIds : []));
  }
  return gesehen;
}

/**
 * One chunk per loading step instead of the fifty-odd the automatic split made for a page of an area, a third of
 * them under 2 KB: on HTTP/1.1 each costs a round trip on one of six connections, which on a phone's connection
 * weighed more than the bytes. A step's chunk holds what its module needs statically and nothing loads earlier:
 * the portal (beyond index.js), what the three areas share, and each area alone. A module stays in the
 * automatic split when something outside the step may load it — a page outside the areas, or another area's
 * view — so that nobody downloads a step's chunk for one of its modules.
 */
export function ladeStufen(): Plugin {
  let gruppe: (id: string) => string | null = () => null;
  return {
    name: 'lade-stufen',
    apply: 'build',
    buildEnd() {
      const info: Info = (id) => this.getModuleInfo(id);
      const id = (datei: string) => path.resolve(datei);
      const portalWurzel = id(PORTAL);
      const bereiche = (info(id(LADER))?.dynamicallyImportedIds ?? []).filter((m) => m !== portalWurzel);
      if (bereiche.length === 0) throw new Error(`${LADER} lädt keinen Bereich`);
      const einstieg = huelle(info, EINSTIEGE.map(id));
      const portal = new Set([...huelle(info, [portalWurzel])].filter((m) => !einstieg.has(m)));
      // whatever may load without entering an area: the pages outside the areas
      const ohneBereich = huelle(info, EINSTIEGE.map(id), { dynamisch: true, halt: new Set([...bereiche, id(NUR_IM_BEREICH_GESEHEN)]) });
      const statisch = new Map(bereiche.map((b) => [b, huelle(info, [b])]));
      const erreichbar = new Map(bereiche.map((b) => [b, huelle(info, [b], { dynamisch: true })]));
      const inAllenBereichen = (m: string) => bereiche.every((b) => statisch.get(b)!.has(m));
      const zuordnung = new Map<string, string>();
      // index.js's modules but those the early entry needs: the portal imports them from here, not in pieces.
      const frueh = huelle(info, [id(FRUEHER_EINSTIEG)]);
      for (const m of einstieg) if (!frueh.has(m) && m !== id(HAUPTEINSTIEG)) zuordnung.set(m, 'Start');
      for (const m of portal) zuordnung.set(m, chunkName(portalWurzel));
      for (const [b, module] of statisch) {
        for (const m of module) {
          if (einstieg.has(m) || zuordnung.has(m) || !inAllenBereichen(m)) continue;
          // What every area and some page outside them need comes with the portal, under which all of them render.
          zuordnung.set(m, ohneBereich.has(m) ? chunkName(portalWurzel) : BEREICHE_GEMEINSAM);
        }
        for (const m of module) {
          if (einstieg.has(m) || zuordnung.has(m) || ohneBereich.has(m)) continue;
          if (bereiche.every((x) => x === b || !erreichbar.get(x)!.has(m))) zuordnung.set(m, chunkName(b));
        }
      }
      gruppe = (m) => zuordnung.get(m) ?? null;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // Not the dependencies as well: those index.js or another step already has stay where they are.
            codeSplitting: { groups: [{ name: (m: string) => gruppe(m), debugName: 'ladeStufen', includeDependenciesRecursively: false }] },
          },
        },
      },
    }),
  };
}
