import fp from 'fastify-plugin';
import { SitzungenService } from './sitzungen.service';
import { VerschluesselungsSchluesselService } from './verschluesselung.service';

declare module 'fastify' {
  interface FastifyInstance {
    sitzungen: SitzungenService;
    schluessel: VerschluesselungsSchluesselService;
  }
}

/** Sessions and the RSA keys are needed beyond this feature (authentication, member, people admin): decorated on the root. */
export const anmeldungServices = fp(async (app) => {
  app.decorate('sitzungen', new SitzungenService(app.db, app.clock));
  app.decorate('schluessel', new VerschluesselungsSchluesselService(app.db, app.clock));
});
