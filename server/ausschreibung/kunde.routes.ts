import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GasAusschreibung,
  GasAusschreibungNeu,
  GasAusschreibungRueckgabe,
  StromAusschreibung,
  StromAusschreibungNeu,
  StromAusschreibungRueckgabe,
} from '../../domain/api/ausschreibung';
import { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { Sparte } from '../../domain/ausschreibung';
import { ListeAntwort } from '../../domain/api/liste';
import { signedInUser } from '../plugins/authentication';
import { AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';
import { KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';

/** /api/kunde/ausschreibung — the Kunde's own tenders. */
export const kundeAusschreibungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Kunde'));
  app.addHook('preHandler', app.fristenAnwenden);

  app.get(
    '',
    {
      schema: {
        tags: ['Kunde'],
        summary: 'Eigene Ausschreibungen',
        querystring: Type.Omit(AusschreibungListeQuery, ['request.filter.kunden', 'request.filter.evus']),
        response: { 200: ListeAntwort(AusschreibungZeile) },
      },
    },
    async (request) => app.kundeAusschreibung.liste((await app.profile.kunde(signedInUser(request).id)).id, listenAnfrage(request.query)),
  );

    const gross = { bodyLimit: 8 * 1024 * 1024 };
  const tags = ['Kunde'];
  const kunde = app.profile.handelnderKunde.bind(app.profile);

  app.get(
    '/:id',
    { ...gross, schema: { tags, summary: 'Eigene Ausschreibung', params: IdParameter, response: { 200: Type.Union([StromAusschreibung, GasAusschreibung]) } } },
    async (request) => app.kundeAusschreibung.lade(await kunde(request), request.params.id),
  );

  for (const [pfad, sparte, Neu, Rueckgabe] of [
    ['strom', Sparte.Strom, StromAusschreibungNeu, StromAusschreibungRueckgabe],
    ['gas', Sparte.Gas, GasAusschreibungNeu, GasAusschreibungRueckgabe],
  ] as const) {
    app.post(
      `/${pfad}`,
      {
        ...gross,
        schema: {
          tags,
          summary: `${pfad === 'strom' ? 'Strom' : 'Gas'}ausschreibung anlegen (Status Prüfung Ausschreibung)`,
          body: Neu,
          response: { 200: Type.Object({ id: Type.Integer(), nummer: Type.String() }) },
        },
      },
      async (request) => app.kundeAusschreibung.erstelle(await kunde(request), sparte, request.body),
    );
    app.put(
      `/${pfad}/:id`,
      { ...gross, schema: { tags, summary: 'Eigene Ausschreibung ändern, solange sie geprüft wird', params: IdParameter, body: Rueckgabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.kundeAusschreibung.aendere(await kunde(request), request.params.id, sparte, request.body);
        return reply.status(204).send();
      },
    );
  }

  app.delete(
    '/:id',
    { ...gross, schema: { tags, summary: 'Eigene Ausschreibung löschen, solange sie geprüft wird', params: IdParameter, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.kundeAusschreibung.loesche(await kunde(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
