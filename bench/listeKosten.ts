import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { TestClient } from '../tests/server/hilfen/testApp';
import { miss } from './ausschreibungListe';
import { listenAnweisungen } from '../server/ausschreibung/liste.queries';
import { LISTE, listenAnfrage, listenPfad, seiten } from './listeHttp';
import { perzentil } from './messdatenbank';

/** Where a list request's time goes, in the order it is spent. */
const SCHRITTE = ['sitzung', 'fristen', 'dienst', 'serialisierung', 'gesamt'] as const;
type Schritt = (typeof SCHRITTE)[number];

const alsListe = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : [hook].flat() as T[]);

/**
 * The same list request, split up: a server in this process on the same database, with route-level hooks on the
 * list route that note the request's elapsed time where each stage ends. They run after the scope's hooks of
 * their kind, so `onRequest` ends the session check, `preHandler` the query validation and the overdue
 * deadlines, `preSerialization` the service (count + page), `onSend` the serialisation. Count and page alone are
 * the service's two statements timed on their own against the same database.
 */
export async function messeListenKosten(databaseUrl: string, db: Kysely<Database>, runden = 200) {
  const marken = new Map<FastifyRequest, Partial<Record<Schritt, number>>>();
  const fertig: Partial<Record<Schritt, number>>[] = [];
  const merke = (schritt: Schritt) => async (request: FastifyRequest, reply: FastifyReply) => {
    const m = marken.get(request) ?? {};
    m[schritt] = reply.elapsedTime;
    marken.set(request, m);
  };
  const beiRoute = (route: RouteOptions) => {
    if (route.url !== LISTE || route.method !== 'GET') return;
    route.onRequest = [...alsListe(route.onRequest), merke('sitzung')];
    route.preHandler = [...alsListe(route.preHandler), merke('fristen')];
    route.preSerialization = [...alsListe(route.preSerialization), merke('dienst')];
    route.onSend = [...alsListe(route.onSend), merke('serialisierung')];
    route.onResponse = [
      ...alsListe(route.onResponse),
      async (request: FastifyRequest, reply: FastifyReply) => {
        fertig.push({ ...marken.get(request), gesamt: reply.elapsedTime });
        marken.delete(request);
      },
    ];
  };
  const config = loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false', SCHEDULER: 'false', STATIC_DIR: '/nicht-vorhanden', ANMELDE_LIMIT_PRO_MINUTE: '100000' });
  const app = await buildApp(config, { logger: false, beiRoute });
  try {
    const client = await new TestClient(app).start();
    const token = (await client.angemeldet('admin')).access_token;
    const hole = async (seite: number) => {
      const antwort = await app.inject({ method: 'GET', url: listenPfad(seite), headers: { authorization: `Bearer ${token}` } });
      if (antwort.statusCode !== 200) throw new Error(`${listenPfad(seite)}: ${antwort.statusCode} ${antwort.body}`);
    };
    for (let i = 0; i < 10; i++) await hole(i);
    fertig.length = 0;
    for (const seite of seiten(runden)) await hole(seite);

    // Each stage's own share: the time between its mark and the previous one.
    const anteile = Object.fromEntries(
      SCHRITTE.map((schritt, i) => {
        const werte = fertig.map((m) => m[schritt]! - (i === 0 || schritt === 'gesamt' ? 0 : m[SCHRITTE[i - 1]!]!));
        return [schritt, { p50: perzentil(werte, 50), p95: perzentil(werte, 95) }];
      }),
    ) as Record<Schritt, { p50: number; p95: number }>;

    let seite = 0;
    const naechste = () => listenAnweisungen(db, { rolle: 'Administrator' }, listenAnfrage(seiten(runden)[seite++ % runden]!));
    const zaehlung = await miss(runden, async () => (await naechste()).zaehlung.executeTakeFirstOrThrow());
    seite = 0;
    const seiteLesen = await miss(runden, async () => (await naechste()).seite.execute());
    return { ...anteile, zaehlung, seite: seiteLesen };
  } finally {
    await app.close();
  }
}
