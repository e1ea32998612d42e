import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * The award made reviewable: Rügen a bidder sent the Auftraggeber (recorded by the Kunde or an administrator; an
 * undecided one holds the Zuschlag) and the Aufhebung of a tender with its reasons (status 5).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  await db.schema
    .createTable('ruege')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('eingegangen_am', 'bigint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('erfasst_am', 'bigint', (c) => c.notNull())
    .addColumn('erfasst_von', 'integer', (c) => c.notNull())
    .addColumn('ergebnis', 'varchar(20)')
    .addColumn('entscheidung', 'text')
    .addColumn('entschieden_am', 'bigint')
    .addColumn('entschieden_von', 'integer')
    .execute();
  await db.schema.createIndex('ruege_ausschreibung').on('ruege').columns(['ausschreibung_id', 'id']).execute();

  await db.schema.alterTable('ausschreibung').addColumn('aufgehoben_am', 'bigint').execute();
  await db.schema.alterTable('ausschreibung').addColumn('aufhebung_begruendung', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ausschreibung').dropColumn('aufhebung_begruendung').execute();
  await db.schema.alterTable('ausschreibung').dropColumn('aufgehoben_am').execute();
  await db.schema.dropTable('ruege').execute();
}
