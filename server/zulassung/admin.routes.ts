import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERLAUBTE_DATEITYPEN } from '../../domain/dokumente';
import { Sparte } from '../../domain/ausschreibung';
import { Datei, KeinInhalt } from '../../domain/api/antworten';
import { IdParameter } from '../../domain/api/ganzzahl';
import { BonitaetEingabe, NachweisPfad, NachweisPruefung, SpartePfad, ZulassungAdminAntwort, ZulassungEntscheidung } from '../../domain/api/zulassungAdmin';
import { handelnder } from '../plugins/authentication';
import { sendeGespeicherteDatei } from '../shared/gespeicherteDatei';

const tags = ['Administrator: Lieferantenregister'];
const SPARTE_AUS_PFAD = { strom: Sparte.Strom, gas: Sparte.Gas } as const;

/**
 * /api/evuasadmin/{id}/… — an EVU's Zulassung as the administrator reads and decides it (issue 45). Beside the people
 * management's routes of the same prefix (server/personen/), which know nothing of the register.
 */
export const zulassungAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));

  app.get(
    '/:id/zulassung',
    { schema: { tags, summary: 'Zulassung je Sparte mit Fehlendem und Verlauf, Nachweise, Eigenerklärung, Referenzen, Bonität', params: IdParameter, response: { 200: ZulassungAdminAntwort } } },
    async (request) => app.zulassungAdmin.stand(request.params.id),
  );

  app.post(
    '/:id/zulassung/:sparte/entscheidung',
    {
      schema: {
        tags,
        summary: 'Zulassen, ablehnen, sperren oder entsperren (registriert), mit Begründung; 409 mit dem Grund, wenn der Übergang oder fehlende Nachweise es nicht erlauben',
        params: SpartePfad,
        body: ZulassungEntscheidung,
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      await app.zulassungAdmin.entscheide(request.params.id, SPARTE_AUS_PFAD[request.params.sparte], request.body.status, request.body.begruendung, handelnder(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/nachweise/:nid/pruefung',
    { schema: { tags, summary: 'Nachweis als geprüft markieren oder ablehnen (mit Begründung)', params: NachweisPfad, body: NachweisPruefung, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.zulassungAdmin.pruefeNachweis(request.params.id, request.params.nid, request.body, handelnder(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/nachweise/:nid',
    { schema: { tags, summary: 'Nachweis herunterladen; der Dateiname steht in Content-Disposition', params: NachweisPfad, response: { 200: Datei([...Object.keys(ERLAUBTE_DATEITYPEN), 'application/octet-stream'], 'Der Nachweis') } } },
    async (request, reply) => {
      return sendeGespeicherteDatei(reply, await app.zulassungAdmin.nachweis(request.params.id, request.params.nid));
    },
  );

  app.get(
    '/:id/eigenerklaerung/pdf',
    { schema: { tags, summary: 'Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB) als PDF', params: IdParameter, response: { 200: Datei(['application/pdf'], 'Die unterzeichnete Eigenerklärung') } } },
    async (request, reply) => {
      const pdf = await app.zulassungAdmin.eigenerklaerung(request.params.id);
      return sendeGespeicherteDatei(reply, { contentType: 'application/pdf', name: pdf.name, data: pdf.data });
    },
  );

  app.put(
    '/:id/bonitaet',
    { schema: { tags, summary: 'Bonität erfassen (Klasse 1–6, Datum nicht in der Zukunft, Quelle); die neueste gilt', params: IdParameter, body: BonitaetEingabe, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.zulassungAdmin.erfasseBonitaet(request.params.id, request.body, handelnder(request));
      return reply.status(204).send();
    },
  );
};
