import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FachlicherFehler, Konflikt } from '../shared/errors';
import { modelStateErrors } from './validationMessages';

/** Fastify's own client errors, in German. Anything not listed with a 4xx code gets a generic German text. */
const FASTIFY_MELDUNGEN: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Der Inhalt der Anfrage ist leer, erwartet wird JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieses Format der Anfrage wird nicht unterstützt.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Längenangabe der Anfrage stimmt nicht.',
  FST_ERR_CTP_INVALID_TYPE: 'Der Inhaltstyp der Anfrage ist ungültig.',
  FST_ERR_BAD_URL: 'Die Adresse der Anfrage ist ungültig.',
  FST_ERR_MAX_PARAM_LENGTH: 'Die Adresse der Anfrage ist zu lang.',
  FST_ERR_ASYNC_CONSTRAINT: 'Die Anfrage ist ungültig.',
};

/**
 * A unique index refused a row another request inserted meanwhile (two first offers, one invitation twice): a
 * race the user lost, answered like a stale version. PostgreSQL 23505; better-sqlite3's extended result codes.
 */
const EINDEUTIGKEIT_VERLETZT = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * Errors Fastify meets before routing (a path that is not valid percent-encoding): they pass no hook, so the
 * headers helmet would set are set here, and the path is not echoed.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = (error.code && FASTIFY_MELDUNGEN[error.code]) ?? 'Die Anfrage ist ungültig.';
  void reply
    // 414 for a path segment beyond the router's limit, as OpenAPI documents it; anything else is a bad request.
    .status(error.statusCode === 414 ? 414 : 400)
    .headers({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    .send({ message, errors: {} });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers beyond its limit (a 20 KB Authorization)
 * or a malformed request line. Answered on the raw socket as the documented 400 with a German text, then the
 * connection closes, as Fastify's own handler does; a request that never finished arriving gets 408.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const zuLangsam = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const message = zuLangsam ? 'Die Anfrage kam nicht rechtzeitig an.' : error.code === 'HPE_HEADER_OVERFLOW' ? 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.' : 'Die Anfrage ist ungültig.';
  const body = JSON.stringify({ message, errors: {} });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${zuLangsam ? '408 Request Timeout' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The one exit for errors: schema errors → 400 model state with German messages and field paths,
 * domain errors → their status and body, Fastify's client errors → German text, everything else →
 * 500 with an errorId that is also in the log.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ message: 'Die Eingaben sind ungültig.', errors: modelStateErrors(error.validation, error.validationContext) });
    }
    if (error instanceof FachlicherFehler) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.body());
    }
    if (EINDEUTIGKEIT_VERLETZT.has(String((error as { code?: unknown }).code))) {
      const konflikt = new Konflikt();
      return reply.status(konflikt.statusCode).send(konflikt.body());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MELDUNGEN[error.code]) ?? 'Die Anfrage ist ungültig.';
      return reply.status(status).send({ message, errors: {} });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'Unerwarteter Fehler');
    return reply.status(500).send({ message: 'Ein Fehler ist aufgetreten.', errorId });
  });
});
