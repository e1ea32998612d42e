import { meldeFehlerAnServer } from '../../api/protokoll';
import { istLadefehler, meldeLadefehler } from './aktualisierung';

/** An error a screen caught and explained to the user that is still worth the server's error log. */
export function meldeUnerwartetenFehler(fehler: unknown, fenster: Window = window) {
  // Usually a new deployment; the log line tells support when old pages kept asking for removed chunks.
  if (istLadefehler(fehler)) meldeLadefehler(fehler);
  else void meldeFehlerAnServer(fehler, fenster.location.pathname);
}

/** Uncaught errors and rejected promises anywhere on the page go to the server's error log. */
export function installiereFehlerprotokoll(fenster: Window = window) {
  const melde = (fehler: unknown) => meldeUnerwartetenFehler(fehler, fenster);
  const beiFehler = (e: ErrorEvent) => melde(e.error ?? e.message);
  const beiAblehnung = (e: PromiseRejectionEvent) => melde(e.reason);
  fenster.addEventListener('error', beiFehler);
  fenster.addEventListener('unhandledrejection', beiAblehnung);
  return () => {
    fenster.removeEventListener('error', beiFehler);
    fenster.removeEventListener('unhandledrejection', beiAblehnung);
  };
}
