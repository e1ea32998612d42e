import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { EvuBenutzerdaten, EvuBenutzerdatenRueckgabe, KundeBenutzerdaten, KundeBenutzerdatenRueckgabe } from '../../domain/api/benutzerdaten';
import { signedInUser } from '../plugins/authentication';
import type { Akteur } from './service';
import { KeinInhalt } from '../../domain/api/antworten';

const akteur = (request: FastifyRequest): Akteur => ({ benutzerId: signedInUser(request).id, ipAddress: request.ip });
const AENDERN = 'Eigene Benutzerdaten ändern (neue E-Mail-Adresse erst nach Bestätigung)';

/** /api/kunde/benutzerdaten — the Kunde's own profile. */
export const kundeBenutzerdatenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('Kunde'));
  app.get('', { schema: { tags: ['Kunde'], summary: 'Eigene Benutzerdaten', response: { 200: KundeBenutzerdaten } } }, async (request) =>
    app.benutzerdaten.kunde(signedInUser(request).id),
  );
  app.put('', { schema: { tags: ['Kunde'], summary: AENDERN, body: KundeBenutzerdatenRueckgabe, response: { 200: KundeBenutzerdaten } } }, async (request) =>
    app.benutzerdaten.aendereKunde(akteur(request), request.body),
  );
};

/** /api/evu/benutzerdaten — the EVU's own profile. */
export const evuBenutzerdatenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle('EVU'));
  app.get('', { schema: { tags: ['EVU'], summary: 'Eigene Benutzerdaten', response: { 200: EvuBenutzerdaten } } }, async (request) =>
    app.benutzerdaten.evu(signedInUser(request).id),
  );
  app.put('', { schema: { tags: ['EVU'], summary: AENDERN, body: EvuBenutzerdatenRueckgabe, response: { 200: EvuBenutzerdaten } } }, async (request) =>
    app.benutzerdaten.aendereEvu(akteur(request), request.body),
  );
};

/** /framework/api/member/confirm-email — the public link that confirms a changed e-mail address. */
export const emailBestaetigungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { rateLimit: { max: app.config.anmeldeLimitProMinute, timeWindow: '1 minute' } },
      schema: { tags: ['Mitglied'], summary: 'Neue E-Mail-Adresse mit dem Link aus der E-Mail bestätigen', querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }), response: { 204: KeinInhalt } },
    },
    async (request, reply) => {
      await app.benutzerdaten.bestaetigeEmail(request.query.token, request.ip);
      return reply.status(204).send();
    },
  );
};
