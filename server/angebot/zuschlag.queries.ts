import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Every bidder of a tender with the address its outcome goes to. */
export async function bieterAdressen(db: Kysely<Database>, ausschreibungId: number) {
  const zeilen = await db
    .selectFrom('angebot as o')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .select(['o.id', 'v.benutzer_id as benutzerId', 'v.email', 'v.firma', 'v.ansprechpartner'])
    .where('o.ausschreibung_id', '=', ausschreibungId)
    .orderBy('o.id')
    .execute();
  // The Ansprechpartner is addressed by full name, as every EVU mail does (mail/recipients.queries.ts).
  return zeilen.map(({ ansprechpartner, ...z }) => ({ ...z, nachname: ansprechpartner }));
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
