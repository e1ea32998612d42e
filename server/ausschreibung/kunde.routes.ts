import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GasAusschreibung,
  GasAusschreibungNeu,
  GasAusschreibungRueckgabe,
  StromAusschreibung,
  StromAusschreibungNeu,
  StromAusschreibungRueckgabe,
} from '../../src/domain/api/ausschreibung';
import { AusschreibungZeile } from '../../src/domain/api/ausschreibungListe';
import { VergleichsAngebot, ZuschlagEingabe } from '../../src/domain/api/kundeAngebote';
import { Sparte } from '../../src/domain/ausschreibung';
import { ListeAntwort } from '../../src/domain/api/liste';
import { angemeldet } from '../plugins/authentifizierung';
import { ausschreibungListe } from './liste.queries';
import { wendeFristenAn } from './fristen';
import type { KundeAusschreibung } from './kunde.service';
import { kundeVon } from '../shared/profile';
import { AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';

/** The Kunde's own tenders. */
export const kundeAusschreibungRoutes: FastifyPluginAsyncTypebox<{ kundeAusschreibung: KundeAusschreibung }> = async (app, opts) => {
  app.get(
    '/api/kunde/ausschreibung',
    {
      preValidation: app.requireRolle('Kunde'),
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

  const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
  const nurKunde = { preValidation: app.requireRolle('Kunde'), bodyLimit: 8 * 1024 * 1024 };
  const tags = ['Kunde'];
  const kunde = async (request: FastifyRequest) => {
    const benutzer = angemeldet(request);
    return { kundeId: (await kundeVon(app.db, benutzer.id)).id, benutzerId: benutzer.id, ipAddress: request.ip };
  };

  app.get(
    '/api/kunde/ausschreibung/:id',
    { ...nurKunde, schema: { tags, summary: 'Eigene Ausschreibung', params: Id, response: { 200: Type.Union([StromAusschreibung, GasAusschreibung]) } } },
    async (request) => opts.kundeAusschreibung.lade(await kunde(request), request.params.id),
  );

  for (const [pfad, sparte, Neu, Rueckgabe] of [
    ['strom', Sparte.Strom, StromAusschreibungNeu, StromAusschreibungRueckgabe],
    ['gas', Sparte.Gas, GasAusschreibungNeu, GasAusschreibungRueckgabe],
  ] as const) {
    app.post(
      `/api/kunde/ausschreibung/${pfad}`,
      {
        ...nurKunde,
        schema: {
          tags,
          summary: `${pfad === 'strom' ? 'Strom' : 'Gas'}ausschreibung anlegen (Status Prüfung Ausschreibung)`,
          body: Neu,
          response: { 200: Type.Object({ id: Type.Integer(), nummer: Type.String() }) },
        },
      },
      async (request) => opts.kundeAusschreibung.erstelle(await kunde(request), sparte, request.body),
    );
    app.put(
      `/api/kunde/ausschreibung/${pfad}/:id`,
      { ...nurKunde, schema: { tags, summary: 'Eigene Ausschreibung ändern, solange sie geprüft wird', params: Id, body: Rueckgabe } },
      async (request, reply) => {
        await opts.kundeAusschreibung.aendere(await kunde(request), request.params.id, sparte, request.body);
        return reply.status(204).send();
      },
    );
  }

  app.delete(
    '/api/kunde/ausschreibung/:id',
    { ...nurKunde, schema: { tags, summary: 'Eigene Ausschreibung löschen, solange sie geprüft wird', params: Id } },
    async (request, reply) => {
      await opts.kundeAusschreibung.loesche(await kunde(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/kunde/ausschreibung/:id/angebote',
    { ...nurKunde, schema: { tags, summary: 'Freigegebene Angebote im Vergleich (ab Status Bindefrist)', params: Id, response: { 200: Type.Array(VergleichsAngebot) } } },
    async (request) => opts.kundeAusschreibung.angebote(await kunde(request), request.params.id),
  );

  app.post(
    '/api/kunde/ausschreibung/:id/zuschlag',
    { ...nurKunde, schema: { tags, summary: 'Zuschlag erteilen (vor Ablauf der Bindefrist)', params: Id, body: ZuschlagEingabe } },
    async (request, reply) => {
      await opts.kundeAusschreibung.zuschlag(await kunde(request), request.params.id, request.body.angebotId);
      return reply.status(204).send();
    },
  );
};
