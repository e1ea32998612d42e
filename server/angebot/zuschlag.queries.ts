import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Every bidder of a tender with the address its outcome goes to. */
export function bieterAdressen(db: Kysely<Database>, ausschreibungId: number) {
  return db
    .selectFrom('angebot as o')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .select(['o.id', 'v.email', 'v.firma'])
    .where('o.ausschreibung_id', '=', ausschreibungId)
    .execute();
}

/** The Zuschlag on the offers: the winner gets 'zuschlag', every other offer 'abgelehnt'. */
export async function markiereZuschlag(trx: Transaction<Database>, ausschreibungId: number, angebotId: number): Promise<void> {
  await trx.updateTable('angebot').set({ status: 'zuschlag' }).where('id', '=', angebotId).execute();
  await trx.updateTable('angebot').set({ status: 'abgelehnt' }).where('ausschreibung_id', '=', ausschreibungId).where('id', '<>', angebotId).execute();
}

/** The offer's status if it belongs to the tender. */
export async function angebotsStatus(db: Kysely<Database>, ausschreibungId: number, angebotId: number): Promise<string | undefined> {
  const o = await db.selectFrom('angebot').select('status').where('id', '=', angebotId).where('ausschreibung_id', '=', ausschreibungId).executeTakeFirst();
  return o?.status;
}
