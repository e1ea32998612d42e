import type { FastifyRequest } from 'fastify';

/**
 * An id of the path before the schema has checked it (preParsing, so a check can run before a large body is read):
 * the number, or null for anything malformed, which the schema then answers with 400.
 */
export function uncheckedPathId(request: FastifyRequest, name: string): number | null {
  const id = Number((request.params as Record<string, unknown>)[name]);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
