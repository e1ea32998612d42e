import { sql, type AliasableExpression, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The database with the tables a helper needs under the aliases it names: a query that selects `kunde as k`
 * (with any further tables) passes its ExpressionBuilder, and a query without `k` does not compile. The other
 * tables stay reachable for correlated subqueries.
 */
export type WithAliases<T extends Partial<Record<string, keyof Database>>> = Database & { [A in keyof T & string]: Database[NonNullable<T[A]>] };
export type Eb<T extends Partial<Record<string, keyof Database>>> = ExpressionBuilder<WithAliases<T>, keyof T & string>;

/** How many rows the correlated subquery `zeilen` finds, as a value of the outer row (a list's counting column); the subquery is typed where it is written. */
export function rowCount(zeilen: SelectQueryBuilder<any, any, {}>): AliasableExpression<number> {
  return zeilen.select((s) => s.fn.countAll<number>().as('anzahl')).$asScalar();
}

/** The name a tender shows for its Kunde `k`: the company, or the person for a Privatperson. */
export function kundeName(eb: Eb<{ k: 'kunde' }>): AliasableExpression<string> {
  return eb.fn.coalesce('k.firma', eb(eb('k.vorname', '||', sql.lit(' ')), '||', eb.ref('k.nachname')));
}

/** A text as a person compares and orders it: without case. */
export function caseless(eb: ExpressionBuilder<any, any>, text: Expression<string | null>): AliasableExpression<string> {
  return eb.fn<string>('lower', [text]);
}

/**
 * Whether a text contains what a person searched for, in any case. Raw SQL because Kysely builds no
 * `LIKE … ESCAPE`; the escape character keeps `%` and `_` in the search literal on SQLite and PostgreSQL alike.
 */
export function contains(eb: ExpressionBuilder<any, any>, text: Expression<string | null>, suche: string): Expression<SqlBool> {
  return eb(caseless(eb, text), 'like', sql<string>`${containsPattern(suche.toLowerCase())} escape '\\'`);
}

/** A LIKE pattern for texts containing `suche` literally, to be used with `escape '\\'`. */
export function containsPattern(suche: string): string {
  return `%${suche.replace(/[\\%_]/g, (z) => '\\' + z)}%`;
}

/** A searched text that names a record id (a whole number within the database's integer). */
export function asId(suche: string): number | undefined {
  return /^\d{1,10}$/.test(suche) && Number(suche) <= 2_147_483_647 ? Number(suche) : undefined;
}

/** Whether a Sparten bit mask shares a bit with `maske` (Strom 1, Gas 2). */
export function hatSparte(eb: ExpressionBuilder<any, any>, sparten: Expression<number>, maske: number): Expression<SqlBool> {
  return eb(eb(sparten, '&', maske), '<>', 0);
}

/** Whether the account `b` holds the Administrator role; roles are stored as a comma list. */
export function istAdministrator(eb: Eb<{ b: 'benutzer' }>): Expression<SqlBool> {
  return eb(eb(eb(sql.lit(','), '||', eb.ref('b.roles')), '||', sql.lit(',')), 'like', sql.lit('%,Administrator,%'));
}
