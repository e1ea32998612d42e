import v8 from 'node:v8';
import vm from 'node:vm';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { exportiereLieferstellen } from '../server/ausschreibung/adminExport';
import { mittlererLauf } from './messdatenbank';

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
