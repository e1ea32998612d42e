import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';
import { ListeAntwort } from '../../domain/api/liste';
import type { Datensatz, Deklaration, Felder, Werte } from '../../domain/ressourcen/deklaration';
import { schemasVon } from '../../domain/ressourcen/schema';
import type { Clock } from '../clock';
import { handelnder } from '../plugins/authentication';
import { RessourcenService } from './service';

type MitId = { Params: { id: number } };

/**
 * The routes of one declared resource under its path, for its role only: the list (filter, sort, page), one record,
 * create (201 with the record), change from the version read (409 when it moved on), delete (204).
 */
export async function ressourcenRoutes<F extends Felder>(app: FastifyInstance, d: Deklaration<F>, clock: Clock): Promise<RessourcenService<F>> {
  const schemas = schemasVon(d);
  const service = new RessourcenService(app.db, clock, d, schemas);
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.requireRolle(d.rolle));
      const tags = [`${d.rolle}: ${d.mehrzahl}`];
      const datensatz: TSchema = schemas.datensatz;
      scope.get<{ Querystring: Record<string, unknown> }>(
        '',
        { schema: { tags, summary: `${d.mehrzahl} filtern, sortieren, blättern`, querystring: schemas.query, response: { 200: ListeAntwort(datensatz) } } },
        async (request) => service.liste(request.query),
      );
      scope.get<MitId>('/:id', { schema: { tags, summary: `${d.einzahl} lesen`, params: IdParameter, response: { 200: datensatz } } }, async (request) =>
        service.lade(request.params.id),
      );
      scope.post<{ Body: Werte<F> }>(
        '',
        { schema: { tags, summary: `${d.einzahl} anlegen`, body: schemas.eingabe, response: { 201: datensatz } } },
        async (request, reply): Promise<Datensatz<F>> => {
          const id = await service.lege(request.body as Werte<F>, handelnder(request));
          return reply.status(201).send(await service.lade(id));
        },
      );
      scope.put<MitId & { Body: Werte<F> & { version: number } }>(
        '/:id',
        {
          schema: { tags, summary: `${d.einzahl} ändern (mit version; 409 bei veraltetem Stand)`, params: IdParameter, body: schemas.aenderung, response: { 200: datensatz } },
        },
        async (request) => {
          await service.aendere(request.params.id, request.body as Werte<F> & { version: number }, handelnder(request));
          return service.lade(request.params.id);
        },
      );
      scope.delete<MitId>('/:id', { schema: { tags, summary: `${d.einzahl} löschen`, params: IdParameter, response: { 204: KeinInhalt } } }, async (request, reply) => {
        await service.loesche(request.params.id, handelnder(request));
        return reply.status(204).send();
      });
    },
    { prefix: d.pfad },
  );
  return service;
}
