import { Type, type Static } from '@sinclair/typebox';
import type { ListenAnfrage } from './liste.queries';
import { SORTIER_SCHLUESSEL } from './liste.queries';
import { ordnungUndSeite } from '../shared/listenAbfrage';

/** What a tender list or its export may be ordered by; any other key is refused with 400. */
export const AusschreibungSortierung = Type.Union(SORTIER_SCHLUESSEL.map((k) => Type.Literal(k)));

const Ids = Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), { maxItems: 200 }));

/** The list query of SPEC.md section 7; multi-valued filters repeat the parameter. */
export const AusschreibungListeQuery = Type.Object(
  {
    'request.filter.idSearch': Type.Optional(Type.String({ maxLength: 50 })),
    'request.filter.status': Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 4 }), { maxItems: 5 })),
    'request.filter.kunden': Ids,
    'request.filter.evus': Ids,
    'request.filter.typen': Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2 }), { maxItems: 2 })),
    'request.filter.angebotsfristBis': Type.Optional(Type.String({ format: 'date-time' })),
    'request.ordering.key': Type.Optional(AusschreibungSortierung),
    'request.ordering.direction': Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    'request.paging.size': Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    'request.paging.index': Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type AusschreibungListeQuery = Static<typeof AusschreibungListeQuery>;

export function listenAnfrage(q: AusschreibungListeQuery): ListenAnfrage {
  return {
    filter: {
      idSearch: q['request.filter.idSearch'],
      status: q['request.filter.status'],
      kunden: q['request.filter.kunden'],
      evus: q['request.filter.evus'],
      typen: q['request.filter.typen'],
      angebotsfristBis: q['request.filter.angebotsfristBis'],
    },
    ...ordnungUndSeite(q),
  };
}
