import { useDataProvider, type DataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './http/httpClient';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

/** What both profiles' answers have besides their own fields. */
export type Benutzerdaten = {
  email: string;
  version: number;
  emailAusstehend: string | null;
};

/** The own profile of a Kunde or an EVU: each area's data provider carries these two calls for its URL. */
export function benutzerdatenAufrufe(url: string) {
  return {
    benutzerdaten: () => request<Benutzerdaten>(url),
    speichereBenutzerdaten: (eingabe: Record<string, unknown>) => request<Benutzerdaten>(url, { method: 'PUT', body: eingabe }),
  };
}

type BenutzerdatenProvider = DataProvider & ReturnType<typeof benutzerdatenAufrufe>;

const SCHLUESSEL = ['benutzerdaten'];

/** The signed-in user's profile; the page says itself when it fails to load. */
export function useBenutzerdaten() {
  const provider = useDataProvider<BenutzerdatenProvider>();
  return useQuery({ queryKey: SCHLUESSEL, queryFn: () => provider.benutzerdaten(), meta: EIGENE_FEHLERANZEIGE });
}

/** Saves the profile; the answer (with its new version and a pending e-mail address) replaces the loaded one. */
export function useBenutzerdatenSpeichern() {
  const provider = useDataProvider<BenutzerdatenProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eingabe: Record<string, unknown>) => provider.speichereBenutzerdaten(eingabe),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: (neu) => queryClient.setQueryData(SCHLUESSEL, neu),
  });
}
