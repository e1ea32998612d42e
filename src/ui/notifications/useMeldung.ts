import { fehlernummer } from '../errors/fehlertext';
import { meldungen, TOAST_MS, type Meldungsart } from './meldungsSpeicher';

export const FEHLER_ALLGEMEIN = 'Es ist ein Fehler aufgetreten.';

export const melde = (art: Meldungsart, text: string, titel?: string) => meldungen.melde(art, text, titel);

/**
 * The default toast for a failed HTTP call (SPEC.md section 8): titled 'HTTP Error', the server's message or
 * the fallback, and the server's error id after 'Fehlernummer:' when it sent one; it lives 3000 ms.
 */
export function meldeHttpFehler(fehler: unknown) {
  const body = (fehler as { body?: { message?: unknown } } | undefined)?.body;
  const text = typeof body?.message === 'string' && body.message ? body.message : FEHLER_ALLGEMEIN;
  const nummer = fehlernummer(fehler);
  meldungen.melde('fehler', nummer ? `${text} Fehlernummer: ${nummer}` : text, 'HTTP Error', TOAST_MS);
}
