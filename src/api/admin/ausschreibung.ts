import type { DataProvider, Identifier, RaRecord, UpdateParams } from 'ra-core';
import type { AusschreibungOptionen, EinladbaresEvu } from '../../../domain/api/ausschreibung';
import type { Eignung, EignungEingabe } from '../../../domain/api/eignung';
import type { Angebotsvergleich } from '../../../domain/api/kundeAngebote';
import type { NichtZugelassenesEvu } from '../../../domain/api/zulassungAdmin';
import { SPARTE_PFAD, type Sparte } from '../../../domain/ausschreibung';
import type { HistorienEintrag } from '../../../domain/historie';
import { createDataProvider } from '../createDataProvider';
import { fuerFormular } from '../http/formularFehler';
import { download, request, type DownloadProgress } from '../http/httpClient';
import { listQuery } from '../http/listQuery';

export const AUSSCHREIBUNG_ADMIN = '/api/ausschreibungasadmin';

/** The react-admin resource of a tender's detail: its routes are /ausschreibung/strom/:id and /gas/:id. */
export const detailRessource = (typ: number) => `ausschreibung/${SPARTE_PFAD[typ as Sparte]}`;
const sparteAus = (resource: string): Sparte => (resource.endsWith('/gas') ? 2 : 1);

export interface ListenExport {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/**
 * The administrator's tender back office: react-admin's calls on the list resource `ausschreibung` and the
 * detail resources `ausschreibung/strom|gas`, plus the calls react-admin has no name for.
 */
export function createAusschreibungAdminProvider() {
  const basis = createDataProvider({
    ausschreibung: AUSSCHREIBUNG_ADMIN,
    'ausschreibung/strom': `${AUSSCHREIBUNG_ADMIN}/strom`,
    'ausschreibung/gas': `${AUSSCHREIBUNG_ADMIN}/gas`,
  });
  const detail = (sparte: Sparte, id: Identifier) => `${AUSSCHREIBUNG_ADMIN}/${SPARTE_PFAD[sparte]}/${encodeURIComponent(String(id))}`;

  return {
    ...basis,
    // The server answers 204 and counts the version up: the form must continue from the stored record.
    async update<R extends RaRecord = RaRecord>(resource: string, params: UpdateParams<R>) {
      await request(detail(sparteAus(resource), params.id), { method: 'PUT', body: params.data, responseType: 'none' }).catch(fuerFormular);
      return { data: await request<R>(detail(sparteAus(resource), params.id)) };
    },
    optionen: () => request<AusschreibungOptionen>(`${AUSSCHREIBUNG_ADMIN}/options`),
    eingeladeneEvus: (id: Identifier) => request<number[]>(`${AUSSCHREIBUNG_ADMIN}/evu/${id}`),
    passendeEvus: (id: Identifier) => request<EinladbaresEvu[]>(`${AUSSCHREIBUNG_ADMIN}/evuoptions/${id}`),
    /** EVUs of the Sparte not admitted for it (issue 45), with their state: invited only with a Begründung. */
    nichtZugelasseneEvus: (id: Identifier) => request<NichtZugelassenesEvu[]>(`${AUSSCHREIBUNG_ADMIN}/evuoptions/${id}/nichtzugelassen`),
    /** `begruendung`: why EVUs newly invited without a Zulassung for the Sparte are invited anyway. */
    ladeEvusEin: (id: Identifier, evuIds: number[], begruendung?: string) =>
      request(`${AUSSCHREIBUNG_ADMIN}/evu/${id}`, { method: 'POST', body: begruendung ? { evuIds, begruendung } : { evuIds }, responseType: 'none' }),
    freigeben: (sparte: Sparte, id: Identifier) => request(`${detail(sparte, id)}/freigeben`, { method: 'POST', responseType: 'none' }),
    angeboteFreigeben: (sparte: Sparte, id: Identifier) => request(`${detail(sparte, id)}/angebot/freigeben`, { method: 'POST', responseType: 'none' }),
    angebote: (sparte: Sparte, id: Identifier) => request<Angebotsvergleich>(`${detail(sparte, id)}/angebote`),
    /** The Eignungskriterien and each bidder's Eignungsprüfung with what supports it. */
    eignung: (sparte: Sparte, id: Identifier) => request<Eignung>(`${detail(sparte, id)}/eignung`),
    speichereEignung: (sparte: Sparte, id: Identifier, eingabe: EignungEingabe) => request(`${detail(sparte, id)}/eignung`, { method: 'PUT', body: eingabe, responseType: 'none' }),
    /** Who did what to the tender and when, newest first. */
    historie: (id: Identifier) => request<HistorienEintrag[]>(`${AUSSCHREIBUNG_ADMIN}/${id}/historie`),
    /** The filtered and sorted list as CSV, in the list's own query shape. */
    exportiereListe({ filter, sort }: ListenExport, onProgress?: DownloadProgress) {
      const q = listQuery({ filter, sort });
      const ordering = sort?.field ? { key: q['request.ordering.key'], direction: q['request.ordering.direction'] } : undefined;
      return download(`${AUSSCHREIBUNG_ADMIN}/export`, { filter: ohneLeere(filter), ordering }, { onProgress });
    },
    /** The Lieferstellen of every tender whose delivery starts between von and bis. */
    lieferstellenCsv: (von: string, bis: string, onProgress?: DownloadProgress) =>
      download(`${AUSSCHREIBUNG_ADMIN}/CSV`, undefined, { method: 'GET', query: { von, bis }, onProgress }),
  } satisfies DataProvider;
}

export type AusschreibungAdminProvider = ReturnType<typeof createAusschreibungAdminProvider>;

function ohneLeere(filter: Record<string, unknown> = {}) {
  return Object.fromEntries(Object.entries(filter).filter(([, w]) => w !== '' && w !== null && w !== undefined && !(Array.isArray(w) && w.length === 0)));
}
