import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Datei, KeinInhalt } from '../../domain/api/antworten';
import {
  AntragEingabe,
  Eigenerklaerung,
  EigenerklaerungEingabe,
  EigenerklaerungRueckgabe,
  NachweisIdParameter,
  Referenz,
  ReferenzenEingabe,
  ReferenzenRueckgabe,
  ZulassungStand,
} from '../../domain/api/zulassung';
import { nurEingabe } from '../../domain/api/rueckgabe';
import { NACHWEIS_REGELN } from '../../domain/zulassung/nachweisUpload';
import { signedInUser } from '../plugins/authentication';
import { auftraggeber } from '../shared/arbeiter/anfrage';
import { sendeGespeicherteDatei } from '../shared/gespeicherteDatei';

const tags = ['EVU'];

/**
 * /api/evu/… — the EVU's side of the supplier register (issue 45): its Zulassung per Sparte with what is missing, its
 * proofs, the Eigenerklärung and the Referenzliste, and the application. The upload itself: nachweisUpload.routes.ts.
 */
export const evuZulassungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('EVU'));
  const evu = app.profile.handelndesEvu.bind(app.profile);

  app.get(
    '/zulassung',
    { schema: { tags, summary: 'Eigene Zulassung je Sparte mit fehlenden Nachweisen und Gründen, die Nachweise und der Stand von Eigenerklärung und Referenzliste', response: { 200: ZulassungStand } } },
    async (request) => app.evuZulassung.stand((await evu(request)).id),
  );

  app.post(
    '/zulassung/antrag',
    {
      schema: {
        tags,
        summary: 'Zulassung beantragen (in Prüfung)',
        description:
          'Mit `sparte` für diese Sparte, ohne für jede eigene Sparte, deren Zustand einen Antrag erlaubt (registriert, abgelehnt, abgelaufen). ' +
          '409, solange ein Pflichtnachweis fehlt (die Antwort nennt sie in `fehlend`), und für eine Zulassung in Prüfung, zugelassen oder gesperrt.',
        body: AntragEingabe,
        response: { 200: ZulassungStand },
      },
    },
    async (request) => app.evuZulassung.beantrage(await evu(request), request.body.sparte),
  );

  app.get(
    '/eigenerklaerung',
    { schema: { tags, summary: 'Die abgegebene Eigenerklärung zu Ausschlussgründen (404, solange keine abgegeben wurde)', response: { 200: Eigenerklaerung } } },
    async (request) => app.evuErklaerungen.eigenerklaerung((await evu(request)).id),
  );

  app.put(
    '/eigenerklaerung',
    {
      schema: {
        tags,
        summary: 'Eigenerklärung zu Ausschlussgründen (§§ 123, 124 GWB) abgeben oder erneuern',
        description: 'Jeder Ausschlussgrund genau einmal: liegt nicht vor, oder liegt vor mit Sachverhalt und Selbstreinigung (§ 125 GWB); unterzeichnet mit Vor- und Nachnamen und Datum (nicht in der Zukunft). Das PDF wird dabei erstellt.',
        body: EigenerklaerungRueckgabe,
        response: { 200: Eigenerklaerung },
      },
    },
    async (request, reply) =>
      app.evuErklaerungen.speichereEigenerklaerung(await evu(request), nurEingabe(EigenerklaerungEingabe, request.body), auftraggeber(signedInUser(request).id, reply)),
  );

  app.get(
    '/eigenerklaerung/pdf',
    { schema: { tags, summary: 'Die abgegebene Eigenerklärung als PDF', response: { 200: Datei(['application/pdf'], 'Die Eigenerklärung') } } },
    async (request, reply) => {
      const { pdf, dateiname } = await app.evuErklaerungen.eigenerklaerungPdf((await evu(request)).id);
      return sendeGespeicherteDatei(reply, { contentType: 'application/pdf', name: dateiname, data: pdf });
    },
  );

  app.get('/referenzen', { schema: { tags, summary: 'Die eigene Referenzliste', response: { 200: Type.Array(Referenz) } } }, async (request) =>
    app.evuErklaerungen.referenzen((await evu(request)).id),
  );

  app.put(
    '/referenzen',
    {
      schema: {
        tags,
        summary: 'Referenzliste ersetzen (1 bis 50 Zeilen: Kunde, Liefermenge in MWh, Sparte, Lieferzeitraum)',
        body: ReferenzenRueckgabe,
        response: { 200: Type.Array(Referenz) },
      },
    },
    async (request) => app.evuErklaerungen.speichereReferenzen(await evu(request), nurEingabe(ReferenzenEingabe, request.body)),
  );

  app.get(
    '/nachweise/:id',
    {
      schema: { tags, summary: 'Einen eigenen Nachweis herunterladen; der Dateiname steht in Content-Disposition', params: NachweisIdParameter, response: { 200: Datei([...NACHWEIS_REGELN.typen], 'Die Datei') } },
    },
    async (request, reply) => {
      return sendeGespeicherteDatei(reply, await app.evuNachweise.lade((await evu(request)).id, request.params.id));
    },
  );

  app.delete(
    '/nachweise/:id',
    { schema: { tags, summary: 'Einen noch nicht geprüften eigenen Nachweis löschen (409, sobald er geprüft ist)', params: NachweisIdParameter, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.evuNachweise.loesche(await evu(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
