import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../shared/contentDisposition';

/** A PDF the procedure built (Informationsschreiben, Vergabevermerk) as the download every such route sends. */
export function sendePdf(reply: FastifyReply, datei: { dateiname: string; pdf: Buffer | Uint8Array }) {
  return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(datei.dateiname)).send(datei.pdf);
}
