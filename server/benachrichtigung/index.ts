import type { FastifyPluginAsync } from 'fastify';
import { benachrichtigungRoutes } from './routes';
import { BenachrichtigungsEinstellungenService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    benachrichtigungsEinstellungen: BenachrichtigungsEinstellungenService;
  }
}

/** Issue 42: which mails a user gets, and what the start page lists (the mails themselves: mail/benachrichtige.ts). */
export const benachrichtigung: FastifyPluginAsync = async (app) => {
  app.decorate('benachrichtigungsEinstellungen', new BenachrichtigungsEinstellungenService(app.db, app.clock));
  await app.register(benachrichtigungRoutes, { prefix: '/framework/api/member' });
};
