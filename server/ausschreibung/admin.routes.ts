import { deutscherKalendertag } from '../../domain/datum';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AusschreibungOptionen,
  GasAusschreibung,
  GasAusschreibungAdminRueckgabe,
  EinladbaresEvu,
  StromAusschreibung,
  StromAusschreibungAdminRueckgabe,
} from '../../domain/api/ausschreibung';
import { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { Angebotsvergleich } from '../../domain/api/kundeAngebote';
import { ListeAntwort } from '../../domain/api/liste';
import { Sparte } from '../../domain/ausschreibung';
import { signedInUser } from '../plugins/authentication';
import { contentDisposition } from '../shared/contentDisposition';
import { cutWhenStalled } from '../shared/stalledDownload';
import { STREAM_COMPRESSION } from '../plugins/compression';
import { AusschreibungListeExport, AusschreibungListeQuery, listenAnfrage } from './listenAnfrage';
import { Datei, KeinInhalt } from '../../domain/api/antworten';
import { DbGanzzahl, IdParameter } from '../../domain/api/ganzzahl';
import { BEGRUENDUNG_MAX, NichtZugelassenesEvu } from '../../domain/api/zulassungAdmin';

/** Today's date in Germany as YYYY-MM-DD, for file names. */
const tags = ['Administrator: Ausschreibungen'];

/**
 * /api/ausschreibungasadmin — the administrator's tender back office (SPEC.md section 7, DESIGN.md sections 6 and 7);
 * its two releases are `freigabe.routes.ts`, in the same prefix.
 */
export const ausschreibungAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.addHook('preHandler', app.fristenAnwenden);
  const wer = (request: Parameters<typeof signedInUser>[0]) => ({ id: signedInUser(request).id, ipAddress: request.ip });

  app.get(
    '',
    { schema: { tags, summary: 'Ausschreibungen filtern, sortieren, blättern', querystring: AusschreibungListeQuery, response: { 200: ListeAntwort(AusschreibungZeile) } } },
    async (request) => app.ausschreibungAdmin.liste(listenAnfrage(request.query)),
  );

  app.get('/options', { schema: { tags, summary: 'Auswahllisten der Filter', response: { 200: AusschreibungOptionen } } }, async () =>
    app.ausschreibungAdmin.optionen(),
  );

  app.get('/evu/:id', { schema: { tags, summary: 'Eingeladene EVUs', params: IdParameter, response: { 200: Type.Array(Type.Integer()) } } }, async (request) =>
    app.ausschreibungAdmin.eingeladeneEvus(request.params.id),
  );

  app.post(
    '/evu/:id',
    {
      schema: {
        tags,
        summary: 'Eingeladene EVUs setzen',
        params: IdParameter,
        response: { 204: KeinInhalt },
        body: Type.Object(
          {
            evuIds: Type.Array(DbGanzzahl, { maxItems: 500 }),
            begruendung: Type.Optional(
              Type.Union([Type.String({ maxLength: BEGRUENDUNG_MAX }), Type.Null()], { description: 'required when a newly invited EVU is not admitted for the Sparte (issue 45)' }),
            ),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      await app.ausschreibungAdmin.setzeEvus(request.params.id, request.body.evuIds, wer(request), request.body.begruendung);
      return reply.status(204).send();
    },
  );

  app.get('/evuoptions/:id', { schema: { tags, summary: 'EVUs, die für die Sparte zugelassen sind, mit Ort und der Einladung beim letzten Mal', params: IdParameter, response: { 200: Type.Array(EinladbaresEvu) } } }, async (request) =>
    app.ausschreibungAdmin.evuOptionen(request.params.id),
  );

  app.get(
    '/evuoptions/:id/nichtzugelassen',
    { schema: { tags, summary: 'EVUs der Sparte ohne Zulassung für sie, mit ihrem Stand (einladbar nur mit Begründung)', params: IdParameter, response: { 200: Type.Array(NichtZugelassenesEvu) } } },
    async (request) => app.ausschreibungAdmin.nichtZugelasseneEvus(request.params.id),
  );

  app.post(
    '/export',
    {
      compress: STREAM_COMPRESSION,
      schema: {
        tags,
        summary: 'Gefilterte Liste als CSV für Excel',
        body: AusschreibungListeExport,
        response: { 200: Datei(['text/csv'], 'CSV für Excel (Semikolon, UTF-8 mit BOM)') },
      },
    },
    async (request, reply) => {
      const csv = await app.ausschreibungAdmin.exportiereListe(request.body, wer(request));
      return cutWhenStalled(reply, app.config.downloadStallMs)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`Ausschreibungen_${deutscherKalendertag(app.clock.now())}.csv`))
        .send(csv);
    },
  );

  app.get(
    '/CSV',
    {
      compress: STREAM_COMPRESSION,
      schema: {
        tags,
        summary: 'Lieferstellen der Ausschreibungen mit Lieferbeginn im Zeitraum als CSV',
        querystring: Type.Object({ von: Type.Optional(Type.String({ format: 'date' })), bis: Type.Optional(Type.String({ format: 'date' })) }),
        response: { 200: Datei(['text/csv'], 'CSV für Excel (Semikolon, UTF-8 mit BOM)') },
      },
    },
    async (request, reply) => {
      const { von, bis } = request.query;
      const csv = await app.ausschreibungAdmin.exportiereLieferstellen(von, bis, wer(request));
      return cutWhenStalled(reply, app.config.downloadStallMs)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`Lieferstellen_${von ?? 'alle'}_bis_${bis ?? 'alle'}.csv`))
        .send(csv);
    },
  );

  for (const [pfad, sparte, Antwort, Rueckgabe] of [
    ['strom', Sparte.Strom, StromAusschreibung, StromAusschreibungAdminRueckgabe],
    ['gas', Sparte.Gas, GasAusschreibung, GasAusschreibungAdminRueckgabe],
  ] as const) {
    app.get(`/${pfad}/:id`, { schema: { tags, summary: `${pfad === 'strom' ? 'Strom' : 'Gas'}ausschreibung lesen`, params: IdParameter, response: { 200: Antwort } } }, async (request) =>
      app.ausschreibungAdmin.lade(request.params.id, sparte),
    );
    app.put(
      `/${pfad}/:id`,
      { bodyLimit: 8 * 1024 * 1024, schema: { tags, summary: `${pfad === 'strom' ? 'Strom' : 'Gas'}ausschreibung ändern (mit version; 409 bei veraltetem Stand); im Status Aktiv nur Angebots- und Bindefrist, eine Verkürzung mit fristAenderungGrund`, params: IdParameter, body: Rueckgabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.ausschreibungAdmin.speichere(request.params.id, sparte, request.body, wer(request), { fristAenderungGrund: request.body.fristAenderungGrund });
        return reply.status(204).send();
      },
    );
    app.get(
      `/${pfad}/:id/angebote`,
      { schema: { tags, summary: 'Alle Angebote nach Jahreskosten (ab Status 2); die nicht geeigneter Bieter getrennt, ohne Rang', params: IdParameter, response: { 200: Angebotsvergleich } } },
      async (request) => app.ausschreibungAdmin.angebote(request.params.id, sparte),
    );
  }
};
