import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Benachrichtigungen, BenachrichtigungenEingabe, Neuigkeiten } from '../../domain/api/benachrichtigungen';
import { signedInUser } from '../plugins/authentication';

/** How many entries the start page shows. */
const NEUIGKEITEN_HOECHSTENS = 10;

/** The signed-in user's choice of mails, and the entries of the start page. */
export const benachrichtigungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle());

  app.get(
    '/benachrichtigungen',
    { schema: { tags: ['Mitglied'], summary: 'Welche E-Mails das eigene Konto erhält (vorgeschriebene immer)', response: { 200: Benachrichtigungen } } },
    async (request) => app.benachrichtigungsEinstellungen.lies(signedInUser(request)),
  );

  app.put(
    '/benachrichtigungen',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'E-Mails an- oder abbestellen; eine vorgeschriebene abzubestellen antwortet 400',
        body: BenachrichtigungenEingabe,
        response: { 200: Benachrichtigungen },
      },
    },
    async (request) => app.benachrichtigungsEinstellungen.setze({ ...signedInUser(request), ipAddress: request.ip }, request.body),
  );

  app.get(
    '/neuigkeiten',
    { schema: { tags: ['Mitglied'], summary: `Die neuesten Einträge der Startseite (höchstens ${NEUIGKEITEN_HOECHSTENS})`, response: { 200: Neuigkeiten } } },
    async (request) => app.benachrichtigungsEinstellungen.neuigkeiten(signedInUser(request).id, NEUIGKEITEN_HOECHSTENS),
  );
};
