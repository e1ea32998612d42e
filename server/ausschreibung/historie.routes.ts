import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParameter } from '../../domain/api/ganzzahl';

const Eintrag = Type.Object({ zeit: Type.String(), wer: Type.String(), aktion: Type.String(), details: Type.Union([Type.String(), Type.Null()]) });

/** /api/ausschreibungasadmin/:id/historie — who did what to a tender, for the administrator; reading it changes nothing. */
export const historieRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.get(
    '/:id/historie',
    {
      schema: {
        tags: ['Administrator: Ausschreibungen'],
        summary: 'Historie einer Ausschreibung (neueste zuerst)',
        params: IdParameter,
        response: { 200: Type.Array(Eintrag) },
      },
    },
    async (request) => app.ausschreibungAdmin.historie(request.params.id),
  );
};
