import { ImportFehler, leseDatei } from '../../../domain/lieferstellenImport/lesen';
import type { DateiLeserAntwort, DateiLeserAuftrag } from './leseImHintergrund';

/**
 * Reads a chosen Lieferstellen file away from the page: exceljs needs seconds for a workbook of thousands of rows,
 * in which the page would not answer a click.
 */
self.onmessage = async ({ data }: MessageEvent<DateiLeserAuftrag>) => {
  let antwort: DateiLeserAntwort;
  try {
    antwort = { tabelle: await leseDatei(data.name, data.bytes) };
  } catch (e) {
    antwort = e instanceof ImportFehler ? { importFehler: e.message } : { fehler: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(antwort);
};
