import type { Kysely } from 'kysely';

/**
 * Issue 41, points 7 and 8.
 * - `wiederherstellungscode`: the single-use recovery codes a user gets with the first second factor, stored as their
 *   SHA-256 (80 random bits each, so a hash cannot be reversed by trying); they go with the account.
 * - `wiederherstellung_versand`: when a recovery mail last went to an address (by the address's SHA-256), so a
 *   mailbox gets at most one per 15 minutes, whichever instance sends it.
 * - `mail_outbox.auftrag`: a mail that is composed only when the outbox delivers it. Recovery requests queue one
 *   with what was typed, so the answer is the same one insert for known and unknown accounts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wiederherstellungscode')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('wiederherstellungscode_benutzer').on('wiederherstellungscode').column('benutzer_id').execute();

  await db.schema
    .createTable('wiederherstellung_versand')
    .addColumn('empfaenger_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('gesendet_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wiederherstellung_versand_gesendet').on('wiederherstellung_versand').column('gesendet_at').execute();

  await db.schema.alterTable('mail_outbox').addColumn('auftrag', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('auftrag').execute();
  await db.schema.dropTable('wiederherstellung_versand').execute();
  await db.schema.dropTable('wiederherstellungscode').execute();
}
