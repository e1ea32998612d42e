import { useMemberAktion } from '../api/mitglied/useMember';
import { feldFehlerAus } from './serverFehler';

/** State of a recovery request (name or password): sending, done, or the server's field errors. */
export function useAnforderung<T>(senden: (eingabe: T) => Promise<unknown>) {
  const anforderung = useMemberAktion(senden);
  return {
    laeuft: anforderung.isPending,
    erledigt: anforderung.isSuccess,
    /** back to the empty form, to ask again */
    nochmal: anforderung.reset,
    fehler: anforderung.error ? feldFehlerAus(anforderung.error) : undefined,
    // The failure is shown from the state above; the caller only waits.
    sende: (eingabe: T) => anforderung.mutateAsync(eingabe).then(
      () => undefined,
      () => undefined,
    ),
  };
}
