import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { exportiereLieferstellen } from '../server/services/csvExport';

/** Streams the Lieferstellen CSV of every tender and samples the heap while it runs. */
export async function messeCsvExport(db: Kysely<Database>) {
  globalThis.gc?.();
  const heapVorher = process.memoryUsage().heapUsed;
  let heapSpitze = heapVorher;
  let rssSpitze = process.memoryUsage().rss;
  const probe = setInterval(() => {
    const m = process.memoryUsage();
    heapSpitze = Math.max(heapSpitze, m.heapUsed);
    rssSpitze = Math.max(rssSpitze, m.rss);
  }, 20);
  const start = performance.now();
  let bytes = 0;
  let zeilen = 0;
  for await (const teil of exportiereLieferstellen(db, undefined, undefined)) {
    const text = String(teil);
    bytes += Buffer.byteLength(text);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) zeilen++;
  }
  const ms = performance.now() - start;
  clearInterval(probe);
  // The header is a line too.
  zeilen -= 1;
  return { zeilen, bytes, ms, zeilenProSekunde: zeilen / (ms / 1000), heapZuwachsMb: (heapSpitze - heapVorher) / 2 ** 20, rssSpitzeMb: rssSpitze / 2 ** 20 };
}
