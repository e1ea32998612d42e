import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_LOG_NACHRICHT, MAX_LOG_PFAD, MAX_LOG_STACKTRACE, STANDARD_LOG_MODUL } from '../../domain/protokoll';
import { CLIENT_LOG_LEVELS } from './queries';
import { KeinInhalt } from '../../domain/api/antworten';

const Level = Type.Union(CLIENT_LOG_LEVELS.map((l) => Type.Literal(l)));
const Modul = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,50}$' });
const Nachricht = Type.String({ minLength: 1, maxLength: MAX_LOG_NACHRICHT });
const LogBody = Type.Object({ level: Type.Optional(Level), message: Nachricht }, { additionalProperties: false });

/** Body size and rate are limited: these calls are open to anonymous browsers (errors on the login page). */
const BEGRENZT = { bodyLimit: 64 * 1024, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/**
 * /api/error/log and /api/log/:level — the client's logging calls of SPEC.md section 7. Signed-in callers are
 * recorded with their user id; anonymous ones are accepted too, since errors on the login page matter most.
 */
export const meldungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.tryAuthentication);

  app.post(
    '/error/log',
    {
      ...BEGRENZT,
      schema: {
        tags: ['Protokoll'],
        summary: 'Unbehandelten Fehler des Browsers melden',
        body: Type.Object(
          { message: Nachricht, path: Type.Optional(Type.String({ maxLength: MAX_LOG_PFAD })), stacktrace: Type.Optional(Type.String({ maxLength: MAX_LOG_STACKTRACE })) },
          { additionalProperties: false },
        ),
        response: { 204: KeinInhalt },
      },
    },
    async (request, reply) => {
      await app.protokoll.speichere({ level: 'error', module: STANDARD_LOG_MODUL, ...request.body, benutzerId: request.benutzer?.id ?? null });
      return reply.status(204).send();
    },
  );

  for (const level of ['error', 'info'] as const) {
    app.post(`/log/${level}`, { ...BEGRENZT, schema: { tags: ['Protokoll'], summary: `Protokolleintrag (${level})`, body: LogBody, response: { 204: KeinInhalt } } }, async (request, reply) => {
      await app.protokoll.speichere({ level, module: STANDARD_LOG_MODUL, message: request.body.message, benutzerId: request.benutzer?.id ?? null });
      return reply.status(204).send();
    });
  }
};

/** /framework/log/:module — the level a module logs from (open, no user needed) and its log entries. */
export const modulProtokollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:module/level',
    {
      schema: {
        tags: ['Protokoll'],
        summary: 'Ab welchem Level ein Modul an den Server protokollieren soll',
        params: Type.Object({ module: Modul }),
        response: { 200: Type.Object({ level: Level }) },
      },
    },
    async () => ({ level: app.protokoll.level }),
  );

  for (const art of ['async', 'sync'] as const) {
    app.post(
      `/:module/${art}`,
      {
        ...BEGRENZT,
        preHandler: app.tryAuthentication,
        schema: {
          tags: ['Protokoll'],
          summary: art === 'sync' ? 'Protokolleintrag, gespeichert vor der Antwort' : 'Protokolleintrag, gespeichert nach der Antwort',
          params: Type.Object({ module: Modul }),
          body: Type.Object({ level: Level, message: Nachricht }, { additionalProperties: false }),
          response: { 204: KeinInhalt },
        },
      },
      async (request, reply) => {
        const { level, message } = request.body;
        if (!app.protokoll.istAktiv(level)) return reply.status(204).send();
        const speichern = app.protokoll.speichere({ level, module: request.params.module, message, benutzerId: request.benutzer?.id ?? null });
        if (art === 'sync') await speichern;
        else speichern.catch((err) => request.log.error({ err }, 'Client-Protokoll konnte nicht gespeichert werden'));
        return reply.status(204).send();
      },
    );
  }
};
