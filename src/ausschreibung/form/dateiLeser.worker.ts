import { ImportFehler, leseDatei } from '../../../domain/lieferstellenImport/lesen';
import type { DateiLeserAntwort, DateiLeserAuftrag } from './leseImHintergrund';

/**
 * Reads a chosen Lieferstellen file away from the page: exceljs needs seconds for a workbook of thousands of rows,
 * in which the page would not answer a click.
 */
self.onmessage = async ({ data }: MessageEvent<DateiLeserAuftrag>) => {
  try {
    self.postMessage({ tabelle: await leseDatei(data.name, data.bytes) } satisfies DateiLeserAntwort);
  } catch (e) {
    const antwort: DateiLeserAntwort = e instanceof ImportFehler ? { importFehler: e.message } : e instanceof Error ? { fehler: e.message, stack: e.stack } : { fehler: String(e) };
    self.postMessage(antwort);
  }
};
