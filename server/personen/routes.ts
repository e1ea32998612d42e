import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListeAntwort } from '../../domain/api/liste';
import { handelnder, type Handelnder } from '../plugins/authentication';
import type { PersonenRessource } from './ressource';
import { KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';

const HistorienEintrag = Type.Object({ zeit: Type.String({ format: 'date-time' }), wer: Type.String(), aktion: Type.String(), details: Type.Union([Type.String(), Type.Null()]) });
/**
 * The answer schemas as plain TSchema: the provider cannot resolve a reply type through type parameters, so
 * the answers are typed by the resource's service instead; requests keep their TypeBox types.
 */
const antwort = (schema: TSchema): TSchema => schema;

/**
 * `/api/kundeasadmin`, `/api/evuasadmin`, `/api/administratorasadmin` — the administrator manages every account
 * (DESIGN.md section 7). One plugin, registered once per resource: the calls are the same, only the records differ.
 */
export const personenRoutes = async <Q extends TSchema, Z extends TSchema, O extends TSchema, D extends TSchema, N extends TSchema, A extends TSchema>(
  ...[app, { ressource: r }]: Parameters<FastifyPluginAsyncTypebox<{ ressource: PersonenRessource<Q, Z, O, D, N, A> }>>
): Promise<void> => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  const { art, alle, wen, schemas, service } = r;
  const tags = [r.tag];

  app.get('', { schema: { tags, summary: `${alle} filtern, sortieren, blättern`, querystring: schemas.query, response: { 200: ListeAntwort(schemas.zeile) } } }, async (request) =>
    service.liste(app, request.query),
  );
  app.get('/options', { schema: { tags, summary: 'Auswahllisten der Filter', response: { 200: antwort(schemas.optionen) } } }, async () => service.optionen());
  app.get('/:id', { schema: { tags, summary: `${wen} lesen`, params: IdParameter, response: { 200: antwort(schemas.datensatz) } } }, async (request) => service.lade(app, request.params.id));
  app.post(
    '',
    { schema: { tags, summary: `${wen} anlegen (inaktiv; Aktivierungs-E-Mail mit vorläufigem Passwort)`, body: schemas.neu, response: { 201: antwort(schemas.datensatz) } } },
    async (request, reply) => {
      const neu = await service.lege(app, request.body, handelnder(request));
      return reply.status(201).send(await service.lade(app, neu));
    },
  );
  app.put(
    '/:id',
    { schema: { tags, summary: `${wen} ändern (mit version; 409 bei veraltetem Stand)`, params: IdParameter, body: schemas.aenderung, response: { 200: antwort(schemas.datensatz) } } },
    async (request) => {
      await service.aendere(app, request.params.id, request.body, handelnder(request));
      return service.lade(app, request.params.id);
    },
  );
  app.delete('/:id', { schema: { tags, summary: `${wen} löschen (400, solange Daten daran hängen)`, params: IdParameter, response: { 204: KeinInhalt } } }, async (request, reply) => {
    await app.personenLoeschen.loesche(art, request.params.id, handelnder(request));
    return reply.status(204).send();
  });

  const aktionen: [string, 'POST' | 'DELETE', string, (id: number, wer: Handelnder) => Promise<void>][] = [
    ['sperren', 'POST', 'Konto sperren und seine Sitzungen beenden', (i, w) => app.personenAktionen.sperren(art, i, w)],
    ['entsperren', 'POST', 'Sperre aufheben (auch eine vorübergehende nach Fehlversuchen)', (i, w) => app.personenAktionen.entsperren(art, i, w)],
    ['aktivierung', 'POST', 'Aktivierungs-E-Mail erneut senden (400, wenn schon aktiviert)', (i, w) => app.personenAktionen.aktivierungSenden(art, i, w)],
    ['sessions', 'DELETE', 'Alle Sitzungen des Kontos beenden', (i, w) => app.personenAktionen.sitzungenBeenden(art, i, w)],
    ['second-factors', 'DELETE', 'Alle zweiten Faktoren des Kontos entfernen', (i, w) => app.personenAktionen.zweiteFaktorenLoeschen(art, i, w)],
  ];
  for (const [suffix, method, summary, tat] of aktionen) {
    app.route({
      method,
      url: `/:id/${suffix}`,
      schema: { tags, summary, params: IdParameter, response: { 204: KeinInhalt } },
      handler: async (request, reply) => {
        await tat(request.params.id, handelnder(request));
        return reply.status(204).send();
      },
    });
  }

  app.get('/:id/historie', { schema: { tags, summary: 'Historie des Kontos (neueste zuerst)', params: IdParameter, response: { 200: Type.Array(HistorienEintrag) } } }, async (request) =>
    app.personenLesen.historie(art, request.params.id),
  );
};
