import type { FastifyPluginAsync } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { systemClock } from '../clock';
import { startSchedule } from '../shared/schedule';
import { AuktionsStroeme, MAX_STROEME_JE_BENUTZER } from './ereignisse';
import { auktionsHinweise } from './push';
import { adminAuktionRoutes, evuAuktionRoutes, kundeAuktionRoutes } from './routes';
import { AuktionService } from './service';
import { StromRegister } from './stromRegister';

declare module 'fastify' {
  interface FastifyInstance {
    auktion: AuktionService;
    auktionsStroeme: AuktionsStroeme;
  }
}

/** How often each instance looks for auctions to begin or end: `beendet` reaches viewers within 2 s of the end. */
const TAKT_MS = 500;
export const AUKTIONSLAUF_BEENDET = 'Auktionslauf beendet';

/** The online auction after the sealed round (issue 21): plan, bid, watch live on any instance. */
export const auktion: FastifyPluginAsync = async (app) => {
  const hinweise = await auktionsHinweise(app.dialect, app.config.databaseUrl, app.log);
  const dienst = new AuktionService(app.db, app.dialect, app.clock, app.outbox, app.config.publicUrl, hinweise, app.config.gebotBestaetigenAbProzent);
  const geschlossen = new Counter({
    name: 'auktion_stroeme_geschlossen_total',
    help: 'Vom Server beendete Auktionsströme nach Grund (puffer: der Client las zu langsam; verdraengt: neuerer Strom desselben Benutzers; sitzung: Sitzung beendet)',
    labelNames: ['grund'],
    registers: [app.metriken.registry],
  });
  const register = new StromRegister(app.db, app.dialect, systemClock, MAX_STROEME_JE_BENUTZER);
  const stroeme = new AuktionsStroeme(app.db, hinweise, dienst, app.sitzungen, register, { pufferBytes: app.config.auktionStromPufferBytes, geschlossen: (grund) => geschlossen.inc({ grund }) }, app.log);
  new Gauge({
    name: 'auktion_stroeme_offen',
    help: 'Offene Auktionsströme dieser Instanz',
    registers: [app.metriken.registry],
    collect() {
      this.set(stroeme.anzahl);
    },
  });
  app.decorate('auktion', dienst);
  app.decorate('auktionsStroeme', stroeme);
  startSchedule(app, 'Online-Auktion', TAKT_MS, async () => {
    await dienst.wendeZeitAn();
    // One line per finished run at level debug: a test watching the process sees each run end.
    app.log.debug(AUKTIONSLAUF_BEENDET);
  });
  // Streams never end by themselves: close them first, or the server would wait for them when it shuts down.
  app.addHook('preClose', async () => stroeme.beende());
  app.addHook('onClose', async () => hinweise.beende());
  await app.register(adminAuktionRoutes, { prefix: '/api/ausschreibungasadmin' });
  await app.register(evuAuktionRoutes, { prefix: '/api/evu/ausschreibung' });
  await app.register(kundeAuktionRoutes, { prefix: '/api/kunde/ausschreibung' });
};
