import { pdfErgebnis } from '../shared/arbeiter/pdf';
import { eigenerklaerungPdf, type EigenerklaerungDokument } from './eigenerklaerung.pdf';

/** The register's PDF as a task of the worker pool (server/shared/arbeiter/pdf.ts): only rendering, no database. */
export const eigenerklaerung = async (dokument: EigenerklaerungDokument) => pdfErgebnis(await eigenerklaerungPdf(dokument));
