import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei as DateiAntwort, KeinInhalt } from '../../domain/api/antworten';
import { DATEI_MELDUNG } from '../../domain/dokumente';
import { LastgangAntwort, LastgangEinheit, LastgangVorschau, LastgangWerte, LastgangZeitbezug, MaxLeistungEntscheidung } from '../../domain/api/lastgang';
import { signedInUser } from '../plugins/authentication';
import { contentDisposition } from '../shared/contentDisposition';
import { cutWhenStalled } from '../shared/stalledDownload';
import { Regelverletzung } from '../shared/errors';
import { uncheckedPathId } from '../shared/pathId';
import { leseDatei, type Datei } from '../dokumente/datei';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { lastgangCsv, lastgangXlsx } from './export';
import { ausSpeicher, type LastgangQuelle } from './quelle';
import { ausBlob } from './werte';
import type { LastgangDateiAuftrag } from './service';
import type { Einheit } from '../../domain/lastgang/pruefen';
import type { Zeitbezug } from '../../domain/lastgang/zeitbezug';
import { DbGanzzahl } from '../../domain/api/ganzzahl';

const GanzeZahl = DbGanzzahl;
const LieferstelleId = Type.Object({ lieferstelleId: GanzeZahl });
const AusschreibungId = Type.Object({ ausschreibungId: GanzeZahl });
const Format = Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }) });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WerteDatei = DateiAntwort(['text/csv', XLSX], 'Viertelstundenwerte in kW');
/** The file the format names, or JSON for the charts. */
const WerteAntwort = Type.Unsafe<LastgangWerte>({ ...WerteDatei, content: { 'application/json': { schema: LastgangWerte }, ...WerteDatei.content } });

/** Streamed: a tender's file may cover several years of quarter hours for many Lieferstellen. */
function sendeDatei(reply: FastifyReply, format: 'csv' | 'xlsx', name: string, quelle: LastgangQuelle) {
  return cutWhenStalled(reply, reply.server.config.downloadStallMs)
    .header('content-type', format === 'xlsx' ? XLSX : 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(`${name}.${format}`))
    .send(format === 'xlsx' ? lastgangXlsx(quelle) : lastgangCsv(quelle));
}

/** /api/lastgang — Lastgänge of RLM Lieferstellen (issue 19): access follows the tender, the service decides. */
export const lastgangRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator', 'Kunde', 'EVU'));
  // Before any read of the tender, the upload's check before its body included: named by a Lieferstelle or itself.
  app.addHook(
    'preParsing',
    app.fristenAnwendenFuer((request) => {
      const lieferstelleId = uncheckedPathId(request, 'lieferstelleId');
      return lieferstelleId === null ? uncheckedPathId(request, 'ausschreibungId') : app.lastgaenge.ausschreibungVon(lieferstelleId);
    }),
  );

  const hochladen: FastifyPluginAsyncTypebox = async (upload) => {
    // Only here: every body is a file, whatever its Content-Type says, read as the document upload reads it.
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (request: FastifyRequest, koerper: IncomingMessage) => leseDatei(request.headers, koerper));
    // A stranger's Lieferstelle is a 404 before 20 MB arrive.
    const vorabPruefen = async (request: FastifyRequest) => {
      const id = uncheckedPathId(request, 'lieferstelleId');
      if (id !== null) await app.lastgaenge.pruefeHochladen(signedInUser(request), id);
    };
    const dateiAuftrag = (request: FastifyRequest, reply: FastifyReply, lieferstelleId: number, query: { einheit?: Einheit; zeitbezug?: Zeitbezug }): LastgangDateiAuftrag => {
      const datei = request.body as Datei | undefined;
      if (!datei) throw new Regelverletzung(DATEI_MELDUNG.keineDatei);
      const benutzer = signedInUser(request);
      return { benutzer, lieferstelleId, datei, einheit: query.einheit, zeitbezug: query.zeitbezug, fuer: auftraggeber(benutzer.id, reply) };
    };

    upload.post(
      '/lieferstelle/:lieferstelleId/vorschau',
      {
        preParsing: vorabPruefen,
        schema: {
          tags: ['Lastgang'],
          summary: 'Lastgang-Datei prüfen und zeigen, was gespeichert würde (nichts wird gespeichert)',
          description:
            'Wie das Hochladen, doch ohne zu speichern: wie die Zeitpunkte gelesen wurden (`zeitbezug`) und was sie nahelegen (`zeitbezugErkannt`: ' +
            '„ende“, wenn die Datei um 00:15 beginnt und um 00:00 endet), die ersten Zeilen wie gelesen, die Kennzahlen und ein Vorschlag zur Max. Leistung, ' +
            'wenn der Lastgang der erfassten widerspricht. Fehler kommen als Bericht (400, `zeile[N]`).',
          params: LieferstelleId,
          querystring: Type.Object({ einheit: Type.Optional(LastgangEinheit), zeitbezug: Type.Optional(LastgangZeitbezug) }),
          response: { 200: LastgangVorschau },
        },
      },
      async (request, reply) => app.lastgaenge.vorschau(dateiAuftrag(request, reply, request.params.lieferstelleId, request.query)),
    );

    upload.post(
      '/lieferstelle/:lieferstelleId',
      {
        preParsing: vorabPruefen,
        schema: {
          tags: ['Lastgang'],
          summary: 'Lastgang einer RLM-Lieferstelle hochladen, prüfen und speichern',
          description:
            'Der Inhalt der Anfrage sind die Bytes einer CSV- oder Excel-Datei (Header wie beim Dokument-Upload). Viertelstundenwerte in kW oder kWh, ' +
            'die Einheit aus der Kopfzeile oder aus `einheit`. Fehler kommen als Bericht (400, `zeile[N]`), gespeichert wird dann nichts. ' +
            '`zeitbezug` sagt, ob die Zeitpunkte Beginn oder Ende ihrer Viertelstunde bezeichnen, und gilt vor der Erkennung des Portals; ohne ihn wird die ' +
            'Datei als Beginn gelesen, doch sehen die Zeitpunkte nach dem Ende der Viertelstunde aus (siehe Vorschau), ist er nötig (sonst 400). Die Historie ' +
            'nennt die Wahl und, wo sie abweicht, die Erkennung. Eine erfasste Max. Leistung, ' +
            'der der Lastgang widerspricht, bleibt, außer bei `maxLeistung=uebernehmen`.',
          params: LieferstelleId,
          querystring: Type.Object({
            einheit: Type.Optional(LastgangEinheit),
            zeitbezug: Type.Optional(LastgangZeitbezug),
            maxLeistung: Type.Optional(MaxLeistungEntscheidung),
          }),
          response: { 200: LastgangAntwort },
        },
      },
      async (request, reply) => app.lastgaenge.importiere({ ...dateiAuftrag(request, reply, request.params.lieferstelleId, request.query), maxLeistung: request.query.maxLeistung, ipAddress: request.ip }),
    );
  };
  await app.register(hochladen);

  app.get(
    '/lieferstelle/:lieferstelleId',
    { schema: { tags: ['Lastgang'], summary: 'Kennzahlen und Hinweise des Lastgangs einer Lieferstelle', params: LieferstelleId, response: { 200: LastgangAntwort } } },
    async (request) => app.lastgaenge.kennzahlen(signedInUser(request), request.params.lieferstelleId),
  );

  app.get(
    '/lieferstelle/:lieferstelleId/werte',
    {
      schema: {
        tags: ['Lastgang'],
        summary: 'Viertelstundenwerte einer Lieferstelle (kW) als CSV, Excel oder JSON für die Diagramme',
        params: LieferstelleId,
        querystring: Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Literal('json')], { default: 'csv' }) }),
        response: { 200: WerteAntwort },
      },
    },
    async (request, reply) => {
      const { nummer, lastgang } = await app.lastgaenge.werte(signedInUser(request), request.params.lieferstelleId);
      if (request.query.format === 'json') return { beginn: new Date(lastgang.beginn).toISOString(), werteKw: Array.from(ausBlob(lastgang.werteW)) };
      return sendeDatei(reply, request.query.format, `Lastgang_${nummer}_${lastgang.maloId}`, ausSpeicher([lastgang]));
    },
  );

  app.get(
    '/ausschreibung/:ausschreibungId/werte',
    { schema: { tags: ['Lastgang'], summary: 'Lastgänge aller Lieferstellen einer Ausschreibung, eine Spalte je MaLo-ID', params: AusschreibungId, querystring: Format, response: { 200: DateiAntwort(['text/csv', XLSX], 'Eine Spalte je MaLo-ID') } } },
    async (request, reply) => {
      const { nummer, quelle } = await app.lastgaenge.werteDerAusschreibung(signedInUser(request), request.params.ausschreibungId);
      return sendeDatei(reply, request.query.format, `Lastgaenge_${nummer}`, quelle);
    },
  );

  app.delete(
    '/lieferstelle/:lieferstelleId',
    { schema: { tags: ['Lastgang'], summary: 'Lastgang einer Lieferstelle löschen', params: LieferstelleId, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.lastgaenge.loesche(signedInUser(request), request.params.lieferstelleId, request.ip);
      return reply.status(204).send();
    },
  );
};
