import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';
import { KundenpruefungEingabe } from '../../domain/api/personenAdmin';
import { handelnder } from '../plugins/authentication';

const tags = ['Administrator: Kunden'];

/** `/api/kundeasadmin/:id/pruefung` — the administrator confirms a Kunde (Kundenprüfung, issue 45). */
export const kundenpruefungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.post(
    '/:id/pruefung',
    {
      schema: {
        tags,
        summary: 'Kunden prüfen und bestätigen (Name, Anschrift, Kundentyp); erst danach kann eine Ausschreibung einer Kommune freigegeben werden (409, wenn schon bestätigt oder inzwischen geändert)',
        params: IdParameter,
        body: KundenpruefungEingabe,
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      await app.kundenpruefung.bestaetige(request.params.id, request.body.version, handelnder(request));
      return reply.status(204).send();
    },
  );
};
