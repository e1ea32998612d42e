import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The query shape every list endpoint takes (SPEC.md section 7, DESIGN.md section 7):
 * request.filter.*, request.ordering.key/direction, request.paging.size/index (zero-based).
 */
export const SortDirection = { Unspecified: 0, Ascending: 1, Descending: 2 } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 25;

export const ListeQuery = Type.Object(
  {
    'request.ordering.key': Type.Optional(Type.String({ maxLength: 64 })),
    'request.ordering.direction': Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    'request.paging.size': Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    'request.paging.index': Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: true },
);
export type ListeQuery = Static<typeof ListeQuery>;

/**
 * A list counts its matches up to this many (or up to the requested page's end, if further); beyond, the answer
 * says only "more than `total`": counting every match of a common search would read them all.
 */
export const ZAEHLGRENZE = 1000;

export const ListeAntwort = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    totalUntergrenze: Type.Optional(
      Type.Boolean({ description: 'true: es gibt mehr als `total` Treffer (gezählt wird bis zur Zählgrenze oder zum Ende der Seite)' }),
    ),
  });
export interface ListeAntwort<T> {
  items: T[];
  total: number;
  /** true: there are more than `total` matches */
  totalUntergrenze?: boolean;
}
