import type { FastifyInstance } from 'fastify';

/** The whole shutdown must end within this, or the orchestrator kills the process mid-transaction anyway. */
const HOECHSTENS_MS = 10_000;

/** What the server logs for a signal that comes while it is already shutting down. */
export const WIRD_SCHON_BEENDET = 'Server wird schon beendet, Signal übergangen';

/**
 * Shuts down on the first SIGTERM or SIGINT; every later one is logged and otherwise ignored. A signal often comes
 * more than once: systemd sends it to every process of the unit and Ctrl-C to the terminal's process group, so a
 * wrapper that forwards it (npm, a start script) hands the server a second copy; an impatient operator sends one
 * more. The default action of any of them would end the process mid-request.
 */
export function beendeAufSignal(app: FastifyInstance, beenden: (code: number) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (app.betrieb.wirdBeendet) app.log.info({ signal }, WIRD_SCHON_BEENDET);
      else void herunterfahren(app, signal, beenden);
    });
  }
}

/**
 * SIGTERM: /health/ready answers 503 at once, so the load balancer stops sending; after SHUTDOWN_DELAY_MS the
 * server stops accepting, lets the requests in flight (and their transactions) finish, stops the scheduler and the
 * mail worker (onClose hooks) and closes the database. `beenden` gets 0 when all that ended in time, else 1.
 */
export async function herunterfahren(app: FastifyInstance, signal: string, beenden: (code: number) => void): Promise<void> {
  app.log.info({ signal }, 'Server wird beendet');
  app.betrieb.wirdBeendet = true;
  const notbremse = setTimeout(() => {
    app.log.error(`Server nach ${HOECHSTENS_MS} ms nicht beendet, Abbruch`);
    beenden(1);
  }, HOECHSTENS_MS);
  notbremse.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, app.config.shutdownDelayMs));
    await app.close();
    app.log.info('Server beendet');
    beenden(0);
  } catch (err) {
    app.log.error({ err }, 'Fehler beim Beenden');
    beenden(1);
  }
}
