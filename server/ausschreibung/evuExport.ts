import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { AusschreibungDetail } from './detail.queries';
import { germanExcelCsv } from '../shared/excelCsv';

/** Only the tender's number and its Lieferstellen go into the file. */
export type MitLieferstellen = Pick<AusschreibungDetail, 'nummer' | 'lieferstellen'>;

interface Spalte {
  kopf: string;
  breite: number;
  wert: (l: AusschreibungDetail['lieferstellen'][number]) => string | number | null;
}

/** The columns a supplier's pricing tool needs, one row per Lieferstelle: the invited EVU's download of one tender. */
const SPALTEN: Spalte[] = [
  { kopf: 'Lieferstelle', breite: 28, wert: (l) => l.bezeichnung },
  { kopf: 'Straße', breite: 28, wert: (l) => l.strasse },
  { kopf: 'PLZ', breite: 8, wert: (l) => l.plz },
  { kopf: 'Ort', breite: 20, wert: (l) => l.ort },
  { kopf: 'MaLo-ID', breite: 14, wert: (l) => l.maloId },
  { kopf: 'Zählpunkt', breite: 36, wert: (l) => l.zaehlpunkt ?? '' },
  { kopf: 'Netzbetreiber', breite: 24, wert: (l) => l.netzbetreiber },
  { kopf: 'Messart', breite: 9, wert: (l) => l.messart },
  { kopf: 'Jahresverbrauch (kWh)', breite: 20, wert: (l) => l.jahresverbrauchKwh },
  { kopf: 'Max. Leistung (kW)', breite: 18, wert: (l) => l.maxLeistungKw ?? null },
  { kopf: 'SLP-Profil', breite: 10, wert: (l) => l.slpProfil ?? '' },
  { kopf: 'Spannungsebene / Druckstufe', breite: 24, wert: (l) => ('spannungsebene' in l ? l.spannungsebene : l.druckstufe) },
];

export const exportDateiname = (a: Pick<AusschreibungDetail, 'nummer'>, endung: 'csv' | 'xlsx') => `Lieferstellen_${a.nummer}.${endung}`;

/** CSV as German Excel opens it: `;`, UTF-8 with BOM, CRLF; whole numbers need no decimal separator. */
export function lieferstellenCsv(a: MitLieferstellen): string {
  return stringify(
    a.lieferstellen.map((l) => SPALTEN.map((s) => s.wert(l) ?? '')),
    { ...germanExcelCsv, header: true, columns: SPALTEN.map((s) => s.kopf) },
  );
}

/** The same table as an Excel workbook: numbers stay numbers, the header is frozen and filterable. Built in the worker pool (`lieferstellenMappe.worker.ts`). */
export async function lieferstellenXlsx(a: MitLieferstellen): Promise<Buffer> {
  const mappe = new ExcelJS.Workbook();
  mappe.creator = 'Energieausschreibungsportal';
  const blatt = mappe.addWorksheet('Lieferstellen', { views: [{ state: 'frozen', ySplit: 1 }] });
  blatt.columns = SPALTEN.map((s) => ({ header: s.kopf, width: s.breite }));
  blatt.getRow(1).font = { bold: true };
  for (const l of a.lieferstellen) blatt.addRow(SPALTEN.map((s) => s.wert(l)));
  blatt.getColumn(9).numFmt = '#,##0';
  blatt.getColumn(10).numFmt = '#,##0';
  blatt.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: SPALTEN.length } };
  return Buffer.from(await mappe.xlsx.writeBuffer());
}
