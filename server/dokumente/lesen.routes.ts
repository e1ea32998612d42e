import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERLAUBTE_DATEITYPEN } from '../../domain/dokumente';
import { signedInUser } from '../plugins/authentication';
import { DokumentFelder } from './schemas';
import { Datei } from '../../domain/api/antworten';
import { DbGanzzahl, IdParameter } from '../../domain/api/ganzzahl';
import { sendeGespeicherteDatei } from '../shared/gespeicherteDatei';

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
      // Even a file stored before the content checks cannot open as a page of the portal.
      return sendeGespeicherteDatei(reply, await app.dokumente.lade(request.query.blobId, signedInUser(request)));
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
