import { readSheet } from 'read-excel-file/universal';
import { formatZahl } from '../../domain/format';
import { dekodiere, ImportFehler, leseCsv, type Tabelle } from '../../domain/lieferstellenImport/lesen';
import { EXCEL_UNLESBAR, pruefeBlattUmfang, umfangsMeldung, type TabellenGrenzen } from '../../domain/tabellen/blattUmfang';
import { Regelverletzung } from '../shared/errors';
import type { Datei } from '../dokumente/datei';
import { entpackteGroesse } from './zipUmfang';

/** A year has at most 35 136 quarter hours; headers, notes and blank lines get some room besides. */
const HOECHSTENS_ZEILEN = 40_000;
/**
 * A line holds a time, a value and perhaps a few status columns: under 100 characters in every export we know.
 * The CSV parser needs seconds for one line of megabytes, or for millions of cells, so such files are refused
 * before it sees them; a year of quarter hours is 1 to 3 MB as CSV.
 */
const HOECHSTENS_ZEICHEN_JE_ZEILE = 500;
const HOECHSTENS_CSV_BYTES = 5 * 2 ** 20;

/** A year of quarter hours unpacks to about 6 MB of sheet XML, even with the timestamps as text. */
const HOECHSTENS_ENTPACKT_BYTES = 32 * 2 ** 20;
/**
 * A sheet as far as a Lastgang reaches: the lines of a CSV file, and columns for a time (or a date and a time), a
 * value and the status or further channels some exports add. The reader pads every row to the widest, so the
 * limits bound what it allocates: 40 000 × 50 cells.
 */
const LASTGANG_BLATT: TabellenGrenzen = { zeilen: HOECHSTENS_ZEILEN, spalten: 50, entpackt: HOECHSTENS_ENTPACKT_BYTES };

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

/**
 * Read from the central directory, as `entpackteGroesse` measured it: what is unpacked was measured first, and
 * how far the sheets reach before the reader fills them.
 */
async function leseXlsx(daten: Buffer): Promise<Tabelle> {
  const entpackt = entpackteGroesse(daten, HOECHSTENS_ENTPACKT_BYTES);
  if (entpackt === undefined) throw new Regelverletzung(EXCEL_UNLESBAR);
  if (entpackt > HOECHSTENS_ENTPACKT_BYTES) {
    throw new Regelverletzung(
      `Die Excel-Datei entpackt sich zu mehr als ${formatZahl(HOECHSTENS_ENTPACKT_BYTES / 2 ** 20)} MB. Ein Lastgang eines Jahres ist viel kleiner: Ist es die richtige Datei?`,
    );
  }
  const umfang = await pruefeBlattUmfang(daten, LASTGANG_BLATT);
  if (!umfang.ok) throw new Regelverletzung(umfangsMeldung(umfang, LASTGANG_BLATT, 'Ein Lastgang'));
  let zeilen: unknown[][];
  try {
    zeilen = await readSheet(daten.buffer.slice(daten.byteOffset, daten.byteOffset + daten.byteLength) as ArrayBuffer);
  } catch {
    throw new Regelverletzung(EXCEL_UNLESBAR);
  }
  return zeilen.flatMap((zellen, i) => {
    const texte = zellen.map(zelltext);
    return texte.some((t) => t) ? [{ nummer: i + 1, zellen: texte }] : [];
  });
}

/** Lines end in LF, CRLF or a lone CR, as the CSV parser reads them; counted on the bytes, before any parsing. */
function pruefeCsvUmfang(daten: Buffer): void {
  if (daten.length > HOECHSTENS_CSV_BYTES) {
    throw new Regelverletzung(`Die CSV-Datei ist größer als ${formatZahl(HOECHSTENS_CSV_BYTES / 2 ** 20)} MB. Ein Lastgang eines Jahres umfasst als CSV etwa 1 bis 3 MB: Ist es die richtige Datei?`);
  }
  let zeile = 1;
  let beginn = 0;
  for (let i = 0; i <= daten.length; i++) {
    if (i < daten.length && daten[i] !== 10 && daten[i] !== 13) continue;
    if (i - beginn > HOECHSTENS_ZEICHEN_JE_ZEILE) {
      throw Regelverletzung.feld(`zeile[${zeile}]`, `Die Zeile ist länger als ${formatZahl(HOECHSTENS_ZEICHEN_JE_ZEILE)} Zeichen. Ein Lastgang hat je Zeile einen Zeitpunkt und wenige Werte: Ist es die richtige Datei?`);
    }
    // The empty rest after the last line break is no line.
    if (zeile > HOECHSTENS_ZEILEN && (i < daten.length || i > beginn)) {
      throw new Regelverletzung(`Die Datei hat mehr als ${formatZahl(HOECHSTENS_ZEILEN)} Zeilen. Ein Lastgang umfasst höchstens ein Jahr (35.136 Viertelstunden).`);
    }
    if (daten[i] === 13 && daten[i + 1] === 10) i++;
    zeile++;
    beginn = i + 1;
  }
}

/** A Lastgang file as a table: CSV (UTF-8 or Windows-1252, `;` or `,`) or Excel (.xlsx). */
export async function leseLastgangDatei(datei: Datei): Promise<Tabelle> {
  if (datei.contentType === XLSX_TYP) return leseXlsx(datei.daten);
  if (datei.contentType === 'text/csv' || datei.contentType === 'text/plain') {
    pruefeCsvUmfang(datei.daten);
    try {
      return leseCsv(dekodiere(datei.daten));
    } catch (e) {
      if (e instanceof ImportFehler) throw new Regelverletzung(e.message);
      throw e;
    }
  }
  throw new Regelverletzung('Bitte laden Sie den Lastgang als CSV- oder Excel-Datei (.csv, .xlsx) hoch.');
}
