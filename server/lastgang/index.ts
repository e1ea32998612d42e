import type { FastifyPluginAsync } from 'fastify';
import { lastgangRoutes } from './routes';
import { Lastgaenge } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    lastgaenge: Lastgaenge;
  }
}

/** Lastgänge of RLM Lieferstellen: import with a report, Kennzahlen, downloads (issue 19). */
export const lastgang: FastifyPluginAsync = async (app) => {
  app.decorate('lastgaenge', new Lastgaenge(app.db, app.clock));
  await app.register(lastgangRoutes, { prefix: '/api/lastgang' });
};
