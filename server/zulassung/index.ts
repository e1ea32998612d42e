import type { FastifyPluginAsync } from 'fastify';
import { EvuErklaerungenService } from './erklaerungen.service';
import { evuZulassungRoutes } from './evu.routes';
import { EvuZulassungService } from './evu.service';
import { EvuNachweiseService } from './nachweis.service';
import { nachweisUploadRoutes } from './nachweisUpload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    evuZulassung: EvuZulassungService;
    evuNachweise: EvuNachweiseService;
    evuErklaerungen: EvuErklaerungenService;
  }
}

/**
 * The supplier register (issue 45): an EVU's Zulassung per Sparte, its proofs, Eigenerklärung and Referenzliste, and
 * its application.
 */
export const zulassung: FastifyPluginAsync = async (app) => {
  const { db, clock, outbox, config } = app;
  app.decorate('evuZulassung', new EvuZulassungService(db, clock, outbox, config.nachweisPflicht, config.publicUrl));
  app.decorate('evuNachweise', new EvuNachweiseService(db, clock));
  app.decorate('evuErklaerungen', new EvuErklaerungenService(db, clock));
  await app.register(evuZulassungRoutes, { prefix: '/api/evu' });
  await app.register(nachweisUploadRoutes, { prefix: '/api/evu' });
};
