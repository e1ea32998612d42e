import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '../../domain/auth';
import { KeineBerechtigung } from '../shared/errors';
import { isApiRequest, isApiPath, isChunkRequest } from './apiPath';

const SICHERE_METHODEN = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a call by this method to this route pattern must echo the XSRF cookie (also what OpenAPI documents). */
export const needsXsrf = (methode: string, route: string) => !SICHERE_METHODEN.has(methode) && isApiPath(route);

/**
 * Anti-forgery by signed double submit: the cookie XSRF-TOKEN holds `nonce.hmac(nonce)`; every
 * state-changing call under /api and /framework must echo it in X-XSRF-TOKEN. Which calls those are is decided
 * on the routed path, not the raw target (`isApiRequest`): `/%61pi/…` runs an /api handler and is checked.
 * Deviation from DESIGN.md section 7 ("bound to the session"): the cookie is minted when the page loads,
 * before any session exists, and one cookie serves every tab while each tab has its own session, so it is
 * bound to the server secret instead. A forged request can neither read the cookie nor mint a valid one.
 */
export const xsrf = fp(async (app: FastifyInstance, opts: { secret: string; secure: boolean }) => {
  const signiere = (nonce: string) => createHmac('sha256', opts.secret).update(nonce).digest('base64url');
  const istGueltig = (token: string) => {
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const erwartet = Buffer.from(signiere(nonce));
    const erhalten = Buffer.from(mac);
    return erwartet.length === erhalten.length && timingSafeEqual(erwartet, erhalten);
  };

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // A shared cache could hand a cookie set on a chunk to others; the page and the API calls mint it.
    if (!isChunkRequest(request.url) && (!cookie || !istGueltig(cookie))) {
      const nonce = randomBytes(24).toString('base64url');
      reply.setCookie(XSRF_COOKIE, `${nonce}.${signiere(nonce)}`, {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: opts.secure,
      });
    }
    if (SICHERE_METHODEN.has(request.method) || !isApiRequest(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || header !== cookie || !istGueltig(header)) {
      throw new KeineBerechtigung(
        'Die Anfrage konnte nicht bestätigt werden (XSRF-Token fehlt oder ist ungültig). Bitte laden Sie die Seite neu.',
      );
    }
  });
});
