import { useState } from 'react';
import { request } from '../api/http';
import { feldFehlerAus } from './serverFehler';

/** State of a recovery request (name or password): sending, done, or the server's field errors. */
export function useAnforderung(url: string) {
  const [laeuft, setLaeuft] = useState(false);
  const [erledigt, setErledigt] = useState(false);
  const [fehler, setFehler] = useState<{ meldung: string; felder: Record<string, string> }>();
  const sende = async (body: object) => {
    setLaeuft(true);
    setFehler(undefined);
    try {
      await request(url, { method: 'POST', body, responseType: 'none' });
      setErledigt(true);
    } catch (err) {
      setFehler(feldFehlerAus(err));
    } finally {
      setLaeuft(false);
    }
  };
  return { laeuft, erledigt, fehler, sende };
}
