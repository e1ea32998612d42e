import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION, API_VERSION_HEADER } from '../../domain/apiVersion';

/** Every answer carries the API version; the client reloads itself when it differs from its own. */
export const apiVersion = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    return payload;
  });
});
