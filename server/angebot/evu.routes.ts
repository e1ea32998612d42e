import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AngebotRueckgabe, EigenesAngebot } from '../../domain/api/angebot';
import { KeinInhalt } from '../../domain/api/antworten';
import { signedInUser } from '../plugins/authentication';
import { DbGanzzahl, IdParameter } from '../../domain/api/ganzzahl';

/** /api/evu/ausschreibung/:id/angebot — the EVU's one offer on a tender it is invited to. */
export const evuAngebotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('EVU'));
  app.addHook('preHandler', app.fristenAnwenden);

  app.get(
    '/:id/angebot',
    { schema: { tags: ['EVU'], summary: 'Das eigene Angebot', params: IdParameter, response: { 200: EigenesAngebot } } },
    async (request) => app.evuAngebot.eigenes((await app.profile.evu(signedInUser(request).id)).id, request.params.id),
  );

  app.put(
    '/:id/angebot',
    { schema: { tags: ['EVU'], summary: 'Angebot abgeben oder ändern (bis zur Angebotsfrist)', params: IdParameter, body: AngebotRueckgabe, response: { 200: EigenesAngebot } } },
    async (request) => {
      const benutzer = signedInUser(request);
      const evu = await app.profile.evu(benutzer.id);
      return app.evuAngebot.gibAb({ id: evu.id, benutzerId: benutzer.id }, request.params.id, request.body, request.ip);
    },
  );

  app.delete(
    '/:id/angebot/anhaenge/:anhangId',
    {
      schema: {
        tags: ['EVU'],
        summary: 'Anhang des eigenen Angebots löschen (bis zur Angebotsfrist)',
        params: Type.Object({ id: DbGanzzahl, anhangId: DbGanzzahl }),
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      await app.angebotsAnhaenge.loesche(await app.profile.handelndesEvu(request), request.params.id, request.params.anhangId);
      return reply.status(204).send();
    },
  );
};
