import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { betriebRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** what the instance itself is doing: `wirdBeendet` from SIGTERM on (server/betrieb/herunterfahren.ts) */
    betrieb: { wirdBeendet: boolean };
  }
}

/** Operations: health checks, metrics, the shutdown state. The metrics themselves come from `metriken.plugin.ts`. */
export const betrieb = fp(async (app: FastifyInstance) => {
  app.decorate('betrieb', { wirdBeendet: false });
  await app.register(betriebRoutes);
});
