import { setImmediate } from 'node:timers';
import fp from 'fastify-plugin';

/** Requests waiting to start beyond which the server is overloaded: at ~2 ms each, a queue of a few seconds. */
export const MAX_QUEUED_REQUESTS = 1000;

export const AUSGELASTET = 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';

/** A first-come, first-served queue that starts one waiting task per turn of the event loop. */
export function admissionQueue(maxQueued: number) {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const startNext = () => {
    const start = waiting.shift()!;
    // Scheduled before the task runs: an immediate queued from an immediate waits for the next turn.
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    start();
  };
  return {
    /** false when the queue is full and the task was not taken */
    enqueue(start: () => void): boolean {
      if (waiting.length >= maxQueued) return false;
      waiting.push(start);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startNext);
      }
      return true;
    },
  };
}

/**
 * Requests start their work one per turn of the event loop, in order of arrival.
 *
 * Since Node 20 libuv accepts one new connection per turn (libuv pull request 3696), and a turn runs the handlers of
 * every request that arrived meanwhile. Under load a turn lasts as long as all of them together, so connections
 * opened in a burst wait in the kernel's accept queue: in the mixed load at 200 connections 146 of them waited
 * over ten seconds while 54 were served in a few hundred milliseconds. Started one per turn, a turn lasts one
 * handler, a new connection is accepted between any two, and every client waits in the same queue. Beyond
 * MAX_QUEUED_REQUESTS the server says it is overloaded (503) instead of letting every wait grow.
 */
export const requestQueue = fp<{ maxQueued?: number }>(
  async (app, { maxQueued = MAX_QUEUED_REQUESTS }) => {
    const queue = admissionQueue(maxQueued);
    app.addHook('onRequest', (_request, reply, done) => {
      if (queue.enqueue(done)) return;
      void reply.status(503).header('retry-after', '1').header('cache-control', 'no-store').send({ message: AUSGELASTET, errors: {} });
    });
  },
  { name: 'requestQueue' },
);
