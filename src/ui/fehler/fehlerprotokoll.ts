import { meldeFehlerAnServer } from '../../../dataProvider/protokoll';
import { fordereAktualisierungAn, istLadefehler } from './aktualisierung';

/** Uncaught errors and rejected promises anywhere on the page go to the server's error log. */
export function installiereFehlerprotokoll(fenster: Window = window) {
  const melde = (fehler: unknown) => {
    if (istLadefehler(fehler)) fordereAktualisierungAn();
    else void meldeFehlerAnServer(fehler, fenster.location.pathname);
  };
  const beiFehler = (e: ErrorEvent) => melde(e.error ?? e.message);
  const beiAblehnung = (e: PromiseRejectionEvent) => melde(e.reason);
  fenster.addEventListener('error', beiFehler);
  fenster.addEventListener('unhandledrejection', beiAblehnung);
  return () => {
    fenster.removeEventListener('error', beiFehler);
    fenster.removeEventListener('unhandledrejection', beiAblehnung);
  };
}
