import { stringify } from 'csv-stringify/browser/esm/sync';
import { DRUCKSTUFEN, MESSARTEN, SPANNUNGSEBENEN, SPARTE_LABEL, type Sparte } from '../ausschreibung';
import { importSpalten } from './spalten';

export const vorlageDateiname = (sparte: Sparte, endung: 'csv' | 'xlsx') => `Vorlage_Lieferstellen_${SPARTE_LABEL[sparte]}.${endung}`;

/** The template as German Excel opens a CSV without asking: `;`, UTF-8 with BOM, CRLF; two example rows. */
export function vorlageCsv(sparte: Sparte): Blob {
  const spalten = importSpalten(sparte);
  const text = stringify(
    [0, 1].map((i) => spalten.map((s) => s.beispiel[i])),
    { delimiter: ';', bom: true, record_delimiter: 'windows', header: true, columns: spalten.map((s) => s.kopf) },
  );
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/**
 * The template as a workbook: identifiers formatted as text (so Excel keeps the leading zero of 01067 and
 * all digits of a MaLo-ID) and drop-down lists for the fixed choices.
 */
export async function vorlageXlsx(sparte: Sparte): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const spalten = importSpalten(sparte);
  const mappe = new ExcelJS.Workbook();
  mappe.creator = 'Energieausschreibungsportal';
  const blatt = mappe.addWorksheet('Lieferstellen', { views: [{ state: 'frozen', ySplit: 1 }] });
  blatt.columns = spalten.map((s) => ({ header: s.kopf, width: Math.max(12, s.kopf.length + 4, String(s.beispiel[0]).length + 2) }));
  blatt.getRow(1).font = { bold: true };
  for (const i of [0, 1]) blatt.addRow(spalten.map((s) => (s.beispiel[i] === '' ? null : s.beispiel[i])));
  const auswahl: Record<string, readonly string[]> = { messart: MESSARTEN, spannungsebene: SPANNUNGSEBENEN, druckstufe: DRUCKSTUFEN };
  spalten.forEach((s, i) => {
    const spalte = blatt.getColumn(i + 1);
    if (['plz', 'maloId', 'zaehlpunkt'].includes(s.feld)) spalte.numFmt = '@';
    if (['jahresverbrauchKwh', 'maxLeistungKw'].includes(s.feld)) spalte.numFmt = '#,##0';
    const liste = auswahl[s.feld];
    if (!liste) return;
    const buchstabe = spalte.letter;
    // Rows 2 to 5001: as many as a tender may hold.
    for (let zeile = 2; zeile <= 5001; zeile++) {
      blatt.getCell(`${buchstabe}${zeile}`).dataValidation = {
        type: 'list',
        allowBlank: !s.pflicht,
        formulae: [`"${liste.join(',')}"`],
        showErrorMessage: true,
        errorTitle: s.kopf,
        error: `Erlaubt sind ${liste.join(', ')}.`,
      };
    }
  });
  return new Blob([await mappe.xlsx.writeBuffer()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
