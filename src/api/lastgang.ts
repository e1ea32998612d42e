import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastgangAntwort, LastgangWerte } from '../../domain/api/lastgang';
import type { Einheit } from '../../domain/lastgang/pruefen';
import { download, HttpError, request } from './http';
import { sendeDatei } from './http/upload';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

const BASIS = '/api/lastgang';

/** The Lastgang of an RLM Lieferstelle, the same calls in every area (the server decides who may do what). */
export const lastgangApi = {
  /** null when the Lieferstelle has no Lastgang yet */
  kennzahlen: async (lieferstelleId: number): Promise<LastgangAntwort | null> => {
    try {
      return await request<LastgangAntwort>(`${BASIS}/lieferstelle/${lieferstelleId}`);
    } catch (fehler) {
      if (fehler instanceof HttpError && fehler.status === 404) return null;
      throw fehler;
    }
  },
  werte: (lieferstelleId: number) => request<LastgangWerte>(`${BASIS}/lieferstelle/${lieferstelleId}/werte`, { query: { format: 'json' } }),
  hochladen: (lieferstelleId: number, datei: File, contentType: string, einheit: Einheit | undefined) =>
    sendeDatei<LastgangAntwort>(`${BASIS}/lieferstelle/${lieferstelleId}${einheit ? `?einheit=${einheit}` : ''}`, datei, contentType),
  loeschen: (lieferstelleId: number) => request(`${BASIS}/lieferstelle/${lieferstelleId}`, { method: 'DELETE' }),
  datei: (lieferstelleId: number, format: 'csv' | 'xlsx') => download(`${BASIS}/lieferstelle/${lieferstelleId}/werte`, undefined, { method: 'GET', query: { format } }),
  dateiDerAusschreibung: (ausschreibungId: number, format: 'csv' | 'xlsx') =>
    download(`${BASIS}/ausschreibung/${ausschreibungId}/werte`, undefined, { method: 'GET', query: { format } }),
};

const schluessel = (lieferstelleId: number) => ['lastgang', lieferstelleId];

export function useLastgang(lieferstelleId: number) {
  return useQuery({ queryKey: schluessel(lieferstelleId), queryFn: () => lastgangApi.kennzahlen(lieferstelleId) });
}

export function useLastgangWerte(lieferstelleId: number) {
  return useQuery({ queryKey: [...schluessel(lieferstelleId), 'werte'], queryFn: () => lastgangApi.werte(lieferstelleId), staleTime: Infinity });
}

/**
 * Imports a Lastgang; a refusal is the import's report to show. The import changes the Lieferstelle's figures and
 * the tender's version: every query is read again, the page's with this Lastgang's (not awaited: the message that it is
 * saved does not wait for them).
 */
export function useLastgangHochladen(lieferstelleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ datei, contentType, einheit }: { datei: File; contentType: string; einheit: Einheit | undefined }) => lastgangApi.hochladen(lieferstelleId, datei, contentType, einheit),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** Deletes the Lastgang; it resolves once Kennzahlen and values are read again. The dialog reports a failure. */
export function useLastgangLoeschen(lieferstelleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => lastgangApi.loeschen(lieferstelleId),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schluessel(lieferstelleId) }),
  });
}
