import { ImportFehler, leseDatei, type Tabelle } from '../../../domain/lieferstellenImport/lesen';

export interface DateiLeserAuftrag {
  name: string;
  bytes: Uint8Array;
}
export type DateiLeserAntwort = { tabelle: Tabelle } | { importFehler: string } | { fehler: string };

/**
 * A Lieferstellen file as a table, read in a worker of its own (dateiLeser.worker.ts) that ends with the answer; the
 * bytes move to it instead of being copied. Where a page has no workers (the component tests' DOM), it is read here.
 */
export function leseImHintergrund(name: string, bytes: Uint8Array): Promise<Tabelle> {
  if (typeof Worker === 'undefined') return leseDatei(name, bytes);
  return new Promise((resolve, reject) => {
    const arbeiter = new Worker(new URL('./dateiLeser.worker.ts', import.meta.url), { type: 'module', name: 'Lieferstellendatei' });
    arbeiter.onmessage = ({ data }: MessageEvent<DateiLeserAntwort>) => {
      arbeiter.terminate();
      if ('tabelle' in data) resolve(data.tabelle);
      else if ('importFehler' in data) reject(new ImportFehler(data.importFehler));
      else reject(new Error(data.fehler));
    };
    // The worker's script did not load or failed before answering (an update replaced its chunk): not the file's fault.
    arbeiter.onerror = (ereignis) => {
      arbeiter.terminate();
      reject(new Error(ereignis.message || 'Der Leser für Lieferstellendateien ließ sich nicht starten.'));
    };
    const auftrag: DateiLeserAuftrag = { name, bytes };
    arbeiter.postMessage(auftrag, [bytes.buffer]);
  });
}
