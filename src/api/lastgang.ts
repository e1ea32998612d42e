import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastgangAntwort, LastgangVorschau, LastgangWerte, LastgangZeitbezug, MaxLeistungEntscheidung } from '../../domain/api/lastgang';
import type { Einheit } from '../../domain/lastgang/pruefen';
import { download, HttpError, request } from './http';
import { sendeDatei } from './http/upload';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

const BASIS = '/api/lastgang';

/** A chosen Lastgang file with what the user said about it. */
export interface LastgangDatei {
  datei: File;
  contentType: string;
  einheit?: Einheit;
  zeitbezug?: LastgangZeitbezug;
}

/** The answers given as the upload's query (a file upload's body is the file itself). */
function abfrage(antworten: Record<string, string | undefined>): string {
  const gesetzt = Object.entries(antworten).filter((e): e is [string, string] => e[1] !== undefined);
  return gesetzt.length ? `?${new URLSearchParams(gesetzt).toString()}` : '';
}

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
  /** What an import would store; nothing is stored. */
  vorschau: (lieferstelleId: number, { datei, contentType, ...antworten }: LastgangDatei) =>
    sendeDatei<LastgangVorschau>(`${BASIS}/lieferstelle/${lieferstelleId}/vorschau${abfrage(antworten)}`, datei, contentType),
  hochladen: (lieferstelleId: number, { datei, contentType, ...antworten }: LastgangDatei & { maxLeistung?: MaxLeistungEntscheidung }) =>
    sendeDatei<LastgangAntwort>(`${BASIS}/lieferstelle/${lieferstelleId}${abfrage(antworten)}`, datei, contentType),
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
    mutationFn: (auftrag: LastgangDatei & { maxLeistung?: MaxLeistungEntscheidung }) => lastgangApi.hochladen(lieferstelleId, auftrag),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** Checks a Lastgang file and shows what an import would store; a refusal is the import's report to show. */
export function useLastgangVorschau(lieferstelleId: number) {
  return useMutation({ mutationFn: (auftrag: LastgangDatei) => lastgangApi.vorschau(lieferstelleId, auftrag), meta: EIGENE_FEHLERANZEIGE });
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
