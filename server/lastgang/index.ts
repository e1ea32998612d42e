import type { FastifyPluginAsync } from 'fastify';
import { lastgangRoutes } from './routes';
import { LastgaengeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    lastgaenge: LastgaengeService;
  }
}

/** Lastgänge of RLM Lieferstellen: import with a report, Kennzahlen, downloads (issue 19). */
export const lastgang: FastifyPluginAsync = async (app) => {
  app.decorate('lastgaenge', new LastgaengeService(app.db, app.clock));
  await app.register(lastgangRoutes, { prefix: '/api/lastgang' });
};
