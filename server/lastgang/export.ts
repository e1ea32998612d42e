import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { isoMitVersatz, VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import { germanExcelCsv } from '../shared/excelCsv';
import type { GespeicherterLastgang } from './queries';

const ZEIT_KOPF = 'Zeitpunkt';

/**
 * One row per quarter hour from the earliest start to the latest end, one column per Lieferstelle headed by its
 * MaLo-ID, kW; a Lieferstelle whose Lastgang does not cover a quarter hour leaves its cell empty.
 */
function tabelle(lastgaenge: GespeicherterLastgang[]): { kopf: string[]; zeilen: (string | number | null)[][] } {
  const beginn = Math.min(...lastgaenge.map((g) => g.beginn));
  const ende = Math.max(...lastgaenge.map((g) => g.beginn + g.werteKw.length * VIERTELSTUNDE));
  const zeilen: (string | number | null)[][] = [];
  for (let t = beginn; t < ende; t += VIERTELSTUNDE) {
    zeilen.push([isoMitVersatz(t), ...lastgaenge.map((g) => g.werteKw[(t - g.beginn) / VIERTELSTUNDE] ?? null)]);
  }
  return { kopf: [ZEIT_KOPF, ...lastgaenge.map((g) => g.maloId)], zeilen };
}

/** CSV as German Excel opens it (`;`, decimal comma, UTF-8 with BOM); times ISO 8601 with Berlin's offset. */
export function lastgangCsv(lastgaenge: GespeicherterLastgang[]): string {
  const { kopf, zeilen } = tabelle(lastgaenge);
  return stringify(
    zeilen.map((z) => z.map((w) => (typeof w === 'number' ? String(w).replace('.', ',') : (w ?? '')))),
    { ...germanExcelCsv, header: true, columns: kopf },
  );
}

/** The same table as an Excel workbook: the values stay numbers, the header is frozen. */
export async function lastgangXlsx(lastgaenge: GespeicherterLastgang[]): Promise<Buffer> {
  const { kopf, zeilen } = tabelle(lastgaenge);
  const mappe = new ExcelJS.Workbook();
  mappe.creator = 'Energieausschreibungsportal';
  const blatt = mappe.addWorksheet('Lastgang (kW)', { views: [{ state: 'frozen', ySplit: 1 }] });
  blatt.columns = kopf.map((k, i) => ({ header: k, width: i === 0 ? 27 : 14 }));
  blatt.getRow(1).font = { bold: true };
  blatt.addRows(zeilen);
  return Buffer.from(await mappe.xlsx.writeBuffer());
}
