import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';
import { memberApi } from './memberApi';

/**
 * A mailed single-use link, sent once when its page opens; true when the server accepted it. Kept while the
 * page is open (a second request would find the token used up) and forgotten when it closes, so opening the
 * link again asks the server again. The page shows the outcome itself.
 */
export function useTokenAktion(art: string, aktion: (token: string) => Promise<unknown>, token: string) {
  return useQuery({
    queryKey: ['member', art, token],
    queryFn: () => aktion(token).then(() => true),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: 0,
    meta: EIGENE_FEHLERANZEIGE,
  });
}

/** A member page's command (recover, set up, delete …); the page shows its outcome and failure itself. */
export function useMemberAktion<T, R = unknown>(aktion: (eingabe: T) => Promise<R>, options: { neuLaden?: readonly string[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aktion,
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => (options.neuLaden ? queryClient.invalidateQueries({ queryKey: options.neuLaden }) : undefined),
  });
}

export const SITZUNGEN = ['member', 'sessions'] as const;
export const ZWEITE_FAKTOREN = ['member', 'second-factors'] as const;

/** The signed-in user's sessions, newest activity as the server orders them. */
export const useSitzungen = () => useQuery({ queryKey: SITZUNGEN, queryFn: memberApi.sessions, meta: EIGENE_FEHLERANZEIGE });

export const useZweiteFaktoren = () => useQuery({ queryKey: ZWEITE_FAKTOREN, queryFn: memberApi.secondFactors, meta: EIGENE_FEHLERANZEIGE });

/** Under the factors' key: adding or removing a factor changes it too. */
export const WIEDERHERSTELLUNGSCODES = [...ZWEITE_FAKTOREN, 'recovery-codes'] as const;

/** How many unused recovery codes the user has; asked only while there is a factor. */
export const useWiederherstellungscodeStand = (aktiv: boolean) =>
  useQuery({ queryKey: WIEDERHERSTELLUNGSCODES, queryFn: memberApi.recoveryCodeStatus, enabled: aktiv, meta: EIGENE_FEHLERANZEIGE });

export const BENACHRICHTIGUNGEN = ['member', 'benachrichtigungen'] as const;

/** Which mails the signed-in user gets. */
export const useBenachrichtigungen = () => useQuery({ queryKey: BENACHRICHTIGUNGEN, queryFn: memberApi.benachrichtigungen, meta: EIGENE_FEHLERANZEIGE });

export const NEUIGKEITEN = ['member', 'neuigkeiten'] as const;

/** The newest entries of the start page; a card that cannot load them says so itself. */
export const useNeuigkeiten = () => useQuery({ queryKey: NEUIGKEITEN, queryFn: memberApi.neuigkeiten, meta: EIGENE_FEHLERANZEIGE });
