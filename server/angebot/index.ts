import type { FastifyPluginAsync } from 'fastify';
import { Stillhaltefrist } from '../vergabe/stillhaltefrist';
import { anhangHochladenRoutes } from './anhang.routes';
import { AngebotsAnhaenge } from './anhang.service';
import { anhangLesenRoutes } from './anhangLesen.routes';
import { evuAngebotRoutes } from './evu.routes';
import { EvuAngebot } from './evu.service';
import { kundeAngebotRoutes } from './kunde.routes';
import { KundeAngebote } from './kunde.service';

declare module 'fastify' {
  interface FastifyInstance {
    evuAngebot: EvuAngebot;
    angebotsAnhaenge: AngebotsAnhaenge;
    kundeAngebote: KundeAngebote;
  }
}

/**
 * Offers: the EVU submits and revises its own, with its attachments; the Kunde compares the released ones and awards
 * the Zuschlag.
 */
export const angebot: FastifyPluginAsync = async (app) => {
  const { db, clock, postausgang, config } = app;
  app.decorate('evuAngebot', new EvuAngebot(db, clock));
  app.decorate('angebotsAnhaenge', new AngebotsAnhaenge(db, clock));
  app.decorate('kundeAngebote', new KundeAngebote(db, clock, postausgang, config.publicUrl, new Stillhaltefrist(db, clock, postausgang, config.publicUrl)));
  await app.register(evuAngebotRoutes, { prefix: '/api/evu/ausschreibung' });
  await app.register(anhangHochladenRoutes, { prefix: '/api/evu/ausschreibung' });
  await app.register(anhangLesenRoutes, { prefix: '/api/angebot/anhang' });
  await app.register(kundeAngebotRoutes, { prefix: '/api/kunde/ausschreibung' });
};
