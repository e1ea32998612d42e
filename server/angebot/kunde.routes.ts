import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeinInhalt } from '../../domain/api/antworten';
import { Angebotsvergleich, ZuschlagEingabe, ZuschlagRueckfrage } from '../../domain/api/kundeAngebote';
import { IdParameter } from '../../domain/api/ganzzahl';
import { InformationsschreibenVorschau, VorschauAnfrage } from '../../domain/api/zuschlag';
import { signedInUser } from '../plugins/authentication';
import { auftraggeber } from '../shared/arbeiter/anfrage';

const tags = ['Kunde'];
const gross = { bodyLimit: 8 * 1024 * 1024 };

/** /api/kunde/ausschreibung/:id/… — the released offers of the Kunde's own tender and the Zuschlag. */
export const kundeAngebotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Kunde'));
  app.addHook('preHandler', app.fristenAnwenden);

  app.get(
    '/:id/angebote',
    { ...gross, schema: { tags, summary: 'Freigegebene Angebote im Vergleich (ab Status Bindefrist); die nicht geeigneter Bieter getrennt, ohne Rang', params: IdParameter, response: { 200: Angebotsvergleich } } },
    async (request) => app.kundeAngebote.vergleich(await app.profile.handelnderKunde(request), request.params.id),
  );

  app.get(
    '/:id/informationsschreiben/vorschau',
    {
      schema: {
        tags,
        summary: 'Informationsschreiben an die übrigen Bieter vor dem Zuschlag (§ 134 GWB), mit vorgeschlagenen Gründen',
        params: IdParameter,
        querystring: VorschauAnfrage,
        response: { 200: Type.Array(InformationsschreibenVorschau) },
      },
    },
    async (request) => app.kundeAngebote.vorschau(await app.profile.handelnderKunde(request), request.params.id, request.query.angebotId),
  );

  app.post(
    '/:id/zuschlag',
    {
      ...gross,
      schema: {
        tags,
        summary: 'Zuschlag erteilen (vor Ablauf der Bindefrist; mit Stillhaltefrist die Gründe für jedes übrige Angebot)',
        description:
          'Ein Angebot mit Vorbehalt braucht vorbehaltBestaetigt: true, ein Bieter mit Bonitätsklasse ab 5, einer Bonitätsauskunft älter als 12 Monate oder ohne erfasste Auskunft bonitaetBestaetigt: true; ohne antwortet der Server 409 mit den Warnungen und erteilt nichts.',
        params: IdParameter,
        body: ZuschlagEingabe,
        response: { 204: KeinInhalt, 409: ZuschlagRueckfrage },
      },
    },
    async (request, reply) => {
      await app.kundeAngebote.zuschlag(await app.profile.handelnderKunde(request), request.params.id, request.body, auftraggeber(signedInUser(request).id, reply));
      return reply.status(204).send();
    },
  );
};
