import { Type, type Static } from '@sinclair/typebox';
import { AusschreibungStatus, Sparte } from '../../domain/ausschreibung';
import type { ListenAnfrage } from './liste.queries';
import { SORTIER_SCHLUESSEL } from './liste.queries';
import { orderingAndPaging } from '../shared/listQuery';
import { DbGanzzahl } from '../../domain/api/ganzzahl';
import { pruefeSuche } from './suche';

/** What a tender list or its export may be ordered by; any other key is refused with 400. */
export const AusschreibungSortierung = Type.Union(SORTIER_SCHLUESSEL.map((k) => Type.Literal(k)));

const Ids = Type.Array(DbGanzzahl, { maxItems: 200 });

/** The filters of the administrator's list, the same in its query and in the body of its export. */
const FILTER = {
  idSearch: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.Array(Type.Integer({ minimum: AusschreibungStatus.PruefungAusschreibung, maximum: AusschreibungStatus.Aufgehoben }), { maxItems: 6 })),
  kunden: Type.Optional(Ids),
  evus: Type.Optional(Ids),
  typen: Type.Optional(Type.Array(Type.Integer({ minimum: Sparte.Strom, maximum: Sparte.Gas }), { maxItems: 2 })),
};

/** The body of the list's CSV export: the list's filters and order, no page. */
export const AusschreibungListeExport = Type.Object(
  {
    filter: Type.Optional(Type.Object(FILTER, { additionalProperties: false })),
    ordering: Type.Optional(Type.Object({ key: Type.Optional(AusschreibungSortierung), direction: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) })),
  },
  { additionalProperties: false },
);

/** The list query of SPEC.md section 7; multi-valued filters repeat the parameter. */
export const AusschreibungListeQuery = Type.Object(
  {
    'request.filter.idSearch': FILTER.idSearch,
    'request.filter.status': FILTER.status,
    'request.filter.kunden': FILTER.kunden,
    'request.filter.evus': FILTER.evus,
    'request.filter.typen': FILTER.typen,
    'request.filter.angebotsfristBis': Type.Optional(Type.String({ format: 'date-time' })),
    'request.ordering.key': Type.Optional(AusschreibungSortierung),
    'request.ordering.direction': Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    'request.paging.size': Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    'request.paging.index': Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type AusschreibungListeQuery = Static<typeof AusschreibungListeQuery>;

/** The list's request as the queries take it; a search the trigram index cannot serve is refused here (400). */
export function listenAnfrage(q: AusschreibungListeQuery): ListenAnfrage {
  pruefeSuche(q['request.filter.idSearch'], 'request.filter.idSearch');
  return {
    filter: {
      idSearch: q['request.filter.idSearch'],
      status: q['request.filter.status'],
      kunden: q['request.filter.kunden'],
      evus: q['request.filter.evus'],
      typen: q['request.filter.typen'],
      angebotsfristBis: q['request.filter.angebotsfristBis'],
    },
    ...orderingAndPaging(q),
  };
}
