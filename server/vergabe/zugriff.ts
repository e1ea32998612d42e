import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';

/** The Kunde's own tender; another Kunde's tender does not exist for them (404). */
export async function eigeneAusschreibung(db: Kysely<Database>, kundeId: number, id: number) {
  const a = await db.selectFrom('ausschreibung').select(['id', 'sparte', 'status']).where('id', '=', id).where('kunde_id', '=', kundeId).executeTakeFirst();
  if (!a) throw new NichtGefunden('Die Ausschreibung wurde nicht gefunden.');
  return a;
}
