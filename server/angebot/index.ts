import type { FastifyPluginAsync } from 'fastify';
import { Stillhaltefrist } from '../vergabe/stillhaltefrist';
import { evuAngebotRoutes } from './evu.routes';
import { EvuAngebot } from './evu.service';
import { kundeAngebotRoutes } from './kunde.routes';
import { KundeAngebote } from './kunde.service';

declare module 'fastify' {
  interface FastifyInstance {
    evuAngebot: EvuAngebot;
    kundeAngebote: KundeAngebote;
  }
}

/** Offers: the EVU submits and revises its own; the Kunde compares the released ones and awards the Zuschlag. */
export const angebot: FastifyPluginAsync = async (app) => {
  const { db, clock, postausgang, config } = app;
  app.decorate('evuAngebot', new EvuAngebot(db, clock));
  app.decorate('kundeAngebote', new KundeAngebote(db, clock, postausgang, config.publicUrl, new Stillhaltefrist(db, clock, postausgang, config.publicUrl)));
  await app.register(evuAngebotRoutes, { prefix: '/api/evu/ausschreibung' });
  await app.register(kundeAngebotRoutes, { prefix: '/api/kunde/ausschreibung' });
};
