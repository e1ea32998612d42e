import type { FastifyPluginAsync } from 'fastify';
import { mitgliedRoutes } from './mitglied.routes';
import { Mitglied } from './mitglied.service';
import { registrierungRoutes } from './registrierung.routes';
import { Registrierung } from './registrierung.service';
import { Wiederherstellung } from './wiederherstellung';

declare module 'fastify' {
  interface FastifyInstance {
    mitglied: Mitglied;
    registrierung: Registrierung;
    wiederherstellung: Wiederherstellung;
  }
}

/** What a member does without being signed in: recover password or name, follow mail links, register. */
export const mitglied: FastifyPluginAsync = async (app) => {
  const { db, clock, postausgang, memberTokens, schluessel, config } = app;
  app.decorate('mitglied', new Mitglied(db, clock, memberTokens, schluessel, app.sitzungen));
  app.decorate('wiederherstellung', new Wiederherstellung(db, clock, memberTokens, postausgang, config.publicUrl));
  app.decorate('registrierung', new Registrierung(db, clock, schluessel, memberTokens, postausgang, config.publicUrl));
  await app.register(mitgliedRoutes, { prefix: '/framework/api/member' });
  await app.register(registrierungRoutes, { prefix: '/api/registrierung' });
};
