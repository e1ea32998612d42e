import type { FastifyPluginAsync } from 'fastify';
import { emailBestaetigungRoutes, evuBenutzerdatenRoutes, kundeBenutzerdatenRoutes } from './routes';
import { BenutzerdatenService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    benutzerdaten: BenutzerdatenService;
  }
}

/** The own profile of a Kunde or EVU, and the confirmation of a changed e-mail address. */
export const benutzerdaten: FastifyPluginAsync = async (app) => {
  app.decorate('benutzerdaten', new BenutzerdatenService(app.db, app.clock, app.memberTokens, app.outbox, app.config.publicUrl));
  await app.register(kundeBenutzerdatenRoutes, { prefix: '/api/kunde/benutzerdaten' });
  await app.register(evuBenutzerdatenRoutes, { prefix: '/api/evu/benutzerdaten' });
  await app.register(emailBestaetigungRoutes, { prefix: '/framework/api/member/confirm-email' });
};
