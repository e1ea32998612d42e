import type { FastifyPluginAsync } from 'fastify';
import { meldungRoutes, modulProtokollRoutes } from './routes';
import { ProtokollService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    protokoll: ProtokollService;
  }
}

/** What browsers log to the server. */
export const protokoll: FastifyPluginAsync = async (app) => {
  app.decorate('protokoll', new ProtokollService(app.db, app.clock, app.config.clientLogLevel));
  await app.register(meldungRoutes, { prefix: '/api' });
  await app.register(modulProtokollRoutes, { prefix: '/framework/log' });
};
