import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../plugins/authentication';
import { KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';

const SessionSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  lastActivityAt: Type.String({ format: 'date-time' }),
  ipAddress: Type.String(),
  userAgent: Type.String(),
  current: Type.Boolean(),
});

/** The signed-in user's own sessions: list them, end any of them (ending the current one = logout). */
export const sitzungenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle());

  app.get(
    '',
    {
      schema: { tags: ['Mitglied'], summary: 'Eigene aktive Sitzungen', response: { 200: Type.Array(SessionSchema) } },
    },
    async (request) => {
      const b = signedInUser(request);
      return app.sitzungen.liste(b.id, b.sitzungId);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Eigene Sitzung beenden',
        params: IdParameter,
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      await app.sitzungen.beendeEigene(signedInUser(request).id, request.params.id, request.ip);
      return reply.status(204).send();
    },
  );
};
