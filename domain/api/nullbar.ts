import { Type } from '@sinclair/typebox';

/**
 * Text or null as one JSON-schema type rather than a union: a wrong value then gets the one message of its rule,
 * not one per union branch. OpenAPI 3.0 shows it as `nullable`.
 */
export const Nullbar = (regeln: { maxLength?: number; pattern?: string; format?: string; title?: string }) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...regeln });
