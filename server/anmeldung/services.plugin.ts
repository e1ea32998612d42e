import fp from 'fastify-plugin';
import { Sitzungen } from './sitzungen.service';
import { VerschluesselungsSchluessel } from './verschluesselung.service';

declare module 'fastify' {
  interface FastifyInstance {
    sitzungen: Sitzungen;
    schluessel: VerschluesselungsSchluessel;
  }
}

/** Sessions and the RSA keys are needed beyond this feature (authentication, member, people admin): decorated on the root. */
export const anmeldungServices = fp(async (app) => {
  app.decorate('sitzungen', new Sitzungen(app.db, app.clock));
  app.decorate('schluessel', new VerschluesselungsSchluessel(app.db, app.clock));
});
