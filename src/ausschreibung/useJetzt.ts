import { useEffect, useState } from 'react';

/** The current time, renewed every `takt` ms: for what shows the time left to a deadline. */
export function useJetzt(takt = 30_000): number {
  const [jetzt, setJetzt] = useState(() => Date.now());
  useEffect(() => {
    const uhr = setInterval(() => setJetzt(Date.now()), takt);
    return () => clearInterval(uhr);
  }, [takt]);
  return jetzt;
}
