import { once } from 'node:events';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { sql, type Kysely } from 'kysely';
import { SPARTE_LABEL, STATUS_LABEL, type AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { formatDatum, formatDatumZeit, formatZahl } from '../../domain/format';
import type { Database } from '../db/schema';
import { ausschreibungAbfrage, sortierung, type ListenAnfrage } from './liste.queries';
import { orderList } from '../shared/listQuery';
import { germanExcelCsv } from '../shared/excelCsv';
import { kundeName } from '../shared/expressions';

/**
 * Rows per piece of a streamed CSV. Handed on one by one, each row (about 150 bytes) cost its own trip through the
 * stringifier's stream, a write to the socket and, compressed, a call of zlib in the thread pool: 8,000 rows/s with
 * gzip or brotli against 30,000 without. A piece of 500 rows (some 75 KB) is one write, and memory stays flat.
 */
export const ZEILEN_JE_STUECK = 500;

/**
 * CSV as German Excel opens it without an import dialog: `;` separator, UTF-8 with BOM, CRLF, decimal comma.
 * Rows stream from a database cursor into the response in pieces of ZEILEN_JE_STUECK, so memory stays flat however
 * many rows there are.
 */
async function csvStrom<T>(spalten: { kopf: string; wert: (zeile: T) => string }[], zeilen: AsyncIterable<T>): Promise<Readable> {
  const columns = spalten.map((s) => s.kopf);
  async function* stuecke() {
    let stapel: string[][] = [];
    let erstes = true;
    const stueck = () => {
      // The BOM and the header open the file: the first piece only.
      const text = stringify(stapel, { ...germanExcelCsv, columns, header: erstes, bom: erstes });
      erstes = false;
      stapel = [];
      return text;
    };
    for await (const zeile of zeilen) {
      stapel.push(spalten.map((s) => s.wert(zeile)));
      if (stapel.length === ZEILEN_JE_STUECK) yield stueck();
    }
    if (stapel.length || erstes) yield stueck();
  }
  // Destroying the stream (the client left, or a stalled download was cut) ends the generator and with it the
  // cursor: waiting for 'drain' instead would wait forever and keep the database connection, SQLite's only one,
  // from every other request.
  const csv = Readable.from(stuecke(), { objectMode: false });
  // The first rows, or the query's error, before the answer starts: a failing query then gets the usual error
  // answer (with errorId) instead of an attachment header over a broken body.
  await once(csv, 'readable');
  return csv;
}

const status = (s: number) => STATUS_LABEL[s as AusschreibungStatus] ?? String(s);
const sparte = (s: number) => SPARTE_LABEL[s as Sparte] ?? String(s);

/** The administrator's filtered tender list, as on screen (ListenExportButton). */
export function exportiereListe(db: Kysely<Database>, anfrage: Pick<ListenAnfrage, 'filter' | 'ordering'>): Promise<Readable> {
  const { zeilen, angebotsZaehlung } = ausschreibungAbfrage(db, { rolle: 'Administrator' }, anfrage.filter);
  type Zeile = Awaited<ReturnType<typeof zeilen.execute>>[number];
  return csvStrom<Zeile>(
    [
      { kopf: 'Nummer', wert: (z) => z.nummer },
      { kopf: 'Sparte', wert: (z) => sparte(z.typ) },
      { kopf: 'Bezeichnung', wert: (z) => z.bezeichnung },
      { kopf: 'Status', wert: (z) => status(z.status) },
      { kopf: 'Kunde', wert: (z) => z.kunde },
      { kopf: 'Lieferbeginn', wert: (z) => formatDatum(z.lieferbeginn) },
      { kopf: 'Lieferende', wert: (z) => formatDatum(z.lieferende) },
      { kopf: 'Angebotsfrist', wert: (z) => formatDatumZeit(z.angebotsfrist) },
      { kopf: 'Lieferstellen', wert: (z) => formatZahl(Number(z.anzahlLieferstellen)) },
      { kopf: 'Jahresverbrauch (kWh)', wert: (z) => formatZahl(Number(z.jahresverbrauchKwh)) },
      { kopf: 'Angebote', wert: (z) => formatZahl(Number(z.anzahlAngebote)) },
    ],
    orderList(zeilen, anfrage.ordering, sortierung(angebotsZaehlung)).stream(500),
  );
}

/** One row per Lieferstelle of the tenders whose Lieferbeginn lies in [von, bis] (the administrator's export page). */
export function exportiereLieferstellen(db: Kysely<Database>, von: string | undefined, bis: string | undefined): Promise<Readable> {
  let q = db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .innerJoin('lieferstelle as l', 'l.ausschreibung_id', 'a.id')
    .select((eb) => [
      'a.nummer',
      'a.sparte',
      'a.bezeichnung',
      'a.status',
      kundeName(eb).as('kunde'),
      'a.lieferbeginn',
      'a.lieferende',
      'l.bezeichnung as lieferstelle',
      'l.malo_id',
      'l.zaehlpunkt',
      'l.plz',
      'l.ort',
      'l.messart',
      'l.jahresverbrauch_kwh',
      'l.max_leistung_kw',
    ]);
  if (von) q = q.where('a.lieferbeginn', '>=', von);
  if (bis) q = q.where('a.lieferbeginn', '<=', bis);
  type Zeile = Awaited<ReturnType<typeof q.execute>>[number];
  return csvStrom<Zeile>(
    [
      { kopf: 'Nummer', wert: (z) => z.nummer },
      { kopf: 'Sparte', wert: (z) => sparte(z.sparte) },
      { kopf: 'Bezeichnung', wert: (z) => z.bezeichnung },
      { kopf: 'Status', wert: (z) => status(z.status) },
      { kopf: 'Kunde', wert: (z) => z.kunde },
      { kopf: 'Lieferbeginn', wert: (z) => formatDatum(z.lieferbeginn) },
      { kopf: 'Lieferende', wert: (z) => formatDatum(z.lieferende) },
      { kopf: 'Lieferstelle', wert: (z) => z.lieferstelle },
      { kopf: 'MaLo-ID', wert: (z) => z.malo_id },
      { kopf: 'Zählpunkt', wert: (z) => z.zaehlpunkt ?? '' },
      { kopf: 'PLZ', wert: (z) => z.plz },
      { kopf: 'Ort', wert: (z) => z.ort },
      { kopf: 'Messart', wert: (z) => z.messart },
      { kopf: 'Jahresverbrauch (kWh)', wert: (z) => formatZahl(Number(z.jahresverbrauch_kwh)) },
      { kopf: 'Max. Leistung (kW)', wert: (z) => (z.max_leistung_kw === null ? '' : formatZahl(z.max_leistung_kw)) },
    ],
    q.orderBy(sql.ref('a.lieferbeginn')).orderBy('a.nummer').orderBy('l.position').stream(500),
  );
}
