import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATEI_MELDUNG, ERLAUBTE_DATEITYPEN } from '../../domain/dokumente';
import { Regelverletzung } from '../shared/errors';
import { signedInUser } from '../plugins/authentication';
import { DokumentFelder } from './schemas';
import { IdParameter } from '../../domain/api/ganzzahl';
import { uncheckedPathId } from '../shared/pathId';
import { leseDatei, type Datei } from './datei';

/** /api/upload/ausschreibung/:id — upload of a tender's documents (DESIGN.md section 7, 'Files'). */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preValidation: nobody without the right to upload gets to send 20 MB first.
  app.addHook('onRequest', app.requireRolle('Administrator', 'Kunde'));
  // Before the check below reads the tender, while the body still waits: a passed Bindefrist has closed it.
  app.addHook('preParsing', app.fristenAnwendenFuer((request) => uncheckedPathId(request, 'id')));
  // Only inside this plugin: every body is a file, whatever its Content-Type says (JSON and text included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request: FastifyRequest, koerper: IncomingMessage) => leseDatei(request.headers, koerper));

  app.post(
    '/:id',
    {
      // Whose tender it is, too, before the body: another Kunde's tender is a 404 without reading its 20 MB.
      preParsing: async (request) => {
        const id = uncheckedPathId(request, 'id');
        if (id !== null) await app.dokumente.pruefeHochladen({ benutzer: signedInUser(request), ausschreibungId: id, ipAddress: request.ip });
      },
      schema: {
        tags: ['Dokumente'],
        summary: 'Dokument zu einer Ausschreibung hochladen',
        description:
          'Der Inhalt der Anfrage sind die Bytes der Datei. Header: X-File-Name (URI-kodiert), Content-Type, X-File-Size (Bytes), ' +
          'X-File-Encoding: binary. Höchstens 20 MB; erlaubt sind PDF, PNG, JPEG, CSV, XLSX, XLS, DOCX und TXT. ' +
          'Die Dateiendung muss zum Content-Type passen und der Inhalt zum Dateityp (CSV und TXT: Text ohne HTML oder SVG).',
        params: IdParameter,
        // For the document only: the body is read by the parser above, and an empty schema refuses nothing.
        consumes: Object.keys(ERLAUBTE_DATEITYPEN),
        body: Type.Unsafe<unknown>({ description: 'Die Bytes der Datei' }),
        response: { 201: Type.Object(DokumentFelder) },
      },
    },
    async (request, reply) => {
      const datei = request.body as Datei | undefined;
      if (!datei) throw new Regelverletzung(DATEI_MELDUNG.keineDatei);
      const dokument = await app.dokumente.speichere({ benutzer: signedInUser(request), ausschreibungId: request.params.id, datei, ipAddress: request.ip });
      return reply.status(201).send(dokument);
    },
  );
};
