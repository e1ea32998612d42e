import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei, KeinInhalt } from '../../domain/api/antworten';
import { AdminAuktion, AuktionsPlan, AuktionsPlanRueckgabe, EvuAuktion, Gebot, GebotsAntwort, GebotsRueckfrage, KundeAuktion, ProtokollFormat } from '../../domain/api/auktion';
import { nurEingabe } from '../../domain/api/rueckgabe';
import { Sparte } from '../../domain/ausschreibung';
import { signedInUser } from '../plugins/authentication';
import { contentDisposition } from '../shared/contentDisposition';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { IdParameter } from '../../domain/api/ganzzahl';

const Protokoll = Datei(['text/csv', 'application/pdf'], 'Das Auktionsprotokoll');
const Strom = {
  description:
    'text/event-stream: geplant, abgesagt, begonnen, gebot, verlaengert, beendet, und stand beim Öffnen ohne (oder mit nicht mehr nachholbarer) Last-Event-ID. ' +
    'Daten: die Sicht des GET; für ein EVU ohne die Liste seiner Gebote (EvuAuktionsEreignis), beim eigenen Gebot mit diesem Gebot (gebot). ' +
    'Ein Client, der langsamer liest, als Ereignisse kommen, wird getrennt und verbindet sich mit Last-Event-ID neu.',
};

/** Event ids are 32-bit serials (PostgreSQL would refuse a larger one in a query). */
const GROESSTE_EVENT_ID = 2_147_483_647;

/** Last-Event-ID of a reconnecting EventSource or fetch client; anything else means "from now". */
function letzteEventId(request: FastifyRequest): number | undefined {
  const wert = request.headers['last-event-id'];
  if (typeof wert !== 'string' || !/^\d{1,10}$/.test(wert)) return undefined;
  const id = Number(wert);
  return id <= GROESSTE_EVENT_ID ? id : undefined;
}

/** Who watches a stream: the user, and the session that must stay valid for as long as it is open. */
function sitzung(request: FastifyRequest) {
  const b = signedInUser(request);
  return { benutzerId: b.id, sitzungId: b.sitzungId };
}

function sendeProtokoll(reply: FastifyReply, format: 'csv' | 'pdf' | undefined, p: { dateiname: string; inhalt: string | Buffer }) {
  return reply
    .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(p.dateiname))
    .send(p.inhalt);
}

/** /api/ausschreibungasadmin/{strom|gas}/:id/auktion — plan, cancel and watch. */
export const adminAuktionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.addHook('preHandler', app.fristenAnwenden);
  const tags = ['Administrator: Online-Auktion'];
  const wer = (request: FastifyRequest) => ({ id: signedInUser(request).id, ipAddress: request.ip });

  for (const [pfad, sparte] of [
    ['strom', Sparte.Strom],
    ['gas', Sparte.Gas],
  ] as const) {
    app.put(`/${pfad}/:id/auktion`, { schema: { tags, summary: 'Online-Auktion planen oder umplanen (vor Beginn)', params: IdParameter, body: AuktionsPlanRueckgabe, response: { 204: KeinInhalt } } }, async (request, reply) => {
      await app.auktion.plane(request.params.id, sparte, nurEingabe(AuktionsPlan, request.body), wer(request));
      return reply.status(204).send();
    });
    app.delete(`/${pfad}/:id/auktion`, { schema: { tags, summary: 'Geplante Online-Auktion absagen (vor Beginn)', params: IdParameter, response: { 204: KeinInhalt } } }, async (request, reply) => {
      await app.auktion.sageAb(request.params.id, sparte, wer(request));
      return reply.status(204).send();
    });
    app.get(`/${pfad}/:id/auktion`, { schema: { tags, summary: 'Online-Auktion mit Rangliste (Namen und Preise)', params: IdParameter, response: { 200: AdminAuktion } } }, async (request) =>
      app.auktion.adminStand(request.params.id, sparte),
    );
    app.get(
      `/${pfad}/:id/auktion/protokoll`,
      { schema: { tags, summary: 'Auktionsprotokoll als CSV oder PDF', params: IdParameter, querystring: ProtokollFormat, response: { 200: Protokoll } } },
      async (request, reply) => sendeProtokoll(reply, request.query.format, await app.auktion.protokoll(request.params.id, { rolle: 'Administrator', sparte, ...wer(request) }, request.query.format ?? 'csv', auftraggeber(signedInUser(request).id, reply))),
    );
    app.get(`/${pfad}/:id/auktion/ereignisse`, { schema: { tags, summary: 'Ereignisse der Online-Auktion', params: IdParameter, response: { 200: Strom } } }, async (request, reply) => {
      await app.auktion.pruefeZuschauer(request.params.id, { rolle: 'Administrator', sparte });
      await app.auktionsStroeme.oeffne(request.params.id, { rolle: 'Administrator', ...sitzung(request) }, reply, letzteEventId(request));
    });
  }
};

/** /api/evu/ausschreibung/:id/auktion — a bidder's standing and its bids. */
export const evuAuktionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('EVU'));
  // Not before a bid: an auction exists only from Prüfung Angebote on, which no deadline leaves, and a bid is the
  // hot path of a running auction.
  const fristen = { preHandler: app.fristenAnwenden };
  const tags = ['EVU'];
  const evu = async (request: FastifyRequest) => {
    const benutzer = signedInUser(request);
    return { id: (await app.profile.evu(benutzer.id)).id, benutzerId: benutzer.id };
  };

  app.get('/:id/auktion', { ...fristen, schema: { tags, summary: 'Eigener Stand in der Online-Auktion', params: IdParameter, response: { 200: EvuAuktion } } }, async (request) =>
    app.auktion.evuStand((await evu(request)).id, request.params.id),
  );
  app.post(
    '/:id/auktion/gebot',
    {
      schema: {
        tags,
        summary: 'Gebot abgeben (nur Arbeitspreis, verbindlich)',
        description: 'Ein Gebot weiter als GEBOT_BESTAETIGEN_AB_PROZENT (Standard 10 %) unter dem eigenen Arbeitspreis oder den besten Jahreskosten gilt nur mit bestaetigt: true; ohne antwortet der Server 409 mit den Jahreskosten, die es ergäbe, und nimmt es nicht an.',
        params: IdParameter,
        body: Gebot,
        response: { 200: GebotsAntwort, 409: GebotsRueckfrage },
      },
    },
    async (request) => app.auktion.biete(await evu(request), request.params.id, request.body, request.ip),
  );
  app.get('/:id/auktion/ereignisse', { ...fristen, schema: { tags, summary: 'Ereignisse der Online-Auktion', params: IdParameter, response: { 200: Strom } } }, async (request, reply) => {
    const { id: evuId } = await evu(request);
    await app.auktion.pruefeZuschauer(request.params.id, { rolle: 'EVU', evuId });
    await app.auktionsStroeme.oeffne(request.params.id, { rolle: 'EVU', evuId, ...sitzung(request) }, reply, letzteEventId(request));
  });
};

/** /api/kunde/ausschreibung/:id/auktion — the anonymised standings of the Kunde's own tender. */
export const kundeAuktionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Kunde'));
  app.addHook('preHandler', app.fristenAnwenden);
  const tags = ['Kunde'];
  const kundeId = async (request: FastifyRequest) => (await app.profile.kunde(signedInUser(request).id)).id;

  app.get('/:id/auktion', { schema: { tags, summary: 'Online-Auktion (anonym bis zur Freigabe der Angebote)', params: IdParameter, response: { 200: KundeAuktion } } }, async (request) =>
    app.auktion.kundeStand(await kundeId(request), request.params.id),
  );
  app.get(
    '/:id/auktion/protokoll',
    { schema: { tags, summary: 'Auktionsprotokoll als CSV oder PDF (ab der Freigabe der Angebote)', params: IdParameter, querystring: ProtokollFormat, response: { 200: Protokoll } } },
    async (request, reply) =>
      sendeProtokoll(reply, request.query.format, await app.auktion.protokoll(request.params.id, { rolle: 'Kunde', kundeId: await kundeId(request), id: signedInUser(request).id, ipAddress: request.ip }, request.query.format ?? 'csv', auftraggeber(signedInUser(request).id, reply))),
  );
  app.get('/:id/auktion/ereignisse', { schema: { tags, summary: 'Ereignisse der Online-Auktion', params: IdParameter, response: { 200: Strom } } }, async (request, reply) => {
    await app.auktion.pruefeZuschauer(request.params.id, { rolle: 'Kunde', kundeId: await kundeId(request) });
    await app.auktionsStroeme.oeffne(request.params.id, { rolle: 'Kunde', ...sitzung(request) }, reply, letzteEventId(request));
  });
};
