import type { CreateParams, DataProvider, Identifier, RaRecord, UpdateParams } from 'ra-core';
import type { Angebotsvergleich } from '../../../domain/api/kundeAngebote';
import type { Begruendung } from '../../../domain/api/zuschlag';
import type { Bestaetigungen } from '../../../domain/vergabe/zuschlagWarnungen';
import { Sparte, SPARTE_PFAD } from '../../../domain/ausschreibung';
import { benutzerdatenAufrufe } from '../benutzerdaten';
import { createDataProvider } from '../createDataProvider';
import { fuerFormular } from '../http/formularFehler';
import { request } from '../http/httpClient';

const BASIS = '/api/kunde/ausschreibung';

/**
 * The Kunde's own tenders; a new one is created under its Sparte's path (`…/strom` or `…/gas`). Beside
 * react-admin's calls: the released offers, the Zuschlag and the own profile.
 */
export function createKundeProvider() {
  const basis = createDataProvider({ ausschreibung: BASIS });
  return {
    ...basis,
    async create<R extends RaRecord = RaRecord>(_resource: string, { data }: CreateParams) {
      const { typ, ...eingabe } = data as { typ: number } & Record<string, unknown>;
      const neu = await request<{ id: number; nummer: string }>(`${BASIS}/${SPARTE_PFAD[typ === Sparte.Gas ? Sparte.Gas : Sparte.Strom]}`, { method: 'POST', body: eingabe }).catch(fuerFormular);
      return { data: { ...data, ...neu } as unknown as R };
    },
    // Changed under the Sparte's path; the server answers 204 and counts the version up, so the form reads it back.
    async update<R extends RaRecord = RaRecord>(_resource: string, { id, data, previousData }: UpdateParams<R>) {
      const pfad = `${BASIS}/${SPARTE_PFAD[(previousData as { typ?: number }).typ === Sparte.Gas ? Sparte.Gas : Sparte.Strom]}/${encodeURIComponent(String(id))}`;
      await request(pfad, { method: 'PUT', body: data, responseType: 'none' }).catch(fuerFormular);
      return { data: await request<R>(`${BASIS}/${encodeURIComponent(String(id))}`) };
    },
    /** The released offers, ranked by Jahreskosten (from status Bindefrist), then those excluded as nicht geeignet. */
    angebote: (id: Identifier) => request<Angebotsvergleich>(`${BASIS}/${id}/angebote`),
    /**
     * Awards the tender to one offer; every other bidder is told (with the Stillhaltefrist: in a letter with the Kunde's
     * `begruendungen`). `bestaetigt`: the warnings the Kunde confirmed (Vorbehalt, Bonität); without them such a
     * Zuschlag is answered 409 with the warnings (`zuschlagWarnungen`).
     */
    zuschlag: (id: Identifier, angebotId: Identifier, begruendungen?: Begruendung[], bestaetigt: Bestaetigungen = {}) =>
      request(`${BASIS}/${id}/zuschlag`, { method: 'POST', body: { angebotId, ...(begruendungen ? { begruendungen } : {}), ...bestaetigt }, responseType: 'none' }),
    ...benutzerdatenAufrufe('/api/kunde/benutzerdaten'),
  } satisfies DataProvider;
}

export type KundeProvider = ReturnType<typeof createKundeProvider>;
