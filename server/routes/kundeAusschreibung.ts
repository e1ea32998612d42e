import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AusschreibungZeile } from '../../src/domain/api/ausschreibungListe';
import { ListeAntwort } from '../../src/domain/api/liste';
import { angemeldet } from '../plugins/authentifizierung';
import { ausschreibungListe } from '../services/ausschreibungListe';
import { wendeFristenAn } from '../services/fristen';
import { kundeVon } from '../services/profile';
import { AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';

/** The Kunde's own tenders. */
export const kundeAusschreibungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/kunde/ausschreibung',
    {
      preHandler: app.requireRolle('Kunde'),
      schema: {
        tags: ['Kunde'],
        summary: 'Eigene Ausschreibungen',
        querystring: Type.Omit(AusschreibungListeQuery, ['request.filter.kunden', 'request.filter.evus']),
        response: { 200: ListeAntwort(AusschreibungZeile) },
      },
    },
    async (request) => {
      const kunde = await kundeVon(app.db, angemeldet(request).id);
      await wendeFristenAn(app.db, app.clock);
      const anfrage = listenAnfrage(request.query);
      return ausschreibungListe(app.db, { rolle: 'Kunde', kundeId: kunde.id }, anfrage);
    },
  );
};
