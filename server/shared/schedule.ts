import type { FastifyInstance } from 'fastify';

/**
 * The one way periodic work runs (deadlines, the auction's beginning and end, the mail outbox): not at all with
 * SCHEDULER=false; the next run is planned when one ends, so runs never overlap; closing the app stops it and waits
 * for the run under way. A failed run is logged under `name`, and the next one comes as planned.
 */
export function startSchedule(app: FastifyInstance, name: string, ms: number, lauf: () => unknown): void {
  if (!app.config.scheduler) return;
  let laufend: Promise<void> = Promise.resolve();
  let geschlossen = false;
  let timer: NodeJS.Timeout | undefined;
  const plane = () => {
    if (geschlossen) return;
    timer = setTimeout(() => {
      laufend = (async () => lauf())().catch((err: unknown) => app.log.error({ err }, name)).then(plane);
    }, ms);
    timer.unref();
  };
  plane();
  app.addHook('onClose', async () => {
    geschlossen = true;
    clearTimeout(timer);
    await laufend;
  });
}
