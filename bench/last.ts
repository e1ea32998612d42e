import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { EncryptionKeyAntwort } from '../domain/auth';
import { HttpClient, starteServerProzess } from '../tests/server/hilfen/serverProzess';
import { verschluessele } from '../tests/server/hilfen/testApp';
import { hashPassword, verifyPassword } from '../server/shared/passwords';
import { perzentil } from './messdatenbank';

const EVUS = ['evu', 'evu2', 'evu3'];

interface Paar {
  login: string;
  ausschreibungId: number;
  bindefrist: string;
}

/** The kinds of request in a round, in order; each is timed on its own, autocannon times only the mix. */
const ARTEN = ['Anmeldung', 'Liste', 'Ausschreibung', 'Angebot lesen', 'Angebot ändern'] as const;
type Art = (typeof ARTEN)[number];

/** Per round of requests (autocannon starts every round with a fresh context): who signs in, its pair and the offer's version as read. */
interface Kontext {
  login?: string;
  paar?: Paar;
  version?: number;
  /** when the request under way was set up */
  seit?: number;
}

/** Answer times per kind, and how many of each kind were sent. */
function zeitnahme() {
  const dauern = Object.fromEntries(ARTEN.map((a) => [a, [] as number[]])) as Record<Art, number[]>;
  const gesendet = Object.fromEntries(ARTEN.map((a) => [a, 0])) as Record<Art, number>;
  return {
    start(art: Art, kontext: Kontext) {
      gesendet[art]++;
      kontext.seit = performance.now();
    },
    ende(art: Art, kontext: Kontext) {
      dauern[art].push(performance.now() - kontext.seit!);
    },
    /** p50/p99 per kind; `ohneAntwort` counts requests that timed out or were still under way when the run ended. */
    auswertung: () =>
      ARTEN.map((art) => {
        const d = dauern[art];
        return { art, p50: d.length ? perzentil(d, 50) : NaN, p99: d.length ? perzentil(d, 99) : NaN, anzahl: d.length, ohneAntwort: gesendet[art] - d.length };
      }),
  };
}

/**
 * Kunden of the bulk data (password DEMO_PASSWORT), one per round in flight: attempts on one account in flight
 * at once each count until they end (server/anmeldung/anmeldeVersuche.queries.ts), so 50 parallel sign-ins of
 * one name would lock it by design. Users sign in under their own names.
 */
async function anmeldenamen(db: Kysely<Database>, anzahl: number): Promise<string[]> {
  const zeilen = await db.selectFrom('benutzer').select('login').where('roles', '=', 'Kunde').where('login', 'like', 'm%').orderBy('id').limit(anzahl).execute();
  if (zeilen.length < anzahl) throw new Error(`Nur ${zeilen.length} Kunden aus den Massendaten: zu wenig für die Anmeldungen der Last.`);
  return zeilen.map((z) => z.login);
}

/** Active tenders with an invited EVU, each pair an offer of its own. */
async function paare(db: Kysely<Database>, anzahl: number): Promise<Paar[]> {
  const proEvu = await Promise.all(
    EVUS.map((login) =>
      db
        .selectFrom('einladung as e')
        .innerJoin('evu as v', 'v.id', 'e.evu_id')
        .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
        .innerJoin('ausschreibung as a', 'a.id', 'e.ausschreibung_id')
        .select(['a.id', 'a.angebotsfrist'])
        .where('b.login', '=', login)
        .where('a.status', '=', 1)
        .orderBy('a.id')
        .limit(anzahl)
        .execute(),
    ),
  );
  const ergebnis: Paar[] = [];
  for (let i = 0; ergebnis.length < anzahl && i < anzahl; i++) {
    proEvu.forEach((liste, k) => {
      const a = liste[i];
      if (a && ergebnis.length < anzahl) ergebnis.push({ login: EVUS[k]!, ausschreibungId: a.id, bindefrist: new Date(Number(a.angebotsfrist) + 30 * 86_400_000).toISOString() });
    });
  }
  if (ergebnis.length < anzahl) throw new Error(`Nur ${ergebnis.length} aktive Ausschreibungen mit Einladung: zu wenig für ${anzahl} Verbindungen.`);
  return ergebnis;
}

const angebot = (p: Paar, version?: number) => JSON.stringify({ arbeitspreisCtKwh: 20 + Math.round(Math.random() * 10_000) / 10_000, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: 0.2, bindefristBis: p.bindefrist, ...(version ? { version } : {}) });

/** CPU milliseconds a process has used so far (user + system, from /proc: the server is a child process). */
function cpuMs(pid: number): number {
  const felder = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, here 12 and 13 after the name; in clock ticks of 10 ms.
  return (Number(felder[11]) + Number(felder[12])) * 10;
}

/**
 * The CPU one sign-in's password check costs (argon2id with the portal's parameters, checked in parallel as the
 * server does), and the sign-ins per second this machine's cores allow at most: no server code gets past that
 * bound, so with every connection signing in each round the sign-ins' wait grows with the connections.
 */
export async function anmeldeSchranke(pruefungen = 40) {
  const passwortHash = await hashPassword('Demo#2026-Schranke');
  const vorher = process.cpuUsage();
  await Promise.all(Array.from({ length: pruefungen }, () => verifyPassword(passwortHash, 'Demo#2026-Schranke')));
  const cpu = process.cpuUsage(vorher);
  const msJePruefung = (cpu.user + cpu.system) / 1000 / pruefungen;
  return { msJePruefung, kerne: os.availableParallelism(), hoechstensProSekunde: (os.availableParallelism() * 1000) / msJePruefung };
}

/**
 * The mixed workload of DESIGN.md section 10 against the real server process: per connection in turn a sign-in,
 * the administrator's list, the EVU's tender, its offer read and its offer revised.
 */
export async function messeLast(databaseUrl: string, db: Kysely<Database>, verbindungen: number[], sekunden: number) {
  // The load's connections all come from this one address, as from clients behind a proxy: no cap per address.
  const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SCHEDULER: 'false', CONNECTIONS_PER_IP: '0' });
  try {
    // Twice as many pairs as connections: a round takes a free pair and gives it back, so no two rounds revise one offer at once.
    const alle = await paare(db, 2 * Math.max(...verbindungen));
    const namen = await anmeldenamen(db, 2 * Math.max(...verbindungen));
    const tokens = new Map<string, string>();
    const client = new HttpClient(server.url);
    for (const login of ['admin', ...EVUS]) tokens.set(login, (await client.anmelden(login)).access_token);
    // Every pair starts with an offer, so the load only revises (a first offer has no version to send).
    for (const p of alle) {
      const antwort = await client.send('PUT', `/api/evu/ausschreibung/${p.ausschreibungId}/angebot`, JSON.parse(angebot(p)), tokens.get(p.login));
      if (antwort.status !== 200 && antwort.status !== 409) throw new Error(`Angebot ${antwort.status}: ${await antwort.text()}`);
    }
    // A sign-in as the login page sends it: XSRF cookie and header, the password encrypted with the server's key.
    const schluesselAntwort = await fetch(`${server.url}/framework/api/encryption`);
    const xsrf = decodeURIComponent(schluesselAntwort.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11).split(';')[0]!);
    const schluessel = (await schluesselAntwort.json()) as EncryptionKeyAntwort;
    const passwort = verschluessele(schluessel, 'Demo#2026');
    const anmeldung = (login: string) => new URLSearchParams({ grant_type: 'password', username: login, password: passwort }).toString();
    const xsrfKoepfe = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };

    const ergebnisse = [];
    for (const anzahl of verbindungen) {
      const frei = [...alle];
      const freieNamen = [...namen];
      const zeit = zeitnahme();
      const cpuVorher = cpuMs(server.prozess.pid!);
      const eigeneVorher = process.cpuUsage();
      const ergebnis = await autocannon({
        url: server.url,
        connections: anzahl,
        duration: sekunden,
        requests: [
          {
            method: 'POST',
            path: '/framework/oauth/token',
            headers: { ...xsrfKoepfe, 'content-type': 'application/x-www-form-urlencoded', 'on-encryption-key': schluessel.key },
            setupRequest: (req, kontext: Kontext) => {
              kontext.paar = frei.shift();
              kontext.login = freieNamen.shift();
              zeit.start('Anmeldung', kontext);
              return { ...req, body: anmeldung(kontext.login!) };
            },
            onResponse: (_status, _body, kontext: Kontext) => {
              zeit.ende('Anmeldung', kontext);
              freieNamen.push(kontext.login!);
            },
          },
          {
            method: 'GET',
            path: '/api/ausschreibungasadmin?request.paging.size=25&request.filter.status=1',
            headers: { authorization: `Bearer ${tokens.get('admin')}` },
            setupRequest: (req, kontext: Kontext) => (zeit.start('Liste', kontext), req),
            onResponse: (_status, _body, kontext: Kontext) => zeit.ende('Liste', kontext),
          },
          {
            method: 'GET',
            setupRequest: (req, kontext: Kontext) => {
              zeit.start('Ausschreibung', kontext);
              return { ...req, path: `/api/evu/ausschreibung/${kontext.paar!.ausschreibungId}`, headers: { authorization: `Bearer ${tokens.get(kontext.paar!.login)}` } };
            },
            onResponse: (_status, _body, kontext: Kontext) => zeit.ende('Ausschreibung', kontext),
          },
          {
            method: 'GET',
            setupRequest: (req, kontext: Kontext) => {
              zeit.start('Angebot lesen', kontext);
              return { ...req, path: `/api/evu/ausschreibung/${kontext.paar!.ausschreibungId}/angebot`, headers: { authorization: `Bearer ${tokens.get(kontext.paar!.login)}` } };
            },
            onResponse: (status, body, kontext: Kontext) => {
              zeit.ende('Angebot lesen', kontext);
              if (status === 200) kontext.version = (JSON.parse(body) as { version: number }).version;
            },
          },
          {
            method: 'PUT',
            setupRequest: (req, kontext: Kontext) => {
              zeit.start('Angebot ändern', kontext);
              return {
                ...req,
                path: `/api/evu/ausschreibung/${kontext.paar!.ausschreibungId}/angebot`,
                headers: { ...xsrfKoepfe, 'content-type': 'application/json', authorization: `Bearer ${tokens.get(kontext.paar!.login)}` },
                body: angebot(kontext.paar!, kontext.version),
              };
            },
            onResponse: (_status, _body, kontext: Kontext) => {
              zeit.ende('Angebot ändern', kontext);
              frei.push(kontext.paar!);
            },
          },
        ],
      });
      ergebnisse.push({
        verbindungen: anzahl,
        anfragenProSekunde: ergebnis.requests.average,
        anfragen: ergebnis.requests.total,
        p50: ergebnis.latency.p50,
        p99: ergebnis.latency.p99,
        fehler: ergebnis.errors + ergebnis.non2xx,
        zeitueberschreitungen: ergebnis.timeouts,
        // Which answers counted as errors, to find their cause.
        arten: zeit.auswertung(),
        /** what the server process used in CPU during the run: with the sign-ins' count, the password checks' share */
        serverCpuMs: cpuMs(server.prozess.pid!) - cpuVorher,
        /** the load generator's own (autocannon, and reading the server's log): a saturated client times out by itself */
        clientCpuMs: ((c) => (c.user + c.system) / 1000)(process.cpuUsage(eigeneVorher)),
        statuscodes: Object.fromEntries(Object.entries(ergebnis.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => [code, count])),
      });
    }
    return ergebnisse;
  } finally {
    await server.beende();
  }
}
