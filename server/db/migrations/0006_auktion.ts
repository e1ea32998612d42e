import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * The online auction after the sealed round (issue 21): one plan per tender, every bid with its server time, and
 * the events streamed to viewers. Events are kept so a reconnecting viewer gets what it missed (Last-Event-ID),
 * and together with the bids they are the Auktionsprotokoll.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  const id = (t: string) =>
    db.schema.createTable(t).addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await db.schema
    .createTable('auktion')
    .addColumn('ausschreibung_id', 'integer', (c) => c.primaryKey().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('beginn', 'bigint', (c) => c.notNull())
    .addColumn('ende', 'bigint', (c) => c.notNull())
    .addColumn('dauer_minuten', 'integer', (c) => c.notNull())
    .addColumn('mindestschritt_ct_kwh_e4', 'integer', (c) => c.notNull())
    .addColumn('verlaengerung_minuten', 'integer', (c) => c.notNull())
    .addColumn('max_verlaengerungen', 'integer', (c) => c.notNull())
    .addColumn('verlaengerungen', 'integer', (c) => c.notNull())
    .addColumn('bestpreis_sichtbar', 'integer', (c) => c.notNull())
    .addColumn('geplant_von', 'integer', (c) => c.references('benutzer.id'))
    .addColumn('geplant_am', 'bigint', (c) => c.notNull())
    .execute();
  // The clock of every instance looks for auctions to begin or end.
  await db.schema.createIndex('auktion_status_beginn').on('auktion').columns(['status', 'beginn']).execute();
  await db.schema.createIndex('auktion_status_ende').on('auktion').columns(['status', 'ende']).execute();

  await id('auktion_gebot')
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id'))
    .addColumn('arbeitspreis_ct_kwh_e4', 'integer', (c) => c.notNull())
    .addColumn('jahreskosten_euro', 'double precision', (c) => c.notNull())
    .addColumn('abgegeben_am', 'bigint', (c) => c.notNull())
    .addColumn('abgegeben_von', 'integer', (c) => c.notNull().references('benutzer.id'))
    .execute();
  await db.schema.createIndex('auktion_gebot_bieter').on('auktion_gebot').columns(['ausschreibung_id', 'evu_id', 'id']).execute();

  await id('auktion_ereignis')
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('art', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** the bid that caused it (gebot), so a bidder's view knows which of its bids it already contains */
    .addColumn('gebot_id', 'integer')
    /** JSON of the whole state after the event (domain/auktion/sicht.ts AuktionsStand) */
    .addColumn('stand', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auktion_ereignis_ausschreibung').on('auktion_ereignis').columns(['ausschreibung_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auktion_ereignis').execute();
  await db.schema.dropTable('auktion_gebot').execute();
  await db.schema.dropTable('auktion').execute();
}
