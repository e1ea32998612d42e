import type { Kysely } from 'kysely';

/**
 * The tender list's other column sorts walk an index of their own too (like migration 0002's), carrying the
 * filter columns, so a page under a broad filter reads a few index entries instead of sorting every match.
 * Sorts by a per-row count or sum (Lieferstellen, Jahresverbrauch, Angebote) have no column to index.
 */
const SORTIERT = {
  bezeichnung: ['bezeichnung', 'id', 'status', 'sparte', 'kunde_id'],
  sparte: ['sparte', 'id', 'status', 'kunde_id'],
  status: ['status', 'id', 'sparte', 'kunde_id'],
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [spalte, spalten] of Object.entries(SORTIERT)) {
    await db.schema.createIndex(`ausschreibung_nach_${spalte}`).on('ausschreibung').columns([...spalten]).execute();
  }
  // The overdue-Angebotsfrist check before every tender request reads ids: with the id in the index PostgreSQL
  // answers it from the Aktiv entries alone, instead of walking the Angebotsfrist sort index over every past
  // deadline (which it preferred, expecting overdue rows that the check has long moved on).
  await db.schema.dropIndex('ausschreibung_status_frist').execute();
  await db.schema.createIndex('ausschreibung_status_frist').on('ausschreibung').columns(['status', 'angebotsfrist', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ausschreibung_status_frist').execute();
  await db.schema.createIndex('ausschreibung_status_frist').on('ausschreibung').columns(['status', 'angebotsfrist']).execute();
  for (const spalte of Object.keys(SORTIERT)) await db.schema.dropIndex(`ausschreibung_nach_${spalte}`).execute();
}
