import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';
import { Sparte, SPARTE_PFAD } from '../../domain/ausschreibung';
import { signedInUser } from '../plugins/authentication';

const tags = ['Administrator: Ausschreibungen'];

/**
 * /api/ausschreibungasadmin/{strom|gas}/:id/freigeben and …/angebot/freigeben — the administrator's two releases
 * (DESIGN.md section 6), in the prefix and with the role check of the rest of the tender back office.
 */
export const freigabeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.addHook('preHandler', app.fristenAnwenden);
  const wer = (request: Parameters<typeof signedInUser>[0]) => ({ id: signedInUser(request).id, ipAddress: request.ip });

  for (const sparte of [Sparte.Strom, Sparte.Gas]) {
    const pfad = SPARTE_PFAD[sparte];
    app.post(`/${pfad}/:id/freigeben`, { schema: { tags, summary: 'Ausschreibung freigeben (Status 0 → 1)', params: IdParameter, response: { 204: KeinInhalt } } }, async (request, reply) => {
      await app.ausschreibungFreigabe.freigeben(request.params.id, sparte, wer(request));
      return reply.status(204).send();
    });
    app.post(
      `/${pfad}/:id/angebot/freigeben`,
      { schema: { tags, summary: 'Angebote für den Kunden freigeben (Status 2 → 3)', params: IdParameter, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.ausschreibungFreigabe.angeboteFreigeben(request.params.id, sparte, wer(request));
        return reply.status(204).send();
      },
    );
  }
};
