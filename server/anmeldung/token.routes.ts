import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENCRYPTION_KEY_HEADER } from '../../domain/auth';
import { modelStateErrors } from '../plugins/validationMessages';
import type { TokenErgebnis } from './anmeldung.service';

const Feld = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const TokenAnfrage = Type.Object({
  grant_type: Feld(30),
  username: Feld(254),
  password: Feld(2000),
  passwordChange: Feld(4000),
  secondFactor: Feld(200),
  currentSessionId: Feld(20),
  refresh_token: Feld(200),
});

/** OAuth errors; a body the parser rejects (e.g. broken JSON) is answered by the common handler with a model state. */
const TokenFehlerSchema = Type.Object({
  error: Type.Optional(Type.String()),
  error_description: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

/** The parameters each grant requires (RFC 6749 sections 4.3.2 and 6); a Map, so no grant_type finds Object.prototype. */
const PFLICHT = new Map<string, readonly ('username' | 'password' | 'refresh_token')[]>([
  ['password', ['username', 'password']],
  ['refresh_token', ['refresh_token']],
]);

/** The token endpoint's path; TOKEN_PATH may name one more (index.ts). */
export const TOKEN_PFAD = '/framework/oauth/token';

/**
 * POST /framework/oauth/token — password and refresh grant; errors in the OAuth shape of DESIGN.md section 7.
 * A missing grant_type or required parameter is RFC 6749's invalid_request, an unknown grant_type
 * unsupported_grant_type; what the portal itself decides keeps its own codes (invalid_grant, error with a
 * model state, password_change_required, second_factor_required, session_expired).
 */
export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      attachValidation: true,
      // One count for the endpoint at either of its paths.
      config: { rateLimit: { max: app.config.anmeldeLimitProMinute, timeWindow: '1 minute', endpunkt: `POST ${TOKEN_PFAD}` } },
      // RFC 6749 section 5.1, on every answer of the endpoint (also a 429 or a parser error).
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        return payload;
      },
      schema: {
        tags: ['Anmeldung'],
        summary: 'Anmeldung (password grant) und Verlängerung (refresh grant)',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenAnfrage,
        response: {
          200: Type.Object({
            access_token: Type.String(),
            refresh_token: Type.String(),
            token_type: Type.Literal('bearer'),
            expires_in: Type.Integer(),
            login: Type.String(),
            vorname: Type.String(),
            nachname: Type.String(),
            roles: Type.String(),
            sessionId: Type.Integer(),
            sessionTimeoutIdle: Type.Integer(),
          }),
          400: TokenFehlerSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const errors = modelStateErrors(request.validationError.validation, 'body');
        return reply.status(400).send({ error: 'error', error_description: JSON.stringify({ message: 'Die Eingaben sind ungültig.', errors }) });
      }
      const body = request.body ?? {};
      // Absent or empty (an unfilled form field) is missing: RFC 6749 section 5.2, invalid_request.
      const fehlend = body.grant_type ? (PFLICHT.get(body.grant_type) ?? []).filter((name) => !body[name]) : ['grant_type'];
      if (fehlend.length > 0) {
        const beschreibung = fehlend.length === 1 ? `Der Parameter ${fehlend[0]} fehlt.` : `Die Parameter ${fehlend.join(' und ')} fehlen.`;
        return reply.status(400).send({ error: 'invalid_request', error_description: beschreibung });
      }
      const herkunft = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      let ergebnis: TokenErgebnis;
      if (body.grant_type === 'password') {
        const keyId = request.headers[ENCRYPTION_KEY_HEADER];
        ergebnis = await app.anmeldung.passwortGrant({ ...body, keyId: typeof keyId === 'string' ? keyId : undefined, ...herkunft });
        app.metriken.anmeldungen.inc({ ergebnis: ergebnis.ok ? 'erfolg' : ergebnis.fehler.error });
      } else if (body.grant_type === 'refresh_token') {
        ergebnis = await app.anmeldung.refreshGrant(body.refresh_token, herkunft.ipAddress);
      } else {
        return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Diese Anmeldeart wird nicht unterstützt.' });
      }
      return ergebnis.ok ? ergebnis.antwort : reply.status(400).send(ergebnis.fehler);
    },
  );
};
