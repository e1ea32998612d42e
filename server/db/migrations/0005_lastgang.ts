import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * The Lastgang of an RLM Lieferstelle (issue 19): one row per Lieferstelle, its quarter-hour powers as one blob of
 * 32-bit little-endian integers in watts (140 KB a year instead of 35 040 rows), its Kennzahlen and notes as JSON
 * so that reading them needs no decoding of the values. It goes with its Lieferstelle. Who uploaded it is in the
 * audit log, not here: an uploader's account may be deleted while the tender keeps its Lastgang.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const blob = aufPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .createTable('lastgang')
    .addColumn('lieferstelle_id', 'integer', (c) => c.primaryKey().references('lieferstelle.id').onDelete('cascade'))
    .addColumn('beginn', 'bigint', (c) => c.notNull())
    .addColumn('anzahl', 'integer', (c) => c.notNull())
    .addColumn('werte_w', blob, (c) => c.notNull())
    .addColumn('kennzahlen', 'text', (c) => c.notNull())
    .addColumn('hinweise', 'text', (c) => c.notNull())
    .addColumn('dateiname', 'varchar(255)', (c) => c.notNull())
    .addColumn('hochgeladen_am', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lastgang').execute();
}
