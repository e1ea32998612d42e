import type { Server, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The streamed downloads each HTTP server is sending right now. */
const laufende = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Cuts a streamed download once its client has taken nothing for `ms`: the stream's database cursor stays open as
 * long as the client keeps the connection, so a client that stops reading (or a line that carries nothing any more)
 * would keep it for good. A slow client is not cut: each write that reaches it starts the time anew. Node lets a write
 * that moved since the last look run once more, so a stalled download ends between `ms` and twice that. Progress
 * shows only when the kernel's send buffer has room for a third of itself again, which on a fast line is megabytes:
 * a program that reads slower than that per `ms` looks stalled; a browser reads as fast as its line.
 */
export function cutWhenStalled(reply: FastifyReply, ms: number): FastifyReply {
  const res = reply.raw;
  res.setTimeout(ms, () => {
    // For the operator: a download cut here failed for its user, who may try again.
    reply.log.warn({ url: reply.request.url, ms }, 'Download abgebrochen: der Client hat nichts mehr abgenommen');
    res.destroy();
  });
  const server = reply.server.server;
  const offen = laufende.get(server) ?? new Set();
  laufende.set(server, offen);
  offen.add(res);
  res.once('close', () => offen.delete(res));
  return reply;
}

/**
 * Ends the downloads still running when the server closes: closing waits for every open request, and a large
 * download (or a stalled one until its cut) would outlast the shutdown's 10 s; the browser shows it as failed.
 */
export function cutRunningDownloads(server: Server): void {
  for (const res of laufende.get(server) ?? []) res.destroy();
}
