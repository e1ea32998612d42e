import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { teilMuster } from '../shared/ausdruecke';

/** The trigram index finds substrings of three characters and more; shorter words are compared row by row. */
const TRIGRAMM = 3;

/**
 * Whether tender `a` matches a person's search: every word of it occurs, in any case, somewhere in the tender's
 * search text (Nummer, Bezeichnung, Kunde, Ort, Lieferstellen with MaLo-ID; migration 0009). SQLite asks its
 * FTS5 trigram table, PostgreSQL its pg_trgm index; both take every character of a word literally.
 */
export function sucheTrifft(db: Kysely<Database>, suche: string): Expression<SqlBool> {
  const woerter = suche.trim().split(/\s+/).filter(Boolean);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const bedingungen = woerter.map((wort) => sql<SqlBool>`text ILIKE ${teilMuster(wort)} ESCAPE '\\'`);
    return sql<SqlBool>`a.id IN (SELECT ausschreibung_id FROM ausschreibung_suche WHERE ${sql.join(bedingungen, sql` AND `)})`;
  }
  const lang = woerter.filter((wort) => [...wort].length >= TRIGRAMM);
  const kurz = woerter.filter((wort) => [...wort].length < TRIGRAMM);
  // Inside double quotes FTS5 reads everything as text (operators, NEAR, *, parentheses); a quote is doubled.
  const phrasen = lang.map((wort) => `"${wort.replaceAll('"', '""')}"`).join(' AND ');
  const bedingungen = [...(phrasen ? [sql<SqlBool>`ausschreibung_suche MATCH ${phrasen}`] : []), ...kurz.map((wort) => sql<SqlBool>`text LIKE ${teilMuster(wort)} ESCAPE '\\'`)];
  return sql<SqlBool>`a.id IN (SELECT rowid FROM ausschreibung_suche WHERE ${sql.join(bedingungen, sql` AND `)})`;
}
