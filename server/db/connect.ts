import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type DialectName = 'sqlite' | 'postgres';

interface Pool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new WeakMap<Kysely<Database>, Pool>();

/** The connections behind a database handle, for the metrics: PostgreSQL's pool; SQLite has one, always in use. */
export function verbindungsStand(db: Kysely<Database>): { gesamt: number; frei: number; wartend: number } {
  const pool = pools.get(db);
  return pool ? { gesamt: pool.totalCount, frei: pool.idleCount, wartend: pool.waitingCount } : { gesamt: 1, frei: 0, wartend: 0 };
}

export interface Datenbank {
  db: Kysely<Database>;
  /**
   * Where long streamed reads (the CSV exports) run, so that a client reading slowly never holds the connections
   * every other request needs: on SQLite a read-only connection of its own (a WAL reader blocks no writer), on
   * PostgreSQL a small pool of its own. An in-memory SQLite (the tests) has only its one connection.
   */
  streamDb: Kysely<Database>;
  dialect: DialectName;
  /** Closes both handles, the stream connection once the statement of a download cut a moment ago has ended. */
  schliesse(): Promise<void>;
}

/** Exports streaming at once on PostgreSQL; one more waits for a free connection of the stream pool. */
const STREAM_POOL_MAX = 2;

/**
 * The one place that knows which database engine is behind Kysely. `sqlite:<path>` (or `sqlite::memory:`)
 * opens better-sqlite3 in WAL mode; `postgres://…` opens a pg pool. Everything above this module is the same code.
 */
export async function verbinde(databaseUrl: string): Promise<Datenbank> {
  if (databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')) {
    const pg = (await import('pg')).default;
    // int8 (COUNT, SUM, epoch milliseconds) arrives as a string by default; our values fit a JS number.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    pg.types.setTypeParser(1700, (v: string) => Number(v));
    const Cursor = (await import('pg-cursor')).default;
    const kysely = (max: number) => {
      const pool = new pg.Pool({ connectionString: databaseUrl, max });
      // An idle client dies when PostgreSQL restarts or a connection is killed; unhandled, that ends the process.
      pool.on('error', (err) => console.error('PostgreSQL-Verbindung verloren:', err.message));
      // The cursor lets exports stream rows instead of loading them all.
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
      pools.set(db, pool);
      return db;
    };
    const db = kysely(10);
    const streamDb = kysely(STREAM_POOL_MAX);
    // Ending a pool waits for its clients to come back.
    const schliesse = async () => {
      await streamDb.destroy();
      await db.destroy();
    };
    return { db, streamDb, dialect: 'postgres', schliesse };
  }
  if (databaseUrl.startsWith('sqlite:')) {
    const Sqlite = (await import('better-sqlite3')).default;
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new Sqlite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const kysely = (d: SqliteDialectConfig['database']) => new Kysely<Database>({ dialect: new SqliteDialect({ database: d }) });
    const db = kysely(withStatementCache(database));
    if (file === ':memory:') return { db, streamDb: db, dialect: 'sqlite', schliesse: () => db.destroy() };
    // Opened with the first export: scripts and tests that only use `db` never open it.
    let leserOffen = false;
    const streamDb = kysely(async () => {
      const leser = new Sqlite(file, { readonly: true });
      leser.pragma('busy_timeout = 5000');
      leserOffen = true;
      return withStatementCache(leser);
    });
    const schliesse = async () => {
      // better-sqlite3 refuses to close a connection whose statement still iterates: wait until the export's is done.
      if (leserOffen) await streamDb.connection().execute(async () => {});
      await streamDb.destroy();
      await db.destroy();
    };
    return { db, streamDb, dialect: 'sqlite', schliesse };
  }
  throw new Error(`DATABASE_URL muss mit sqlite: oder postgres:// beginnen, nicht "${databaseUrl}".`);
}
