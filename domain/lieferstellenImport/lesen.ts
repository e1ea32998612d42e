import { parse } from 'csv-parse/browser/esm/sync';
import { HOECHSTENS_LIEFERSTELLEN } from '../ausschreibung';
import { EXCEL_UNLESBAR, pruefeBlattUmfang, umfangsMeldung, type TabellenGrenzen } from '../tabellen/blattUmfang';

/** A row as read from a file: its number in the file (as Excel shows it) and its cell texts. Empty rows are left out. */
export interface TabellenZeile {
  nummer: number;
  zellen: string[];
}
export type Tabelle = TabellenZeile[];

/** Spreadsheets, not archives: a Lieferstellen file of 5 000 rows is well under 2 MB. */
export const IMPORT_HOECHSTGROESSE = 10 * 2 ** 20;

export class ImportFehler extends Error {}

/**
 * How far a Lieferstellen sheet may reach: a tender's Lieferstellen with a heading and room to spare (the template's
 * drop-down lists reach row 5 001), the template's columns and a customer's own beside them. exceljs creates an
 * object for every cell, merged cell and validated cell a sheet names, so a sheet beyond this is refused unread.
 */
const LIEFERSTELLEN_BLATT: TabellenGrenzen = { zeilen: 2 * HOECHSTENS_LIEFERSTELLEN, spalten: 100, entpackt: 64 * 2 ** 20 };

/**
 * Text of a CSV file. Excel in Germany saves "CSV (Trennzeichen-getrennt)" in Windows-1252 and "CSV UTF-8"
 * with a BOM; a file that is not valid UTF-8 is read as Windows-1252, so "Straße" survives either way.
 */
export function dekodiere(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** `;` is what German Excel writes; `,` what most other tools write. The heading row decides. */
function trennzeichen(text: string): ';' | ',' {
  const kopf = text.slice(0, text.search(/\r?\n|$/));
  const zaehle = (z: string) => kopf.split(z).length;
  return zaehle(';') >= zaehle(',') ? ';' : ',';
}

/** csv-parse explains itself in English: why a file cannot be read, in German and with its line where it is known. */
function csvGrund(fehler: unknown): string {
  const { code, lines } = (fehler ?? {}) as { code?: unknown; lines?: unknown };
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'Ein Anführungszeichen (") wird bis zum Ende der Datei nicht geschlossen.';
  const zeile = typeof lines === 'number' && lines > 0 ? lines : undefined;
  if (code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' && zeile) return `In Zeile ${zeile} folgt auf ein schließendes Anführungszeichen (") weiterer Text.`;
  return zeile ? `Zeile ${zeile} ist kein gültiges CSV.` : 'Der Text ist kein gültiges CSV.';
}

export function leseCsv(text: string, delimiter: string = trennzeichen(text), unlesbar = 'Die CSV-Datei lässt sich nicht lesen'): Tabelle {
  try {
    const zeilen = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return zeilen.map(({ record, info }) => ({ nummer: info.lines, zellen: record }));
  } catch (e) {
    throw new ImportFehler(`${unlesbar}: ${csvGrund(e)}`);
  }
}

/**
 * Rows copied from Excel (or LibreOffice, Google Sheets) and pasted as text: cells separated by tabs, rows by
 * line breaks, a cell with a line break in quotes. The rows are numbered as pasted.
 */
export function leseEingefuegt(text: string): Tabelle {
  return leseCsv(text, '\t', 'Die eingefügten Zeilen lassen sich nicht lesen');
}

type Zellwert = null | undefined | string | number | boolean | Date | { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: string };

/**
 * The value a person sees in the cell: a formula's result (never the formula), a link's text, plain rich text. A
 * fraction with the decimal comma, as German Excel shows it: `leseZahl` takes "12.345" for twelve thousand, and a
 * Jahresverbrauch of 12,345 MWh must not become 12 345 MWh.
 */
function zelltext(wert: Zellwert): string {
  if (wert === null || wert === undefined) return '';
  if (typeof wert === 'number') return Number.isInteger(wert) ? String(wert) : String(wert).replace('.', ',');
  if (typeof wert === 'string') return wert.trim();
  if (typeof wert === 'boolean') return wert ? 'WAHR' : 'FALSCH';
  if (wert instanceof Date) return wert.toISOString().slice(0, 10);
  if ('richText' in wert && wert.richText) return wert.richText.map((t) => t.text).join('').trim();
  if ('result' in wert) return zelltext(wert.result as Zellwert);
  if ('text' in wert) return zelltext(wert.text as Zellwert);
  return '';
}

/** The first worksheet of an Excel workbook (.xlsx), once every sheet was measured. exceljs is large: it is loaded only when needed. */
export async function leseXlsx(bytes: Uint8Array): Promise<Tabelle> {
  const umfang = await pruefeBlattUmfang(bytes, LIEFERSTELLEN_BLATT);
  if (!umfang.ok) throw new ImportFehler(umfangsMeldung(umfang, LIEFERSTELLEN_BLATT, 'Eine Lieferstellenliste'));
  const { default: ExcelJS } = await import('exceljs');
  const mappe = new ExcelJS.Workbook();
  try {
    await mappe.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new ImportFehler(EXCEL_UNLESBAR);
  }
  const blatt = mappe.worksheets[0];
  if (!blatt) throw new ImportFehler('Die Excel-Datei enthält kein Tabellenblatt.');
  const tabelle: Tabelle = [];
  blatt.eachRow({ includeEmpty: false }, (zeile) => {
    const werte = (zeile.values as Zellwert[]).slice(1);
    tabelle.push({ nummer: zeile.number, zellen: Array.from(werte, zelltext) });
  });
  return tabelle;
}

/** A chosen file as a table, by its ending: .csv or .xlsx (the old binary .xls cannot be read). */
export async function leseDatei(name: string, bytes: Uint8Array): Promise<Tabelle> {
  if (bytes.byteLength > IMPORT_HOECHSTGROESSE) throw new ImportFehler('Die Datei ist größer als 10 MB. Eine Lieferstellenliste ist viel kleiner: Ist es die richtige Datei?');
  const endung = name.toLowerCase().split('.').pop();
  if (endung === 'xlsx') return leseXlsx(bytes);
  if (endung === 'csv' || endung === 'txt') return leseCsv(dekodiere(bytes));
  if (endung === 'xls') throw new ImportFehler('Das alte Excel-Format (.xls) wird nicht unterstützt. Speichern Sie die Datei bitte als Excel-Arbeitsmappe (.xlsx) oder als CSV.');
  throw new ImportFehler('Bitte wählen Sie eine CSV- oder Excel-Datei (.csv, .xlsx).');
}
