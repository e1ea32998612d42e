import fs from 'node:fs';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { exportiereLieferstellen } from '../server/ausschreibung/adminExport';
import { mittlererLauf } from './messdatenbank';
import { HttpClient, starteServerProzess } from '../tests/server/hilfen/serverProzess';

/** A full collection before the baseline, without asking `npm run bench` for --expose-gc. */
function sammleMuell() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Streams the Lieferstellen CSV of every tender (GET /CSV without von/bis) and samples memory while it runs. */
async function exportiereEinmal(db: Kysely<Database>) {
  sammleMuell();
  const vorher = process.memoryUsage();
  let heapSpitze = vorher.heapUsed;
  let rssSpitze = vorher.rss;
  const start = performance.now();
  let bytes = 0;
  let zeilen = 0;
  let teile = 0;
  // Sampled in the loop, not by a timer: the cursor and the stringifier hand rows on in microtasks, so a timer
  // would not fire before the export is over.
  for await (const teil of await exportiereLieferstellen(db, undefined, undefined)) {
    const text = String(teil);
    bytes += Buffer.byteLength(text);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) zeilen++;
    if (++teile % 200 === 0) {
      const m = process.memoryUsage();
      heapSpitze = Math.max(heapSpitze, m.heapUsed);
      rssSpitze = Math.max(rssSpitze, m.rss);
    }
  }
  const ms = performance.now() - start;
  // The header is a line too.
  zeilen -= 1;
  const mb = (b: number) => b / 2 ** 20;
  return {
    zeilen,
    bytes,
    ms,
    zeilenProSekunde: zeilen / (ms / 1000),
    heapVorherMb: mb(vorher.heapUsed),
    heapZuwachsMb: mb(heapSpitze - vorher.heapUsed),
    rssVorherMb: mb(vorher.rss),
    rssZuwachsMb: mb(rssSpitze - vorher.rss),
  };
}

const LAEUFE = 3;

/** The median of three exports by rows per second, with the highest memory peak of the three. */
export async function messeCsvExport(db: Kysely<Database>) {
  const { mitte, laeufe } = await mittlererLauf(LAEUFE, () => exportiereEinmal(db), (a, b) => a.zeilenProSekunde - b.zeilenProSekunde);
  return {
    ...mitte,
    alle: laeufe.map((l) => l.zeilenProSekunde),
    heapZuwachsMb: Math.max(...laeufe.map((l) => l.heapZuwachsMb)),
    rssZuwachsMb: Math.max(...laeufe.map((l) => l.rssZuwachsMb)),
  };
}

/** A process's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const zeile = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((z) => z.startsWith('VmRSS:'));
  return Number(zeile?.replace(/\D/g, '') ?? 0) / 1024;
}

/**
 * One download of the Lieferstellen CSV as a browser asks for it (`accept-encoding` as given), read and decoded as it
 * arrives; rows per second from the request to the last byte, bytes over the wire, the server's resident memory
 * sampled while it sends.
 */
function ladeHerunter(url: string, token: string, kodierungen: string, pid: number) {
  return new Promise<{ zeilen: number; ms: number; bytesLeitung: number; kodierung: string; rssVorherMb: number; rssSpitzeMb: number }>((resolve, reject) => {
    const rssVorherMb = rssMb(pid);
    let rssSpitzeMb = rssVorherMb;
    const start = performance.now();
    const anfrage = http.get(`${url}/api/ausschreibungasadmin/CSV`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': kodierungen } }, (antwort) => {
      if (antwort.statusCode !== 200) return reject(new Error(`CSV: ${antwort.statusCode}`));
      const kodierung = String(antwort.headers['content-encoding'] ?? 'keine');
      let bytesLeitung = 0;
      let zeilen = 0;
      let teile = 0;
      antwort.on('data', (teil: Buffer) => {
        bytesLeitung += teil.length;
        if (++teile % 50 === 0) rssSpitzeMb = Math.max(rssSpitzeMb, rssMb(pid));
      });
      const entpackt = kodierung === 'br' ? antwort.pipe(zlib.createBrotliDecompress()) : kodierung === 'gzip' ? antwort.pipe(zlib.createGunzip()) : antwort;
      entpackt.on('data', (teil: Buffer) => {
        for (let i = teil.indexOf(10); i !== -1; i = teil.indexOf(10, i + 1)) zeilen++;
      });
      entpackt.on('end', () => resolve({ zeilen: zeilen - 1, ms: performance.now() - start, bytesLeitung, kodierung, rssVorherMb, rssSpitzeMb }));
      entpackt.on('error', reject);
    });
    anfrage.on('error', reject);
  });
}

/** What a browser sends (brotli is chosen), gzip alone, and none. */
export const KODIERUNGEN = { browser: 'gzip, deflate, br', gzip: 'gzip', keine: 'identity' } as const;

/**
 * The Lieferstellen CSV over HTTP from a server process for each `Accept-Encoding` of `kodierungen`, the median of
 * `anzahl` downloads by rows per second.
 */
export async function messeCsvHttp(databaseUrl: string, kodierungen: readonly string[], anzahl = LAEUFE) {
  const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SCHEDULER: 'false' });
  try {
    const token = (await new HttpClient(server.url).anmelden('admin')).access_token;
    const ergebnisse = [];
    for (const accept of kodierungen) {
      const { mitte, laeufe } = await mittlererLauf(anzahl, () => ladeHerunter(server.url, token, accept, server.prozess.pid!), (a, b) => a.zeilen / a.ms - b.zeilen / b.ms);
      ergebnisse.push({ accept, ...mitte, zeilenProSekunde: mitte.zeilen / (mitte.ms / 1000), alle: laeufe.map((l) => l.zeilen / (l.ms / 1000)), rssZuwachsMb: Math.max(...laeufe.map((l) => l.rssSpitzeMb - l.rssVorherMb)) });
    }
    return ergebnisse;
  } finally {
    await server.beende();
  }
}
