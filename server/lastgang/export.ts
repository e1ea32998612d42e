import { PassThrough, pipeline, type Readable, type Writable } from 'node:stream';
import { setImmediate as naechsteRunde } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import { berlinerWand, isoMitVersatz, versatz, VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import { germanExcelCsv } from '../shared/excelCsv';
import { werteLeser } from './werte';
import type { LastgangQuelle, LastgangSpalte } from './quelle';

const ZEIT_KOPF = 'Zeitpunkt';
/** Cells between two turns of the event loop: about a millisecond of work however many Lieferstellen there are. */
const ZELLEN_JE_RUNDE = 2_000;
/**
 * Values of all Lastgänge read at a time (16 MB; the stretch before is freed once the next arrived): a tender's
 * Lastgänge are read in stretches of time, the more Lastgänge the shorter; up to 100 one-year Lastgänge take one.
 */
const WERTE_JE_STRECKE = 4_194_304;
/** An Excel sheet holds 1 048 576 rows; the header takes one of them on every sheet. */
const EXCEL_ZEILEN = 1_048_576;

/** A row as read: the quarter hour's start (epoch ms), then one value (kW) per column. */
type Zeile = [number, ...(number | null)[]];

/**
 * The quarter hours at least one Lastgang covers, earliest first: the stretches the Lastgänge cover, merged. The
 * file's length follows the stored values, never the time between them.
 */
function abschnitte(spalten: readonly LastgangSpalte[]): [number, number][] {
  const liste = spalten.map((g) => [g.beginn, g.beginn + g.anzahl * VIERTELSTUNDE] as [number, number]).sort((a, b) => a[0] - b[0]);
  const zusammen: [number, number][] = [];
  for (const [von, bis] of liste) {
    const letzter = zusammen.at(-1);
    if (letzter && von <= letzter[1]) letzter[1] = Math.max(letzter[1], bis);
    else zusammen.push([von, bis]);
  }
  return zusammen;
}

/** How an export reads: values per stretch of time (tests make it small to see the stretches). */
export interface ExportOptionen {
  werteJeStrecke?: number;
  /** Told before each round of an Excel file how many bytes of sheet XML wait for the ZIP (tests see the bound held). */
  beiRunde?: (wartendeXmlBytes: number) => void;
}

/**
 * One row per quarter hour that any Lastgang covers, one column per Lieferstelle (kW); a Lieferstelle whose
 * Lastgang does not cover a quarter hour leaves its cell empty. The values are read a stretch of time at a time
 * (`WERTE_JE_STRECKE`). Rows come in rounds, each after a turn of the event loop, so a long file holds up no other
 * request; `warte` is awaited before each round (the reader's pace).
 */
async function* zeilen(quelle: LastgangQuelle, warte: () => Promise<void>, { werteJeStrecke = WERTE_JE_STRECKE }: ExportOptionen): AsyncGenerator<Zeile[]> {
  const zeilenJeRunde = Math.max(1, Math.floor(ZELLEN_JE_RUNDE / (1 + quelle.spalten.length)));
  const strecke = Math.max(1, Math.floor(werteJeStrecke / quelle.spalten.length)) * VIERTELSTUNDE;
  let runde: Zeile[] = [];
  for (const [von, bis] of abschnitte(quelle.spalten)) {
    for (let ab = von; ab < bis; ab += strecke) {
      const ende = Math.min(bis, ab + strecke);
      const spalten = (await quelle.lies(ab, ende)).map((a) => a && { beginn: a.beginn, wert: werteLeser(a.werteW) });
      for (let t = ab; t < ende; t += VIERTELSTUNDE) {
        runde.push([t, ...spalten.map((s) => s?.wert((t - s.beginn) / VIERTELSTUNDE) ?? null)]);
        if (runde.length < zeilenJeRunde) continue;
        yield runde;
        runde = [];
        await naechsteRunde();
        await warte();
      }
    }
  }
  if (runde.length) yield runde;
}

/**
 * A column is named by its Lieferstelle as metering data names it (the Zählpunktbezeichnung, else the MaLo-ID) and
 * by its unit, so a sheet copied elsewhere still says what it holds.
 */
const spaltenKoepfe = (quelle: LastgangQuelle) => quelle.spalten.map((g) => `${g.zaehlpunkt ?? g.maloId} (kW)`);
const kopf = (quelle: LastgangQuelle) => [ZEIT_KOPF, ...spaltenKoepfe(quelle)];
/** Excel's time has no zone: the wall-clock time in Berlin, and beside it which time it is (the repeated hour in October). */
const EXCEL_KOPF = (quelle: LastgangQuelle) => ['Zeitpunkt (Beginn)', 'Zeitzone', ...spaltenKoepfe(quelle)];
const STUNDE = 3_600_000;
const DATUM_ZEIT = 'dd.mm.yyyy hh:mm';
const excelZeile = ([t, ...werte]: Zeile) => [berlinerWand(t), versatz(t) === 2 * STUNDE ? 'MESZ' : 'MEZ', ...werte];

/** CSV as German Excel opens it (`;`, decimal comma, UTF-8 with BOM); times ISO 8601 with Berlin's offset. Streamed. */
export function lastgangCsv(quelle: LastgangQuelle, optionen: ExportOptionen = {}): Readable {
  const csv = stringify({ ...germanExcelCsv, header: true, columns: kopf(quelle) });
  const zahl = (w: number | null) => (w === null ? '' : String(w).replace('.', ','));
  // The pipeline stops the rows when the answer is destroyed (the client left); csv-stringify's own buffer is the
  // reader's pace. Nothing fails here that the caller could still answer (a failed read ends the download): the
  // callback has nothing left to do.
  pipeline(
    async function* () {
      for await (const runde of zeilen(quelle, async () => {}, optionen)) for (const [t, ...werte] of runde) yield [isoMitVersatz(t), ...werte.map(zahl)];
    },
    csv,
    () => {},
  );
  return csv;
}

/**
 * Where a sheet's XML waits for the ZIP. exceljs (4.4) hands each sheet to archiver (5) through a PassThrough of
 * readable-stream 2 and writes to it without regard for its fill: rows made faster than the deflate (in libuv's
 * thread pool, slower the busier the machine) piled up there, megabytes of them, and the collector's pauses to clear
 * them held the event loop for 270 ms under load (issue 41). Reached through exceljs' `stream` and its `pipes`, and
 * readable-stream 2's state (it has no `writableNeedDrain`); the test of `lastgangXlsx` sees the bound held.
 */
interface ZipEingang extends NodeJS.EventEmitter {
  _writableState: { length: number; needDrain: boolean; destroyed: boolean };
  _readableState: { length: number };
}

function zipEingang(blatt: ExcelJS.Worksheet): ZipEingang | undefined {
  return (blatt as unknown as { stream?: { pipes?: ZipEingang[] } }).stream?.pipes?.[0];
}

/** Until `strom` took what it holds (it drained), or it or the answer `ausgabe` ended (the client left, the download was cut). */
function abgenommen(strom: NodeJS.EventEmitter, ausgabe: Writable): Promise<void> {
  return new Promise<void>((weiter) => {
    const fertig = () => {
      strom.off('drain', fertig).off('close', fertig);
      ausgabe.off('close', fertig);
      weiter();
    };
    strom.on('drain', fertig).on('close', fertig);
    ausgabe.on('close', fertig);
  });
}

/**
 * The same table as an Excel workbook, written as it goes: the times are Excel date-times (Berlin's wall clock, with
 * MEZ or MESZ beside them), the values stay numbers, the header is frozen; past an
 * Excel sheet's last row the table goes on in a second sheet. Rows wait between rounds while the ZIP has not taken
 * the sheet's XML so far (`zipEingang`) or the answer has a full buffer: memory stays at a round and a ZIP buffer
 * however fast the client reads.
 */
export function lastgangXlsx(quelle: LastgangQuelle, optionen: ExportOptionen = {}): Readable {
  const ausgabe = new PassThrough();
  const mappe = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: ausgabe, useStyles: true, useSharedStrings: false });
  mappe.creator = 'Energieausschreibungsportal';
  let blatt: ExcelJS.Worksheet | undefined;
  const warte = async () => {
    for (;;) {
      const zip = blatt && zipEingang(blatt);
      optionen.beiRunde?.(zip ? zip._writableState.length + zip._readableState.length : 0);
      if (ausgabe.destroyed) return;
      if (zip?._writableState.needDrain && !zip._writableState.destroyed) await abgenommen(zip, ausgabe);
      else if (ausgabe.writableNeedDrain) await abgenommen(ausgabe, ausgabe);
      else return;
    }
  };
  const schreibe = async () => {
    let nummer = 0;
    let anzahl = 0;
    for await (const runde of zeilen(quelle, warte, optionen)) {
      if (ausgabe.destroyed) return;
      for (const z of runde) {
        if (!blatt || anzahl === EXCEL_ZEILEN) {
          blatt?.commit();
          nummer++;
          blatt = mappe.addWorksheet(nummer === 1 ? 'Lastgang (kW)' : `Lastgang (kW) ${nummer}`, { views: [{ state: 'frozen', ySplit: 1 }] });
          blatt.columns = EXCEL_KOPF(quelle).map((name, i) => ({ width: i === 0 ? 18 : i === 1 ? 9 : Math.max(14, name.length + 2) }));
          const kopfzeile = blatt.addRow(EXCEL_KOPF(quelle));
          kopfzeile.font = { bold: true };
          kopfzeile.commit();
          anzahl = 1;
        }
        const zeile = blatt.addRow(excelZeile(z));
        zeile.getCell(1).numFmt = DATUM_ZEIT;
        zeile.commit();
        anzahl++;
      }
    }
    blatt?.commit();
    await mappe.commit();
  };
  // An error midway can only end the download: its header is out.
  schreibe().catch((e: unknown) => ausgabe.destroy(e instanceof Error ? e : new Error(String(e))));
  return ausgabe;
}
