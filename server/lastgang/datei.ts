import { readSheet } from 'read-excel-file/node';
import { formatZahl } from '../../domain/format';
import { dekodiere, ImportFehler, leseCsv, type Tabelle } from '../../domain/lieferstellenImport/lesen';
import { Regelverletzung } from '../shared/errors';
import type { Datei } from '../dokumente/service';

/** A year has at most 35 136 quarter hours; headers, notes and blank lines get some room besides. */
const HOECHSTENS_ZEILEN = 40_000;

const XLSX_TYP = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const zwei = (n: number) => String(n).padStart(2, '0');

/**
 * An Excel cell as the text the Lastgang rules read. Excel keeps times without a zone: read-excel-file hands them
 * over as Dates whose UTC fields are the wall clock, which is German time here; a time without a date (Excel's
 * day 0, 1899/1900) stays a time.
 */
function zelltext(wert: unknown): string {
  if (wert === null || wert === undefined) return '';
  if (!(wert instanceof Date)) return String(wert).trim();
  // Excel counts days in floating point: 00:30 may come back as 00:29:59.999.
  const d = new Date(Math.round(wert.getTime() / 1000) * 1000);
  const uhrzeit = `${zwei(d.getUTCHours())}:${zwei(d.getUTCMinutes())}:${zwei(d.getUTCSeconds())}`;
  if (d.getUTCFullYear() < 1901) return uhrzeit;
  return `${d.getUTCFullYear()}-${zwei(d.getUTCMonth() + 1)}-${zwei(d.getUTCDate())} ${uhrzeit}`;
}

async function leseXlsx(daten: Buffer): Promise<Tabelle> {
  let zeilen: unknown[][];
  try {
    zeilen = await readSheet(daten);
  } catch {
    throw new Regelverletzung('Die Excel-Datei lässt sich nicht lesen. Speichern Sie sie bitte als Excel-Arbeitsmappe (.xlsx) oder als CSV.');
  }
  return zeilen.flatMap((zellen, i) => {
    const texte = zellen.map(zelltext);
    return texte.some((t) => t) ? [{ nummer: i + 1, zellen: texte }] : [];
  });
}

/** A Lastgang file as a table: CSV (UTF-8 or Windows-1252, `;` or `,`) or Excel (.xlsx). */
export async function leseLastgangDatei(datei: Datei): Promise<Tabelle> {
  if (datei.contentType === XLSX_TYP) return leseXlsx(datei.daten);
  if (datei.contentType === 'text/csv' || datei.contentType === 'text/plain') {
    // Counted before parsing: 20 MB of lines would hold the server for many seconds only to learn it is too much.
    let zeilen = 0;
    for (let i = datei.daten.indexOf(10); i >= 0; i = datei.daten.indexOf(10, i + 1)) zeilen++;
    if (zeilen > HOECHSTENS_ZEILEN) {
      throw new Regelverletzung(`Die Datei hat mehr als ${formatZahl(HOECHSTENS_ZEILEN)} Zeilen. Ein Lastgang umfasst höchstens ein Jahr (35.136 Viertelstunden).`);
    }
    try {
      return leseCsv(dekodiere(datei.daten));
    } catch (e) {
      if (e instanceof ImportFehler) throw new Regelverletzung(e.message);
      throw e;
    }
  }
  throw new Regelverletzung('Bitte laden Sie den Lastgang als CSV- oder Excel-Datei (.csv, .xlsx) hoch.');
}
