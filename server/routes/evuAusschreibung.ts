import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AusschreibungZeile } from '../../src/domain/api/ausschreibungListe';
import { ListeAntwort } from '../../src/domain/api/liste';
import { angemeldet } from '../plugins/authentifizierung';
import { ausschreibungListe } from '../services/ausschreibungListe';
import { wendeFristenAn } from '../services/fristen';
import { evuVon } from '../services/profile';
import { AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';

/** The tenders an EVU is invited to, from status Aktiv on, for one Sparte. */
export const evuAusschreibungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/evu/ausschreibung',
    {
      preHandler: app.requireRolle('EVU'),
      schema: {
        tags: ['EVU'],
        summary: 'Ausschreibungen, zu denen das EVU eingeladen ist',
        querystring: Type.Composite([
          Type.Omit(AusschreibungListeQuery, ['request.filter.kunden', 'request.filter.evus', 'request.filter.typen']),
          Type.Object({ typ: Type.Integer({ minimum: 1, maximum: 2 }) }),
        ], { additionalProperties: false }),
        response: { 200: ListeAntwort(AusschreibungZeile) },
      },
    },
    async (request) => {
      const evu = await evuVon(app.db, angemeldet(request).id);
      await wendeFristenAn(app.db, app.clock);
      const anfrage = listenAnfrage(request.query);
      anfrage.filter = { ...anfrage.filter, typen: [request.query.typ] };
      return ausschreibungListe(app.db, { rolle: 'EVU', evuId: evu.id }, anfrage);
    },
  );
};
