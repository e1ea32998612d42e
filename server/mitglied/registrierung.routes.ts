import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EvuRegistrierung, KundeRegistrierung } from '../../domain/api/registrierung';
import { ENCRYPTION_KEY_HEADER } from '../../domain/auth';
import { KeinInhalt } from '../../domain/api/antworten';

export const registrierungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const begrenzt = { config: { rateLimit: { max: app.config.anmeldeLimitProMinute, timeWindow: '1 minute' } } };
  const keyId = (headers: Record<string, unknown>) => {
    const wert = headers[ENCRYPTION_KEY_HEADER];
    return typeof wert === 'string' ? wert : undefined;
  };

  app.post(
    '/kunde',
    { ...begrenzt, schema: { tags: ['Registrierung'], summary: 'Als Energiekunde registrieren (Aktivierung per E-Mail)', body: KundeRegistrierung, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.registrierung.kunde(request.body, keyId(request.headers), request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/evu',
    { ...begrenzt, schema: { tags: ['Registrierung'], summary: 'Als Energieversorger registrieren (Aktivierung per E-Mail)', body: EvuRegistrierung, response: { 204: KeinInhalt } } },
    async (request, reply) => {
      await app.registrierung.evu(request.body, keyId(request.headers), request.ip);
      return reply.status(204).send();
    },
  );
};
