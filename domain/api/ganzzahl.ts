import { Type } from '@sinclair/typebox';

/**
 * A positive whole number as the database keeps it in an `integer` column (ids, versions): 1 to 2^31−1. A larger
 * value would pass JavaScript and fail in PostgreSQL with a 500, so the schema refuses it with a 400 first.
 */
export const DbGanzzahl = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The path parameters of a route addressing one record: `/…/:id`. */
export const IdParameter = Type.Object({ id: DbGanzzahl });

/**
 * How an integer may be written in a path, a query or a header: digits only, no leading zero. Ajv's type coercion
 * reads anything JavaScript's `+text` reads, so `0x3`, `0b11`, `3e0`, `+3`, ` 3` and `3.0` all passed as 3: one
 * record under many addresses, and filters and pages that accept what no client sends.
 */
export const GANZZAHL_TEXT = /^(0|[1-9][0-9]*)$/;
