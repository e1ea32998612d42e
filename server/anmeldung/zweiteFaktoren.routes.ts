import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../plugins/authentication';
import { KeinInhalt } from '../../domain/api/antworten';
import { DbGanzzahl } from '../../domain/api/ganzzahl';

const Id = DbGanzzahl;

/** The signed-in user's second factors: list, start adding (QR data), confirm with a code, delete. */
export const zweiteFaktorenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle());

  app.get(
    '',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Eigene zweite Faktoren',
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), type: Type.Integer(), label: Type.String() })) },
      },
    },
    async (request) => app.zweiteFaktoren.liste(signedInUser(request).id),
  );

  app.get(
    '/new',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Neuen zweiten Faktor vorbereiten (Geheimnis und otpauth-URI für den QR-Code)',
        querystring: Type.Object({ type: Type.Integer({ minimum: 0, maximum: 10 }) }),
        response: {
          200: Type.Object({ type: Type.Integer(), label: Type.String(), secret: Type.String(), otpauthUri: Type.String(), requestToken: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.zweiteFaktoren.neu(signedInUser(request), request.query.type);
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Vorbereiteten zweiten Faktor mit einem aktuellen Code bestätigen; Antwort ist die neue Id',
        body: Type.Object({
          type: Type.Optional(Type.Integer()),
          label: Type.String({ minLength: 1, maxLength: 100 }),
          secret: Type.Optional(Type.String({ maxLength: 100 })),
          otpauthUri: Type.Optional(Type.String({ maxLength: 500 })),
          requestToken: Type.String({ minLength: 1, maxLength: 100 }),
          code: Type.String({ minLength: 1, maxLength: 10 }),
        }),
        response: { 200: Type.Integer() },
      },
    },
    async (request) => app.zweiteFaktoren.speichere(signedInUser(request).id, request.body, request.ip),
  );

  app.delete(
    '/:id',
    { schema: { tags: ['Mitglied'], summary: 'Eigenen zweiten Faktor löschen', params: Type.Object({ id: Id }), response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.zweiteFaktoren.loesche(signedInUser(request).id, request.params.id, request.ip);
      return reply.status(204).send();
    },
  );
};
