import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentDisposition } from '../shared/contentDisposition';
import { exportDateiname, lieferstellenCsv, lieferstellenXlsx } from './lieferstellenExport';
import { AngebotRueckgabe, EigenesAngebot } from '../../src/domain/api/angebot';
import { GasAusschreibung, StromAusschreibung } from '../../src/domain/api/ausschreibung';
import { AusschreibungZeile } from '../../src/domain/api/ausschreibungListe';
import { ListeAntwort } from '../../src/domain/api/liste';
import { angemeldet } from '../plugins/authentifizierung';
import { ausschreibungListe } from './liste.queries';
import { wendeFristenAn } from './fristen';
import type { EvuAngebot } from '../angebot/evu.service';
import { evuVon } from '../shared/profile';
import { AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';

/** The tenders an EVU is invited to, from status Aktiv on, for one Sparte. */
export const evuAusschreibungRoutes: FastifyPluginAsyncTypebox<{ angebote: EvuAngebot }> = async (app, opts) => {
  app.get(
    '/api/evu/ausschreibung',
    {
      preValidation: app.requireRolle('EVU'),
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
      // Sorted by the deadline that matters to an EVU, soonest first, unless the user chose otherwise.
      if (!request.query['request.ordering.key']) anfrage.ordering = { key: 'angebotsfrist', direction: 1 };
      anfrage.filter = { ...anfrage.filter, typen: [request.query.typ] };
      return ausschreibungListe(app.db, { rolle: 'EVU', evuId: evu.id }, anfrage);
    },
  );

  const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
  const nurEvu = { preValidation: app.requireRolle('EVU') };
  const FuerEvu = (schema: typeof StromAusschreibung | typeof GasAusschreibung) => Type.Omit(schema, ['anzahlAngebote', 'eingeladeneEvus']);

  app.get(
    '/api/evu/ausschreibung/:id',
    { ...nurEvu, schema: { tags: ['EVU'], summary: 'Eine Ausschreibung, zu der das EVU eingeladen ist', params: Id, response: { 200: Type.Union([FuerEvu(StromAusschreibung), FuerEvu(GasAusschreibung)]) } } },
    async (request) => opts.angebote.ausschreibung((await evuVon(app.db, angemeldet(request).id)).id, request.params.id),
  );

  const Format = Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }) });
  app.get(
    '/api/evu/ausschreibung/:id/lieferstellen',
    { ...nurEvu, schema: { tags: ['EVU'], summary: 'Lieferstellen als CSV oder Excel für die Kalkulation', params: Id, querystring: Format } },
    async (request, reply) => {
      const a = await opts.angebote.ausschreibung((await evuVon(app.db, angemeldet(request).id)).id, request.params.id);
      const xlsx = request.query.format === 'xlsx';
      return reply
        .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(exportDateiname(a, xlsx ? 'xlsx' : 'csv')))
        .send(xlsx ? await lieferstellenXlsx(a) : lieferstellenCsv(a));
    },
  );

  app.get(
    '/api/evu/ausschreibung/:id/angebot',
    { ...nurEvu, schema: { tags: ['EVU'], summary: 'Das eigene Angebot', params: Id, response: { 200: EigenesAngebot } } },
    async (request) => opts.angebote.eigenes((await evuVon(app.db, angemeldet(request).id)).id, request.params.id),
  );

  app.put(
    '/api/evu/ausschreibung/:id/angebot',
    { ...nurEvu, schema: { tags: ['EVU'], summary: 'Angebot abgeben oder ändern (bis zur Angebotsfrist)', params: Id, body: AngebotRueckgabe, response: { 200: EigenesAngebot } } },
    async (request) => {
      const benutzer = angemeldet(request);
      const evu = await evuVon(app.db, benutzer.id);
      return opts.angebote.gibAb({ id: evu.id, benutzerId: benutzer.id }, request.params.id, request.body, request.ip);
    },
  );
};
