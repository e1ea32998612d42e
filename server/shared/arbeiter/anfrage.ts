import type { FastifyReply } from 'fastify';
import type { Auftraggeber } from './pool';

/**
 * The user of a request and a signal that fires when the client closes the connection before its answer is
 * complete: a task in the worker pool then ends at once and frees its thread for others. The answer's own 'close'
 * fires for both; only an answer not finished means the client left. One listener per answer, not per socket, so
 * a kept-alive connection collects none.
 */
export function auftraggeber(benutzerId: number, reply: FastifyReply): Auftraggeber {
  const abbruch = new AbortController();
  const antwort = reply.raw;
  if (antwort.destroyed) abbruch.abort();
  else antwort.once('close', () => antwort.writableFinished || abbruch.abort());
  return { benutzerId, abbruch: abbruch.signal };
}
