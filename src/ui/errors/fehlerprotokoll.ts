import { erzeugeLogger, meldeFehlerAnServer, type Logger } from '../../api/protokoll';
import { istLadefehler, meldeLadefehler } from './aktualisierung';

/** An error no screen handled (or only the error boundary did) into the server's error log. */
export function meldeUnerwartetenFehler(fehler: unknown, fenster: Window = window) {
  // Usually a new deployment; the log line tells support when old pages kept asking for removed chunks.
  if (istLadefehler(fehler)) meldeLadefehler(fehler);
  else void meldeFehlerAnServer(fehler, fenster.location.pathname);
}

const modulLogger = new Map<string, Logger>();

/**
 * An error a screen caught and explained to the user, into its module's log (the framework's per-module logger:
 * the server sets from which level a module reports, so support can turn one screen's reports up or down).
 */
export function meldeBehandeltenFehler(modul: string, fehler: unknown, fenster: Window = window) {
  if (istLadefehler(fehler)) return meldeLadefehler(fehler);
  let logger = modulLogger.get(modul);
  if (!logger) modulLogger.set(modul, (logger = erzeugeLogger(modul)));
  const e = fehler instanceof Error ? fehler : new Error(String(fehler));
  logger.error(`${e.message || e.name} (${fenster.location.pathname})${e.stack ? `\n${e.stack}` : ''}`);
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
