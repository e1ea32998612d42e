import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { EvuBenutzerdaten, EvuBenutzerdatenRueckgabe, KundeBenutzerdaten, KundeBenutzerdatenRueckgabe } from '../../src/domain/api/benutzerdaten';
import { angemeldet } from '../plugins/authentifizierung';
import { Benutzerdaten, type Akteur } from './service';
import type { MemberTokens } from '../mitglied/memberTokens';

/** The own profile of a Kunde or EVU, and the public link that confirms a changed e-mail address. */
export const benutzerdatenRoutes: FastifyPluginAsyncTypebox<{ memberTokens: MemberTokens; publicUrl: string; limitProMinute: number }> = async (app, opts) => {
  const benutzerdaten = new Benutzerdaten(app.db, app.clock, opts.memberTokens, app.postausgang, opts.publicUrl);
  const akteur = (request: FastifyRequest): Akteur => ({ benutzerId: angemeldet(request).id, ipAddress: request.ip });

  const nurKunde = { preValidation: app.requireRolle('Kunde') };
  app.get(
    '/api/kunde/benutzerdaten',
    { ...nurKunde, schema: { tags: ['Kunde'], summary: 'Eigene Benutzerdaten', response: { 200: KundeBenutzerdaten } } },
    async (request) => benutzerdaten.kunde(angemeldet(request).id),
  );
  app.put(
    '/api/kunde/benutzerdaten',
    {
      ...nurKunde,
      schema: { tags: ['Kunde'], summary: 'Eigene Benutzerdaten ändern (neue E-Mail-Adresse erst nach Bestätigung)', body: KundeBenutzerdatenRueckgabe, response: { 200: KundeBenutzerdaten } },
    },
    async (request) => benutzerdaten.aendereKunde(akteur(request), request.body),
  );

  const nurEvu = { preValidation: app.requireRolle('EVU') };
  app.get(
    '/api/evu/benutzerdaten',
    { ...nurEvu, schema: { tags: ['EVU'], summary: 'Eigene Benutzerdaten', response: { 200: EvuBenutzerdaten } } },
    async (request) => benutzerdaten.evu(angemeldet(request).id),
  );
  app.put(
    '/api/evu/benutzerdaten',
    {
      ...nurEvu,
      schema: { tags: ['EVU'], summary: 'Eigene Benutzerdaten ändern (neue E-Mail-Adresse erst nach Bestätigung)', body: EvuBenutzerdatenRueckgabe, response: { 200: EvuBenutzerdaten } },
    },
    async (request) => benutzerdaten.aendereEvu(akteur(request), request.body),
  );

  app.post(
    '/framework/api/member/confirm-email',
    {
      config: { rateLimit: { max: opts.limitProMinute, timeWindow: '1 minute' } },
      schema: { tags: ['Mitglied'], summary: 'Neue E-Mail-Adresse mit dem Link aus der E-Mail bestätigen', querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }) },
    },
    async (request, reply) => {
      await benutzerdaten.bestaetigeEmail(request.query.token, request.ip);
      return reply.status(204).send();
    },
  );
};
