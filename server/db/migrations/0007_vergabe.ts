import { sql, type Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * Public procurement (Vergaberecht): bidders' questions with their answers, the rule for late answers per tender,
 * a Zuschlag that waits for the Stillhaltefrist, and the frozen Vergabevermerk of a closed tender.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  await db.schema
    .createTable('bieterfrage')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id'))
    .addColumn('frage', 'text', (c) => c.notNull())
    .addColumn('gestellt_am', 'bigint', (c) => c.notNull())
    .addColumn('gestellt_von', 'integer', (c) => c.notNull())
    .addColumn('antwort', 'text')
    .addColumn('beantwortet_am', 'bigint')
    .addColumn('beantwortet_von', 'integer')
    .execute();
  await db.schema.createIndex('bieterfrage_ausschreibung').on('bieterfrage').columns(['ausschreibung_id', 'id']).execute();

  await db.schema.alterTable('ausschreibung').addColumn('antwortfrist_tage', 'integer', (c) => c.notNull().defaultTo(6)).execute();
  await db.schema.alterTable('ausschreibung').addColumn('zuschlag_angebot_id', 'integer').execute();
  await db.schema.alterTable('ausschreibung').addColumn('zuschlag_vorgesehen_am', 'bigint').execute();
  await db.schema.alterTable('ausschreibung').addColumn('zuschlag_wirksam_ab', 'bigint').execute();
  await db.schema.createIndex('ausschreibung_zuschlag_wirksam_ab').on('ausschreibung').column('zuschlag_wirksam_ab').execute();

  // The reminder 48 hours before the Angebotsfrist goes to each invited EVU once.
  await db.schema.alterTable('einladung').addColumn('erinnert_am', 'bigint').execute();

  // The Informationsschreiben travels as a PDF attached to its mail.
  await db.schema.alterTable('mail_outbox').addColumn('anhaenge', 'text').execute();

  await db.schema
    .createTable('vergabevermerk')
    .addColumn('ausschreibung_id', 'integer', (c) => c.primaryKey().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('pdf', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('erstellt_am', 'bigint', (c) => c.notNull())
    .execute();
  // The final Vermerk is kept as it was frozen (§ 8 VgV); its hash in the audit trail proves it.
  if (postgres) {
    await sql`CREATE OR REPLACE FUNCTION vergabevermerk_unveraenderlich() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'vergabevermerk ist unveränderlich'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER vergabevermerk_schutz BEFORE UPDATE ON vergabevermerk
      FOR EACH ROW EXECUTE FUNCTION vergabevermerk_unveraenderlich()`.execute(db);
  } else {
    await sql`CREATE TRIGGER vergabevermerk_kein_update BEFORE UPDATE ON vergabevermerk
      BEGIN SELECT RAISE(ABORT, 'vergabevermerk ist unveränderlich'); END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vergabevermerk').execute();
  if (aufPostgres(db)) await sql`DROP FUNCTION IF EXISTS vergabevermerk_unveraenderlich()`.execute(db);
  await db.schema.dropIndex('ausschreibung_zuschlag_wirksam_ab').execute();
  for (const spalte of ['zuschlag_wirksam_ab', 'zuschlag_vorgesehen_am', 'zuschlag_angebot_id', 'antwortfrist_tage']) {
    await db.schema.alterTable('ausschreibung').dropColumn(spalte).execute();
  }
  await db.schema.alterTable('mail_outbox').dropColumn('anhaenge').execute();
  await db.schema.alterTable('einladung').dropColumn('erinnert_am').execute();
  await db.schema.dropTable('bieterfrage').execute();
}
