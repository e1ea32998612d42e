import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ZAEHLGRENZE } from '../../domain/api/liste';
import type { Database } from '../db/schema';
import { pageBounds, type Paging } from './listQuery';

/** How far a list counts: to ZAEHLGRENZE, or to the end of the requested page when a person pages further. */
export function countLimitFor(seite: Paging | undefined): number {
  const { size, offset } = pageBounds(seite);
  return Math.max(ZAEHLGRENZE, offset + size);
}

/**
 * The rows `basis` finds, counted up to `bis` + 1 and no further: the one beyond the limit says "more", and the
 * database stops reading there instead of visiting every match of a common search.
 */
export function countUpTo<DB, TB extends keyof DB>(db: Kysely<Database>, basis: SelectQueryBuilder<DB, TB, {}>, bis: number) {
  return db.selectFrom(basis.select(sql<number>`1`.as('eins')).limit(bis + 1).as('treffer')).select((eb) => eb.fn.countAll<number>().as('total'));
}

/** `total` of a list's answer from a count made by countUpTo: exact up to `bis`, else "more than `bis`". */
export function cappedTotal(anzahl: number, bis: number): { total: number; totalUntergrenze?: true } {
  return anzahl > bis ? { total: bis, totalUntergrenze: true } : { total: anzahl };
}
