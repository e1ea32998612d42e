import { fehlernummer } from '../errors/fehlertext';
import { meldungen, TOAST_MS, type Meldungsart } from './meldungsSpeicher';

export const FEHLER_ALLGEMEIN = 'Es ist ein Fehler aufgetreten.';

/**
 * The title of every failed call's toast. SPEC.md section 8 named it 'HTTP Error'; the portal speaks German to its
 * users throughout (issue 42 point 3: never "HTTP Error"), so the title is German too.
 */
export const TITEL_HTTP_FEHLER = 'Fehler';

/**
 * Two ways in, one way out. A screen inside a react-admin area reports with react-admin's `useNotify`, as the demo
 * does (RaNotifications hands each message to the store). `melde` and `meldeHttpFehler` write to the same store
 * directly, for what has no area's notifications or needs more than `useNotify` can say: the query client's
 * failure toast (shell/queryClient.ts, outside React, for the pages outside the areas too), the `/ui` catalogue
 * (react-admin's context without an area), and the failed call's title (TITEL_HTTP_FEHLER) with its shorter life (SPEC.md
 * section 8). Either way a message lives, stacks and de-duplicates in the one store that NotificationBar shows.
 */
export const melde = (art: Meldungsart, text: string, titel?: string) => meldungen.melde(art, text, titel);

/**
 * The default toast for a failed HTTP call (SPEC.md section 8): titled TITEL_HTTP_FEHLER, the server's message or
 * the fallback, and the server's error id after 'Fehlernummer:' when it sent one; it lives 3000 ms.
 */
export function meldeHttpFehler(fehler: unknown) {
  meldungen.melde('fehler', httpFehlerText(fehler), TITEL_HTTP_FEHLER, TOAST_MS);
}

/** What a failed call's toast says, for a screen that shows it itself (a dialog's Alert above its buttons). */
export function httpFehlerText(fehler: unknown): string {
  const body = (fehler as { body?: { message?: unknown } } | undefined)?.body;
  const text = typeof body?.message === 'string' && body.message ? body.message : FEHLER_ALLGEMEIN;
  const nummer = fehlernummer(fehler);
  return nummer ? `${text} Fehlernummer: ${nummer}` : text;
}
