import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentDisposition } from '../shared/contentDisposition';
import { exportDateiname, lieferstellenCsv, type MitLieferstellen } from './evuExport';
import type { LieferstellenMappe } from './lieferstellenMappe.worker';
import { imArbeiter, type Auftraggeber } from '../shared/arbeiter/pool';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { ListeAntwort } from '../../domain/api/liste';
import { signedInUser } from '../plugins/authentication';
import { AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';
import { Datei } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';
import { NUR_FUER_AUFTRAGGEBER } from './evu.service';

const MAPPE_ZU_LANG = 'Die Excel-Datei konnte nicht in angemessener Zeit erstellt werden. Bitte versuchen Sie es später erneut oder laden Sie die CSV-Datei.';

/** The Lieferstellen workbook, built in the worker pool: laying out and zipping 5,000 rows is no work for the event loop. */
async function lieferstellenMappe(a: MitLieferstellen, fuer: Auftraggeber): Promise<Buffer> {
  const { xlsx } = await imArbeiter<LieferstellenMappe>('ausschreibung/lieferstellenMappe.worker', 'lieferstellenMappe', a, { fuer, zuLang: MAPPE_ZU_LANG });
  return Buffer.from(xlsx.buffer, xlsx.byteOffset, xlsx.byteLength);
}

/** /api/evu/ausschreibung — the tenders an EVU is invited to, from status Aktiv on, of both Sparten or one. */
export const evuAusschreibungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('EVU'));
  app.addHook('preHandler', app.fristenAnwenden);
  const evuId = async (request: FastifyRequest) => (await app.profile.evu(signedInUser(request).id)).id;

  app.get(
    '',
    {
      schema: {
        tags: ['EVU'],
        summary: 'Ausschreibungen, zu denen das EVU eingeladen ist',
        querystring: Type.Composite([
          Type.Omit(AusschreibungListeQuery, ['request.filter.kunden', 'request.filter.evus']),
          Type.Object({
            typ: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: 'Nur diese Sparte (1 Strom, 2 Gas); ohne beide, wie request.filter.typen' })),
            'request.filter.angebotOffen': Type.Optional(Type.Boolean({ description: 'Nur aktive Ausschreibungen ohne eigenes Angebot' })),
          }),
        ], { additionalProperties: false }),
        response: { 200: ListeAntwort(AusschreibungZeile) },
      },
    },
    async (request) => {
      const evu = await evuId(request);
      const anfrage = listenAnfrage(request.query);
      // "Frist zuerst" (the Aktiv tenders by the time left, then the rest), unless the user chose otherwise.
      if (!request.query['request.ordering.key']) anfrage.ordering = { key: 'fristZuerst', direction: 1 };
      const { typ } = request.query;
      anfrage.filter = { ...anfrage.filter, ...(typ ? { typen: [typ] } : {}), angebotOffen: request.query['request.filter.angebotOffen'] };
      return app.evuAusschreibung.liste(evu, anfrage);
    },
  );

  const FuerEvu = (schema: typeof StromAusschreibung | typeof GasAusschreibung) =>
    Type.Composite([Type.Omit(schema, [...NUR_FUER_AUFTRAGGEBER]), Type.Object({ angebotAbgegeben: Type.Boolean() })]);

  app.get(
    '/:id',
    { schema: { tags: ['EVU'], summary: 'Eine Ausschreibung, zu der das EVU eingeladen ist', params: IdParameter, response: { 200: Type.Union([FuerEvu(StromAusschreibung), FuerEvu(GasAusschreibung)]) } } },
    async (request) => app.evuAusschreibung.lade(await evuId(request), request.params.id),
  );

  const Format = Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }) });
  app.get(
    '/:id/lieferstellen',
    {
      schema: {
        tags: ['EVU'],
        summary: 'Lieferstellen als CSV oder Excel für die Kalkulation',
        params: IdParameter,
        querystring: Format,
        response: { 200: Datei(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'Die Lieferstellen') },
      },
    },
    async (request, reply) => {
      const a = await app.evuAusschreibung.lade(await evuId(request), request.params.id);
      const xlsx = request.query.format === 'xlsx';
      return reply
        .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(exportDateiname(a, xlsx ? 'xlsx' : 'csv')))
        .send(xlsx ? await lieferstellenMappe({ nummer: a.nummer, lieferstellen: a.lieferstellen }, auftraggeber(signedInUser(request).id, reply)) : lieferstellenCsv(a));
    },
  );
};
