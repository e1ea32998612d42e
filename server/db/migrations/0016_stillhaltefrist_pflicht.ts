import { sql, type Kysely } from 'kysely';

/**
 * § 134 GWB: whether a tender's Zuschlag waits for the Stillhaltefrist is the tender's own property, fixed when the
 * administrator releases it (1 the Kunde was a Kommune then, 0 not, null not released yet). Read from the Kunde's
 * current type instead, a Kommune could switch to Unternehmen, award at once and switch back. Tenders released
 * before this migration take their Kunde's type of today, the best that is known of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ausschreibung').addColumn('stillhaltefrist_pflicht', 'integer').execute();
  await sql`UPDATE ausschreibung SET stillhaltefrist_pflicht =
      (SELECT CASE WHEN k.typ = 'Kommune' THEN 1 ELSE 0 END FROM kunde k WHERE k.id = ausschreibung.kunde_id)
    WHERE status > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ausschreibung').dropColumn('stillhaltefrist_pflicht').execute();
}
