import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AusschreibungOptionen,
  GasAusschreibung,
  GasAusschreibungRueckgabe,
  Option,
  StromAusschreibung,
  StromAusschreibungRueckgabe,
} from '../../src/domain/api/ausschreibung';
import { AusschreibungZeile } from '../../src/domain/api/ausschreibungListe';
import { VergleichsAngebot } from '../../src/domain/api/kundeAngebote';
import { ListeAntwort } from '../../src/domain/api/liste';
import { Sparte } from '../../src/domain/ausschreibung';
import { angemeldet } from '../plugins/authentifizierung';
import type { AusschreibungAdmin } from '../services/ausschreibungAdmin';
import { ausschreibungListe } from '../services/ausschreibungListe';
import { protokolliere } from '../services/audit';
import { contentDisposition, exportiereLieferstellen, exportiereListe } from '../services/csvExport';
import { wendeFristenAn } from '../services/fristen';
import { Regelverletzung } from '../errors';
import { AusschreibungListeQuery, AusschreibungSortierung, listenAnfrage } from './listenAnfrage';

/** Today's date in Germany as YYYY-MM-DD, for file names. */
const heute = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(ms);
const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const tags = ['Administrator: Ausschreibungen'];

/** /api/ausschreibungasadmin — the administrator's tender back office (SPEC.md section 7, DESIGN.md sections 6 and 7). */
export const ausschreibungAdminRoutes: FastifyPluginAsyncTypebox<{ admin: AusschreibungAdmin }> = async (app, opts) => {
  const basis = '/api/ausschreibungasadmin';
  const nurAdmin = { preValidation: app.requireRolle('Administrator') };
  const wer = (request: Parameters<typeof angemeldet>[0]) => ({ id: angemeldet(request).id, ipAddress: request.ip });

  app.get(
    basis,
    { ...nurAdmin, schema: { tags, summary: 'Ausschreibungen filtern, sortieren, blättern', querystring: AusschreibungListeQuery, response: { 200: ListeAntwort(AusschreibungZeile) } } },
    async (request) => {
      await wendeFristenAn(app.db, app.clock);
      return ausschreibungListe(app.db, { rolle: 'Administrator' }, listenAnfrage(request.query));
    },
  );

  app.get(`${basis}/options`, { ...nurAdmin, schema: { tags, summary: 'Auswahllisten der Filter', response: { 200: AusschreibungOptionen } } }, async () =>
    opts.admin.optionen(),
  );

  app.get(`${basis}/evu/:id`, { ...nurAdmin, schema: { tags, summary: 'Eingeladene EVUs', params: Id, response: { 200: Type.Array(Type.Integer()) } } }, async (request) =>
    opts.admin.eingeladeneEvus(request.params.id),
  );

  app.post(
    `${basis}/evu/:id`,
    {
      ...nurAdmin,
      schema: {
        tags,
        summary: 'Eingeladene EVUs setzen',
        params: Id,
        body: Type.Object({ evuIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 500 }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      await opts.admin.setzeEvus(request.params.id, request.body.evuIds, wer(request));
      return reply.status(204).send();
    },
  );

  app.get(`${basis}/evuoptions/:id`, { ...nurAdmin, schema: { tags, summary: 'EVUs, deren Sparten passen', params: Id, response: { 200: Type.Array(Option) } } }, async (request) =>
    opts.admin.evuOptionen(request.params.id),
  );

  app.post(
    `${basis}/export`,
    {
      ...nurAdmin,
      schema: {
        tags,
        summary: 'Gefilterte Liste als CSV für Excel',
        body: Type.Object(
          {
            filter: Type.Optional(
              Type.Object({
                idSearch: Type.Optional(Type.String({ maxLength: 50 })),
                status: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 4 }), { maxItems: 5 })),
                kunden: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 200 })),
                evus: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 200 })),
                typen: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2 }), { maxItems: 2 })),
              }),
            ),
            ordering: Type.Optional(Type.Object({ key: Type.Optional(AusschreibungSortierung), direction: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      await wendeFristenAn(app.db, app.clock);
      await protokolliere(app.db, app.clock, { benutzerId: angemeldet(request).id, aktion: 'export_liste', entitaet: 'ausschreibung', nachher: request.body, ipAddress: request.ip });
      const csv = await exportiereListe(app.db, request.body);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`Ausschreibungen_${heute(app.clock.now())}.csv`))
        .send(csv);
    },
  );

  app.get(
    `${basis}/CSV`,
    {
      ...nurAdmin,
      schema: {
        tags,
        summary: 'Lieferstellen der Ausschreibungen mit Lieferbeginn im Zeitraum als CSV',
        querystring: Type.Object({ von: Type.Optional(Type.String({ format: 'date' })), bis: Type.Optional(Type.String({ format: 'date' })) }),
      },
    },
    async (request, reply) => {
      const { von, bis } = request.query;
      if (von && bis && von > bis) throw Regelverletzung.feld('bis', 'Das Ende des Zeitraums muss nach seinem Beginn liegen.');
      await protokolliere(app.db, app.clock, { benutzerId: angemeldet(request).id, aktion: 'export_csv', entitaet: 'ausschreibung', nachher: { von, bis }, ipAddress: request.ip });
      const csv = await exportiereLieferstellen(app.db, von, bis);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`Lieferstellen_${von ?? 'alle'}_bis_${bis ?? 'alle'}.csv`))
        .send(csv);
    },
  );

  for (const [pfad, sparte, Antwort, Rueckgabe] of [
    ['strom', Sparte.Strom, StromAusschreibung, StromAusschreibungRueckgabe],
    ['gas', Sparte.Gas, GasAusschreibung, GasAusschreibungRueckgabe],
  ] as const) {
    app.get(`${basis}/${pfad}/:id`, { ...nurAdmin, schema: { tags, summary: `${pfad === 'strom' ? 'Strom' : 'Gas'}ausschreibung lesen`, params: Id, response: { 200: Antwort } } }, async (request) =>
      opts.admin.lade(request.params.id, sparte),
    );
    app.put(
      `${basis}/${pfad}/:id`,
      { ...nurAdmin, bodyLimit: 8 * 1024 * 1024, schema: { tags, summary: `${pfad === 'strom' ? 'Strom' : 'Gas'}ausschreibung ändern (mit version; 409 bei veraltetem Stand)`, params: Id, body: Rueckgabe } },
      async (request, reply) => {
        await opts.admin.speichere(request.params.id, sparte, request.body, wer(request));
        return reply.status(204).send();
      },
    );
    app.get(
      `${basis}/${pfad}/:id/angebote`,
      { ...nurAdmin, schema: { tags, summary: 'Alle Angebote nach Jahreskosten (ab Status 2)', params: Id, response: { 200: Type.Array(VergleichsAngebot) } } },
      async (request) => opts.admin.angebote(request.params.id, sparte),
    );
    app.post(`${basis}/${pfad}/:id/freigeben`, { ...nurAdmin, schema: { tags, summary: 'Ausschreibung freigeben (Status 0 → 1)', params: Id } }, async (request, reply) => {
      await opts.admin.freigeben(request.params.id, sparte, wer(request));
      return reply.status(204).send();
    });
    app.post(
      `${basis}/${pfad}/:id/angebot/freigeben`,
      { ...nurAdmin, schema: { tags, summary: 'Angebote für den Kunden freigeben (Status 2 → 3)', params: Id } },
      async (request, reply) => {
        await opts.admin.angeboteFreigeben(request.params.id, sparte, wer(request));
        return reply.status(204).send();
      },
    );
  }
};
