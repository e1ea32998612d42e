import type { FastifyPluginAsync } from 'fastify';
import { adminVergabeRoutes } from './admin.routes';
import { AufhebungService } from './aufhebung.service';
import { BieterfragenService } from './bieterfragen.service';
import { evuVergabeRoutes } from './evu.routes';
import { kundeVergabeRoutes } from './kunde.routes';
import { RuegenService } from './ruege.service';
import { VergabevermerkService } from './vermerk.service';
import { InformationsschreibenAblageService } from './informationsschreiben.service';
import { EignungspruefungService } from './eignung.service';
import { eignungRoutes } from './eignung.routes';

declare module 'fastify' {
  interface FastifyInstance {
    bieterfragen: BieterfragenService;
    vergabevermerk: VergabevermerkService;
    ruegen: RuegenService;
    aufhebung: AufhebungService;
    informationsschreiben: InformationsschreibenAblageService;
    eignung: EignungspruefungService;
  }
}

/** Public procurement (Vergaberecht): bidders' questions, Rügen, the Aufhebung, the Eignungsprüfung and the Vergabevermerk, for the three roles. */
export const vergabe: FastifyPluginAsync = async (app) => {
  const { db, clock, outbox, config } = app;
  app.decorate('bieterfragen', new BieterfragenService(db, app.dialect, clock, outbox, config.publicUrl, config.bieterfragenOffenHoechstens));
  app.decorate('vergabevermerk', new VergabevermerkService(db, clock));
  app.decorate('ruegen', new RuegenService(db, clock, outbox, config.publicUrl));
  app.decorate('aufhebung', new AufhebungService(db, clock, outbox, config.publicUrl));
  app.decorate('informationsschreiben', new InformationsschreibenAblageService(db));
  app.decorate('eignung', new EignungspruefungService(db, clock, config.nachweisPflicht));
  await app.register(adminVergabeRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(eignungRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(kundeVergabeRoutes, { prefix: '/api/kunde/ausschreibung' });
  await app.register(evuVergabeRoutes, { prefix: '/api/evu/ausschreibung' });
};
