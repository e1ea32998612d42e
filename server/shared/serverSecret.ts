import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A secret shared by every instance (HMAC keys): created once in the database, so a second
 * instance on the same PostgreSQL signs and checks with the same value.
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
