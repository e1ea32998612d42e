import type { FastifyPluginAsync } from 'fastify';
import { Stillhaltefrist } from '../vergabe/stillhaltefrist';
import { anhangHochladenRoutes } from './anhang.routes';
import { AngebotsAnhaengeService } from './anhang.service';
import { anhangLesenRoutes } from './anhangLesen.routes';
import { evuAngebotRoutes } from './evu.routes';
import { EvuAngebotService } from './evu.service';
import { kundeAngebotRoutes } from './kunde.routes';
import { KundeAngeboteService } from './kunde.service';

declare module 'fastify' {
  interface FastifyInstance {
    evuAngebot: EvuAngebotService;
    angebotsAnhaenge: AngebotsAnhaengeService;
    kundeAngebote: KundeAngeboteService;
  }
}

/**
 * Offers: the EVU submits and revises its own, with its attachments; the Kunde compares the released ones and awards
 * the Zuschlag.
 */
export const angebot: FastifyPluginAsync = async (app) => {
  const { db, clock, outbox, config } = app;
  app.decorate('evuAngebot', new EvuAngebotService(db, clock));
  app.decorate('angebotsAnhaenge', new AngebotsAnhaengeService(db, clock));
  app.decorate('kundeAngebote', new KundeAngeboteService(db, clock, outbox, config.publicUrl, new Stillhaltefrist(db, clock, outbox, config.publicUrl)));
  await app.register(evuAngebotRoutes, { prefix: '/api/evu/ausschreibung' });
  await app.register(anhangHochladenRoutes, { prefix: '/api/evu/ausschreibung' });
  await app.register(anhangLesenRoutes, { prefix: '/api/angebot/anhang' });
  await app.register(kundeAngebotRoutes, { prefix: '/api/kunde/ausschreibung' });
};
