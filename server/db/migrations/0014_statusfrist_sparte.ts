import type { Kysely } from 'kysely';

/**
 * The administrator's list in its default order under a status filter reads one range of this index per status
 * (liste.queries.ts, `jeStatus`); with the Sparte in it a Sparte filter is checked on the index entry, not
 * in the table. The overdue checks (migration 0010) read the same index by its first three columns, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ausschreibung_status_frist').execute();
  await db.schema.createIndex('ausschreibung_status_frist').on('ausschreibung').columns(['status', 'angebotsfrist', 'id', 'sparte']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ausschreibung_status_frist').execute();
  await db.schema.createIndex('ausschreibung_status_frist').on('ausschreibung').columns(['status', 'angebotsfrist', 'id']).execute();
}
