import { AusschreibungStatus } from '../../domain/ausschreibung';
import { sql, type AliasableExpression, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { ZAEHLGRENZE, type ListeAntwort } from '../../domain/api/liste';
import type { Database } from '../db/schema';
import { aufPostgres } from '../db/dialect';
import { rowCount, type Eb, type WithAliases } from '../shared/expressions';
import { paginate, pageBounds, orderList, type Ordering, type Paging, type ListOrder } from '../shared/listQuery';
import { cappedTotal, countUpTo, countLimitFor } from '../shared/countLimit';
import { sortColumn } from '../shared/sortColumn';
import { bereiteSucheVor, mitSuchweg, sucheTrifft, type Suche } from './suche';
import { isoDateTime } from '../shared/isoDateTime';

/** Whose view of the tenders a list is: the scope decides which rows and which offer count are visible. */
export type Sicht =
  | { rolle: 'Administrator' }
  | { rolle: 'Kunde'; kundeId: number }
  | { rolle: 'EVU'; evuId: number };

export interface ListenAnfrage {
  filter?: {
    idSearch?: string;
    status?: number[];
    typen?: number[];
    kunden?: number[];
    evus?: number[];
    /** calendar dates YYYY-MM-DD, both inclusive (the CSV download) */
    lieferbeginnVon?: string;
    lieferbeginnBis?: string;
    /** ISO instant: only tenders whose Angebotsfrist ends by then */
    angebotsfristBis?: string;
    /** an EVU's list: only Aktiv tenders it has not bid on yet */
    angebotOffen?: boolean;
  };
  ordering?: Ordering;
  paging?: Paging;
}

type AusschreibungEb = Eb<{ a: 'ausschreibung' }>;

/**
 * What a list may be ordered by. Each entry is a column of `a` alone (the Kunde's name and the per-row figures
 * are stored on the tender, migration 0011), so the same ORDER BY works in the page-id query (no joins) and in
 * the query that then reads the page's rows, and an index can serve it.
 */
const SORTIERBAR = {
  id: (eb: AusschreibungEb) => eb.ref('a.id'),
  nummer: (eb: AusschreibungEb) => eb.ref('a.nummer'),
  typ: (eb: AusschreibungEb) => eb.ref('a.sparte'),
  bezeichnung: (eb: AusschreibungEb) => eb.ref('a.bezeichnung'),
  status: (eb: AusschreibungEb) => eb.ref('a.status'),
  kunde: (eb: AusschreibungEb) => eb.ref('a.kunde_name'),
  lieferbeginn: (eb: AusschreibungEb) => eb.ref('a.lieferbeginn'),
  lieferende: (eb: AusschreibungEb) => eb.ref('a.lieferende'),
  angebotsfrist: (eb: AusschreibungEb) => eb.ref('a.angebotsfrist'),
  anzahlLieferstellen: (eb: AusschreibungEb) => eb.ref('a.anzahl_lieferstellen'),
  jahresverbrauchKwh: (eb: AusschreibungEb) => eb.ref('a.jahresverbrauch_kwh'),
  /** depends on who looks: the query's own offer count */
  anzahlAngebote: null,
  /** what needs the viewer first (see `vorrang`), by the viewer's own offer count too */
  vorrang: null,
  /** "Frist zuerst": the Aktiv tenders by the soonest Angebotsfrist, then the rest (see `fristZuerst`) */
  fristZuerst: null,
  /**
   * The administrator's review queue, most urgent first: by the step a tender is in (Prüfung Ausschreibung, Aktiv,
   * Prüfung Angebote, …), within it the soonest Angebotsfrist first. This is the order of the status index
   * (status, angebotsfrist, id, sparte; migration 0014), so a page is a walk along it that stops after the page.
   */
  dringlichkeit: [(eb: AusschreibungEb) => eb.ref('a.status'), (eb: AusschreibungEb) => eb.ref('a.angebotsfrist')],
} as const;

export const SORTIER_SCHLUESSEL = Object.keys(SORTIERBAR) as (keyof typeof SORTIERBAR)[];

/**
 * Which sort keys of the administrator's list have an index of their own that also carries status and Sparte
 * (migrations 0002, 0010 and 0011; the administrator's offer count is the stored one).
 */
const HAT_SORTIERINDEX: Record<keyof typeof SORTIERBAR, boolean> = {
  id: true, nummer: true, typ: true, bezeichnung: true, status: true, kunde: true, lieferbeginn: true, lieferende: true,
  angebotsfrist: true, anzahlLieferstellen: true, jahresverbrauchKwh: true, anzahlAngebote: true, vorrang: false, fristZuerst: false,
  dringlichkeit: true,
};
const STANDARD_SORTIERUNG = 'angebotsfrist';

/**
 * The administrator filtering by status and Sparte alone (or not at all): each value covers a large share of
 * all tenders, so the count comes from the counters of migration 0008 and a page is found by walking the sort
 * index, stopping after the page, instead of reading and sorting every match.
 */
function breiterFilter(sicht: Sicht, f: NonNullable<ListenAnfrage['filter']> = {}): boolean {
  return (
    sicht.rolle === 'Administrator' &&
    !f.idSearch?.trim() &&
    !f.kunden?.length &&
    !f.evus?.length &&
    !f.lieferbeginnVon &&
    !f.lieferbeginnBis &&
    !f.angebotsfristBis
  );
}

type Versteckbar = 'a.status' | 'a.sparte';

/**
 * The rows a role may see under a filter, with every column of AusschreibungZeile; not yet ordered or paged.
 * `sortierSchluessel` is the list's order, for the page-id query under a broad filter or a row-by-row search.
 */
export function ausschreibungAbfrage(
  db: Kysely<Database>,
  sicht: Sicht,
  f: NonNullable<ListenAnfrage['filter']> = {},
  sortierSchluessel?: string,
  suche = bereiteSucheVor(db, f.idSearch),
) {
  return {
    ...abfrageMit(db, sicht, f, [], suche),
    /** `basis` for the page-id query along the sort index: status and Sparte read from it, not searched by. */
    seitenBasis: breiterFilter(sicht, f) || suche?.zeilenweise ? abfrageMit(db, sicht, f, verborgen(db, sortierSchluessel), suche).basis : undefined,
  };
}

/**
 * SQLite prefers the filter index for status and Sparte and then sorts every match; a unary plus leaves the
 * value alone but hides the column, so it walks the sort index and checks status and Sparte there (the sorted
 * column stays visible: it bounds the walk). PostgreSQL would misjudge how many rows a hidden column passes (and
 * scan and sort): it chooses the walk by itself.
 */
function verborgen(db: Kysely<Database>, sortierSchluessel: string | undefined): Versteckbar[] {
  if (aufPostgres(db)) return [];
  const sortiert = { typ: 'a.sparte', status: 'a.status', dringlichkeit: 'a.status' }[sortierSchluessel ?? ''];
  return (['a.status', 'a.sparte'] as const).filter((spalte) => spalte !== sortiert);
}

function abfrageMit(db: Kysely<Database>, sicht: Sicht, f: NonNullable<ListenAnfrage['filter']>, versteckt: readonly Versteckbar[], suche: Suche | undefined) {
  const spalte = (eb: AusschreibungEb, name: Versteckbar) => (versteckt.includes(name) ? sql<number>`+${eb.ref(name)}` : eb.ref(name));
  const basis = db
    .selectFrom('ausschreibung as a')
    .where((eb) => {
      const bedingungen: Expression<SqlBool>[] = [];
      if (sicht.rolle === 'Kunde') bedingungen.push(eb('a.kunde_id', '=', sicht.kundeId));
      if (sicht.rolle === 'EVU') {
        bedingungen.push(eb('a.status', '>=', AusschreibungStatus.Aktiv));
        bedingungen.push(
          eb.exists(
            eb.selectFrom('einladung as e').select('e.evu_id').whereRef('e.ausschreibung_id', '=', 'a.id').where('e.evu_id', '=', sicht.evuId),
          ),
        );
      }
      if (f.status?.length) bedingungen.push(eb(spalte(eb, 'a.status'), 'in', f.status));
      if (f.typen?.length) bedingungen.push(eb(spalte(eb, 'a.sparte'), 'in', f.typen));
      if (f.kunden?.length) bedingungen.push(eb('a.kunde_id', 'in', f.kunden));
      if (f.evus?.length) {
        bedingungen.push(
          eb.exists(eb.selectFrom('einladung as e2').select('e2.evu_id').whereRef('e2.ausschreibung_id', '=', 'a.id').where('e2.evu_id', 'in', f.evus)),
        );
      }
      if (f.lieferbeginnVon) bedingungen.push(eb('a.lieferbeginn', '>=', f.lieferbeginnVon));
      if (f.lieferbeginnBis) bedingungen.push(eb('a.lieferbeginn', '<=', f.lieferbeginnBis));
      if (f.angebotsfristBis) bedingungen.push(eb('a.angebotsfrist', '<=', Date.parse(f.angebotsfristBis)));
      // Only an EVU has an offer of its own; for it "Angebot offen" is an Aktiv tender without one.
      if (f.angebotOffen && sicht.rolle === 'EVU') {
        bedingungen.push(eb('a.status', '=', AusschreibungStatus.Aktiv));
        bedingungen.push(
          eb.not(eb.exists(eb.selectFrom('angebot as o').select('o.id').whereRef('o.ausschreibung_id', '=', 'a.id').where('o.evu_id', '=', sicht.evuId))),
        );
      }
      if (suche) bedingungen.push(sucheTrifft(eb, suche));
      return eb.and(bedingungen);
    });

  const angebotsZaehlung = angebotsZaehlungFuer(sicht);

  return { basis, angebotsZaehlung, zeilen: mitSpalten(basis, angebotsZaehlung) };
}

/** Every column of AusschreibungZeile for the tenders `q` selects. */
function mitSpalten(q: SelectQueryBuilder<Database & { a: Database['ausschreibung'] }, 'a', {}>, angebotsZaehlung: (eb: AusschreibungEb) => AliasableExpression<number>) {
  return q.select((eb) => [
      'a.id',
      'a.nummer',
      'a.sparte as typ',
      'a.bezeichnung',
      'a.status',
      'a.lieferbeginn',
      'a.lieferende',
      'a.angebotsfrist',
      'a.kunde_name as kunde',
      'a.anzahl_lieferstellen as anzahlLieferstellen',
      'a.jahresverbrauch_kwh as jahresverbrauchKwh',
      angebotsZaehlung(eb).as('anzahlAngebote'),
    ]);
}

/**
 * The offers of tender `a` a role may count: the Administrator all, an EVU its own, a Kunde the released ones
 * (not 'eingereicht') once the tender reached the Bindefrist, before that none. The EVU's own offer is the one
 * count not stored on the tender (it differs per EVU).
 */
function angebotsZaehlungFuer(sicht: Sicht): (eb: AusschreibungEb) => AliasableExpression<number> {
  switch (sicht.rolle) {
    case 'Administrator':
      return (eb) => eb.ref('a.anzahl_angebote');
    case 'EVU':
      return (eb) =>
        rowCount(eb.selectFrom('angebot as o').whereRef('o.ausschreibung_id', '=', 'a.id').where('o.evu_id', '=', sicht.evuId));
    case 'Kunde':
      return (eb) =>
        eb
          .case()
          .when('a.status', '>=', eb.lit(AusschreibungStatus.Bindefrist))
          .then(eb.ref('a.anzahl_angebote_freigegeben'))
          .else(eb.lit(0))
          .end();
  }
}

/**
 * ORDER BY of a tender list, newest deadlines first unless asked otherwise. The offer count depends on who
 * looks (sealed offers), so its expression comes from the query's view.
 */
export function sortierung(angebotsZaehlung: (eb: AusschreibungEb) => Expression<number>): ListOrder<WithAliases<{ a: 'ausschreibung' }>, 'a'> {
  return {
    spalten: { ...SORTIERBAR, anzahlAngebote: angebotsZaehlung, vorrang: vorrang(angebotsZaehlung), fristZuerst },
    standard: STANDARD_SORTIERUNG,
    id: (eb) => eb.ref('a.id'),
    richtung: 'desc',
  };
}

/**
 * What needs the viewer first, ascending: Aktiv tenders without an offer (that the viewer sees), then Aktiv ones
 * with one, each by the soonest Angebotsfrist; then the rest, the latest Angebotsfrist first.
 */
function vorrang(angebotsZaehlung: (eb: AusschreibungEb) => Expression<number>) {
  return [
    (eb: AusschreibungEb) =>
      eb.case().when(aktiv(eb)).then(eb.case().when(angebotsZaehlung(eb), '=', eb.lit(0)).then(eb.lit(0)).else(eb.lit(1)).end()).else(eb.lit(2)).end(),
    aktiveNachFrist,
  ];
}

const aktiv = (eb: AusschreibungEb) => eb('a.status', '=', eb.lit(AusschreibungStatus.Aktiv));
/** Aktiv tenders by the soonest Angebotsfrist, the others by the latest (within whatever groups come before). */
const aktiveNachFrist = (eb: AusschreibungEb) => eb.case().when(aktiv(eb)).then(eb.ref('a.angebotsfrist')).else(eb.neg(eb.ref('a.angebotsfrist'))).end();

/**
 * "Frist zuerst", ascending: the Aktiv tenders, the soonest Angebotsfrist first (what can still be bid on, by the
 * time left), then the rest, the latest Angebotsfrist first (the most recent results).
 */
const fristZuerst = [(eb: AusschreibungEb) => eb.case().when(aktiv(eb)).then(eb.lit(0)).else(eb.lit(1)).end(), aktiveNachFrist];

export function alsZeile(r: {
  id: number; nummer: string; typ: number; bezeichnung: string; status: number; lieferbeginn: string; lieferende: string;
  angebotsfrist: number; kunde: string; anzahlLieferstellen: number; jahresverbrauchKwh: number; anzahlAngebote: number;
}): AusschreibungZeile {
  return {
    ...r,
    angebotsfrist: isoDateTime(r.angebotsfrist),
    anzahlLieferstellen: Number(r.anzahlLieferstellen),
    jahresverbrauchKwh: Number(r.jahresverbrauchKwh),
    anzahlAngebote: Number(r.anzahlAngebote),
  };
}

/**
 * One query for every role's tender list: filter, order, page, count. What a role may see is part of the
 * WHERE clause (a Kunde its own tenders, an EVU the ones it is invited to from status 1), and the offer count
 * respects the sealed-offer rules: an EVU counts only its own offer, a Kunde only released ones from status 3.
 */
export async function ausschreibungListe(db: Kysely<Database>, sicht: Sicht, anfrage: ListenAnfrage): Promise<ListeAntwort<AusschreibungZeile>> {
  const { zaehlung, zaehltBis, seite } = await listenAnweisungen(db, sicht, anfrage);
  const { total } = await zaehlung.executeTakeFirstOrThrow();
  const rows = await seite.execute();
  return { ...cappedTotal(Number(total), zaehltBis), items: rows.map(alsZeile) };
}

/**
 * The two statements of a list (count, then the page's rows), as ausschreibungListe sends them. The count is
 * exact under a broad filter (kept counters) and else stops at `zaehltBis`; a search first learns on SQLite
 * whether it finds many tenders (suche.ts).
 */
export async function listenAnweisungen(db: Kysely<Database>, sicht: Sicht, anfrage: ListenAnfrage) {
  const zaehltBis = breiterFilter(sicht, anfrage.filter) ? Infinity : countLimitFor(anfrage.paging);
  const suche = await mitSuchweg(db, bereiteSucheVor(db, anfrage.filter?.idSearch), {
    sortIndex: sortColumn(HAT_SORTIERINDEX, anfrage.ordering?.key, STANDARD_SORTIERUNG),
    innerhalbZaehlgrenze: countLimitFor(anfrage.paging) <= ZAEHLGRENZE,
  });
  const { basis, seitenBasis, angebotsZaehlung } = ausschreibungAbfrage(db, sicht, anfrage.filter, anfrage.ordering?.key, suche);
  const zaehlung = zaehltBis === Infinity ? gezaehlt(db, anfrage.filter) : countUpTo(db, basis, zaehltBis);
  // Late row lookup: the ids of one page come from an index-only scan; joins and per-row subqueries then run
  // for those rows only, not for every row the OFFSET skips. The rows are looked up by id alone: repeating the
  // filter there lets SQLite search every match again.
  const reihenfolge = sortierung(angebotsZaehlung);
  const ids = seitenIds(db, sicht, anfrage, basis, seitenBasis, reihenfolge);
  const seite = orderList(mitSpalten(db.selectFrom('ausschreibung as a').where('a.id', 'in', ids), angebotsZaehlung), anfrage.ordering, reihenfolge);
  return { zaehlung, zaehltBis, seite };
}

type Basis = ReturnType<typeof abfrageMit>['basis'];
type Reihenfolge = ReturnType<typeof sortierung>;

/**
 * The query for a page's ids: under a broad filter along the sort index when the order has one, in the default order
 * (Angebotsfrist) under a status filter merged per status; else as filtered.
 */
function seitenIds(db: Kysely<Database>, sicht: Sicht, anfrage: ListenAnfrage, basis: Basis, seitenBasis: Basis | undefined, reihenfolge: Reihenfolge) {
  const { filter, ordering, paging } = anfrage;
  if (breiterFilter(sicht, filter) && filter?.status?.length && sortColumn(SORTIERBAR, ordering?.key, STANDARD_SORTIERUNG) === SORTIERBAR.angebotsfrist) {
    return jeStatus(db, sicht, anfrage, reihenfolge);
  }
  const mitIndex = seitenBasis && sortColumn(HAT_SORTIERINDEX, ordering?.key, STANDARD_SORTIERUNG);
  return paginate(orderList((mitIndex ? seitenBasis : basis).select('a.id'), ordering, reihenfolge), paging);
}

/**
 * Per chosen status its range of the status index (status, angebotsfrist, id, sparte; migration 0014), merged: both
 * databases then read the ranges side by side in the list's order and stop after the page, so a page reads its
 * offset's entries and no others. Walking the Angebotsfrist sort index instead skips every entry of the other
 * statuses on the way: at a million tenders ~50,000 even for the first page, as the Entwürfe have the latest
 * deadlines. SQLite merges the ranges (MERGE (UNION ALL)) only when ORDER BY, LIMIT and OFFSET belong to the union
 * itself; PostgreSQL 15 merges them (Merge Append) only when each range is ordered and limited to offset + size on its
 * own, and else reads and sorts every match.
 */
function jeStatus(db: Kysely<Database>, sicht: Sicht, { filter, ordering, paging }: ListenAnfrage, reihenfolge: Reihenfolge) {
  const sqlite = !aufPostgres(db);
  // SQLite would pick the Sparte's filter index over the status range: hidden as in `verborgen`.
  const bereiche = [...new Set(filter!.status)].map((status) =>
    abfrageMit(db, sicht, { ...filter, status: [status] }, sqlite ? ['a.sparte'] : [], undefined).basis.select(['a.id', 'a.angebotsfrist']),
  );
  if (sqlite) return db.selectFrom(paginate(orderList(vereinige(bereiche), ordering, reihenfolge), paging).as('a')).select('a.id');
  const { size, offset } = pageBounds(paging);
  const vereint = vereinige(bereiche.map((bereich) => db.selectFrom(orderList(bereich, ordering, reihenfolge).limit(offset + size).as('b')).selectAll()));
  // The merged rows carry `a`'s names for the sorted column and the id, so the list's ORDER BY and page apply as they are.
  return paginate(orderList((db.selectFrom(vereint.as('a')) as unknown as Basis).select('a.id'), ordering, reihenfolge), paging);
}

function vereinige<Q extends { unionAll(q: Q): Q }>(abfragen: Q[]): Q {
  return abfragen.slice(1).reduce((alle, abfrage) => alle.unionAll(abfrage), abfragen[0]!);
}

/** The exact number of tenders under a broad filter, summed from the counters the triggers keep. */
export function gezaehlt(db: Kysely<Database>, f: NonNullable<ListenAnfrage['filter']> = {}) {
  return db
    .selectFrom('ausschreibung_anzahl')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('anzahl'), eb.lit(0)).as('total'))
    .$if(!!f.status?.length, (q) => q.where('status', 'in', f.status!))
    .$if(!!f.typen?.length, (q) => q.where('sparte', 'in', f.typen!));
}
