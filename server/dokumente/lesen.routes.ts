import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERLAUBTE_DATEITYPEN, istErlaubterTyp, mimeTyp } from '../../domain/dokumente';
import { signedInUser } from '../plugins/authentication';
import { contentDisposition } from '../shared/contentDisposition';
import { DokumentFelder } from './schemas';
import { Datei } from '../../domain/api/antworten';
import { DbGanzzahl, IdParameter } from '../../domain/api/ganzzahl';

/** Reading documents, for every signed-in user who may see the tender (SPEC.md section 7, 'Download'). */
export const lesenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle());
  // The tender is named by the path or, for a download, by its document.
  app.addHook(
    'preHandler',
    app.fristenAnwendenFuer((request) => {
      const { id } = request.params as { id?: number };
      const { blobId } = request.query as { blobId?: number };
      return id ?? (blobId === undefined ? null : app.dokumente.ausschreibungVon(blobId));
    }),
  );

  app.post(
    '/Download',
    {
      schema: {
        tags: ['Dokumente'],
        summary: 'Dokument herunterladen; der Dateiname steht in Content-Disposition',
        querystring: Type.Object({ blobId: DbGanzzahl }),
        response: { 200: Datei([...Object.keys(ERLAUBTE_DATEITYPEN), 'application/octet-stream'], 'Die Datei') },
      },
    },
    async (request, reply) => {
      const dokument = await app.dokumente.lade(request.query.blobId, signedInUser(request));
      // Always a download with a type of the allow-list, never sniffed, in the sandbox of every download
      // (plugins/downloadSandbox.ts): even a file stored before the content checks cannot open as a page of the portal.
      const typ = mimeTyp(dokument.contentType);
      return reply
        .header('content-type', istErlaubterTyp(typ) ? typ : 'application/octet-stream')
        .header('content-disposition', contentDisposition(dokument.name))
        .header('cache-control', 'private, no-store')
        .send(dokument.data);
    },
  );

  app.get(
    '/ausschreibung/:id/dokumente',
    {
      schema: {
        tags: ['Dokumente'],
        summary: 'Dokumente einer Ausschreibung (herunterladen mit POST /api/Download?blobId=)',
        params: IdParameter,
        response: { 200: Type.Array(Type.Object({ ...DokumentFelder, hochgeladenAm: Type.String({ format: 'date-time' }) })) },
      },
    },
    async (request) => app.dokumente.liste(request.params.id, signedInUser(request)),
  );
};
