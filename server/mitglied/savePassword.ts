import type { Kysely, UpdateObject } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { verwerfeTokens } from './memberTokens';

/**
 * The one way a password hash is written (mailed link, change-password sign-in, the administrator's one-time
 * password). A new password voids every reset link still outstanding: a link mailed before the change must not set
 * another password afterwards. The account row is written before the tokens, the order every password change keeps,
 * so two changes at once on PostgreSQL queue on the row instead of deadlocking on each other's tokens.
 */
export async function savePassword(
  trx: Kysely<Database>,
  clock: Clock,
  benutzerId: number,
  hash: string,
  weitere: UpdateObject<Database, 'benutzer'> = {},
): Promise<void> {
  await trx
    .updateTable('benutzer')
    .set({ ...weitere, password_hash: hash })
    .where('id', '=', benutzerId)
    .execute();
  await verwerfeTokens(trx, 'ChangePassword', benutzerId, clock.now());
}
