import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * Issue 42, point 4 — every party informed:
 * - `benachrichtigung_abbestellt`: the kinds of mail a user switched off (domain/benachrichtigungen.ts); a user
 *   gets every kind until a row here says otherwise, so a new kind reaches everyone without a data migration.
 * - `neuigkeit`: what the start page lists for a user, written with the mail (whether or not the mail is wanted).
 * - `erinnerung_versand`: the day an EVU got its reminder digest; its primary key makes it one per EVU and day
 *   across instances.
 * - an index for the administrator's dashboard, which counts the questions still waiting for an answer.
 * - `informationsschreiben`: the letter (§ 134 GWB) a losing bidder was sent, so it can read it in the portal too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  await db.schema
    .createTable('benachrichtigung_abbestellt')
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id').onDelete('cascade'))
    .addColumn('art', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('benachrichtigung_abbestellt_pk', ['benutzer_id', 'art'])
    .execute();
  await db.schema
    .createTable('neuigkeit')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id').onDelete('cascade'))
    .addColumn('art', 'varchar(40)', (c) => c.notNull())
    .addColumn('ausschreibung_id', 'integer', (c) => c.references('ausschreibung.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('pfad', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('neuigkeit_benutzer').on('neuigkeit').columns(['benutzer_id', 'id']).execute();
  await db.schema
    .createTable('erinnerung_versand')
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(10)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('erinnerung_versand_pk', ['evu_id', 'tag'])
    .execute();
  await db.schema
    .createTable('informationsschreiben')
    .addColumn('angebot_id', 'integer', (c) => c.primaryKey().references('angebot.id').onDelete('cascade'))
    .addColumn('pdf', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('versandt_am', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bieterfrage_unbeantwortet').on('bieterfrage').columns(['beantwortet_am', 'ausschreibung_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bieterfrage_unbeantwortet').execute();
  await db.schema.dropTable('informationsschreiben').execute();
  await db.schema.dropTable('erinnerung_versand').execute();
  await db.schema.dropTable('neuigkeit').execute();
  await db.schema.dropTable('benachrichtigung_abbestellt').execute();
}
