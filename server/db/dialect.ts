import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Whether a connection speaks to PostgreSQL rather than SQLite, for the places where the two need different SQL
 * (types, triggers, search) or are led to different plans (the tender list).
 */
export function aufPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
