import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeinInhalt } from '../../domain/api/antworten';
import { Eignung, EignungEingabe } from '../../domain/api/eignung';
import { IdParameter } from '../../domain/api/ganzzahl';
import { Sparte, SPARTE_PFAD } from '../../domain/ausschreibung';
import { handelnder } from '../plugins/authentication';

const tags = ['Administrator: Vergabe'];

/**
 * /api/ausschreibungasadmin/{strom|gas}/:id/eignung — the tender's Eignungskriterien and each bidder's Eignungsprüfung
 * with what supports it (issue 45).
 */
export const eignungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.addHook('preHandler', app.fristenAnwenden);

  for (const sparte of [Sparte.Strom, Sparte.Gas]) {
    const pfad = SPARTE_PFAD[sparte];
    app.get(
      `/${pfad}/:id/eignung`,
      { schema: { tags, summary: 'Eignungskriterien und Eignungsprüfung der Bieter, mit Zulassung, Referenzen, Nachweisen und Bonität je Bieter', params: IdParameter, response: { 200: Eignung } } },
      async (request) => app.eignung.lade(request.params.id, sparte),
    );
    app.put(
      `/${pfad}/:id/eignung`,
      {
        schema: {
          tags,
          summary: 'Eignungskriterien (bis zur Angebotsfrist) und Ergebnis je Bieter (bis zur Freigabe der Angebote) festlegen',
          params: IdParameter,
          body: EignungEingabe,
          response: { 204: KeinInhalt },
        },
      },
      async (request, reply) => {
        await app.eignung.speichere(request.params.id, sparte, request.body, handelnder(request));
        return reply.status(204).send();
      },
    );
  }
};
