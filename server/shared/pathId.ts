import type { FastifyRequest } from 'fastify';
import { GANZZAHL_TEXT } from '../../domain/api/ganzzahl';

/**
 * An id of the path before the schema has checked it (preParsing, so a check can run before a large body is read):
 * the number, or null for anything malformed (written otherwise than the schema accepts it), which the schema then
 * answers with 400.
 */
export function uncheckedPathId(request: FastifyRequest, name: string): number | null {
  const text = (request.params as Record<string, unknown>)[name];
  if (typeof text !== 'string' || !GANZZAHL_TEXT.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
