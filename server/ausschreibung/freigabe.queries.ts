import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether an online auction is planned or running: the offers stay with the administrator until it ends. */
export async function hatOffeneAuktion(db: Kysely<Database>, ausschreibungId: number): Promise<boolean> {
  return !!(await db.selectFrom('auktion').select('status').where('ausschreibung_id', '=', ausschreibungId).where('status', '!=', 'beendet').executeTakeFirst());
}

/** The Kunde sees every submitted offer from now on. */
export async function gibAngeboteFrei(db: Kysely<Database>, ausschreibungId: number): Promise<void> {
  await db.updateTable('angebot').set({ status: 'freigegeben' }).where('ausschreibung_id', '=', ausschreibungId).where('status', '=', 'eingereicht').execute();
}
