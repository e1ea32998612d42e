import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei } from '../../domain/api/antworten';
import { KundeFrage } from '../../domain/api/vergabe';
import { signedInUser } from '../plugins/authentication';
import { contentDisposition } from '../shared/contentDisposition';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { IdParameter } from '../../domain/api/ganzzahl';

const tags = ['Kunde'];

/** /api/kunde/ausschreibung/{id}/… — the Kunde follows the questions and gets the Vergabevermerk of its own tenders. */
export const kundeVergabeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Kunde'));
  app.addHook('preHandler', app.fristenAnwenden);
  const kundeId = async (request: Parameters<typeof signedInUser>[0]) => (await app.profile.kunde(signedInUser(request).id)).id;

  app.get(
    '/:id/fragen',
    { schema: { tags, summary: 'Bieterfragen mit Antworten und Entwürfen, ohne das fragende EVU', params: IdParameter, response: { 200: Type.Array(KundeFrage) } } },
    async (request) => app.bieterfragen.fuerKunde(await kundeId(request), request.params.id),
  );

  app.get('/:id/vergabevermerk', { schema: { tags, summary: 'Vergabevermerk als PDF (ab Status Bindefrist)', params: IdParameter, response: { 200: Datei(['application/pdf'], 'Der Vergabevermerk') } } }, async (request, reply) => {
    const vermerk = await app.vergabevermerk.fuerKunde(await kundeId(request), request.params.id, auftraggeber(signedInUser(request).id, reply));
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(vermerk.dateiname)).send(vermerk.pdf);
  });
};
