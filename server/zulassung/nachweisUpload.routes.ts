import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Nachweis, NachweisQuery } from '../../domain/api/zulassung';
import { DATEI_MELDUNG } from '../../domain/dokumente';
import { NACHWEIS_REGELN } from '../../domain/zulassung/nachweisUpload';
import { leseDatei, type Datei } from '../dokumente/datei';
import { Regelverletzung } from '../shared/errors';

/** POST /api/evu/nachweise?art=…&gueltigBis=… — the EVU uploads a proof, as a tender's documents are uploaded. */
export const nachweisUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: nobody but an EVU gets to send 10 MB first.
  app.addHook('onRequest', app.requireRolle('EVU'));
  // Only inside this plugin: every body is a file, whatever its Content-Type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request: FastifyRequest, koerper: IncomingMessage) => leseDatei(request.headers, koerper, NACHWEIS_REGELN));

  app.post(
    '/nachweise',
    {
      // Kind and Gültig bis are checked before a byte of the body is read (the schema's turn comes after the body).
      preParsing: async (request) => {
        const { art, gueltigBis } = (request.query ?? {}) as Record<string, unknown>;
        await app.evuNachweise.pruefeAngaben((await app.profile.handelndesEvu(request)).id, art, gueltigBis);
      },
      schema: {
        tags: ['EVU'],
        summary: 'Nachweis hochladen (Art und Gültig bis in der Adresse)',
        description:
          'Der Inhalt der Anfrage sind die Bytes der Datei, mit denselben Headern wie beim Dokument-Upload (X-File-Name, Content-Type, X-File-Size, X-File-Encoding: binary). ' +
          'PDF, PNG oder JPEG, höchstens 10 MB (sonst 413). gueltigBis darf nicht in der Vergangenheit liegen; ein Handelsregisterauszug ist höchstens sechs Monate alt, ' +
          'ein Ökostrom-Zertifikat nur für Versorger mit Strom. Ältere Nachweise derselben Art bleiben erhalten; es zählt der neueste.',
        querystring: NachweisQuery,
        consumes: [...NACHWEIS_REGELN.typen],
        body: Type.Unsafe<unknown>({ description: 'Die Bytes der Datei' }),
        response: { 201: Nachweis },
      },
    },
    async (request, reply) => {
      const datei = request.body as Datei | undefined;
      if (!datei) throw new Regelverletzung(DATEI_MELDUNG.keineDatei);
      const nachweis = await app.evuNachweise.speichere(await app.profile.handelndesEvu(request), request.query.art, request.query.gueltigBis, datei);
      return reply.status(201).send(nachweis);
    },
  );
};
