import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { erinnereAnAngebotsfrist } from '../vergabe/erinnerung';
import { wendeFristenAn } from './fristen';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every scope that reads or changes tenders: overdue deadlines take effect first. */
    fristenAnwenden: (request: FastifyRequest) => Promise<void>;
  }
}

/** The log message after each scheduler run. */
export const FRISTENLAUF_BEENDET = 'Fristenlauf beendet';

/**
 * The one place where passed deadlines move tenders on: before each request of a tender scope (only the
 * addressed tender when the path names one), and by the scheduler, so transitions happen (and mail) without a reader.
 */
export const fristen = fp(async (app) => {
  app.decorate('fristenAnwenden', async (request: FastifyRequest) => {
    const { id } = (request.params ?? {}) as { id?: number };
    await wendeFristenAn(app.db, app.clock, typeof id === 'number' ? id : undefined);
  });
  if (!app.config.scheduler) return;
  const lauf = async () => {
    try {
      const uebergaenge = await wendeFristenAn(app.db, app.clock);
      await erinnereAnAngebotsfrist(app.db, app.clock, app.postausgang, app.config.publicUrl);
      app.metriken.fristenLauf.set(app.clock.now() / 1000);
      // One line per finished run: at level debug an operator, and a test watching the process, sees each run end.
      app.log.debug({ uebergaenge }, FRISTENLAUF_BEENDET);
    } catch (err) {
      app.log.error({ err }, 'Fristen');
    }
  };
  // The next run is planned when one ends: runs never overlap, and closing waits for the one under way.
  let laufend: Promise<void> = Promise.resolve();
  let geschlossen = false;
  let takt: NodeJS.Timeout | undefined;
  const plane = () => {
    if (geschlossen) return;
    takt = setTimeout(() => {
      laufend = lauf().then(plane);
    }, app.config.fristenTaktMs);
    takt.unref();
  };
  plane();
  app.addHook('onClose', async () => {
    geschlossen = true;
    clearTimeout(takt);
    await laufend;
  });
});
