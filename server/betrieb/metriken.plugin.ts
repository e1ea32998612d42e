import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { verbindungsStand } from '../db/connect';
import { abgewieseneAufgaben, erledigteAufgaben } from '../shared/arbeiter/pool';

declare module 'fastify' {
  interface FastifyInstance {
    metriken: Metriken;
  }
}

export interface Metriken {
  registry: Registry;
  /** password grants by outcome: `erfolg` or the OAuth error code */
  anmeldungen: Counter<'ergebnis'>;
  /** when the deadline scheduler last finished a run (Unix seconds) */
  fristenLauf: Gauge;
}

/**
 * Prometheus metrics of this instance, in a registry of its own (tests run several apps in one process). Requests
 * are counted by route pattern, never by raw URL, so ids in paths do not make a series each.
 */
export const metriken = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const dauer = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Dauer der Anfragen nach Route, Methode und Status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const abgewiesen = new Counter({ name: 'ratenlimit_abweisungen_total', help: 'Wegen des Ratenlimits abgewiesene Anfragen (429)', labelNames: ['route'], registers: [registry] });
  const anmeldungen = new Counter({ name: 'anmeldungen_total', help: 'Anmeldungen mit Passwort nach Ergebnis', labelNames: ['ergebnis'], registers: [registry] });
  const fristenLauf = new Gauge({ name: 'scheduler_letzter_lauf_sekunden', help: 'Ende des letzten Laufs des Fristen-Schedulers (Unix-Sekunden)', registers: [registry] });
  new Gauge({
    name: 'db_pool_verbindungen',
    help: 'Verbindungen des PostgreSQL-Pools nach Zustand (SQLite: eine, immer belegt)',
    labelNames: ['zustand'],
    registers: [registry],
    collect() {
      const stand = verbindungsStand(app.db);
      this.set({ zustand: 'gesamt' }, stand.gesamt);
      this.set({ zustand: 'frei' }, stand.frei);
      this.set({ zustand: 'wartend' }, stand.wartend);
    },
  });
  new Gauge({
    name: 'arbeiter_aufgaben_erledigt',
    help: 'Von den Worker-Threads erledigte Aufgaben seit dem Start des Prozesses, nach Modul und Funktion',
    labelNames: ['aufgabe'],
    registers: [registry],
    collect() {
      for (const [aufgabe, anzahl] of erledigteAufgaben()) this.set({ aufgabe }, anzahl);
    },
  });
  new Gauge({
    name: 'arbeiter_aufgaben_abgewiesen',
    help: 'Aufgaben des Worker-Pools, die er seit dem Start des Prozesses abwies oder beendete: frist, getrennt (Client weg), warteschlange (voll), benutzer (zu viele eines Benutzers)',
    labelNames: ['grund'],
    registers: [registry],
    collect() {
      for (const [grund, anzahl] of abgewieseneAufgaben()) this.set({ grund }, anzahl);
    },
  });
  // prom-client collects all metrics at once: each gauge asks the outbox itself.
  new Gauge({
    name: 'mail_outbox_offen',
    help: 'Noch nicht zugestellte Mails (ohne aufgegebene)',
    registers: [registry],
    async collect() {
      this.set((await app.outbox.stand()).anzahl);
    },
  });
  new Gauge({
    name: 'mail_outbox_aelteste_sekunden',
    help: 'Alter der ältesten noch nicht zugestellten Mail in Sekunden (0: keine)',
    registers: [registry],
    async collect() {
      const { aelteste } = await app.outbox.stand();
      this.set(aelteste === null ? 0 : (app.clock.now() - aelteste) / 1000);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // A request no route matched is one series, not one per path tried.
    const route = request.routeOptions.url ?? 'keine Route';
    dauer.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) abgewiesen.inc({ route });
  });

  app.decorate('metriken', { registry, anmeldungen, fristenLauf });
});
