import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { angemeldet } from '../plugins/authentifizierung';
import { contentDisposition } from '../services/csvExport';
import { ladeDokument } from '../services/dokumente';

/** POST /api/Download?blobId= — a stored document as a file (SPEC.md section 7, 'Download'). */
export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Download',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['Dokumente'],
        summary: 'Dokument herunterladen; der Dateiname steht in Content-Disposition',
        querystring: Type.Object({ blobId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      },
    },
    async (request, reply) => {
      const dokument = await ladeDokument(app.db, request.query.blobId, angemeldet(request));
      return reply
        .header('content-type', dokument.contentType)
        .header('content-disposition', contentDisposition(dokument.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(dokument.data);
    },
  );
};
