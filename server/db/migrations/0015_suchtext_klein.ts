import { sql, type Kysely } from 'kysely';
import { aufPostgres } from '../dialect';
import { erneuernPostgres, TEXT_POSTGRES, TRIGRAMM_INDEX } from './0009_volltextsuche';

/**
 * PostgreSQL keeps the search text lower-cased, so the list's search compares with LIKE against the lower-cased
 * words (server/ausschreibung/suche.ts) instead of ILIKE, which lower-cases every text it checks anew: a common word
 * under a status filter checks ~19,000 texts at 100,000 tenders, 49 ms with ILIKE, 16 ms with LIKE. The answers stay
 * the same: in a multi-byte encoding ILIKE itself compares lower(text) with lower(pattern). The trigram index folds
 * case anyway; it is rebuilt once after the rewrite instead of row by row during it. SQLite's FTS5 table is untouched.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!aufPostgres(db)) return;
  await erneuernPostgres(`lower(${TEXT_POSTGRES})`).execute(db);
  await db.schema.dropIndex('ausschreibung_suche_trigramme').execute();
  await sql`UPDATE ausschreibung_suche SET text = lower(text)`.execute(db);
  await TRIGRAMM_INDEX.execute(db);
}

/** The original case cannot be recovered from the lower-cased text: each tender's text is built anew. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!aufPostgres(db)) return;
  await erneuernPostgres(TEXT_POSTGRES).execute(db);
  await sql`SELECT ausschreibung_suche_erneuern(ausschreibung_id) FROM ausschreibung_suche`.execute(db);
}
