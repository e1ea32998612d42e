import { Type } from '@sinclair/typebox';

/**
 * A positive whole number as the database keeps it in an `integer` column (ids, versions): 1 to 2^31−1. A larger
 * value would pass JavaScript and fail in PostgreSQL with a 500, so the schema refuses it with a 400 first.
 */
export const DbGanzzahl = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The path parameters of a route addressing one record: `/…/:id`. */
export const IdParameter = Type.Object({ id: DbGanzzahl });
