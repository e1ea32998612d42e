import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Rolle } from '../../domain/rollen';
import { KeineBerechtigung, NichtAngemeldet } from '../shared/errors';

/** Who sent a request with a valid access token (anmeldung/sitzungen.service.ts checks it). */
export interface AngemeldeterBenutzer {
  id: number;
  login: string;
  roles: string[];
  sitzungId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    benutzer: AngemeldeterBenutzer | null;
  }
  interface FastifyInstance {
    /** preHandler: records the user when a valid token is sent, lets anonymous callers through. */
    tryAuthentication: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook factory: signed in and holding at least one of the roles (no role named: any signed-in user),
     * else 401/403. Called on a scope, it marks the scope, so the routes declared there are documented as needing
     * the Bearer token (`needsAuthentication`).
     */
    requireRolle: (this: FastifyInstance, ...rollen: Rolle[]) => (request: FastifyRequest) => Promise<void>;
  }
}

const ANMELDUNG_NOETIG = Symbol('anmeldungNoetig');

/** Whether the routes of this scope (or a parent's) sit behind `requireRolle`; read when a route is declared. */
export function needsAuthentication(scope: FastifyInstance): boolean {
  return (scope as FastifyInstance & { [ANMELDUNG_NOETIG]?: true })[ANMELDUNG_NOETIG] === true;
}

export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('benutzer', null);
  // What a signed-in user reads is personal: no browser cache or proxy may keep it (nor a 403/404 about it).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.benutzer) reply.header('cache-control', 'no-store');
    return payload;
  });

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || token.length > 200) throw new NichtAngemeldet();
    const benutzer = await app.sitzungen.pruefeAccessToken(token);
    if (!benutzer) throw new NichtAngemeldet();
    request.benutzer = benutzer;
  };

  app.decorate('tryAuthentication', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token) request.benutzer = await app.sitzungen.pruefeAccessToken(token);
  });
  // Scopes run these as onRequest hooks: who is signed in is known from the headers alone, so an anonymous caller
  // cannot make the server parse megabytes of JSON just to be told 401.
  app.decorate('requireRolle', function (this: FastifyInstance, ...rollen: Rolle[]) {
    // Child scopes inherit the mark: Fastify builds them with Object.create from their parent.
    Object.defineProperty(this, ANMELDUNG_NOETIG, { value: true, configurable: true });
    return async (request: FastifyRequest) => {
      await authenticate(request);
      if (rollen.length > 0 && !rollen.some((r) => request.benutzer!.roles.includes(r))) throw new KeineBerechtigung();
    };
  });
});

/** The token of an `Authorization: Bearer …` header; the scheme's name is case-insensitive (RFC 7235). */
function bearerToken(request: FastifyRequest): string | undefined {
  const treffer = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return treffer?.[1];
}

/** The signed-in user of a route behind `requireRolle`; a programming error otherwise. */
export function signedInUser(request: FastifyRequest): AngemeldeterBenutzer {
  if (!request.benutzer) throw new NichtAngemeldet();
  return request.benutzer;
}

/** Who acts, as a service records it in the audit trail: the signed-in user and the address the request came from. */
export interface Handelnder {
  id: number;
  ipAddress: string;
}

export const handelnder = (request: FastifyRequest): Handelnder => ({ id: signedInUser(request).id, ipAddress: request.ip });
