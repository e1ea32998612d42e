import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { KyselyPlugin } from 'kysely';
import { describe, expect } from 'vitest';
import { isoMitVersatz } from '../../../domain/lastgang/zeit';
import { lastgangCsv as exportCsv, lastgangXlsx } from '../../../server/lastgang/export';
import { alsBlob } from '../../../server/lastgang/werte';
import { ladeKoepfe, ladeWerte } from '../../../server/lastgang/queries';
import { ausDatenbank, ausSpeicher } from '../../../server/lastgang/quelle';
import { Konflikt } from '../../../server/shared/errors';
import { neueStromAusschreibung, stromLieferstelle } from '../hilfen/ausschreibungEingabe';
import { ladeLastgangHoch, lastgangCsv, lastgangZeilen } from '../hilfen/lastgangDatei';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
/** What `lastgangXlsx` may keep of a sheet's XML before the ZIP takes it: a round's rows and one of exceljs' 64 KB batches, with room. */
const GRENZE_BLATT_XML = 512 * 1024;
const L = '/api/lastgang';

/** Issue 41: a tender's export reads its Lastgänge a stretch of time at a time, never all of them at once. */
describe.each(portalTests())('Export der Lastgänge einer Ausschreibung auf $name', ({ it }) => {
  /** Three Lastgänge that overlap, touch and stand apart: 30.12.2026–08.01.2027, 03.–05.01.2027, 01.02.2027. */
  const LASTGAENGE = [
    { maloId: '41373559241', vonTag: '2027-01-01', anzahl: 8 * 96, kw: (i: number) => 10 + i / 4 },
    { maloId: '50346512186', vonTag: '2027-01-03', anzahl: 3 * 96, kw: (i: number) => 500 + (i % 96) },
    { maloId: '10000000009', vonTag: '2026-12-30', anzahl: 2 * 96, kw: (i: number) => 1.25 + i },
  ];
  const ZAEHLPUNKT = 'DE00012345678ABCDEFGHIJ0123456789';

  async function ausschreibungMitLastgaengen(t: TestApp, client: TestClient, kunde: string) {
    const werke = LASTGAENGE.map((g, i) => stromLieferstelle({ maloId: g.maloId, bezeichnung: `Werk ${i + 1}`, zaehlpunkt: i === 0 ? ZAEHLPUNKT : null }));
    const angelegt = await client.send('POST', `${K}/strom`, neueStromAusschreibung(t.uhr.now(), { bezeichnung: 'Strom Verbund', lieferstellen: werke }), kunde);
    expect(angelegt.statusCode, angelegt.body).toBe(200);
    const id = angelegt.json().id as number;
    const lieferstellen = (await client.get(`${K}/${id}`, kunde)).json().lieferstellen as { id: number }[];
    for (const [i, g] of LASTGAENGE.entries()) {
      const hoch = await ladeLastgangHoch(client, lieferstellen[i]!.id, Buffer.from(lastgangCsv(lastgangZeilen(g))), kunde);
      expect(hoch.statusCode, hoch.body).toBe(200);
    }
    return { id, lieferstellen: lieferstellen.map((l) => l.id) };
  }

  const text = async (strom: Readable) => {
    const teile: Buffer[] = [];
    for await (const teil of strom) teile.push(Buffer.from(teil as Uint8Array));
    return Buffer.concat(teile).toString('utf8');
  };

  it('hat jede Viertelstunde jedes Lastgangs, eine Zeile je belegte Viertelstunde, leer, wo ein Lastgang sie nicht hat', async ({ t, client, kunde }) => {
    const a = await ausschreibungMitLastgaengen(t, client, kunde);
    const antwort = await client.get(`${L}/ausschreibung/${a.id}/werte?format=csv`, kunde);
    expect(antwort.statusCode).toBe(200);
    const zeilen = antwort.body.replace(/^\uFEFF/, '').split('\r\n');
    // Each column named by its Lieferstelle (the Zählpunkt where there is one, else the MaLo-ID) and its unit.
    expect(zeilen[0]).toBe(`Zeitpunkt;${ZAEHLPUNKT} (kW);50346512186 (kW);10000000009 (kW)`);
    // 30.12.2026 00:00 to 08.01.2027 24:00, every quarter hour covered by one of them.
    expect(zeilen).toHaveLength(1 + 10 * 96 + 1);
    const erwartet = new Map<string, string[]>();
    for (const [spalte, g] of LASTGAENGE.entries()) {
      for (const z of lastgangZeilen(g)) {
        const zeile = erwartet.get(isoMitVersatz(z.zeitpunkt)) ?? ['', '', ''];
        zeile[spalte] = String(Math.round(z.kw * 1000) / 1000).replace('.', ',');
        erwartet.set(isoMitVersatz(z.zeitpunkt), zeile);
      }
    }
    expect(zeilen.slice(1, -1)).toEqual([...erwartet].sort(([x], [y]) => Date.parse(x) - Date.parse(y)).map(([zeit, werte]) => [zeit, ...werte].join(';')));
    for (const spalte of [1, 2, 3]) {
      expect(zeilen.slice(1, -1).filter((z) => z.split(';')[spalte] !== '')).toHaveLength(LASTGAENGE[spalte - 1]!.anzahl);
    }
    expect(zeilen.at(-1)).toBe('');
  });

  it('liest die Werte in Ausschnitten weniger Lastgänge und Viertelstunden und schreibt dieselbe Datei', async ({ t, client, kunde }) => {
    const a = await ausschreibungMitLastgaengen(t, client, kunde);
    const ganz = (await client.get(`${L}/ausschreibung/${a.id}/werte?format=csv`, kunde)).body;
    const geladen: { zeilen: number; groessteBytes: number }[] = [];
    const zaehler: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        const zeilen = result.rows as { werte?: Uint8Array; werte_w?: Uint8Array }[];
        if (zeilen.some((z) => z.werte || z.werte_w)) geladen.push({ zeilen: zeilen.length, groessteBytes: Math.max(...zeilen.map((z) => (z.werte ?? z.werte_w)!.byteLength)) });
        return result;
      },
    };
    const db = t.app.db.withPlugin(zaehler);
    // 96 values a stretch for three columns: 32 quarter hours (8 hours) of each Lastgang, one Lastgang per query.
    const stueckweise = await text(exportCsv(ausDatenbank(db, await ladeKoepfe(db, a.id), 1), { werteJeStrecke: 96 }));
    expect(stueckweise).toBe(ganz);
    // One slice per Lastgang and stretch it covers: 8, 3 and 2 days of three stretches a day; none of more.
    expect(geladen).toHaveLength(24 + 9 + 6);
    expect(geladen.every((abfrage) => abfrage.zeilen === 1 && abfrage.groessteBytes <= 32 * 4)).toBe(true);
    // And the same file as from all values in memory at once.
    const imSpeicher = await Promise.all(a.lieferstellen.map(async (id) => (await ladeWerte(t.app.db, id))!));
    expect(await text(exportCsv(ausSpeicher(imSpeicher)))).toBe(ganz);
  });

  /**
   * Replaced in the same millisecond (the test clock stands still) with the same quarter hours and other values: only
   * its upload time tells the export the Lastgang is another one.
   */
  const GLEICH_LANG = { ...LASTGAENGE[1]!, kw: (i: number) => 900 + (i % 7) };

  /**
   * The tender's export read in stretches of 32 quarter hours (96 values for three Lastgänge), with the second
   * Lastgang replaced just before the read of the stretch `vorLesung`; what arrived before the file ended, and how it ended.
   */
  async function ersetztWaehrendDesExports(t: TestApp, client: TestClient, kunde: string, a: { id: number; lieferstellen: number[] }, format: 'csv' | 'xlsx', vorLesung: number) {
    const quelle = ausDatenbank(t.app.db, await ladeKoepfe(t.app.db, a.id));
    let lesungen = 0;
    const gehalten: typeof quelle = {
      spalten: quelle.spalten,
      async lies(von, bis) {
        if (lesungen++ === vorLesung) {
          const neu = await ladeLastgangHoch(client, a.lieferstellen[1]!, Buffer.from(lastgangCsv(lastgangZeilen(GLEICH_LANG))), kunde);
          expect(neu.statusCode, neu.body).toBe(200);
        }
        return quelle.lies(von, bis);
      },
    };
    const teile: Buffer[] = [];
    let fehler: unknown;
    try {
      for await (const teil of (format === 'csv' ? exportCsv : lastgangXlsx)(gehalten, { werteJeStrecke: 96 })) teile.push(Buffer.from(teil as Uint8Array));
    } catch (e) {
      fehler = e;
    }
    return { angekommen: Buffer.concat(teile), fehler, lesungen };
  }

  it('bricht den Download ab, statt zwei Fassungen eines Lastgangs zu mischen, auch wenn die neue in derselben Millisekunde kam', async ({ t, client, kunde }) => {
    const a = await ausschreibungMitLastgaengen(t, client, kunde);
    const vorher = (await client.get(`${L}/ausschreibung/${a.id}/werte?format=csv`, kunde)).body;
    // Rows leave in rounds of 500 (2,000 cells): the first round, read in stretches 0 to 15, is out before stretch 16
    // is read, with the second Lastgang's first 116 quarter hours (it begins at row 384).
    const { angekommen, fehler, lesungen } = await ersetztWaehrendDesExports(t, client, kunde, a, 'csv', 16);
    expect(fehler).toBeInstanceOf(Konflikt);
    expect((fehler as Error).message).toBe('Ein Lastgang dieser Ausschreibung wurde während des Exports ersetzt oder gelöscht. Bitte laden Sie die Datei erneut herunter.');
    // Ended at the first read after the replacement, having sent only rows of the old values (the file before it, cut).
    expect(lesungen).toBe(17);
    const text = angekommen.toString('utf8');
    const zeilen = text.split('\r\n').slice(0, -1);
    expect(zeilen.length).toBeGreaterThan(1 + 384);
    expect(vorher.startsWith(text)).toBe(true);
    expect(zeilen.some((z) => /;9\d\d(,\d+)?;/.test(z))).toBe(false);
  });

  it('bricht auch die Excel-Datei ab, statt die neuen Werte anzuhängen', async ({ t, client, kunde }) => {
    const { fehler } = await ersetztWaehrendDesExports(t, client, kunde, await ausschreibungMitLastgaengen(t, client, kunde), 'xlsx', 16);
    expect((fehler as Error).message).toBe('Ein Lastgang dieser Ausschreibung wurde während des Exports ersetzt oder gelöscht. Bitte laden Sie die Datei erneut herunter.');
  });

  it('liefert eine Datei, die vor ihrer ersten Zeile gelesen war, ganz mit den alten Werten, auch wenn der Lastgang mitten im Download ersetzt wird', async ({ t, client, kunde }) => {
    const a = await ausschreibungMitLastgaengen(t, client, kunde);
    const vorher = (await client.get(`${L}/ausschreibung/${a.id}/werte?format=csv`, kunde)).body;
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Over HTTP, as a browser: the first bytes arrive, the client waits while the Lastgang is replaced, then reads on.
    const empfangen = await new Promise<string>((fertig, fehler) => {
      http.get(`http://127.0.0.1:${port}${L}/ausschreibung/${a.id}/werte?format=csv`, { headers: { authorization: `Bearer ${kunde}` } }, (antwort) => {
        expect(antwort.statusCode).toBe(200);
        const teile: Buffer[] = [];
        antwort.once('data', (teil: Buffer) => {
          teile.push(teil);
          antwort.pause();
          ladeLastgangHoch(client, a.lieferstellen[1]!, Buffer.from(lastgangCsv(lastgangZeilen(GLEICH_LANG))), kunde).then((neu) => {
            expect(neu.statusCode, neu.body).toBe(200);
            antwort.on('data', (d: Buffer) => teile.push(d));
            antwort.resume();
          }, fehler);
        });
        antwort.on('end', () => fertig(Buffer.concat(teile).toString('utf8')));
        antwort.on('error', fehler);
      });
    });
    // Three Lastgänge fit one stretch: every value was read before the first row, so the file is the old one whole.
    expect(empfangen).toBe(vorher);
    expect((await client.get(`${L}/ausschreibung/${a.id}/werte?format=csv`, kunde)).body).not.toBe(vorher);
  });

  it('hält beim Schreiben einer großen Excel-Datei nie mehr als eine Runde Blatt-XML vor dem ZIP, wie schnell der Client auch liest', async () => {
    // Four Lastgänge of a year: 35,040 rows of six cells, some 9 MB of sheet XML, read by a client that takes every byte at once.
    const beginn = Date.UTC(2026, 11, 31, 23);
    const werte = Array.from({ length: 35_040 }, (_, i) => 100 + (i % 500) / 4);
    const quelle = ausSpeicher(['41373559241', '50346512186', '10000000009', '10000000017'].map((maloId) => ({ maloId, zaehlpunkt: null, beginn, werteW: alsBlob(werte) })));
    const wartend: number[] = [];
    let bytes = 0;
    for await (const teil of lastgangXlsx(quelle, { beiRunde: (n) => wartend.push(n) })) bytes += (teil as Uint8Array).byteLength;
    // A round is 400 rows (2,000 cells); the rows wait whenever the ZIP's input is over its fill, so what waits there
    // stays below a round's XML and one of exceljs' 64 KB batches. Without the wait it grew with the rows (megabytes).
    expect(Math.max(...wartend)).toBeLessThan(GRENZE_BLATT_XML);
    // Told once before each of the 87 rounds after the first, and once more after each wait.
    expect(wartend.length).toBeGreaterThan(87);
    expect(bytes).toBeGreaterThan(1_000_000);
  });

  it('schreibt Excel-Zeitpunkte als Datum mit Uhrzeit und unterscheidet die doppelte Stunde im Oktober (MESZ, dann MEZ)', async () => {
    // 31.10.2027, 00:00 UTC = 02:00 MESZ; an hour later the clock shows 02:00 again, now MEZ.
    const beginn = Date.UTC(2027, 9, 31, 0, 0);
    const quelle = ausSpeicher([{ maloId: '41373559241', zaehlpunkt: null, beginn, werteW: alsBlob([1, 2, 3, 4, 5, 6, 7, 8]) }]);
    const teile: Buffer[] = [];
    for await (const teil of lastgangXlsx(quelle)) teile.push(Buffer.from(teil as Uint8Array));
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(Buffer.concat(teile) as unknown as ArrayBuffer);
    const zeilen = mappe.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    const wand = (stunde: number, minute: number) => new Date(Date.UTC(2027, 9, 31, stunde, minute));
    expect(zeilen.map((z) => z.slice(1))).toEqual([
      ['Zeitpunkt (Beginn)', 'Zeitzone', '41373559241 (kW)'],
      [wand(2, 0), 'MESZ', 1],
      [wand(2, 15), 'MESZ', 2],
      [wand(2, 30), 'MESZ', 3],
      [wand(2, 45), 'MESZ', 4],
      [wand(2, 0), 'MEZ', 5],
      [wand(2, 15), 'MEZ', 6],
      [wand(2, 30), 'MEZ', 7],
      [wand(2, 45), 'MEZ', 8],
    ]);
  });
});
