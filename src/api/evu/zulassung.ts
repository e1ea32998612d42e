import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Eigenerklaerung, EigenerklaerungEingabe, Referenz, ReferenzEingabe, ZulassungStand } from '../../../domain/api/zulassung';
import type { HochgeladenerNachweis } from '../../../domain/zulassung/nachweise';
import { HttpError } from '../http/errors';
import { download, request } from '../http/httpClient';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';

const BASIS = '/api/evu';
const STAND = ['evu', 'zulassung'];
const ERKLAERUNG = ['evu', 'eigenerklaerung'];
const REFERENZEN = ['evu', 'referenzen'];

/** The EVU's side of the supplier register: its Zulassung, proofs, Eigenerklärung, Referenzliste and application. */
export const zulassungApi = {
  stand: () => request<ZulassungStand>(`${BASIS}/zulassung`),
  beantragen: (sparte?: 1 | 2) => request<ZulassungStand>(`${BASIS}/zulassung/antrag`, { method: 'POST', body: sparte === undefined ? {} : { sparte } }),
  /** where FileUpload sends a proof of `art`, valid until `gueltigBis` (YYYY-MM-DD) */
  hochladenUrl: (art: HochgeladenerNachweis, gueltigBis: string) => `${BASIS}/nachweise?${new URLSearchParams({ art, gueltigBis }).toString()}`,
  nachweis: (id: number) => download(`${BASIS}/nachweise/${id}`, undefined, { method: 'GET' }),
  nachweisLoeschen: (id: number) => request(`${BASIS}/nachweise/${id}`, { method: 'DELETE', responseType: 'none' }),
  /** null while the EVU has not signed one */
  eigenerklaerung: () =>
    request<Eigenerklaerung>(`${BASIS}/eigenerklaerung`).catch((fehler: unknown) => {
      if (fehler instanceof HttpError && fehler.status === 404) return null;
      throw fehler;
    }),
  eigenerklaerungSpeichern: (e: EigenerklaerungEingabe) => request<Eigenerklaerung>(`${BASIS}/eigenerklaerung`, { method: 'PUT', body: e }),
  eigenerklaerungPdf: () => download(`${BASIS}/eigenerklaerung/pdf`, undefined, { method: 'GET' }),
  referenzen: () => request<Referenz[]>(`${BASIS}/referenzen`),
  referenzenSpeichern: (zeilen: ReferenzEingabe[]) => request<Referenz[]>(`${BASIS}/referenzen`, { method: 'PUT', body: zeilen }),
};

export const useZulassung = () => useQuery({ queryKey: STAND, queryFn: zulassungApi.stand });
export const useEigenerklaerung = () => useQuery({ queryKey: ERKLAERUNG, queryFn: zulassungApi.eigenerklaerung });
export const useReferenzen = () => useQuery({ queryKey: REFERENZEN, queryFn: zulassungApi.referenzen });

/** After any change of a proof the Zulassung is read again: what is missing follows from it. */
export function useZulassungNeuLaden() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STAND });
}

/** The screens report a refusal themselves (beside the button or the form), not as the general toast. */
export function useAntrag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: zulassungApi.beantragen, onSuccess: (stand) => queryClient.setQueryData(STAND, stand), meta: EIGENE_FEHLERANZEIGE });
}

export function useNachweisLoeschen() {
  const neuLaden = useZulassungNeuLaden();
  return useMutation({ mutationFn: zulassungApi.nachweisLoeschen, onSuccess: neuLaden, meta: EIGENE_FEHLERANZEIGE });
}

export function useEigenerklaerungSpeichern() {
  const queryClient = useQueryClient();
  const neuLaden = useZulassungNeuLaden();
  return useMutation({
    mutationFn: zulassungApi.eigenerklaerungSpeichern,
    onSuccess: (e) => {
      queryClient.setQueryData(ERKLAERUNG, e);
      return neuLaden();
    },
    meta: EIGENE_FEHLERANZEIGE,
  });
}

export function useReferenzenSpeichern() {
  const queryClient = useQueryClient();
  const neuLaden = useZulassungNeuLaden();
  return useMutation({
    mutationFn: zulassungApi.referenzenSpeichern,
    onSuccess: (zeilen) => {
      queryClient.setQueryData(REFERENZEN, zeilen);
      return neuLaden();
    },
    meta: EIGENE_FEHLERANZEIGE,
  });
}
