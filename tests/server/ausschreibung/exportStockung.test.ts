import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verbinde } from '../../../server/db/connect';
import { mitSuchtextAmEnde } from '../../../server/ausschreibung/suche';
import { datenbanken } from '../hilfen/datenbanken';
import { HttpClient, starteServerProzess, type ServerProzess } from '../hilfen/serverProzess';

const STOCKUNG_MS = 2000;
/** About 12 MB of CSV: well beyond what the socket buffers and the streams between take in (about 5 MB on loopback). */
const LIEFERSTELLEN = 40_000;

/** The Lieferstellen CSV of all tenders over a raw socket, as a client that reads the first bytes and then stops. */
function stockenderDownload(url: string, token: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.write(`GET /api/ausschreibungasadmin/CSV HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
  const erste = new Promise<string>((resolve) =>
    socket.once('data', (teil: Buffer) => {
      socket.pause();
      resolve(teil.toString('latin1'));
    }),
  );
  /** reads on from where the client stopped, until the server ends the connection; the bytes received in all */
  const liesZuEnde = (ersteBytes: number) =>
    new Promise<number>((resolve) => {
      let bytes = ersteBytes;
      socket.on('data', (teil: Buffer) => (bytes += teil.length));
      socket.on('error', () => {});
      socket.on('close', () => resolve(bytes));
      socket.resume();
    });
  return { erste, liesZuEnde, socket };
}

/**
 * A CSV export streams rows from a database cursor while the client reads them. A client that stops reading must
 * neither keep the database from everyone else (SQLite has one connection for all requests) nor keep its cursor
 * for good: it is cut after DOWNLOAD_STALL_MS without progress.
 */
describe.each(datenbanken())('Export, den der Client nicht mehr liest, auf $name', (datenbank) => {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-export-'));
  let server!: ServerProzess;
  let entferne = async () => {};
  afterAll(async () => {
    await server?.beende();
    await entferne();
    fs.rmSync(verzeichnis, { recursive: true, force: true });
  });

  beforeAll(async () => {
    // The in-memory SQLite of the other server tests has no second connection: this test needs a file.
    const neu = datenbank.name === 'SQLite' ? { url: `sqlite:${path.join(verzeichnis, 'portal.db')}`, entferne: async () => {} } : await datenbank.erstelle();
    entferne = neu.entferne;
    server = await starteServerProzess({ DATABASE_URL: neu.url, SCHEDULER: 'false', DOWNLOAD_STALL_MS: String(STOCKUNG_MS) });
    const { db } = await verbinde(neu.url);
    try {
      const { id } = await db.selectFrom('ausschreibung').select('id').orderBy('id').executeTakeFirstOrThrow();
      await db.transaction().execute((trx) =>
        mitSuchtextAmEnde(trx, id, async () => {
          for (let start = 0; start < LIEFERSTELLEN; start += 1000) {
            const zeilen = Array.from({ length: 1000 }, (_, i) => ({
              ausschreibung_id: id,
              position: 1000 + start + i,
              bezeichnung: `Stelle ${start + i} ${'x'.repeat(180)}`,
              strasse: 'Hauptstraße 1',
              plz: '10115',
              ort: `Berlin ${'x'.repeat(90)}`,
              malo_id: String(50_000_000_000 + start + i),
              zaehlpunkt: null,
              netzbetreiber: 'Netz',
              messart: 'SLP',
              jahresverbrauch_kwh: 1000,
              max_leistung_kw: null,
              spannungsebene: null,
              druckstufe: null,
              slp_profil: null,
            }));
            await trx.insertInto('lieferstelle').values(zeilen).execute();
          }
        }),
      );
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('hält keine andere Anfrage auf, wird nach der Stockung beendet und gibt seine Verbindung frei', { timeout: 120_000 }, async () => {
    const client = new HttpClient(server.url);
    const { access_token } = await client.anmelden('admin');
    const download = stockenderDownload(server.url, access_token);
    const erste = await download.erste;
    expect(erste).toMatch(/^HTTP\/1\.1 200 /);
    let geschnitten = false;
    const abgebrochen = server.naechsteZeile('Download abgebrochen').then(() => (geschnitten = true));

    // A request that needs the database is answered while the export holds its cursor: the client has read one
    // chunk of twelve megabytes, and the server has not cut the download yet.
    const liste = await client.get('/api/ausschreibungasadmin?request.paging.size=5', access_token);
    expect(liste.status).toBe(200);
    expect(geschnitten).toBe(false);

    // Once the server has cut the stalled download, the client, reading on, gets only part of the file.
    await abgebrochen;
    const empfangen = await download.liesZuEnde(erste.length);

    // Its cursor is closed: the next export of the same rows runs to its end. The first got megabytes less.
    const ganz = await client.get('/api/ausschreibungasadmin/CSV', access_token);
    expect(ganz.status).toBe(200);
    const csv = await ganz.text();
    expect(csv.split('\r\n').length).toBeGreaterThan(LIEFERSTELLEN);
    expect(Buffer.byteLength(csv) - empfangen).toBeGreaterThan(2 ** 20);
  });

  it('beendet bei SIGTERM laufende Downloads und den Server sauber', { timeout: 60_000 }, async () => {
    const { access_token } = await new HttpClient(server.url).anmelden('admin');
    const download = stockenderDownload(server.url, access_token);
    expect(await download.erste).toMatch(/^HTTP\/1\.1 200 /);
    let abgebrochen = false;
    void server.naechsteZeile('Download abgebrochen').then(
      () => (abgebrochen = true),
      () => {},
    );

    // Closing cuts the download at once, then closes the databases: it neither waits for the stall's cut (which
    // would log it) nor reaches the shutdown's 10 s limit (exit code 1).
    await server.beende();
    download.socket.destroy();
    expect(abgebrochen).toBe(false);
    expect(server.prozess.exitCode).toBe(0);
  });
});
