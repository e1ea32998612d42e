import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENCRYPTION_KEY_HEADER } from '../../domain/auth';
import { modelStateErrors } from '../plugins/validationMessages';
import { FEHLER_ANTWORTEN, KeinInhalt } from '../../domain/api/antworten';

const Token = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const Verschluesselt = Type.String({ minLength: 1, maxLength: 2000 });

/**
 * Recovery forms answer schema errors with ASP.NET-style paths (`request.Username`), as the client maps
 * them with the prefix "request" (SPEC.md section 5).
 */
function recoveryFehler(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (!request.validationError) return undefined;
  const errors = Object.fromEntries(
    Object.entries(modelStateErrors(request.validationError.validation, 'body')).map(([feld, meldungen]) => [
      `request.${feld.charAt(0).toUpperCase()}${feld.slice(1)}`,
      meldungen,
    ]),
  );
  return reply.status(400).send({ message: 'Die Eingaben sind ungültig.', errors });
}

export const mitgliedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const begrenzt = { config: { rateLimit: { max: app.config.anmeldeLimitProMinute, timeWindow: '1 minute' } } };
  // Recovery: the request only queues an order; the outbox composes and sends it once the answer is out.
  const danachZustellen = { onResponse: async () => app.outbox.anstossen() };

  app.post(
    '/recover-password',
    {
      ...begrenzt,
      ...danachZustellen,
      attachValidation: true,
      schema: {
        tags: ['Mitglied'],
        summary: 'Link zum Ändern des Passworts per E-Mail anfordern (antwortet immer 204; die E-Mail folgt, höchstens eine je Postfach in 15 Minuten)',
        body: Type.Object({ username: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      if (recoveryFehler(request, reply)) return reply;
      await app.wiederherstellung.passwortVergessen(request.body.username, request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/recover-name',
    {
      ...begrenzt,
      ...danachZustellen,
      attachValidation: true,
      schema: {
        tags: ['Mitglied'],
        summary: 'Anmeldenamen per E-Mail anfordern (antwortet immer 204; die E-Mail folgt, höchstens eine je Postfach in 15 Minuten)',
        body: Type.Object({ eMail: Type.String({ minLength: 1, maxLength: 254, format: 'email' }) }),
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      if (recoveryFehler(request, reply)) return reply;
      await app.wiederherstellung.anmeldenameVergessen(request.body.eMail, request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/validate-token',
    {
      ...begrenzt,
      schema: {
        tags: ['Mitglied'],
        summary: 'Prüfen, ob ein Link aus einer E-Mail noch gilt (204) oder nicht (400)',
        querystring: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 100 }),
          tokenType: Type.Union([Type.Literal('ChangePassword'), Type.Literal('ActivateUser')]),
        }),
        response: { 204: KeinInhalt, 400: FEHLER_ANTWORTEN[400] },
      },
    },
    async (request, reply) => {
      const gueltig = await app.mitglied.pruefeToken(request.query.token, request.query.tokenType);
      return gueltig
        ? reply.status(204).send()
        : reply.status(400).send({ message: 'Diese Aktion kann nicht mehr ausgeführt werden.', errors: {} });
    },
  );

  app.post(
    '/change-password',
    {
      ...begrenzt,
      schema: {
        tags: ['Mitglied'],
        summary: 'Neues Passwort mit dem Link aus der E-Mail setzen (Passwörter RSA-verschlüsselt)',
        querystring: Token,
        body: Type.Object({ password: Verschluesselt, passwordConfirmation: Verschluesselt }),
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      const keyId = request.headers[ENCRYPTION_KEY_HEADER];
      await app.mitglied.passwortMitTokenAendern(
        request.query.token,
        { ...request.body, keyId: typeof keyId === 'string' ? keyId : undefined },
        request.ip,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/activate-user',
    { ...begrenzt, schema: { tags: ['Mitglied'], summary: 'Konto mit dem Link aus der E-Mail aktivieren', querystring: Token, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.mitglied.aktiviere(request.query.token, request.ip);
      return reply.status(204).send();
    },
  );
};
