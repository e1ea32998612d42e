import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { erinnereAnAngebotsfrist } from '../vergabe/erinnerung';
import { startSchedule } from '../shared/schedule';
import { wendeFristenAn } from './fristen';

type FristenHook = (request: FastifyRequest) => Promise<void>;
/** The tender a request is about; null for none, undefined for every tender the scope may read (a list). */
type AusschreibungVon = (request: FastifyRequest) => Promise<number | null | undefined> | number | null | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every scope that reads or changes tenders by `:id`: overdue deadlines take effect first. */
    fristenAnwenden: FristenHook;
    /**
     * The same hook for a scope whose path names its tender otherwise (by a document, a Lieferstelle):
     * `ausschreibungVon` finds the tender, null when the request is about none.
     */
    fristenAnwendenFuer: (ausschreibungVon: AusschreibungVon) => FristenHook;
  }
}

/** The log message after each scheduler run. */
export const FRISTENLAUF_BEENDET = 'Fristenlauf beendet';

/**
 * The one place where passed deadlines move tenders on: before each request of a tender scope (only the
 * addressed tender when the path names one, directly or through a document or Lieferstelle), and by the scheduler,
 * so transitions happen (and mail) without a reader.
 */
export const fristen = fp(async (app) => {
  const fuer = (ausschreibungVon: AusschreibungVon) => async (request: FastifyRequest) => {
    const id = await ausschreibungVon(request);
    if (id !== null) await wendeFristenAn(app.db, app.clock, id);
  };
  app.decorate('fristenAnwendenFuer', fuer);
  app.decorate(
    'fristenAnwenden',
    fuer((request) => {
      const { id } = (request.params ?? {}) as { id?: number };
      return typeof id === 'number' ? id : undefined;
    }),
  );
  startSchedule(app, 'Fristen', app.config.fristenTaktMs, async () => {
    const uebergaenge = await wendeFristenAn(app.db, app.clock);
    await erinnereAnAngebotsfrist(app.db, app.clock, app.outbox, app.config.publicUrl);
    app.metriken.fristenLauf.set(app.clock.now() / 1000);
    // One line per finished run: at level debug an operator, and a test watching the process, sees each run end.
    app.log.debug({ uebergaenge }, FRISTENLAUF_BEENDET);
  });
});
