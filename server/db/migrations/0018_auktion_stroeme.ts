import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * The open auction streams of every instance (server/auktion/stromRegister.ts), so the number of streams one user
 * may hold counts across all instances behind a load balancer, not per process. A row lives as long as its stream;
 * its instance renews `lebt_bis` while it runs, so the rows of an instance that died stop counting and are removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  await db.schema
    .createTable('auktion_strom')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id').onDelete('cascade'))
    .addColumn('instanz', 'varchar(36)', (c) => c.notNull())
    .addColumn('lebt_bis', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auktion_strom_benutzer').on('auktion_strom').columns(['benutzer_id', 'id']).execute();
  await db.schema.createIndex('auktion_strom_instanz').on('auktion_strom').column('instanz').execute();
  await db.schema.createIndex('auktion_strom_lebt_bis').on('auktion_strom').column('lebt_bis').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auktion_strom').execute();
}
