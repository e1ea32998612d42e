import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from './http';
import { meldeHttpFehler } from '../ui/meldungen/useMeldung';

/**
 * Failed calls get the default 'HTTP Error' toast with the server's message (SPEC.md section 8). 400 is a
 * form's field errors, 401 is the sign-in's business; RaMeldungen drops react-admin's own bare
 * 'status statusText' toast for the same failure.
 */
function beiFehler(fehler: unknown) {
  if (fehler instanceof HttpError && fehler.status !== 400 && fehler.status !== 401) meldeHttpFehler(fehler);
}

export function createAreaQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: beiFehler }),
    mutationCache: new MutationCache({ onError: beiFehler }),
    // No retries: the HTTP client already retries a 401; anything else would only repeat a German refusal.
    defaultOptions: { queries: { retry: false } },
  });
}
