import type { Expression } from 'kysely';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SortDirection } from '../../domain/api/liste';
import { sortierSpalte } from './sortierSpalte';

/** `request.ordering.*` of SPEC.md section 7: an allow-listed key and a SortDirection. */
export interface Ordnung {
  key?: string;
  direction?: number;
}

/** `request.paging.*`: a page size and a zero-based page index. */
export interface Seite {
  size?: number;
  index?: number;
}

export interface OrdnungUndSeite {
  ordering: Ordnung;
  paging: Seite;
}

/** How a list may be ordered: its allow-list, the column without a (known) key, the id that breaks ties. */
export interface Sortierung {
  spalten: Readonly<Record<string, Expression<unknown>>>;
  standard: string;
  id: Expression<unknown>;
  /** the direction when the client names none */
  richtung: 'asc' | 'desc';
}

/** The ordering and paging every list query carries, whatever its filters. */
export function ordnungUndSeite(q: {
  'request.ordering.key'?: string;
  'request.ordering.direction'?: number;
  'request.paging.size'?: number;
  'request.paging.index'?: number;
}): OrdnungUndSeite {
  return {
    ordering: { key: q['request.ordering.key'], direction: q['request.ordering.direction'] },
    paging: { size: q['request.paging.size'], index: q['request.paging.index'] },
  };
}

/** ORDER BY of a list: the allow-listed column, then the id in the same direction for a stable order. */
export function ordne<Q extends { orderBy: (...args: any[]) => Q }>(q: Q, ordnung: Ordnung | undefined, s: Sortierung): Q {
  const richtung =
    ordnung?.direction === SortDirection.Ascending ? 'asc' : ordnung?.direction === SortDirection.Descending ? 'desc' : s.richtung;
  return q.orderBy(sortierSpalte(s.spalten, ordnung?.key, s.standard), richtung).orderBy(s.id, richtung);
}

/** LIMIT and OFFSET of the requested page, the size kept within 1…MAX_PAGE_SIZE. */
export function blaettere<Q extends { limit: (n: number) => Q; offset: (n: number) => Q }>(q: Q, seite: Seite | undefined): Q {
  const size = Math.min(Math.max(seite?.size ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const index = Math.max(seite?.index ?? 0, 0);
  return q.limit(size).offset(index * size);
}
