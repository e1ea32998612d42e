import { threadId } from 'node:worker_threads';
import { imArbeiter, type Auftraggeber } from './pool';
import type { ArbeiterModul } from './module';

/** What a PDF task of a worker module answers: the file, and which thread rendered it. */
export interface PdfAusArbeiter {
  pdf: Uint8Array;
  faden: number;
}

/** For the worker modules: the rendered file with the rendering thread's id. */
export const pdfErgebnis = (pdf: Buffer): PdfAusArbeiter => ({ pdf, faden: threadId });

const PDF_ZU_LANG = 'Das Dokument konnte nicht in angemessener Zeit erstellt werden. Bitte versuchen Sie es später erneut.';

/** Per task: how many PDFs the workers rendered, and which thread rendered the last. */
const gerendert = new Map<string, { anzahl: number; faden: number }>();

/**
 * Renders a PDF with the task `name` of the worker module `modul`: laying out a document of hundreds of pages
 * holds a thread for seconds, which must never be the event loop every request shares (issue 41). The request
 * gathers the data from the database first and hands over plain values.
 */
export async function pdfImArbeiter(modul: ArbeiterModul, name: string, eingabe: unknown, fuer: Auftraggeber): Promise<Buffer> {
  const { pdf, faden } = await imArbeiter<PdfAusArbeiter>(modul, name, eingabe, { fuer, zuLang: PDF_ZU_LANG });
  gerendert.set(name, { anzahl: (gerendert.get(name)?.anzahl ?? 0) + 1, faden });
  // The file crosses threads as a copy in a plain Uint8Array; a Buffer view of it costs nothing.
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The PDFs of the task `name` rendered so far and the last one's thread: how tests see the work leave the event loop. */
export const pdfArbeit = (name: string): { anzahl: number; faden: number } => gerendert.get(name) ?? { anzahl: 0, faden: threadId };
