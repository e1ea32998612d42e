import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { betriebRoutes } from './routes';
import { verbindungen } from './connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** what the instance itself is doing: `wirdBeendet` from SIGTERM on (server/betrieb/shutdown.ts) */
    betrieb: { wirdBeendet: boolean };
  }
}

/**
 * Operations: health checks, metrics, the shutdown state, the limits of each connection. The metrics themselves
 * come from `metriken.plugin.ts`.
 */
export const betrieb = fp(async (app: FastifyInstance) => {
  app.decorate('betrieb', { wirdBeendet: false });
  await app.register(verbindungen);
  await app.register(betriebRoutes);
});
