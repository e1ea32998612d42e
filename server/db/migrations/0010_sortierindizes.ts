import type { Kysely } from 'kysely';

/** The overdue checks before every tender request read ids by status and deadline (see `up`). */
const FRISTEN = { ausschreibung_status_frist: 'angebotsfrist', ausschreibung_status_bindefrist: 'bindefrist' } as const;

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
  // With the id in the index PostgreSQL answers an overdue check from the entries of one status alone. Without it,
  // expecting overdue rows that the checks have long moved on, it walked the Angebotsfrist sort index over every
  // past deadline, or scanned the whole table for the Bindefrist (200 ms at a million tenders).
  for (const [name, frist] of Object.entries(FRISTEN)) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('ausschreibung').columns(['status', frist, 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, frist] of Object.entries(FRISTEN)) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('ausschreibung').columns(['status', frist]).execute();
  }
  for (const spalte of Object.keys(SORTIERT)) await db.schema.dropIndex(`ausschreibung_nach_${spalte}`).execute();
}
