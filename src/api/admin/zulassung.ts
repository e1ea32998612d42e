import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BonitaetEingabe, NachweisPruefung, ZulassungAdminAntwort, ZulassungEntscheidung } from '../../../domain/api/zulassungAdmin';
import { SPARTE_PFAD, type Sparte } from '../../../domain/ausschreibung';
import { download, request } from '../http/httpClient';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';
import { PERSONEN_ADMIN } from './personen';

const evu = (evuId: number) => `${PERSONEN_ADMIN.evu}/${evuId}`;

/** The administrator's calls on an EVU's Zulassung (issue 45); downloads take the path the server named. */
export const zulassungAdminApi = {
  stand: (evuId: number) => request<ZulassungAdminAntwort>(`${evu(evuId)}/zulassung`),
  entscheide: (evuId: number, sparte: Sparte, eingabe: ZulassungEntscheidung) =>
    request(`${evu(evuId)}/zulassung/${SPARTE_PFAD[sparte]}/entscheidung`, { method: 'POST', body: eingabe, responseType: 'none' }),
  pruefeNachweis: (evuId: number, nachweisId: number, eingabe: NachweisPruefung) =>
    request(`${evu(evuId)}/nachweise/${nachweisId}/pruefung`, { method: 'POST', body: eingabe, responseType: 'none' }),
  erfasseBonitaet: (evuId: number, eingabe: BonitaetEingabe) => request(`${evu(evuId)}/bonitaet`, { method: 'PUT', body: eingabe, responseType: 'none' }),
  datei: (pfad: string) => download(pfad, undefined, { method: 'GET' }),
};

const schluessel = (evuId: number) => ['zulassung', evuId];

export const useZulassungAdmin = (evuId: number) => useQuery({ queryKey: schluessel(evuId), queryFn: () => zulassungAdminApi.stand(evuId) });

/** A change of the EVU's Zulassung: its page is read again, and the EVU list and dashboard show the new state. */
function useAenderung<T>(evuId: number, mutationFn: (eingabe: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Each dialog shows the server's refusal (409: what is missing, which state) where the user decides.
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schluessel(evuId) }),
  });
}

export const useEntscheidung = (evuId: number) =>
  useAenderung(evuId, ({ sparte, ...eingabe }: ZulassungEntscheidung & { sparte: Sparte }) => zulassungAdminApi.entscheide(evuId, sparte, eingabe));
export const useNachweisPruefung = (evuId: number) =>
  useAenderung(evuId, ({ nachweisId, ...eingabe }: NachweisPruefung & { nachweisId: number }) => zulassungAdminApi.pruefeNachweis(evuId, nachweisId, eingabe));
export const useBonitaetErfassen = (evuId: number) => useAenderung(evuId, (eingabe: BonitaetEingabe) => zulassungAdminApi.erfasseBonitaet(evuId, eingabe));
