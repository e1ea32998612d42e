import type { FastifyPluginAsync } from 'fastify';
import { meldungRoutes, modulProtokollRoutes } from './routes';
import { Protokoll } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    protokoll: Protokoll;
  }
}

/** What browsers log to the server. */
export const protokoll: FastifyPluginAsync = async (app) => {
  app.decorate('protokoll', new Protokoll(app.db, app.clock, app.config.clientLogLevel));
  await app.register(meldungRoutes, { prefix: '/api' });
  await app.register(modulProtokollRoutes, { prefix: '/framework/log' });
};
