import type { Kysely } from 'kysely';

/**
 * The administrator's care of bidders' questions (issue 41, point 6): a question may be withheld from the published
 * list, and its published wording may differ from what the bidder wrote. The bidder's own text stays in `frage`,
 * untouched; the index serves the quota of open questions per EVU and tender.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bieterfrage').addColumn('nicht_veroeffentlicht_am', 'bigint').execute();
  await db.schema.alterTable('bieterfrage').addColumn('wortlaut', 'text').execute();
  await db.schema.createIndex('bieterfrage_evu_offen').on('bieterfrage').columns(['ausschreibung_id', 'evu_id', 'beantwortet_am']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bieterfrage_evu_offen').execute();
  await db.schema.alterTable('bieterfrage').dropColumn('wortlaut').execute();
  await db.schema.alterTable('bieterfrage').dropColumn('nicht_veroeffentlicht_am').execute();
}
