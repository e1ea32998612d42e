import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei, KeinInhalt } from '../../domain/api/antworten';
import { AdminFrage, AntwortEingabe, Antwortregel, AntwortregelEingabe, EntwurfEingabe, WortlautEingabe } from '../../domain/api/vergabe';
import { nurEingabe, Rueckgabe } from '../../domain/api/rueckgabe';
import { AufhebenEingabe, InformationsschreibenId, Ruege, RuegeEingabe, RuegeEntscheidung, RuegeId, VersandtesInformationsschreiben } from '../../domain/api/zuschlag';
import { Sparte } from '../../domain/ausschreibung';
import { handelnder, signedInUser } from '../plugins/authentication';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { DbGanzzahl, IdParameter } from '../../domain/api/ganzzahl';
import { sendePdf } from './pdfAntwort';

const FrageId = Type.Object({ id: DbGanzzahl, frageId: DbGanzzahl });
const tags = ['Administrator: Vergabe'];
/** A client may send back the rule exactly as it read it; only antwortfristTage is written. */
const AntwortregelRueckgabe = Rueckgabe(AntwortregelEingabe, Antwortregel);

/**
 * /api/ausschreibungasadmin/{strom|gas}/{id}/… — bidders' questions, the answer rule, Rügen and the Aufhebung (for the
 * Kunde), the sent Informationsschreiben and the Vergabevermerk.
 */
export const adminVergabeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Administrator'));
  app.addHook('preHandler', app.fristenAnwenden);

  for (const [pfad, sparte] of [
    ['strom', Sparte.Strom],
    ['gas', Sparte.Gas],
  ] as const) {
    app.get(
      `/${pfad}/:id/fragen`,
      { schema: { tags, summary: 'Alle Bieterfragen mit dem fragenden EVU', params: IdParameter, response: { 200: Type.Array(AdminFrage) } } },
      async (request) => app.bieterfragen.fuerAdmin(request.params.id, sparte),
    );
    app.post(
      `/${pfad}/:id/fragen/:frageId/antwort`,
      { schema: { tags, summary: 'Antwort veröffentlichen, auf Wunsch mit verlängerter Angebotsfrist', params: FrageId, body: AntwortEingabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.bieterfragen.beantworte(request.params.id, sparte, request.params.frageId, request.body, handelnder(request));
        return reply.status(204).send();
      },
    );
    app.put(
      `/${pfad}/:id/fragen/:frageId/entwurf`,
      { schema: { tags, summary: 'Antwortentwurf speichern (für EVUs unsichtbar)', params: FrageId, body: EntwurfEingabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.bieterfragen.speichereEntwurf(request.params.id, sparte, request.params.frageId, request.body.antwort, handelnder(request));
        return reply.status(204).send();
      },
    );
    app.put(
      `/${pfad}/:id/fragen/:frageId/wortlaut`,
      { schema: { tags, summary: 'Veröffentlichten Wortlaut einer Frage bearbeiten (der ursprüngliche bleibt im Protokoll)', params: FrageId, body: WortlautEingabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.bieterfragen.bearbeiteWortlaut(request.params.id, sparte, request.params.frageId, request.body.frage, handelnder(request));
        return reply.status(204).send();
      },
    );
    app.post(
      `/${pfad}/:id/fragen/:frageId/nicht-veroeffentlichen`,
      { schema: { tags, summary: 'Frage nicht veröffentlichen (nur noch für Administratoren und im Protokoll)', params: FrageId, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.bieterfragen.nichtVeroeffentlichen(request.params.id, sparte, request.params.frageId, handelnder(request));
        return reply.status(204).send();
      },
    );
    app.get(
      `/${pfad}/:id/antwortregel`,
      { schema: { tags, summary: 'Frist für Antworten vor der Angebotsfrist (§ 20 Abs. 3 VgV)', params: IdParameter, response: { 200: Antwortregel } } },
      async (request) => app.bieterfragen.antwortregel(request.params.id, sparte),
    );
    app.put(
      `/${pfad}/:id/antwortregel`,
      { schema: { tags, summary: 'Tage für Antworten vor der Angebotsfrist setzen', params: IdParameter, body: AntwortregelRueckgabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.bieterfragen.setzeAntwortregel(request.params.id, sparte, nurEingabe(AntwortregelEingabe, request.body).antwortfristTage, handelnder(request));
        return reply.status(204).send();
      },
    );
    const fuerKunden = (request: Parameters<typeof signedInUser>[0]) => ({ leser: { rolle: 'Administrator' as const, sparte }, benutzerId: signedInUser(request).id, ipAddress: request.ip });
    app.get(
      `/${pfad}/:id/ruegen`,
      { schema: { tags, summary: 'Erfasste Rügen mit ihren Entscheidungen', params: IdParameter, response: { 200: Type.Array(Ruege) } } },
      async (request) => app.ruegen.liste(fuerKunden(request), request.params.id),
    );
    app.post(
      `/${pfad}/:id/ruege`,
      { schema: { tags, summary: 'Rüge für den Kunden erfassen (hält den Zuschlag bis zur Entscheidung)', params: IdParameter, body: RuegeEingabe, response: { 201: Type.Object({ id: Type.Integer() }) } } },
      async (request, reply) => reply.status(201).send(await app.ruegen.erfasse(fuerKunden(request), request.params.id, request.body)),
    );
    app.post(
      `/${pfad}/:id/ruege/:rid/entscheidung`,
      { schema: { tags, summary: 'Für den Kunden über eine Rüge entscheiden', params: RuegeId, body: RuegeEntscheidung, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.ruegen.entscheide(fuerKunden(request), request.params.id, request.params.rid, request.body);
        return reply.status(204).send();
      },
    );
    app.post(
      `/${pfad}/:id/aufheben`,
      { schema: { tags, summary: 'Ausschreibung für den Kunden aufheben (§ 63 VgV); alle eingeladenen EVUs werden benachrichtigt', params: IdParameter, body: AufhebenEingabe, response: { 204: KeinInhalt } } },
      async (request, reply) => {
        await app.aufhebung.hebeAuf(fuerKunden(request), request.params.id, request.body.begruendung);
        return reply.status(204).send();
      },
    );
    app.get(
      `/${pfad}/:id/informationsschreiben`,
      { schema: { tags, summary: 'Die versandten Informationsschreiben nach § 134 GWB (Bieter, versandt am)', params: IdParameter, response: { 200: Type.Array(VersandtesInformationsschreiben) } } },
      async (request) => app.informationsschreiben.liste({ rolle: 'Administrator', sparte }, request.params.id),
    );
    app.get(
      `/${pfad}/:id/informationsschreiben/:angebotId`,
      {
        schema: {
          tags,
          summary: 'Ein versandtes Informationsschreiben als PDF, wie es der Bieter erhielt',
          params: InformationsschreibenId,
          response: { 200: Datei(['application/pdf'], 'Das Informationsschreiben') },
        },
      },
      async (request, reply) => {
        const brief = await app.informationsschreiben.pdf({ rolle: 'Administrator', sparte }, request.params.id, request.params.angebotId);
        return sendePdf(reply, brief);
      },
    );
    app.get(`/${pfad}/:id/vergabevermerk`, { schema: { tags, summary: 'Vergabevermerk als PDF', params: IdParameter, response: { 200: Datei(['application/pdf'], 'Der Vergabevermerk') } } }, async (request, reply) => {
      const vermerk = await app.vergabevermerk.fuerAdmin(request.params.id, sparte, auftraggeber(signedInUser(request).id, reply));
      return sendePdf(reply, vermerk);
    });
  }
};
