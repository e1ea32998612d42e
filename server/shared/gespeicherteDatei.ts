import type { FastifyReply } from 'fastify';
import { istErlaubterTyp, mimeTyp } from '../../domain/dokumente';
import { contentDisposition } from './contentDisposition';

/**
 * A stored file as the private download every such route sends: a type of the allow-list or a plain download, never
 * sniffed (the sandbox of every download applies as well, plugins/downloadSandbox.ts), its German name, kept by no cache.
 */
export function sendeGespeicherteDatei(reply: FastifyReply, datei: { contentType: string; name: string; data: Buffer | Uint8Array }) {
  const typ = mimeTyp(datei.contentType);
  return reply
    .header('content-type', istErlaubterTyp(typ) ? typ : 'application/octet-stream')
    .header('content-disposition', contentDisposition(datei.name))
    .header('cache-control', 'private, no-store')
    .send(datei.data);
}
