import type { AliasableExpression } from 'kysely';
import { KontoZustand } from '../../domain/konto';
import { rowCount, type Eb } from '../shared/expressions';

/** The KontoZustand of account `b`: locked, else not activated, else active. */
export function kontoZustand(eb: Eb<{ b: 'benutzer' }>): AliasableExpression<number> {
  return eb
    .case()
    .when('b.gesperrt', '=', 1)
    .then(eb.lit(KontoZustand.Gesperrt as number))
    .when('b.active', '=', 0)
    .then(eb.lit(KontoZustand.NichtAktiviert as number))
    .else(eb.lit(KontoZustand.Aktiv as number))
    .end();
}

/** When account `b` last signed in (its newest session), or null. */
export function letzteAnmeldung(eb: Eb<{ b: 'benutzer' }>): AliasableExpression<number | null> {
  return eb
    .selectFrom('sitzung as s')
    .select((s) => s.fn.max('s.created_at').as('zeit'))
    .whereRef('s.benutzer_id', '=', 'b.id')
    .$asScalar()
    .$castTo<number | null>();
}

/** How many tenders Kunde `k` has written. */
export function anzahlAusschreibungen(eb: Eb<{ k: 'kunde' }>): AliasableExpression<number> {
  return rowCount(eb.selectFrom('ausschreibung as a').whereRef('a.kunde_id', '=', 'k.id'));
}

/** To how many tenders EVU `e` is invited. */
export function anzahlEinladungen(eb: Eb<{ e: 'evu' }>): AliasableExpression<number> {
  return rowCount(eb.selectFrom('einladung as i').whereRef('i.evu_id', '=', 'e.id'));
}

/** How many offers EVU `e` has made. */
export function anzahlAngebote(eb: Eb<{ e: 'evu' }>): AliasableExpression<number> {
  return rowCount(eb.selectFrom('angebot as o').whereRef('o.evu_id', '=', 'e.id'));
}

/** How many second factors account `b` has set up. */
export function anzahlZweiteFaktoren(eb: Eb<{ b: 'benutzer' }>): AliasableExpression<number> {
  return rowCount(eb.selectFrom('second_factor as f').whereRef('f.benutzer_id', '=', 'b.id'));
}
