import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import { ListeAntwort } from '../../src/domain/api/liste';
import {
  AdministratorDatensatz,
  AdministratorListeQuery,
  AdministratorNeu,
  AdministratorOptionen,
  AdministratorRueckgabe,
  AdministratorZeile,
  EvuDatensatz,
  EvuListeQuery,
  EvuNeu,
  EvuOptionen,
  EvuRueckgabe,
  EvuZeile,
  KundeDatensatz,
  KundeListeQuery,
  KundeNeu,
  KundeOptionen,
  KundeRueckgabe,
  KundeZeile,
} from '../../src/domain/api/personenAdmin';
import { angemeldet } from '../plugins/authentifizierung';
import type { PersonenAdminAktionen } from './aktionen.service';
import { personenHistorie } from './historie.queries';
import type { Handelnder, PersonenArt } from './konto.queries';
import { administratorenListe, administratorOptionen, evuListe, evuOptionen, kundeOptionen, kundenListe } from './liste.queries';
import { ladeAdministrator, ladeEvu, ladeKunde } from './detail.queries';
import type { PersonenAdminLoeschen } from './loeschen.service';
import type { PersonenAdminSpeichern } from './speichern.service';
import { ordnungUndSeite } from '../ausschreibung/listenAnfrage';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const HistorienEintrag = Type.Object({ zeit: Type.String({ format: 'date-time' }), wer: Type.String(), aktion: Type.String(), details: Type.Union([Type.String(), Type.Null()]) });

/** One resource of the people management: its schemas and the services behind its calls. */
interface Ressource<Q extends TSchema, Z extends TSchema, O extends TSchema, D extends TSchema, N extends TSchema, A extends TSchema> {
  art: PersonenArt;
  pfad: string;
  tag: string;
  /** the records and one record in the OpenAPI summaries */
  alle: string;
  wen: string;
  schemas: { query: Q; zeile: Z; optionen: O; datensatz: D; neu: N; aenderung: A };
  liste(q: Static<Q>): Promise<{ items: Static<Z>[]; total: number }>;
  optionen(): Static<O>;
  lade(id: number): Promise<Static<D>>;
  lege(e: Static<N>, wer: Handelnder): Promise<number>;
  aendere(id: number, e: Static<A>, wer: Handelnder): Promise<void>;
}

interface Dienste {
  speichern: PersonenAdminSpeichern;
  aktionen: PersonenAdminAktionen;
  loeschen: PersonenAdminLoeschen;
}

/**
 * `/api/kundeasadmin`, `/api/evuasadmin`, `/api/administratorasadmin` — the administrator manages every account
 * (DESIGN.md section 7). The three resources answer the same calls; only their records differ.
 */
export const personenAdminRoutes: FastifyPluginAsyncTypebox<Dienste> = async (typisiert, opts) => {
  // The schemas differ per resource, the routes do not: one generic registration validates by the resource's
  // schemas, which the TypeBox provider cannot follow through type parameters; the services are typed instead.
  const app = typisiert.withTypeProvider<FastifyTypeProviderDefault>();
  const jetzt = () => app.clock.now();
  registriere(app, opts, {
    art: 'kunde',
    pfad: '/api/kundeasadmin',
    tag: 'Administrator: Kunden',
    alle: 'Kunden',
    wen: 'Kunden',
    schemas: { query: KundeListeQuery, zeile: KundeZeile, optionen: KundeOptionen, datensatz: KundeDatensatz, neu: KundeNeu, aenderung: KundeRueckgabe },
    liste: (q) => kundenListe(app.db, q, ordnungUndSeite(q)),
    optionen: kundeOptionen,
    lade: (id) => ladeKunde(app.db, id, jetzt()),
    lege: (e, wer) => opts.speichern.legeKundeAn(e, wer),
    aendere: (id, e, wer) => opts.speichern.aendereKunde(id, e, wer),
  });
  registriere(app, opts, {
    art: 'evu',
    pfad: '/api/evuasadmin',
    tag: 'Administrator: EVUs',
    alle: 'EVUs',
    wen: 'EVU',
    schemas: { query: EvuListeQuery, zeile: EvuZeile, optionen: EvuOptionen, datensatz: EvuDatensatz, neu: EvuNeu, aenderung: EvuRueckgabe },
    liste: (q) => evuListe(app.db, q, ordnungUndSeite(q)),
    optionen: evuOptionen,
    lade: (id) => ladeEvu(app.db, id, jetzt()),
    lege: (e, wer) => opts.speichern.legeEvuAn(e, wer),
    aendere: (id, e, wer) => opts.speichern.aendereEvu(id, e, wer),
  });
  registriere(app, opts, {
    art: 'administrator',
    pfad: '/api/administratorasadmin',
    tag: 'Administrator: Administratoren',
    alle: 'Administratoren',
    wen: 'Administrator',
    schemas: {
      query: AdministratorListeQuery,
      zeile: AdministratorZeile,
      optionen: AdministratorOptionen,
      datensatz: AdministratorDatensatz,
      neu: AdministratorNeu,
      aenderung: AdministratorRueckgabe,
    },
    liste: (q) => administratorenListe(app.db, q, ordnungUndSeite(q)),
    optionen: administratorOptionen,
    lade: (id) => ladeAdministrator(app.db, id, jetzt()),
    lege: (e, wer) => opts.speichern.legeAdministratorAn(e, wer),
    aendere: (id, e, wer) => opts.speichern.aendereAdministrator(id, e, wer),
  });
};

/** Typed as any route schema, so a handler's answer is checked by the resource's service, not by the provider. */
const schema = (s: FastifySchema): FastifySchema => s;

function registriere<Q extends TSchema, Z extends TSchema, O extends TSchema, D extends TSchema, N extends TSchema, A extends TSchema>(
  app: FastifyInstance,
  dienste: Dienste,
  r: Ressource<Q, Z, O, D, N, A>,
): void {
  const nurAdmin = { preValidation: app.requireRolle('Administrator') };
  const tags = [r.tag];
  const wer = (request: FastifyRequest): Handelnder => ({ id: angemeldet(request).id, ipAddress: request.ip });
  const id = (request: FastifyRequest) => (request.params as Static<typeof Id>).id;
  const { art, pfad, alle, wen, schemas } = r;

  app.get(
    pfad,
    { ...nurAdmin, schema: schema({ tags, summary: `${alle} filtern, sortieren, blättern`, querystring: schemas.query, response: { 200: ListeAntwort(schemas.zeile) } }) },
    async (request) => r.liste(request.query as Static<Q>),
  );
  app.get(`${pfad}/options`, { ...nurAdmin, schema: schema({ tags, summary: 'Auswahllisten der Filter', response: { 200: schemas.optionen } }) }, async () => r.optionen());
  app.get(`${pfad}/:id`, { ...nurAdmin, schema: schema({ tags, summary: `${wen} lesen`, params: Id, response: { 200: schemas.datensatz } }) }, async (request) =>
    r.lade(id(request)),
  );
  app.post(
    pfad,
    {
      ...nurAdmin,
      schema: schema({ tags, summary: `${wen} anlegen (inaktiv; Aktivierungs-E-Mail mit vorläufigem Passwort)`, body: schemas.neu, response: { 201: schemas.datensatz } }),
    },
    async (request, reply) => {
      const neu = await r.lege(request.body as Static<N>, wer(request));
      return reply.status(201).send(await r.lade(neu));
    },
  );
  app.put(
    `${pfad}/:id`,
    { ...nurAdmin, schema: schema({ tags, summary: `${wen} ändern (mit version; 409 bei veraltetem Stand)`, params: Id, body: schemas.aenderung, response: { 200: schemas.datensatz } }) },
    async (request) => {
      await r.aendere(id(request), request.body as Static<A>, wer(request));
      return r.lade(id(request));
    },
  );
  app.delete(`${pfad}/:id`, { ...nurAdmin, schema: schema({ tags, summary: `${wen} löschen (400, solange Daten daran hängen)`, params: Id }) }, async (request, reply) => {
    await dienste.loeschen.loesche(art, id(request), wer(request));
    return reply.status(204).send();
  });

  const aktionen: [string, 'POST' | 'DELETE', string, (id: number, wer: Handelnder) => Promise<void>][] = [
    ['sperren', 'POST', 'Konto sperren und seine Sitzungen beenden', (i, w) => dienste.aktionen.sperren(art, i, w)],
    ['entsperren', 'POST', 'Sperre aufheben (auch eine vorübergehende nach Fehlversuchen)', (i, w) => dienste.aktionen.entsperren(art, i, w)],
    ['aktivierung', 'POST', 'Aktivierungs-E-Mail erneut senden (400, wenn schon aktiviert)', (i, w) => dienste.aktionen.aktivierungSenden(art, i, w)],
    ['sessions', 'DELETE', 'Alle Sitzungen des Kontos beenden', (i, w) => dienste.aktionen.sitzungenBeenden(art, i, w)],
    ['second-factors', 'DELETE', 'Alle zweiten Faktoren des Kontos entfernen', (i, w) => dienste.aktionen.zweiteFaktorenLoeschen(art, i, w)],
  ];
  for (const [suffix, method, summary, tat] of aktionen) {
    app.route({
      method,
      url: `${pfad}/:id/${suffix}`,
      ...nurAdmin,
      schema: schema({ tags, summary, params: Id }),
      handler: async (request, reply) => {
        await tat(id(request), wer(request));
        return reply.status(204).send();
      },
    });
  }

  app.get(
    `${pfad}/:id/historie`,
    { ...nurAdmin, schema: schema({ tags, summary: 'Historie des Kontos (neueste zuerst)', params: Id, response: { 200: Type.Array(HistorienEintrag) } }) },
    async (request) => personenHistorie(app.db, art, id(request)),
  );
}
