import { onApiVersionMismatch } from '../../api/http';
import { protokolliere } from '../../api/protokoll';

export const VERALTET_TEXT = 'Die Anwendung befindet sich nicht mehr auf dem aktuellen Stand...';

/** Whether a failed dynamic import means that a new deployment replaced the chunks of this page. */
export function istLadefehler(fehler: unknown): boolean {
  const text = fehler instanceof Error ? `${fehler.name} ${fehler.message}` : String(fehler);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(text);
}

/** A chunk that cannot be loaded: logged as an error (a deployment may be broken), then the user is asked to reload. */
export function meldeLadefehler(grund: unknown) {
  void protokolliere('error', `Programmteil konnte nicht geladen werden: ${grund instanceof Error ? grund.message : String(grund)}`);
  fordereAktualisierungAn();
}

type Zuhoerer = () => void;
const zuhoerer = new Set<Zuhoerer>();
let noetig = false;

/** Asks the user once to reload; later reasons (more chunks, more requests) do not ask again. */
export function fordereAktualisierungAn() {
  if (noetig) return;
  noetig = true;
  zuhoerer.forEach((z) => z());
}

export const aktualisierung = {
  noetig: () => noetig,
  abonniere(z: Zuhoerer) {
    zuhoerer.add(z);
    return () => void zuhoerer.delete(z);
  },
  /** The user chose "Später": ask again on the next reason. */
  zurueckstellen() {
    noetig = false;
    zuhoerer.forEach((z) => z());
  },
};

/**
 * A new deployment shows up as a different `x-anis` version or as a chunk Vite cannot preload. Both are logged:
 * a version change as information, a chunk that cannot be loaded as an error (a deployment may be broken).
 * The preload error is not prevented: Vite would then resolve the failed import with undefined, and React's lazy
 * would crash on it instead of the importer (ladePortal, ErrorBoundary) showing that a new version is there.
 */
export function beobachteAktualisierungen(fenster: Window = window) {
  const ab = onApiVersionMismatch((server, oberflaeche) => {
    void protokolliere('info', `Neue Version des Servers erkannt: ${server} (Oberfläche ${oberflaeche})`);
    fordereAktualisierungAn();
  });
  const vorladen = (e: Event) => meldeLadefehler((e as Event & { payload?: unknown }).payload);
  fenster.addEventListener('vite:preloadError', vorladen);
  return () => {
    ab();
    fenster.removeEventListener('vite:preloadError', vorladen);
  };
}
