import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; IN lists of varying length make their number open-ended. */
export const STATEMENT_CACHE_SIZE = 500;

type Statement = SqliteStatement & { readonly busy: boolean };

interface PreparingDatabase extends SqliteDatabase {
  prepare(sql: string): Statement;
}

/**
 * Kysely's SQLite driver prepares every query anew, and under the mixed load compiling the statements took
 * better-sqlite3 more main-thread time than running them (a ninth of the server's whole). This keeps the recently
 * used statements prepared, the least recently used leaving first. A statement still iterating a streamed result
 * is busy and cannot run another query, so that query gets a statement of its own.
 */
export function withStatementCache(database: PreparingDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached?.busy) return database.prepare(sql);
      if (cached) {
        // Moved to the end: a Map iterates in insertion order, so the first key is the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
