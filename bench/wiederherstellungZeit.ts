import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { starteServerProzess } from '../tests/server/hilfen/serverProzess';
import { aufLeerenDatenbanken, perzentil } from './messdatenbank';

/** As many as the penetration test took (issue 41, point 8). */
const PROBEN = Number(process.env.BENCH_WIEDERHERSTELLUNG_PROBEN ?? 250);
const AUFWAERMEN = 10;

/** What a prober of "Passwort vergessen" can tell apart only by time: the answers must take equally long. */
const FAELLE = { bekannt: 'bestehender Anmeldename', unbekannt: 'unbekannter Anmeldename' } as const;
type Fall = keyof typeof FAELLE;

/**
 * Answer times of POST /framework/api/member/recover-password of the real server process over HTTP, the two cases
 * interleaved in a random order per round. The request only queues an order; composing it (and the mail, at most
 * one per mailbox in 15 minutes) follows the answer.
 */
export async function messeWiederherstellungsZeit(databaseUrl: string, proben = PROBEN): Promise<Record<Fall, { p50: number; p90: number }>> {
  // The one mail the known name earns goes to a directory of its own, not into the working copy.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wiederherstellung-mail-'));
  const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SCHEDULER: 'false', ANMELDE_LIMIT_PRO_MINUTE: '1000000', MAIL_DIR: mailDir });
  try {
    const erste = await fetch(`${server.url}/framework/api/encryption`);
    const xsrf = decodeURIComponent(erste.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11).split(';')[0]!);
    await erste.text();
    const name: Record<Fall, string> = { bekannt: 'kunde2', unbekannt: 'niemand' };
    const messe = async (fall: Fall): Promise<number> => {
      const beginn = performance.now();
      const antwort = await fetch(`${server.url}/framework/api/member/recover-password`, {
        method: 'POST',
        body: JSON.stringify({ username: name[fall] }),
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      });
      await antwort.text();
      const dauer = performance.now() - beginn;
      if (antwort.status !== 204) throw new Error(`Wiederherstellung (${fall}) antwortete ${antwort.status} statt 204`);
      return dauer;
    };
    const zeiten: Record<Fall, number[]> = { bekannt: [], unbekannt: [] };
    for (let runde = 0; runde < AUFWAERMEN + proben; runde++) {
      for (const fall of randomInt(2) ? (['bekannt', 'unbekannt'] as const) : (['unbekannt', 'bekannt'] as const)) {
        const dauer = await messe(fall);
        if (runde >= AUFWAERMEN) zeiten[fall].push(dauer);
      }
    }
    const auswertung = (werte: number[]) => ({ p50: perzentil(werte, 50), p90: perzentil(werte, 90) });
    return { bekannt: auswertung(zeiten.bekannt), unbekannt: auswertung(zeiten.unbekannt) };
  } finally {
    await server.beende();
    fs.rmSync(mailDir, { recursive: true, force: true });
  }
}

/** Measures on a fresh SQLite file and, when TEST_DATABASE_URL names a PostgreSQL server, on a throw-away database there. */
export async function berichteWiederherstellungsZeit(proben = PROBEN): Promise<void> {
  console.log(`\nAntwortzeit von „Passwort vergessen?“ (Median und p90 aus je ${proben} verschränkten Proben, ohne Zeitbudget):`);
  await aufLeerenDatenbanken('wiederherstellung', async (name, url) => {
    const z = await messeWiederherstellungsZeit(url, proben);
    console.log(`  ${name}:`);
    for (const fall of Object.keys(FAELLE) as Fall[]) console.log(`    ${FAELLE[fall].padEnd(48)} Median ${zahl(z[fall].p50)} ms   p90 ${zahl(z[fall].p90)} ms`);
    console.log(`    ${'Unterschied der Mediane (bekannt − unbekannt)'.padEnd(48)} ${zahl(z.bekannt.p50 - z.unbekannt.p50)} ms`);
  });
}

const zahl = (n: number) => n.toLocaleString('de-DE', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

// `npx tsx bench/wiederherstellungZeit.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  berichteWiederherstellungsZeit().catch((fehler: unknown) => {
    console.error(fehler);
    process.exit(1);
  });
}
