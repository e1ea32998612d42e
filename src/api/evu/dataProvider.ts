import type { DataProvider, Identifier } from 'ra-core';
import type { AngebotEingabe, EigenesAngebot } from '../../../domain/api/angebot';
import { benutzerdatenAufrufe } from '../benutzerdaten';
import { createDataProvider } from '../createDataProvider';
import { HttpError } from '../http/errors';
import { fuerFormular } from '../http/formularFehler';
import { download, request } from '../http/httpClient';

const BASIS = '/api/evu/ausschreibung';

/**
 * The EVU's tenders: one list of both Sparten (resource `ausschreibung`, filtered by `typen`), one detail URL for
 * the tender pages of either Sparte (resources `ausschreibung/strom|gas`), the EVU's own offer beside it, and the
 * own profile.
 */
export function createEvuProvider() {
  const basis = createDataProvider({ ausschreibung: BASIS, 'ausschreibung/strom': BASIS, 'ausschreibung/gas': BASIS });
  return {
    ...basis,
    // The deadline filter is a calendar day on screen and the end of that day (in the browser's zone) for the server.
    getList: (resource, params) => {
      const { angebotsfristBis, ...filter } = params.filter ?? {};
      const tagesende = typeof angebotsfristBis === 'string' && angebotsfristBis ? new Date(`${angebotsfristBis}T23:59:59.999`).toISOString() : undefined;
      return basis.getList(resource, { ...params, filter: { ...filter, ...(tagesende ? { angebotsfristBis: tagesende } : {}) } });
    },
    getOne: async (_resource: string, { id, signal }: { id: Identifier; signal?: AbortSignal }) => ({ data: await request(`${BASIS}/${encodeURIComponent(String(id))}`, { signal }) }),
    /** null while the EVU has not made an offer yet */
    eigenesAngebot: (id: Identifier) =>
      request<EigenesAngebot>(`${BASIS}/${id}/angebot`).catch((fehler: unknown) => {
        if (fehler instanceof HttpError && fehler.status === 404) return null;
        throw fehler;
      }),
    /** The Lieferstellen for the EVU's pricing tool. */
    lieferstellen: (id: Identifier, format: 'csv' | 'xlsx') => download(`${BASIS}/${id}/lieferstellen`, undefined, { method: 'GET', query: { format } }),
    gibAngebotAb: (id: Identifier, angebot: AngebotEingabe) => request<EigenesAngebot>(`${BASIS}/${id}/angebot`, { method: 'PUT', body: angebot }).catch(fuerFormular),
    ...benutzerdatenAufrufe('/api/evu/benutzerdaten'),
  } satisfies DataProvider;
}

export type EvuProvider = ReturnType<typeof createEvuProvider>;
