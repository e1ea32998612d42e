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
    await wendeFristenAn(app.db, app.clock);
    await erinnereAnAngebotsfrist(app.db, app.clock, app.postausgang, app.config.publicUrl);
  };
  const takt = setInterval(() => void lauf().catch((err) => app.log.error({ err }, 'Fristen')), app.config.fristenTaktMs);
  takt.unref();
  app.addHook('onClose', async () => clearInterval(takt));
});
