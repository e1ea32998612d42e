import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei, KeinInhalt } from '../../domain/api/antworten';
import { AufhebenEingabe, InformationsschreibenId, Ruege, RuegeEingabe, RuegeEntscheidung, RuegeId, VersandtesInformationsschreiben } from '../../domain/api/zuschlag';
import { KundeFrage } from '../../domain/api/vergabe';
import { signedInUser } from '../plugins/authentication';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { IdParameter } from '../../domain/api/ganzzahl';
import { sendePdf } from './pdfAntwort';

const tags = ['Kunde'];

/**
 * /api/kunde/ausschreibung/{id}/… — the Kunde follows the questions, records and decides Rügen, cancels (hebt auf),
 * reads the Informationsschreiben sent in its name and gets the Vergabevermerk of its own tenders.
 */
export const kundeVergabeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Kunde'));
  app.addHook('preHandler', app.fristenAnwenden);
  const kundeId = async (request: Parameters<typeof signedInUser>[0]) => (await app.profile.kunde(signedInUser(request).id)).id;

  app.get(
    '/:id/fragen',
    { schema: { tags, summary: 'Bieterfragen mit Antworten und Entwürfen, ohne das fragende EVU', params: IdParameter, response: { 200: Type.Array(KundeFrage) } } },
    async (request) => app.bieterfragen.fuerKunde(await kundeId(request), request.params.id),
  );

  const wer = async (request: Parameters<typeof signedInUser>[0]) => {
    const k = await app.profile.handelnderKunde(request);
    return { leser: { rolle: 'Kunde' as const, kundeId: k.kundeId }, benutzerId: k.benutzerId, ipAddress: k.ipAddress };
  };

  app.get(
    '/:id/ruegen',
    { schema: { tags, summary: 'Erfasste Rügen mit ihren Entscheidungen', params: IdParameter, response: { 200: Type.Array(Ruege) } } },
    async (request) => app.ruegen.liste(await wer(request), request.params.id),
  );
  app.post(
    '/:id/ruege',
    { schema: { tags, summary: 'Eingegangene Rüge erfassen (hält den Zuschlag bis zur Entscheidung); dieselbe Rüge (gleicher Eingang, gleicher Text) noch einmal: 409', params: IdParameter, body: RuegeEingabe, response: { 201: Type.Object({ id: Type.Integer() }) } } },
    async (request, reply) => reply.status(201).send(await app.ruegen.erfasse(await wer(request), request.params.id, request.body)),
  );
  app.post(
    '/:id/ruege/:rid/entscheidung',
    { schema: { tags, summary: 'Über eine Rüge entscheiden (abgeholfen oder zurückgewiesen)', params: RuegeId, body: RuegeEntscheidung, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.ruegen.entscheide(await wer(request), request.params.id, request.params.rid, request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:id/aufheben',
    { schema: { tags, summary: 'Ausschreibung aufheben (§ 63 VgV), bis ein Zuschlag wirksam ist; alle eingeladenen EVUs werden benachrichtigt', params: IdParameter, body: AufhebenEingabe, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.aufhebung.hebeAuf(await wer(request), request.params.id, request.body.begruendung);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/informationsschreiben',
    { schema: { tags, summary: 'Die versandten Informationsschreiben nach § 134 GWB (Bieter, versandt am)', params: IdParameter, response: { 200: Type.Array(VersandtesInformationsschreiben) } } },
    async (request) => app.informationsschreiben.liste((await wer(request)).leser, request.params.id),
  );
  app.get(
    '/:id/informationsschreiben/:angebotId',
    {
      schema: {
        tags,
        summary: 'Ein versandtes Informationsschreiben als PDF, wie es der Bieter erhielt',
        params: InformationsschreibenId,
        response: { 200: Datei(['application/pdf'], 'Das Informationsschreiben') },
      },
    },
    async (request, reply) => {
      const brief = await app.informationsschreiben.pdf((await wer(request)).leser, request.params.id, request.params.angebotId);
      return sendePdf(reply, brief);
    },
  );

  app.get('/:id/vergabevermerk', { schema: { tags, summary: 'Vergabevermerk als PDF (ab Status Bindefrist)', params: IdParameter, response: { 200: Datei(['application/pdf'], 'Der Vergabevermerk') } } }, async (request, reply) => {
    const vermerk = await app.vergabevermerk.fuerKunde(await kundeId(request), request.params.id, auftraggeber(signedInUser(request).id, reply));
    return sendePdf(reply, vermerk);
  });
};
