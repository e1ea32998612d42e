import { MutationCache, QueryCache, QueryClient, type Mutation, type Query } from '@tanstack/react-query';
import { getAuthentifizierung, subscribe } from './auth/authStore';
import { HttpError } from './http';

/**
 * `meta` of a query or mutation whose screen shows its failure itself (a page's own message, a form's
 * fields): it gets no toast besides.
 */
export const EIGENE_FEHLERANZEIGE = { eigeneFehleranzeige: true } as const;

/** Shows a failed call to the user (the app's toast: shell/queryClient.ts); the API layer knows no screen. */
export type FehlerMelder = (fehler: HttpError) => void;

/**
 * Failed calls get the default failed-call toast with the server's message (SPEC.md section 8). 400 is a
 * form's field errors, 401 is the sign-in's business; RaNotifications drops react-admin's own bare
 * 'status statusText' toast for the same failure.
 */
function beiFehler(melde: FehlerMelder, fehler: unknown, aufruf: Query<unknown, unknown, unknown> | Mutation<unknown, unknown, unknown>) {
  if (aufruf.meta?.eigeneFehleranzeige) return;
  if (fehler instanceof HttpError && fehler.status !== 400 && fehler.status !== 401) melde(fehler);
}

/** A query client with the app's rules for failures and retries (a test builds a fresh one per screen). */
export function createQueryClient(melde: FehlerMelder) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (fehler, query) => beiFehler(melde, fehler, query) }),
    mutationCache: new MutationCache({ onError: (fehler, _variablen, _kontext, mutation) => beiFehler(melde, fehler, mutation) }),
    // No retries: the HTTP client already retries a 401; anything else would only repeat a German refusal.
    defaultOptions: { queries: { retry: false } },
  });
}

/** What one user read is never shown to the next: a new sign-in or a sign-out forgets every cached answer. */
export function vergissBeiNeuerSitzung(client: QueryClient) {
  let sitzung = getAuthentifizierung()?.sessionId;
  subscribe(() => {
    const jetzt = getAuthentifizierung()?.sessionId;
    if (jetzt === sitzung) return;
    sitzung = jetzt;
    client.clear();
  });
}
