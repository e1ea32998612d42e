import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for a button that sends something (outside react-admin's SaveButton): a double click
 * or a second Enter while the first request runs is ignored, and `laeuft` disables the button until the answer
 * is in. The guard is a ref, not the mutation's `isPending`: React Query reports that a tick later, after the
 * second click of a double click has already gone through.
 */
export function useEinLauf() {
  const laeuftJetzt = useRef(false);
  const [laeuft, setLaeuft] = useState(false);
  const starte = useCallback(async <T,>(aufgabe: () => Promise<T>): Promise<T | undefined> => {
    if (laeuftJetzt.current) return undefined;
    laeuftJetzt.current = true;
    setLaeuft(true);
    try {
      return await aufgabe();
    } finally {
      laeuftJetzt.current = false;
      setLaeuft(false);
    }
  }, []);
  return { laeuft, starte };
}
