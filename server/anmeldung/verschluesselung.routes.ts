import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The public key the browser encrypts passwords with; open to everyone. */
export const verschluesselungRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['Anmeldung'],
        summary: 'Öffentlicher RSA-Schlüssel, mit dem der Browser Passwörter verschlüsselt',
        response: { 200: Type.Object({ key: Type.String(), modulus: Type.String(), exponent: Type.String() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.schluessel.aktueller();
    },
  );
};
