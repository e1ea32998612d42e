import type { CreateParams, DataProvider, RaRecord, UpdateParams } from 'ra-core';
import { createDataProvider } from '../createDataProvider';
import { fuerFormular } from '../http/formularFehler';
import { request } from '../http/httpClient';

const BASIS = '/api/kunde/ausschreibung';

/** The Kunde's own tenders; a new one is created under its Sparte's path (`…/strom` or `…/gas`). */
export function createKundeProvider() {
  const basis = createDataProvider({ ausschreibung: BASIS });
  return {
    ...basis,
    async create<R extends RaRecord = RaRecord>(_resource: string, { data }: CreateParams) {
      const { typ, ...eingabe } = data as { typ: number } & Record<string, unknown>;
      const neu = await request<{ id: number; nummer: string }>(`${BASIS}/${typ === 2 ? 'gas' : 'strom'}`, { method: 'POST', body: eingabe }).catch(fuerFormular);
      return { data: { ...data, ...neu } as unknown as R };
    },
    // Changed under the Sparte's path; the server answers 204 and counts the version up, so the form reads it back.
    async update<R extends RaRecord = RaRecord>(_resource: string, { id, data, previousData }: UpdateParams<R>) {
      const pfad = `${BASIS}/${(previousData as { typ?: number }).typ === 2 ? 'gas' : 'strom'}/${encodeURIComponent(String(id))}`;
      await request(pfad, { method: 'PUT', body: data, responseType: 'none' }).catch(fuerFormular);
      return { data: await request<R>(`${BASIS}/${encodeURIComponent(String(id))}`) };
    },
  } satisfies DataProvider;
}
