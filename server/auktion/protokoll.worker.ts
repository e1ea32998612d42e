import { pdfErgebnis } from '../shared/arbeiter/pdf';
import { protokollPdf, type Zeile } from './protokoll';

/** The Auktionsprotokoll as a task of the worker pool (server/shared/arbeiter/pdf.ts): only rendering, no database. */
export const auktionsprotokoll = async ({ zeilen, kopf, erstelltAm }: { zeilen: Zeile[]; kopf: { nummer: string; bezeichnung: string }; erstelltAm: number }) =>
  pdfErgebnis(await protokollPdf(zeilen, kopf, erstelltAm));
