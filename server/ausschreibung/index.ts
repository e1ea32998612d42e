import type { FastifyPluginAsync } from 'fastify';
import { ausschreibungAdminRoutes } from './admin.routes';
import { AusschreibungAdmin } from './admin.service';
import { evuAusschreibungRoutes } from './evu.routes';
import { EvuAusschreibung } from './evu.service';
import { freigabeRoutes } from './freigabe.routes';
import { AusschreibungFreigabe } from './freigabe.service';
import { historieRoutes } from './historie.routes';
import { kundeAusschreibungRoutes } from './kunde.routes';
import { KundeAusschreibung } from './kunde.service';

declare module 'fastify' {
  interface FastifyInstance {
    ausschreibungAdmin: AusschreibungAdmin;
    ausschreibungFreigabe: AusschreibungFreigabe;
    kundeAusschreibung: KundeAusschreibung;
    evuAusschreibung: EvuAusschreibung;
  }
}

/** Tenders as the administrator, the Kunde and the invited EVUs see and change them. */
export const ausschreibung: FastifyPluginAsync = async (app) => {
  const { db, streamDb, clock, postausgang, config } = app;
  const admin = new AusschreibungAdmin(db, streamDb, clock, postausgang, config.publicUrl);
  app.decorate('ausschreibungAdmin', admin);
  app.decorate('ausschreibungFreigabe', new AusschreibungFreigabe(db, clock, postausgang, config.publicUrl));
  app.decorate('kundeAusschreibung', new KundeAusschreibung(db, clock, admin));
  app.decorate('evuAusschreibung', new EvuAusschreibung(db));
  await app.register(ausschreibungAdminRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(freigabeRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(historieRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(kundeAusschreibungRoutes, { prefix: '/api/kunde/ausschreibung' });
  await app.register(evuAusschreibungRoutes, { prefix: '/api/evu/ausschreibung' });
};
