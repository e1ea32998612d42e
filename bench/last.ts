import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { EncryptionKeyAntwort } from '../domain/auth';
import { HttpClient, starteServerProzess } from '../tests/server/hilfen/serverProzess';
import { verschluessele } from '../tests/server/hilfen/testApp';

const EVUS = ['evu', 'evu2', 'evu3'];

interface Paar {
  login: string;
  ausschreibungId: number;
  bindefrist: string;
}

/** Per round of requests (autocannon starts every round with a fresh context): who signs in, its pair and the offer's version as read. */
interface Kontext {
  login?: string;
  paar?: Paar;
  version?: number;
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

/**
 * The mixed workload of DESIGN.md section 10 against the real server process: per connection in turn a sign-in,
 * the administrator's list, the EVU's tender, its offer read and its offer revised.
 */
export async function messeLast(databaseUrl: string, db: Kysely<Database>, verbindungen: number[], sekunden: number) {
  const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SCHEDULER: 'false' });
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
              return { ...req, body: anmeldung(kontext.login!) };
            },
            onResponse: (_status, _body, kontext: Kontext) => void freieNamen.push(kontext.login!),
          },
          { method: 'GET', path: '/api/ausschreibungasadmin?request.paging.size=25&request.filter.status=1', headers: { authorization: `Bearer ${tokens.get('admin')}` } },
          {
            method: 'GET',
            setupRequest: (req, kontext: Kontext) => ({ ...req, path: `/api/evu/ausschreibung/${kontext.paar!.ausschreibungId}`, headers: { authorization: `Bearer ${tokens.get(kontext.paar!.login)}` } }),
          },
          {
            method: 'GET',
            setupRequest: (req, kontext: Kontext) => ({ ...req, path: `/api/evu/ausschreibung/${kontext.paar!.ausschreibungId}/angebot`, headers: { authorization: `Bearer ${tokens.get(kontext.paar!.login)}` } }),
            onResponse: (status, body, kontext: Kontext) => {
              if (status === 200) kontext.version = (JSON.parse(body) as { version: number }).version;
            },
          },
          {
            method: 'PUT',
            setupRequest: (req, kontext: Kontext) => ({
              ...req,
              path: `/api/evu/ausschreibung/${kontext.paar!.ausschreibungId}/angebot`,
              headers: { ...xsrfKoepfe, 'content-type': 'application/json', authorization: `Bearer ${tokens.get(kontext.paar!.login)}` },
              body: angebot(kontext.paar!, kontext.version),
            }),
            onResponse: (_status, _body, kontext: Kontext) => void frei.push(kontext.paar!),
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
        statuscodes: Object.fromEntries(Object.entries(ergebnis.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => [code, count])),
      });
    }
    return ergebnisse;
  } finally {
    await server.beende();
  }
}
