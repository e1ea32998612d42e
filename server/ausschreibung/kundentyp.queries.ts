import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether the Kunde is a Kommune: its tenders' Zuschlag will wait for the Stillhaltefrist (the release fixes that,
 * server/vergabe/stillhaltefrist.ts), so their dates are checked for it while they are written.
 */
export async function istKommune(db: Kysely<Database>, kundeId: number): Promise<boolean> {
  const k = await db.selectFrom('kunde').select('typ').where('id', '=', kundeId).executeTakeFirstOrThrow();
  return k.typ === 'Kommune';
}
