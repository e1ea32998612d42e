import type { FastifyPluginAsync } from 'fastify';
import { adminVergabeRoutes } from './admin.routes';
import { Aufhebung } from './aufhebung.service';
import { Bieterfragen } from './bieterfragen.service';
import { evuVergabeRoutes } from './evu.routes';
import { kundeVergabeRoutes } from './kunde.routes';
import { Ruegen } from './ruege.service';
import { Vergabevermerk } from './vermerk.service';
import { InformationsschreibenAblage } from './informationsschreiben.service';
import { Eignungspruefung } from './eignung.service';
import { eignungRoutes } from './eignung.routes';

declare module 'fastify' {
  interface FastifyInstance {
    bieterfragen: Bieterfragen;
    vergabevermerk: Vergabevermerk;
    ruegen: Ruegen;
    aufhebung: Aufhebung;
    informationsschreiben: InformationsschreibenAblage;
    eignung: Eignungspruefung;
  }
}

/** Public procurement (Vergaberecht): bidders' questions, Rügen, the Aufhebung, the Eignungsprüfung and the Vergabevermerk, for the three roles. */
export const vergabe: FastifyPluginAsync = async (app) => {
  const { db, clock, postausgang, config } = app;
  app.decorate('bieterfragen', new Bieterfragen(db, app.dialect, clock, postausgang, config.publicUrl, config.bieterfragenOffenHoechstens));
  app.decorate('vergabevermerk', new Vergabevermerk(db, clock));
  app.decorate('ruegen', new Ruegen(db, clock, postausgang, config.publicUrl));
  app.decorate('aufhebung', new Aufhebung(db, clock, postausgang, config.publicUrl));
  app.decorate('informationsschreiben', new InformationsschreibenAblage(db));
  app.decorate('eignung', new Eignungspruefung(db, clock, config.nachweisPflicht));
  await app.register(adminVergabeRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(eignungRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(kundeVergabeRoutes, { prefix: '/api/kunde/ausschreibung' });
  await app.register(evuVergabeRoutes, { prefix: '/api/evu/ausschreibung' });
};
