import { randomInt } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { verbinde } from '../server/db/connect';
import type { EncryptionKeyAntwort } from '../domain/auth';
import { starteServerProzess } from '../tests/server/hilfen/serverProzess';
import { verschluessele } from '../tests/server/hilfen/testApp';
import { aufLeerenDatenbanken, perzentil } from './messdatenbank';

const PROBEN = Number(process.env.BENCH_ANMELDUNG_PROBEN ?? 100);
const AUFWAERMEN = 10;

/** The three failing sign-ins a guesser can tell apart only by time: they must take equally long. */
const FAELLE = {
  unbekannt: 'unbekannter Anmeldename',
  falsch: 'bestehender Name, falsches Passwort (gezählt)',
  wartend: 'bestehender Name während der Wartezeit',
} as const;
type Fall = keyof typeof FAELLE;

export type AnmeldeZeiten = Record<Fall, { p50: number; p90: number }>;

/**
 * Answer times of the token endpoint of the real server process, over HTTP, in rounds that take each case once in
 * a random order, so drift of the shared machine hits all cases alike. The counted wrong password starts from a
 * cleared counter every round (reset outside the timing), else it would be a waiting account after five rounds.
 */
export async function messeAnmeldeZeit(databaseUrl: string, proben = PROBEN): Promise<AnmeldeZeiten> {
  const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SCHEDULER: 'false' });
  const { db } = await verbinde(databaseUrl);
  try {
    const schluesselAntwort = await fetch(`${server.url}/framework/api/encryption`);
    const xsrf = decodeURIComponent(schluesselAntwort.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11).split(';')[0]!);
    const schluessel = (await schluesselAntwort.json()) as EncryptionKeyAntwort;
    const anmeldung: Record<Fall, string> = { unbekannt: 'niemand', falsch: 'evu2', wartend: 'evu3' };
    await db.updateTable('benutzer').set({ failed_logins: 5, locked_until: Date.now() + 24 * 60 * 60_000 }).where('login', '=', 'evu3').execute();

    const messe = async (fall: Fall): Promise<number> => {
      const body = new URLSearchParams({ grant_type: 'password', username: anmeldung[fall], password: verschluessele(schluessel, 'Falsch#2026') }).toString();
      const beginn = performance.now();
      const antwort = await fetch(`${server.url}/framework/oauth/token`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'on-encryption-key': schluessel.key },
      });
      await antwort.text();
      const dauer = performance.now() - beginn;
      if (antwort.status !== 400) throw new Error(`Anmeldung (${fall}) antwortete ${antwort.status} statt 400`);
      return dauer;
    };

    const zeiten: Record<Fall, number[]> = { unbekannt: [], falsch: [], wartend: [] };
    for (let runde = 0; runde < AUFWAERMEN + proben; runde++) {
      await db.updateTable('benutzer').set({ failed_logins: 0, locked_until: null }).where('login', '=', 'evu2').execute();
      for (const fall of gemischt(Object.keys(FAELLE) as Fall[])) {
        const dauer = await messe(fall);
        if (runde >= AUFWAERMEN) zeiten[fall].push(dauer);
      }
    }
    const auswertung = (werte: number[]) => ({ p50: perzentil(werte, 50), p90: perzentil(werte, 90) });
    return { unbekannt: auswertung(zeiten.unbekannt), falsch: auswertung(zeiten.falsch), wartend: auswertung(zeiten.wartend) };
  } finally {
    await db.destroy();
    await server.beende();
  }
}

/** Measures on a fresh SQLite file and, when TEST_DATABASE_URL names a PostgreSQL server, on a throw-away database there. */
export async function berichteAnmeldeZeit(proben = PROBEN): Promise<void> {
  console.log(`\nAntwortzeit fehlgeschlagener Anmeldungen (Median und p90 aus je ${proben} verschränkten Proben, ohne Zeitbudget):`);
  await aufLeerenDatenbanken('anmeldung', async (name, url) => {
    const z = await messeAnmeldeZeit(url, proben);
    console.log(`  ${name}:`);
    for (const fall of Object.keys(FAELLE) as Fall[]) {
      console.log(`    ${FAELLE[fall].padEnd(48)} Median ${zahl(z[fall].p50)} ms   p90 ${zahl(z[fall].p90)} ms`);
    }
    console.log(`    ${'Unterschied der Mediane (gezählt − unbekannt)'.padEnd(48)} ${zahl(z.falsch.p50 - z.unbekannt.p50)} ms`);
  });
}

/** Fisher-Yates: every order equally likely. */
function gemischt<T>(werte: T[]): T[] {
  for (let i = werte.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [werte[i], werte[j]] = [werte[j]!, werte[i]!];
  }
  return werte;
}

const zahl = (n: number) => n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// `npx tsx bench/anmeldeZeit.ts` measures only this, without the build and the other benchmarks.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  berichteAnmeldeZeit().catch((fehler: unknown) => {
    console.error(fehler);
    process.exit(1);
  });
}
