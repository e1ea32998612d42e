import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastgangAntwort, LastgangWerte } from '../../domain/api/lastgang';
import type { Einheit } from '../../domain/lastgang/pruefen';
import { download, HttpError, request } from './http';
import { sendeDatei } from './http/upload';

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

/** After an upload or a deletion: Kennzahlen and values are read again. */
export function useLastgangNeuLaden(lieferstelleId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schluessel(lieferstelleId) });
}
