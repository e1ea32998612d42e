import type { FastifyPluginAsync } from 'fastify';
import { Profile } from '../shared/profile';
import { evuAngebotRoutes } from './evu.routes';
import { EvuAngebot } from './evu.service';

declare module 'fastify' {
  interface FastifyInstance {
    evuAngebot: EvuAngebot;
  }
}

/** Offers: the EVU submits and revises its own (the comparison and the Zuschlag are the Kunde's, in ausschreibung/). */
export const angebot: FastifyPluginAsync = async (app) => {
  app.decorate('evuAngebot', new EvuAngebot(app.db, app.clock));
  app.decorate('profile', new Profile(app.db));
  await app.register(evuAngebotRoutes);
};
