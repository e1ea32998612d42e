import { pdfErgebnis } from '../shared/arbeiter/pdf';
import { informationsschreibenPdf, type Informationsschreiben } from './informationsschreiben.pdf';
import { vergabevermerkPdf } from './vermerk.pdf';
import type { VermerkDaten } from './vermerk.queries';

/** The Vergabe's PDFs as tasks of the worker pool (server/shared/arbeiter/pdf.ts): only rendering, no database. */
export const vergabevermerk = async ({ daten, endgueltig }: { daten: VermerkDaten; endgueltig: boolean }) => pdfErgebnis(await vergabevermerkPdf(daten, endgueltig));

export const informationsschreiben = async (schreiben: Informationsschreiben) => pdfErgebnis(await informationsschreibenPdf(schreiben));
