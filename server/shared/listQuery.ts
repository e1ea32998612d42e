import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SortDirection, type ListeAntwort } from '../../domain/api/liste';
import { sortColumn } from './sortColumn';

/** `request.ordering.*` of SPEC.md section 7: an allow-listed key and a SortDirection. */
export interface Ordering {
  key?: string;
  direction?: number;
}

/** `request.paging.*`: a page size and a zero-based page index. */
export interface Paging {
  size?: number;
  index?: number;
}

export interface OrderingAndPaging {
  ordering: Ordering;
  paging: Paging;
}

/**
 * One column a list may be ordered by, built from the query's own ExpressionBuilder, so each entry names the
 * aliases it needs and a list whose query lacks them does not compile.
 */
export type OrderColumn<DB, TB extends keyof DB> = (eb: ExpressionBuilder<DB, TB>) => Expression<unknown>;

/**
 * How a list may be ordered: its allow-list, the column without a (known) key, the id that breaks ties. A key may
 * name several columns, ordered by the first and then the next.
 */
export interface ListOrder<DB, TB extends keyof DB> {
  spalten: Readonly<Record<string, OrderColumn<DB, TB> | readonly OrderColumn<DB, TB>[]>>;
  standard: string;
  id: OrderColumn<DB, TB>;
  /** the direction when the client names none */
  richtung: 'asc' | 'desc';
}

/** The ordering and paging every list query carries, whatever its filters. */
export function orderingAndPaging(q: {
  'request.ordering.key'?: string;
  'request.ordering.direction'?: number;
  'request.paging.size'?: number;
  'request.paging.index'?: number;
}): OrderingAndPaging {
  return {
    ordering: { key: q['request.ordering.key'], direction: q['request.ordering.direction'] },
    paging: { size: q['request.paging.size'], index: q['request.paging.index'] },
  };
}

/** ORDER BY of a list: the allow-listed column, then the id in the same direction for a stable order. */
export function orderList<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  ordnung: Ordering | undefined,
  s: NoInfer<ListOrder<DB, TB>>,
): SelectQueryBuilder<DB, TB, O> {
  const richtung =
    ordnung?.direction === SortDirection.Ascending ? 'asc' : ordnung?.direction === SortDirection.Descending ? 'desc' : s.richtung;
  const spalten = [sortColumn(s.spalten, ordnung?.key, s.standard)].flat();
  return [...spalten, s.id].reduce((sortiert, spalte) => sortiert.orderBy(spalte, richtung), q);
}

/** The requested page's size, kept within 1…MAX_PAGE_SIZE, and how many rows come before it. */
export function pageBounds(seite: Paging | undefined): { size: number; offset: number } {
  const size = Math.min(Math.max(seite?.size ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  return { size, offset: Math.max(seite?.index ?? 0, 0) * size };
}

/** LIMIT and OFFSET of the requested page. */
export function paginate<Q extends { limit: (n: number) => Q; offset: (n: number) => Q }>(q: Q, seite: Paging | undefined): Q {
  const { size, offset } = pageBounds(seite);
  return q.limit(size).offset(offset);
}

/**
 * A list's answer: how many rows the filter finds, and the requested page of rows in order. `basis` carries the
 * tables and the filter, `spalten` adds what a row shows, `alsZeile` turns a database row into the API's row.
 * The page's ids are found first and only its rows get their columns: a row's per-row counts are not worked out
 * for every row the OFFSET skips.
 */
export async function listPage<DB, TB extends keyof DB, O, Z>(
  basis: SelectQueryBuilder<DB, TB, {}>,
  spalten: (q: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
  anfrage: OrderingAndPaging,
  sortierung: NoInfer<ListOrder<DB, TB>>,
  alsZeile: (r: O) => Z,
): Promise<ListeAntwort<Z>> {
  // TypeScript cannot resolve Kysely's Selection over a generic DB, so the count's row type is named here.
  const { total } = await basis
    .select((eb) => eb.fn.countAll().as('total'))
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  const ids = paginate(orderList(basis.select((eb) => sql`${sortierung.id(eb)}`.as('id')), anfrage.ordering, sortierung), anfrage.paging);
  const seite = basis.where((eb) => eb(sortierung.id(eb), 'in', ids));
  const zeilen = await orderList(spalten(seite), anfrage.ordering, sortierung).execute();
  return { total: Number(total), items: zeilen.map(alsZeile) };
}
