import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { VerschluesselungsSchluessel } from './verschluesselung.service';

export const encryptionRoutes: FastifyPluginAsyncTypebox<{ schluessel: VerschluesselungsSchluessel }> = async (app, opts) => {
  app.get(
    '/framework/api/encryption',
    {
      schema: {
        tags: ['Anmeldung'],
        summary: 'Öffentlicher RSA-Schlüssel, mit dem der Browser Passwörter verschlüsselt',
        response: { 200: Type.Object({ key: Type.String(), modulus: Type.String(), exponent: Type.String() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.schluessel.aktueller();
    },
  );
};
