import type { FastifyPluginAsync } from 'fastify';
import { mitgliedRoutes } from './mitglied.routes';
import { MitgliedService } from './mitglied.service';
import { registrierungRoutes } from './registrierung.routes';
import { RegistrierungService } from './registrierung.service';
import { Wiederherstellung } from './wiederherstellung';

declare module 'fastify' {
  interface FastifyInstance {
    mitglied: MitgliedService;
    registrierung: RegistrierungService;
    wiederherstellung: Wiederherstellung;
  }
}

/** What a member does without being signed in: recover password or name, follow mail links, register. */
export const mitglied: FastifyPluginAsync = async (app) => {
  const { db, clock, outbox, memberTokens, schluessel, config } = app;
  app.decorate('mitglied', new MitgliedService(db, clock, memberTokens, schluessel, app.sitzungen));
  app.decorate('wiederherstellung', new Wiederherstellung(db, clock, memberTokens, outbox, config.publicUrl));
  app.decorate('registrierung', new RegistrierungService(db, clock, schluessel, memberTokens, outbox, config.publicUrl));
  await app.register(mitgliedRoutes, { prefix: '/framework/api/member' });
  await app.register(registrierungRoutes, { prefix: '/api/registrierung' });
};
