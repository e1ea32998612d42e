import type { CreateParams, DataProvider, RaRecord } from 'ra-core';
import { createDataProvider } from './createDataProvider';
import { fuerFormular } from './formularFehler';
import { request } from './httpClient';

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
  } satisfies DataProvider;
}
