import type { FastifyReply } from 'fastify';

/**
 * Cuts a streamed download once its client has taken nothing for `ms`: the stream's database cursor stays open as
 * long as the client keeps the connection, so a client that stops reading (or a line that carries nothing any more)
 * would keep it for good. A slow client is not cut: each write that reaches it starts the time anew. Node lets a write
 * that moved since the last look run once more, so a stalled download ends between `ms` and twice that.
 */
export function cutWhenStalled(reply: FastifyReply, ms: number): FastifyReply {
  reply.raw.setTimeout(ms, () => reply.raw.destroy());
  return reply;
}
