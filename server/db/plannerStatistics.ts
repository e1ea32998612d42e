import { sql, type Kysely } from 'kysely';
import { aufPostgres } from './dialect';
import type { Database } from './schema';

/**
 * SQLite's query planner reads table and index sizes from sqlite_stat1, which only ANALYZE writes, and no SQLite runs
 * it by itself: on a database filled by `npm run seed:bulk` the administrator's list answered p95 69 ms at 100,000
 * tenders, 11 ms after one ANALYZE. The server keeps the statistics current as SQLite recommends for long-lived
 * connections: `PRAGMA optimize=0x10002` on open (every table is looked at; one never analyzed, or grown or shrunk
 * ten-fold since, is analyzed in full), plain `PRAGMA optimize` every OPTIMIZE_INTERVAL_MS and after bulk writes
 * (the tables the planner used and that changed ten-fold, each with an analysis limit that keeps a run to
 * milliseconds; nothing to do costs a size estimate per table). PostgreSQL's autovacuum analyzes changed tables
 * itself, so there these do nothing.
 */
export const OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * On open (after the migrations, so new indexes are seen) and at the end of a bulk seed in a process of its own:
 * statistics for every table that lacks or outgrew them.
 */
export async function optimizeAllTables(db: Kysely<Database>): Promise<void> {
  if (!aufPostgres(db)) await sql`PRAGMA optimize=0x10002`.execute(db);
}

/** Periodically and after a bulk write in the server: the tables the planner used that changed ten-fold. */
export async function optimizeUsedTables(db: Kysely<Database>): Promise<void> {
  if (!aufPostgres(db)) await sql`PRAGMA optimize`.execute(db);
}

/**
 * A write of this many rows counts as bulk (a spreadsheet's Lieferstellen). Only then: each PRAGMA optimize ends by
 * expiring every prepared statement, which the statement cache (statementCache.ts) would otherwise lose on every save.
 */
export const BULK_WRITE_ROWS = 500;

/** After a write of `rows` rows: optimizeUsedTables when that was a bulk write. */
export async function optimizeAfterBulkWrite(db: Kysely<Database>, rows: number): Promise<void> {
  if (rows >= BULK_WRITE_ROWS) await optimizeUsedTables(db);
}
