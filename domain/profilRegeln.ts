import { istKalenderdatum } from './datum';
import { PFLICHT } from './pflicht';

/** A Privatperson registers only when of age (DESIGN.md section 5). */
export const MINDESTALTER = 18;
export const DATUM_GIBT_ES_NICHT = 'Dieses Datum gibt es nicht.';
export const SPARTE_FEHLT = 'Bitte wählen Sie mindestens eine Sparte.';

/** Strom and Gas are bits 1 and 2: an EVU supplies at least one of them. */
export const hatSparte = (sparten: number) => (sparten & 3) !== 0;

/**
 * The birth date of a Privatperson: there, a real day, of age. `wer` addresses the person themselves ('Sie')
 * or, for the administrator who enters someone else's data, names the Privatperson.
 */
export function geburtsdatumFehler(datum: string | null | undefined, jetzt: number, wer: 'selbst' | 'privatperson' = 'selbst'): string | null {
  if (!datum) return PFLICHT;
  if (!istKalenderdatum(datum)) return DATUM_GIBT_ES_NICHT;
  const heute = new Date(jetzt);
  const volljaehrigAb = `${heute.getUTCFullYear() - MINDESTALTER}-${heute.toISOString().slice(5, 10)}`;
  if (datum <= volljaehrigAb) return null;
  return wer === 'selbst' ? `Sie müssen mindestens ${MINDESTALTER} Jahre alt sein.` : `Eine Privatperson muss mindestens ${MINDESTALTER} Jahre alt sein.`;
}
