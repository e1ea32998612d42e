import { threadId } from 'node:worker_threads';
import { imArbeiter } from './pool';

/** What a PDF task of a worker module answers: the file, and which thread rendered it. */
export interface PdfAusArbeiter {
  pdf: Uint8Array;
  faden: number;
}

/** For the worker modules: the rendered file with the rendering thread's id. */
export const pdfErgebnis = (pdf: Buffer): PdfAusArbeiter => ({ pdf, faden: threadId });

const faeden = new Map<string, number>();

/**
 * Renders a PDF with the task `name` of the worker module `modul`: laying out a document of hundreds of pages
 * holds a thread for seconds, which must never be the event loop every request shares (issue 41). The request
 * gathers the data from the database first and hands over plain values.
 */
export async function pdfImArbeiter(modul: URL, name: string, eingabe: unknown): Promise<Buffer> {
  const { pdf, faden } = await imArbeiter<PdfAusArbeiter>(modul, name, eingabe);
  faeden.set(name, faden);
  // The file crosses threads as a copy in a plain Uint8Array; a Buffer view of it costs nothing.
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The thread that rendered the last PDF of the task `name`: how tests see the work leave the event loop. */
export const pdfFaden = (name: string): number | undefined => faeden.get(name);
