import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Datei } from '../../domain/api/antworten';
import { DbGanzzahl } from '../../domain/api/ganzzahl';
import { ANHANG_REGELN } from '../../domain/angebotsAnhaenge';
import { signedInUser } from '../plugins/authentication';
import { sendeGespeicherteDatei } from '../shared/gespeicherteDatei';

/** /api/angebot/anhang/:anhangId — an offer's attachment for whoever may read the offer (the service decides). */
export const anhangLesenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator', 'Kunde', 'EVU'));
  // The offers of a tender whose Angebotsfrist has just passed are unsealed by this very read.
  app.addHook(
    'preHandler',
    app.fristenAnwendenFuer((request) => app.angebotsAnhaenge.ausschreibungVon((request.params as { anhangId: number }).anhangId)),
  );

  app.get(
    '/:anhangId',
    {
      schema: {
        tags: ['Dokumente'],
        summary: 'Anhang eines Angebots herunterladen; der Dateiname steht in Content-Disposition',
        description: 'Für das bietende EVU, den Administrator ab Prüfung Angebote und den Kunden für freigegebene Angebote ab Bindefrist; sonst 404.',
        params: Type.Object({ anhangId: DbGanzzahl }),
        response: { 200: Datei([...ANHANG_REGELN.typen], 'Die Datei') },
      },
    },
    async (request, reply) => {
      return sendeGespeicherteDatei(reply, await app.angebotsAnhaenge.lade(request.params.anhangId, signedInUser(request)));
    },
  );
};
