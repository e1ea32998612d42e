import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { asId, containsPattern, type Eb } from '../shared/expressions';
import { aufPostgres } from '../db/dialect';
import { suchFehler, textwoerter } from '../../domain/suchbegriffe';
import { Regelverletzung } from '../shared/errors';

/**
 * A search is "common" when at least DICHT of the STICHPROBE newest tenders match it (5 %): then SQLite checks the
 * rows a list walks along its sort index, and a page of 25 needs about 500 rows at most, whereas reading every
 * hit first grows with their number (about 15 ms for 26,000 hits of a place name at 100,000 tenders). The sample
 * costs the same for every search: at most eight words (domain/suchbegriffe.ts), each checked on 2,000 texts.
 */
export const STICHPROBE = 2000;
const DICHT = 100;

/**
 * Runs `schreibe`, which writes Lieferstellen of tender `id`, and rebuilds the tender's search text once at its end
 * instead of after each Lieferstelle (migration 0012): per Lieferstelle, saving 2,000 of them cost 10 s on SQLite.
 * Only in a transaction, so no mark outlives a write that failed and the text is never left without its rebuild.
 */
export async function mitSuchtextAmEnde<T>(trx: Transaction<Database>, id: number, schreibe: () => Promise<T>): Promise<T> {
  await trx.insertInto('ausschreibung_suche_aufgeschoben').values({ ausschreibung_id: id }).execute();
  const ergebnis = await schreibe();
  await trx.deleteFrom('ausschreibung_suche_aufgeschoben').where('ausschreibung_id', '=', id).execute();
  return ergebnis;
}

/** A person's search as the tender list puts it to its database. */
export interface Suche {
  text: string;
  woerter: string[];
  postgres: boolean;
  /** SQLite only: check each row the query walks instead of reading every hit from the trigram index first */
  zeilenweise: boolean;
}

/**
 * 400 with the German reason at field `feld` when a search breaks the rules of domain/suchbegriffe.ts (a word the
 * trigram index cannot look up, too many words); every list and export checks its search here before it asks.
 */
export function pruefeSuche(text: string | undefined, feld: string): void {
  const fehler = suchFehler(text);
  if (fehler) throw Regelverletzung.feld(feld, fehler);
}

/**
 * The search a list's filter names, undefined for none (or only blanks); checked by pruefeSuche before. Every word
 * goes to the trigram index; a short id search has no words and finds its tender by the id alone.
 */
export function bereiteSucheVor(db: Kysely<Database>, text: string | undefined): Suche | undefined {
  if (!text?.trim()) return undefined;
  return { text: text.trim(), woerter: textwoerter(text), postgres: aufPostgres(db), zeilenweise: false };
}

/**
 * How SQLite should search: row by row when the search is common and the list walks a sort index for a page
 * within the count limit; else from the hits the index reads. PostgreSQL's planner weighs the same choice itself
 * from the trigram index's statistics.
 */
export async function mitSuchweg(db: Kysely<Database>, suche: Suche | undefined, liste: { sortIndex: boolean; innerhalbZaehlgrenze: boolean }): Promise<Suche | undefined> {
  if (!suche?.woerter.length || suche.postgres || !liste.sortIndex || !liste.innerhalbZaehlgrenze) return suche;
  const { haeufig } = await db
    .selectFrom(sql`(SELECT text FROM ausschreibung_suche ORDER BY rowid DESC LIMIT ${STICHPROBE})`.as('stichprobe'))
    .select((eb) => eb(eb.fn.countAll(), '>=', DICHT).as('haeufig'))
    .where(sql<SqlBool>`${sql.join(suche.woerter.map((wort) => enthaeltWort(sql`+text`, wort)), sql` AND `)}`)
    .executeTakeFirstOrThrow();
  return { ...suche, zeilenweise: Boolean(haeufig) };
}

/**
 * Whether tender `a` matches a person's search: every word of it occurs, in any case, somewhere in the tender's
 * search text (Nummer, Bezeichnung, Kunde, Ort, Lieferstellen with MaLo-ID; migration 0009), or the search is the
 * tender's id. SQLite asks its FTS5 trigram table, PostgreSQL its pg_trgm index; both take every character of a
 * word literally.
 */
export function sucheTrifft(eb: Eb<{ a: 'ausschreibung' }>, suche: Suche): Expression<SqlBool> {
  const nummer = asId(suche.text);
  // A short id search ("12"): its tender alone, no text to look up.
  if (!suche.woerter.length) return eb('a.id', '=', nummer ?? -1);
  if (suche.postgres) {
    // The text is stored lower-cased (migration 0015): LIKE against the lower-cased word answers as ILIKE would.
    const bedingungen = suche.woerter.map((wort) => sql<SqlBool>`text LIKE lower(${containsPattern(wort)}) ESCAPE '\\'`);
    // The id joins the hits inside the subquery: as `OR a.id = …` beside it PostgreSQL checked every tender
    // against the hits (12 ms at 100,000 tenders for a six-digit part of a MaLo-ID with 26 hits).
    const auchNummer = nummer === undefined ? sql`` : sql` UNION ALL SELECT ${nummer}`;
    return eb('a.id', 'in', sql<number>`(SELECT ausschreibung_id FROM ausschreibung_suche WHERE ${sql.join(bedingungen, sql` AND `)}${auchNummer})`);
  }
  const trifft = suche.zeilenweise
    ? // The unary plus keeps the comparison out of FTS5, which would run a whole trigram query for every row.
      sql<SqlBool>`EXISTS (SELECT 1 FROM ausschreibung_suche s WHERE s.rowid = ${eb.ref('a.id')} AND ${sql.join(suche.woerter.map((wort) => enthaeltWort(sql`+s.text`, wort)), sql` AND `)})`
    : eb('a.id', 'in', sql<number>`(SELECT rowid FROM ausschreibung_suche WHERE ${trigrammSuche(suche)})`);
  return nummer === undefined ? trifft : eb.or([trifft, eb('a.id', '=', nummer)]);
}

/**
 * The condition on ausschreibung_suche that finds every tender matching all words through the trigram index: each
 * word is one phrase of its trigrams (pruefeSuche let no word shorter than a trigram through).
 */
function trigrammSuche(suche: Suche): RawBuilder<SqlBool> {
  // Inside double quotes FTS5 reads everything as text (operators, NEAR, *, parentheses); a quote is doubled.
  const phrasen = suche.woerter.map((wort) => `"${wort.replaceAll('"', '""')}"`).join(' AND ');
  return sql<SqlBool>`ausschreibung_suche MATCH ${phrasen}`;
}

/**
 * Whether a search text contains `wort` in any case, on SQLite without the index. LIKE folds only ASCII letters,
 * so a word with other letters becomes a GLOB pattern naming each letter's cases (`[äÄ]`), as FTS5 folds them.
 */
function enthaeltWort(text: RawBuilder<unknown>, wort: string): RawBuilder<SqlBool> {
  if (/^[!-~]*$/.test(wort)) return sql<SqlBool>`${text} LIKE ${containsPattern(wort)} ESCAPE '\\'`;
  return sql<SqlBool>`${text} GLOB ${`*${[...wort].map(globZeichen).join('')}*`}`;
}

/**
 * One character of a GLOB pattern: its upper and lower case as a set, `*`, `?` and `[` as themselves. JavaScript
 * writes ß in upper case as "SS", two letters; FTS5 and PostgreSQL fold the capital ẞ to ß, so it joins the set here.
 */
function globZeichen(zeichen: string): string {
  const grossesEszett = zeichen.toLowerCase() === 'ß' ? ['ẞ'] : [];
  const faelle = new Set([zeichen, zeichen.toLowerCase(), zeichen.toUpperCase(), ...grossesEszett].filter((fall) => [...fall].length === 1));
  if (faelle.size > 1) return `[${[...faelle].join('')}]`;
  return '*?['.includes(zeichen) ? `[${zeichen}]` : zeichen;
}
