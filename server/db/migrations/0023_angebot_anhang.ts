import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * Attachments of an offer (issue 42, point 5): PDF or XLSX the EVU adds to its offer until the Angebotsfrist. Kept
 * apart from a tender's documents, which every invited EVU reads: an attachment is as sealed as its offer. It goes
 * with its offer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  await db.schema
    .createTable('angebot_anhang')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('angebot_id', 'integer', (c) => c.notNull().references('angebot.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('angebot_anhang_angebot').on('angebot_anhang').columns(['angebot_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('angebot_anhang').execute();
}
