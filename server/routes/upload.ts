import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATEI_MELDUNG } from '../../src/domain/dokumente';
import { Regelverletzung } from '../errors';
import { angemeldet } from '../plugins/authentifizierung';
import { leseDatei, listeDokumente, pruefeHochladen, speichereDokument, type Datei } from '../services/dokumente';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const DokumentFelder = { id: Type.Integer(), name: Type.String(), contentType: Type.String(), size: Type.Integer() };

/** Upload of a tender's documents and their list (DESIGN.md section 7, 'Files'); download is in download.ts. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only inside this plugin: every body is a file, whatever its Content-Type says (JSON and text included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request: FastifyRequest, koerper: IncomingMessage) => leseDatei(request.headers, koerper));

  app.post(
    '/api/upload/ausschreibung/:id',
    {
      // onRequest, not preHandler: nobody without the right to upload gets to send 20 MB first.
      onRequest: app.requireRolle('Administrator', 'Kunde'),
      // Whose tender it is, too, before the body: another Kunde's tender is a 404 without reading its 20 MB.
      preParsing: async (request) => {
        // Not yet validated: the text of the path; a malformed id is left to the schema's 400.
        const id = Number((request.params as { id: unknown }).id);
        if (Number.isSafeInteger(id) && id >= 1) await pruefeHochladen(app.db, app.clock, { benutzer: angemeldet(request), ausschreibungId: id, ipAddress: request.ip });
      },
      schema: {
        tags: ['Dokumente'],
        summary: 'Dokument zu einer Ausschreibung hochladen',
        description:
          'Der Inhalt der Anfrage sind die Bytes der Datei. Header: X-File-Name (URI-kodiert), Content-Type, X-File-Size (Bytes), ' +
          'X-File-Encoding: binary. Höchstens 20 MB; erlaubt sind PDF, PNG, JPEG, CSV, XLSX, XLS, DOCX und TXT. ' +
          'Die Dateiendung muss zum Content-Type passen und der Inhalt zum Dateityp (CSV und TXT: Text ohne HTML oder SVG).',
        params: Id,
        response: { 201: Type.Object(DokumentFelder) },
      },
    },
    async (request, reply) => {
      const datei = request.body as Datei | undefined;
      if (!datei) throw new Regelverletzung(DATEI_MELDUNG.keineDatei);
      const dokument = await speichereDokument(app.db, app.clock, { benutzer: angemeldet(request), ausschreibungId: request.params.id, datei, ipAddress: request.ip });
      return reply.status(201).send(dokument);
    },
  );

  app.get(
    '/api/ausschreibung/:id/dokumente',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['Dokumente'],
        summary: 'Dokumente einer Ausschreibung (herunterladen mit POST /api/Download?blobId=)',
        params: Id,
        response: { 200: Type.Array(Type.Object({ ...DokumentFelder, hochgeladenAm: Type.String({ format: 'date-time' }) })) },
      },
    },
    async (request) => listeDokumente(app.db, request.params.id, angemeldet(request)),
  );
};
