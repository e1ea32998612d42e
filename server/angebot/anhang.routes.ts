import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AngebotsAnhangGespeichert } from '../../domain/api/angebot';
import { ANHANG_REGELN } from '../../domain/angebotsAnhaenge';
import { DATEI_MELDUNG } from '../../domain/dokumente';
import { IdParameter } from '../../domain/api/ganzzahl';
import { leseDatei, type Datei } from '../dokumente/datei';
import { Regelverletzung } from '../shared/errors';
import { uncheckedPathId } from '../shared/pathId';

/** /api/evu/ausschreibung/:id/angebot/anhaenge — the EVU adds a PDF or XLSX to its offer, as a tender's documents are uploaded. */
export const anhangHochladenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: nobody but an EVU gets to send 10 MB first.
  app.addHook('onRequest', app.requireRolle('EVU'));
  // Before the check below reads the tender, while the body still waits: a passed Angebotsfrist has closed the offer.
  app.addHook('preParsing', app.fristenAnwendenFuer((request) => uncheckedPathId(request, 'id')));
  // Only inside this plugin: every body is a file, whatever its Content-Type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request: FastifyRequest, koerper: IncomingMessage) => leseDatei(request.headers, koerper, ANHANG_REGELN));

  app.post(
    '/:id/angebot/anhaenge',
    {
      // Invited, with an offer it may still change, and room for the announced size, before a byte of the body is read.
      preParsing: async (request) => {
        const id = uncheckedPathId(request, 'id');
        const groesse = Number(request.headers['x-file-size']);
        if (id !== null) await app.angebotsAnhaenge.pruefeHochladen(await app.profile.handelndesEvu(request), id, Number.isSafeInteger(groesse) ? groesse : 0);
      },
      schema: {
        tags: ['EVU'],
        summary: 'Anhang zum eigenen Angebot hochladen (bis zur Angebotsfrist)',
        description:
          'Der Inhalt der Anfrage sind die Bytes der Datei, mit denselben Headern wie beim Dokument-Upload (X-File-Name, Content-Type, X-File-Size, ' +
          'X-File-Encoding: binary). Erlaubt sind PDF und XLSX, alle Anhänge eines Angebots zusammen höchstens 10 MB (sonst 413). ' +
          'Nur zu einem abgegebenen Angebot und nur, solange es geändert werden darf.',
        params: IdParameter,
        consumes: [...ANHANG_REGELN.typen],
        body: Type.Unsafe<unknown>({ description: 'Die Bytes der Datei' }),
        response: { 201: AngebotsAnhangGespeichert },
      },
    },
    async (request, reply) => {
      const datei = request.body as Datei | undefined;
      if (!datei) throw new Regelverletzung(DATEI_MELDUNG.keineDatei);
      const anhang = await app.angebotsAnhaenge.speichere(await app.profile.handelndesEvu(request), request.params.id, datei);
      return reply.status(201).send(anhang);
    },
  );
};
