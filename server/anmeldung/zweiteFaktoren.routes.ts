import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../plugins/authentication';
import { KeinInhalt } from '../../domain/api/antworten';
import { DbGanzzahl } from '../../domain/api/ganzzahl';
import { CURRENT_PASSWORD_HEADER, ENCRYPTION_KEY_HEADER } from '../../domain/auth';
import type { VerschluesseltesPasswort } from './aktuellesPasswort';

const Id = DbGanzzahl;

/** The current password, encrypted as the login sends it; without it the service refuses with 403. */
const PasswortKoepfe = Type.Object({
  [CURRENT_PASSWORD_HEADER]: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$', maxLength: 2000, description: 'Das aktuelle Passwort, RSA-verschlüsselt wie bei der Anmeldung (base64 ohne Zeilenumbrüche)' }),
  ),
  [ENCRYPTION_KEY_HEADER]: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]+$', maxLength: 100, description: 'Id des Schlüssels aus GET /framework/api/encryption' })),
});

const Wiederherstellungscodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

function passwortAus(request: FastifyRequest): VerschluesseltesPasswort {
  const verschluesselt = request.headers[CURRENT_PASSWORD_HEADER];
  const keyId = request.headers[ENCRYPTION_KEY_HEADER];
  return { verschluesselt: typeof verschluesselt === 'string' ? verschluesselt : undefined, keyId: typeof keyId === 'string' ? keyId : undefined };
}

/**
 * The signed-in user's second factors: list, start adding (QR data), confirm with a code, delete; and the recovery
 * codes that stand in for a code. Confirming a new factor, deleting one and new recovery codes need the current
 * password (header X-Current-Password), and count wrong ones like the login, hence its rate limit.
 */
export const zweiteFaktorenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRolle());
  const begrenzt = { rateLimit: { max: app.config.anmeldeLimitProMinute, timeWindow: '1 minute' } };

  app.get(
    '',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Eigene zweite Faktoren',
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), type: Type.Integer(), label: Type.String() })) },
      },
    },
    async (request) => app.zweiteFaktoren.liste(signedInUser(request).id),
  );

  app.get(
    '/new',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Neuen zweiten Faktor vorbereiten (Geheimnis und otpauth-URI für den QR-Code; beim ersten Faktor die zehn Wiederherstellungscodes, die mit ihm gelten)',
        querystring: Type.Object({ type: Type.Integer({ minimum: 0, maximum: 10 }) }),
        response: {
          200: Type.Object({
            type: Type.Integer(),
            label: Type.String(),
            secret: Type.String(),
            otpauthUri: Type.String(),
            requestToken: Type.String(),
            recoveryCodes: Type.Optional(Type.Array(Type.String())),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.zweiteFaktoren.neu(signedInUser(request), request.query.type);
    },
  );

  app.post(
    '',
    {
      config: begrenzt,
      schema: {
        tags: ['Mitglied'],
        summary:
          'Vorbereiteten zweiten Faktor mit einem aktuellen Code bestätigen; verlangt das aktuelle Passwort. Antwort ist die neue Id (409, wenn inzwischen ein anderer erster Faktor mit eigenen Wiederherstellungscodes bestätigt wurde)',
        headers: PasswortKoepfe,
        body: Type.Object({
          type: Type.Optional(Type.Integer()),
          label: Type.String({ minLength: 1, maxLength: 100 }),
          secret: Type.Optional(Type.String({ maxLength: 100 })),
          otpauthUri: Type.Optional(Type.String({ maxLength: 500 })),
          requestToken: Type.String({ minLength: 1, maxLength: 100 }),
          code: Type.String({ minLength: 1, maxLength: 10 }),
        }),
        response: { 200: Type.Integer() },
      },
    },
    async (request) => app.zweiteFaktoren.speichere(signedInUser(request).id, request.body, passwortAus(request), request.ip),
  );

  app.get(
    '/recovery-codes',
    {
      schema: {
        tags: ['Mitglied'],
        summary: 'Wie viele Wiederherstellungscodes noch unbenutzt sind',
        response: { 200: Type.Object({ remaining: Type.Integer() }) },
      },
    },
    async (request) => app.zweiteFaktoren.wiederherstellungscodeStand(signedInUser(request).id),
  );

  app.post(
    '/recovery-codes',
    {
      config: begrenzt,
      schema: {
        tags: ['Mitglied'],
        summary: 'Zehn neue Wiederherstellungscodes (nur in dieser Antwort); die bisherigen gelten nicht mehr. Verlangt das aktuelle Passwort',
        headers: PasswortKoepfe,
        response: { 200: Wiederherstellungscodes },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.zweiteFaktoren.neueWiederherstellungscodes(signedInUser(request).id, passwortAus(request), request.ip);
    },
  );

  app.delete(
    '/:id',
    {
      config: begrenzt,
      schema: {
        tags: ['Mitglied'],
        summary: 'Eigenen zweiten Faktor löschen; verlangt das aktuelle Passwort, benachrichtigt per E-Mail und beendet die anderen Sitzungen',
        params: Type.Object({ id: Id }),
        headers: PasswortKoepfe,
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      await app.zweiteFaktoren.loesche(signedInUser(request), request.params.id, passwortAus(request), request.ip);
      return reply.status(204).send();
    },
  );
};
