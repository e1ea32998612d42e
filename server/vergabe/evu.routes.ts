import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EvuFrage, FrageEingabe } from '../../domain/api/vergabe';
import { IdParameter } from '../../domain/api/ganzzahl';
import { signedInUser } from '../plugins/authentication';
import { Datei } from '../../domain/api/antworten';
import { sendePdf } from './pdfAntwort';

const tags = ['EVU'];

/** /api/evu/ausschreibung/{id}/… — an invited EVU's questions and every published answer; its Informationsschreiben. */
export const evuVergabeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('EVU'));
  app.addHook('preHandler', app.fristenAnwenden);
  const evu = app.profile.handelndesEvu.bind(app.profile);

  app.get(
    '/:id/fragen',
    { schema: { tags, summary: 'Veröffentlichte Bieterfragen mit Antworten und die eigenen Fragen', params: IdParameter, response: { 200: Type.Array(EvuFrage) } } },
    async (request) => app.bieterfragen.fuerEvu((await evu(request)).id, request.params.id),
  );

  app.post(
    '/:id/fragen',
    {
      // Counted per account, not per address: the scope's role check has run, and bidders behind one proxy share an IP.
      config: { rateLimit: { max: app.config.bieterfragenProMinute, timeWindow: '1 minute', keyGenerator: (request) => `benutzer ${signedInUser(request).id}` } },
      schema: { tags, summary: 'Bieterfrage stellen (bis zur Angebotsfrist)', params: IdParameter, body: FrageEingabe, response: { 201: Type.Object({ id: Type.Integer() }) } },
    },
    async (request, reply) => reply.status(201).send(await app.bieterfragen.stelle(await evu(request), request.params.id, request.body.frage)),
  );

  app.get(
    '/:id/informationsschreiben',
    {
      schema: {
        tags,
        summary: 'Das Informationsschreiben nach § 134 GWB zum eigenen Angebot als PDF (404, solange keines versandt wurde)',
        params: IdParameter,
        response: { 200: Datei(['application/pdf'], 'Das Informationsschreiben') },
      },
    },
    async (request, reply) => {
      const brief = await app.informationsschreiben.fuerEvu((await evu(request)).id, request.params.id);
      return sendePdf(reply, brief);
    },
  );
};
