import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Rolle } from '../../src/domain/rollen';
import { KeineBerechtigung, NichtAngemeldet } from '../errors';
import type { AngemeldeterBenutzer, Sitzungen } from '../services/sitzungen';

declare module 'fastify' {
  interface FastifyRequest {
    benutzer: AngemeldeterBenutzer | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid Bearer access token of a live session, else 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: records the user when a valid token is sent, lets anonymous callers through. */
    versucheAuthentifizierung: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: signed in and holding at least one of the roles, else 401/403. */
    requireRolle: (...rollen: Rolle[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export const authentifizierung = fp(async (app: FastifyInstance, opts: { sitzungen: Sitzungen }) => {
  app.decorateRequest('benutzer', null);
  // What a signed-in user reads is personal: no browser cache or proxy may keep it (nor a 403/404 about it).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.benutzer) reply.header('cache-control', 'no-store');
    return payload;
  });

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || token.length > 200) throw new NichtAngemeldet();
    const benutzer = await opts.sitzungen.pruefeAccessToken(token);
    if (!benutzer) throw new NichtAngemeldet();
    request.benutzer = benutzer;
  };

  // The checks that refuse anonymous callers: a route that names them as preValidation gets them as onRequest.
  const anmeldePruefungen = new WeakSet<(request: FastifyRequest) => Promise<void>>([authenticate]);
  app.decorate('authenticate', authenticate);
  app.decorate('versucheAuthentifizierung', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token) request.benutzer = await opts.sitzungen.pruefeAccessToken(token);
  });
  app.decorate('requireRolle', (...rollen: Rolle[]) => {
    const pruefung = async (request: FastifyRequest) => {
      await authenticate(request);
      if (!rollen.some((r) => request.benutzer!.roles.includes(r))) throw new KeineBerechtigung();
    };
    anmeldePruefungen.add(pruefung);
    return pruefung;
  });

  // Who is signed in is known from the headers alone: deciding it before the body is read means an anonymous
  // caller cannot make the server parse megabytes of JSON just to be told 401. Schema and body errors of a
  // signed-in caller still come after, as before.
  app.addHook('onRoute', (route) => {
    const vorher = [route.preValidation ?? []].flat();
    const frueh = vorher.filter((hook) => anmeldePruefungen.has(hook as never));
    if (frueh.length === 0) return;
    route.preValidation = vorher.filter((hook) => !anmeldePruefungen.has(hook as never));
    route.onRequest = [...[route.onRequest ?? []].flat(), ...frueh] as typeof route.onRequest;
  });
});

/** The token of an `Authorization: Bearer …` header; the scheme's name is case-insensitive (RFC 7235). */
function bearerToken(request: FastifyRequest): string | undefined {
  const treffer = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return treffer?.[1];
}

/** The signed-in user of a route that ran `authenticate`; a programming error otherwise. */
export function angemeldet(request: FastifyRequest): AngemeldeterBenutzer {
  if (!request.benutzer) throw new NichtAngemeldet();
  return request.benutzer;
}
