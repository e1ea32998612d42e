import type { FastifyPluginAsync } from 'fastify';
import { robotsRoutes } from './robots.routes';
import { seitenRoutes } from './routes';

/** What the public and crawlers read: the public pages and robots.txt. */
export const seiten: FastifyPluginAsync = async (app) => {
  await app.register(seitenRoutes, { prefix: '/api/seiten' });
  await app.register(robotsRoutes);
};
