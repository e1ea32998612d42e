import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ausschreibungHistorie } from './historie.queries';

const Eintrag = Type.Object({ zeit: Type.String(), wer: Type.String(), aktion: Type.String(), details: Type.Union([Type.String(), Type.Null()]) });

/** GET /api/ausschreibungasadmin/:id/historie — who did what to a tender, for the administrator. */
export const ausschreibungHistorieRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ausschreibungasadmin/:id/historie',
    {
      preValidation: app.requireRolle('Administrator'),
      schema: {
        tags: ['Administrator: Ausschreibungen'],
        summary: 'Historie einer Ausschreibung (neueste zuerst)',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: Type.Array(Eintrag) },
      },
    },
    async (request) => ausschreibungHistorie(app.db, request.params.id),
  );
};
