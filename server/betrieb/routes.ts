import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei, FEHLER_ANTWORTEN } from '../../domain/api/antworten';
import { Gesundheit } from '../../domain/api/betrieb';
import { NichtAngemeldet, NichtGefunden } from '../shared/errors';
import { pruefeBereitschaft } from './readiness';

const tags = ['Betrieb'];

/** Health checks for the load balancer and Prometheus metrics for the operators (README, "Betrieb"). */
export const betriebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    { schema: { tags, summary: 'Der Prozess bedient Anfragen', response: { 200: Gesundheit } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'Bereit für Anfragen: Datenbank erreichbar, Migrationen aktuell, Postausgang stockt nicht, nicht beim Beenden',
        // Not ready says why; a full request queue or a closing server answers before this route, as on any other.
        response: { 200: Gesundheit, 503: Type.Union([Gesundheit, FEHLER_ANTWORTEN[503]]) },
      },
    },
    async (_request, reply) => {
      const stand = await pruefeBereitschaft(app);
      return stand.bereit ? { status: 'ok' as const } : reply.status(503).send({ status: 'nicht bereit', grund: stand.grund });
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags,
        summary: 'Metriken im Prometheus-Format (nur mit METRICS_TOKEN als Bearer-Token)',
        security: [{ metricsToken: [] }],
        response: { 200: Datei(['text/plain'], 'Prometheus-Textformat'), 401: FEHLER_ANTWORTEN[401] },
      },
    },
    async (request, reply) => {
      const erwartet = app.config.metricsToken;
      // Without a configured token the metrics do not exist for the outside world.
      if (!erwartet) throw new NichtGefunden('Die angeforderte Adresse gibt es nicht.');
      const erhalten = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!gleich(erhalten, erwartet)) throw new NichtAngemeldet('Für die Metriken ist das Metrik-Token nötig.');
      return reply.type(app.metriken.registry.contentType).send(await app.metriken.registry.metrics());
    },
  );
};

function gleich(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
