import type { FastifyPluginAsync } from 'fastify';
import { ausschreibungAdminRoutes } from './admin.routes';
import { AusschreibungAdminService } from './admin.service';
import { evuAusschreibungRoutes } from './evu.routes';
import { EvuAusschreibungService } from './evu.service';
import { freigabeRoutes } from './freigabe.routes';
import { AusschreibungFreigabeService } from './freigabe.service';
import { historieRoutes } from './historie.routes';
import { kundeAusschreibungRoutes } from './kunde.routes';
import { KundeAusschreibungService } from './kunde.service';

declare module 'fastify' {
  interface FastifyInstance {
    ausschreibungAdmin: AusschreibungAdminService;
    ausschreibungFreigabe: AusschreibungFreigabeService;
    kundeAusschreibung: KundeAusschreibungService;
    evuAusschreibung: EvuAusschreibungService;
  }
}

/** Tenders as the administrator, the Kunde and the invited EVUs see and change them. */
export const ausschreibung: FastifyPluginAsync = async (app) => {
  const { db, streamDb, clock, outbox, config } = app;
  const admin = new AusschreibungAdminService(db, streamDb, clock, outbox, config.publicUrl);
  app.decorate('ausschreibungAdmin', admin);
  app.decorate('ausschreibungFreigabe', new AusschreibungFreigabeService(db, clock, outbox, config.publicUrl));
  app.decorate('kundeAusschreibung', new KundeAusschreibungService(db, clock, admin));
  app.decorate('evuAusschreibung', new EvuAusschreibungService(db));
  await app.register(ausschreibungAdminRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(freigabeRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(historieRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(kundeAusschreibungRoutes, { prefix: '/api/kunde/ausschreibung' });
  await app.register(evuAusschreibungRoutes, { prefix: '/api/evu/ausschreibung' });
};
