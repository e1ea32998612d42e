import type { FastifyPluginAsync } from 'fastify';
import { EvuErklaerungen } from './erklaerungen.service';
import { evuZulassungRoutes } from './evu.routes';
import { EvuZulassung } from './evu.service';
import { EvuNachweise } from './nachweis.service';
import { nachweisUploadRoutes } from './nachweisUpload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    evuZulassung: EvuZulassung;
    evuNachweise: EvuNachweise;
    evuErklaerungen: EvuErklaerungen;
  }
}

/**
 * The supplier register (issue 45): an EVU's Zulassung per Sparte, its proofs, Eigenerklärung and Referenzliste, and
 * its application.
 */
export const zulassung: FastifyPluginAsync = async (app) => {
  const { db, clock, postausgang, config } = app;
  app.decorate('evuZulassung', new EvuZulassung(db, clock, postausgang, config.nachweisPflicht, config.publicUrl));
  app.decorate('evuNachweise', new EvuNachweise(db, clock));
  app.decorate('evuErklaerungen', new EvuErklaerungen(db, clock));
  await app.register(evuZulassungRoutes, { prefix: '/api/evu' });
  await app.register(nachweisUploadRoutes, { prefix: '/api/evu' });
};
