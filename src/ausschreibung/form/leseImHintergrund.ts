import { ImportFehler, leseDatei, type Tabelle } from '../../../domain/lieferstellenImport/lesen';

export interface DateiLeserAuftrag {
  name: string;
  bytes: Uint8Array;
}
export type DateiLeserAntwort = { tabelle: Tabelle } | { importFehler: string } | { fehler: string; stack?: string };

/** A read that is no longer wanted (the dialog closed, another file was chosen): its worker has ended. */
class LesenAbgebrochen extends Error {
  override name = 'AbortError';
}

/**
 * A Lieferstellen file as a table, read in a worker of its own (dateiLeser.worker.ts) that ends with the answer or
 * with `abbruch`; the bytes move to it instead of being copied. Where a page has no workers (the component tests'
 * DOM), it is read here.
 */
export function leseImHintergrund(name: string, bytes: Uint8Array, abbruch?: AbortSignal): Promise<Tabelle> {
  if (typeof Worker === 'undefined') return leseDatei(name, bytes);
  return new Promise((resolve, reject) => {
    const arbeiter = new Worker(new URL('./dateiLeser.worker.ts', import.meta.url), { type: 'module', name: 'Lieferstellendatei' });
    const ende = (ergebnis: () => void) => {
      arbeiter.terminate();
      abbruch?.removeEventListener('abort', abbrechen);
      ergebnis();
    };
    const abbrechen = () => ende(() => reject(new LesenAbgebrochen('Das Lesen der Datei wurde abgebrochen.')));
    abbruch?.addEventListener('abort', abbrechen);
    arbeiter.onmessage = ({ data }: MessageEvent<DateiLeserAntwort>) =>
      ende(() => {
        if ('tabelle' in data) resolve(data.tabelle);
        else if ('importFehler' in data) reject(new ImportFehler(data.importFehler));
        else reject(Object.assign(new Error(data.fehler), data.stack ? { stack: data.stack } : {}));
      });
    arbeiter.onmessageerror = () => ende(() => reject(new Error('Die Antwort des Dateilesers ließ sich nicht übernehmen.')));
    // Without a message the worker's script did not load: a deployment replaced its chunk, and the page asks to be
    // reloaded (aktualisierung.ts knows the name). With one, the script failed before it could answer.
    arbeiter.onerror = (ereignis) =>
      ende(() => reject(ereignis.message ? new Error(ereignis.message) : Object.assign(new Error('Der Dateileser ließ sich nicht laden.'), { name: 'ChunkLoadError' })));
    // A view on part of a larger buffer is copied: moving the buffer would empty the caller's.
    const eigene = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    const auftrag: DateiLeserAuftrag = { name, bytes: eigene };
    try {
      arbeiter.postMessage(auftrag, [eigene.buffer as ArrayBuffer]);
    } catch (e) {
      ende(() => reject(e));
    }
  });
}
