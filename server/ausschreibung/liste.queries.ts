import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { AliasableExpression, Expression, Kysely, SqlBool } from 'kysely';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import type { Database } from '../db/schema';
import { alsId, enthaelt, kundeName, type Eb, type Mit } from '../shared/ausdruecke';
import { blaettere, ordne, type Ordnung, type Seite, type Sortierung } from '../shared/listenAbfrage';
import { alsDatumZeit } from '../shared/zeit';

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
  };
  ordering?: Ordnung;
  paging?: Seite;
}

type AusschreibungEb = Eb<{ a: 'ausschreibung' }>;

/** How many Lieferstellen tender `a` has. */
const anzahlLieferstellen = (eb: AusschreibungEb) =>
  eb.selectFrom('lieferstelle as l').select((s) => s.fn.countAll<number>().as('anzahl')).whereRef('l.ausschreibung_id', '=', 'a.id').$asScalar();

/** The yearly consumption of all Lieferstellen of tender `a`, 0 without any. */
const jahresverbrauch = (eb: AusschreibungEb) =>
  eb
    .selectFrom('lieferstelle as l')
    .select((s) => s.fn.coalesce(s.fn.sum<number>('l.jahresverbrauch_kwh'), s.lit(0)).as('summe'))
    .whereRef('l.ausschreibung_id', '=', 'a.id')
    .$asScalar();

/** The name of the Kunde of tender `a`, read without joining `k`. */
const kundeDerAusschreibung = (eb: AusschreibungEb) =>
  eb.selectFrom('kunde as k').select((s) => kundeName(s).as('name')).whereRef('k.id', '=', 'a.kunde_id').$asScalar();

/**
 * What a list may be ordered by. Each entry is an expression over `a` alone, so the same ORDER BY works in the
 * page-id query (no joins) and in the query that then reads the page's rows.
 */
const SORTIERBAR = {
  id: (eb: AusschreibungEb) => eb.ref('a.id'),
  nummer: (eb: AusschreibungEb) => eb.ref('a.nummer'),
  typ: (eb: AusschreibungEb) => eb.ref('a.sparte'),
  bezeichnung: (eb: AusschreibungEb) => eb.ref('a.bezeichnung'),
  status: (eb: AusschreibungEb) => eb.ref('a.status'),
  kunde: kundeDerAusschreibung,
  lieferbeginn: (eb: AusschreibungEb) => eb.ref('a.lieferbeginn'),
  lieferende: (eb: AusschreibungEb) => eb.ref('a.lieferende'),
  angebotsfrist: (eb: AusschreibungEb) => eb.ref('a.angebotsfrist'),
  anzahlLieferstellen,
  jahresverbrauchKwh: jahresverbrauch,
  /** depends on who looks: the query's own offer count */
  anzahlAngebote: null,
} as const;

export const SORTIER_SCHLUESSEL = Object.keys(SORTIERBAR) as (keyof typeof SORTIERBAR)[];

/** The rows a role may see under a filter, with every column of AusschreibungZeile; not yet ordered or paged. */
export function ausschreibungAbfrage(db: Kysely<Database>, sicht: Sicht, f: NonNullable<ListenAnfrage['filter']> = {}) {
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
      if (f.status?.length) bedingungen.push(eb('a.status', 'in', f.status));
      if (f.typen?.length) bedingungen.push(eb('a.sparte', 'in', f.typen));
      if (f.kunden?.length) bedingungen.push(eb('a.kunde_id', 'in', f.kunden));
      if (f.evus?.length) {
        bedingungen.push(
          eb.exists(eb.selectFrom('einladung as e2').select('e2.evu_id').whereRef('e2.ausschreibung_id', '=', 'a.id').where('e2.evu_id', 'in', f.evus)),
        );
      }
      if (f.lieferbeginnVon) bedingungen.push(eb('a.lieferbeginn', '>=', f.lieferbeginnVon));
      if (f.lieferbeginnBis) bedingungen.push(eb('a.lieferbeginn', '<=', f.lieferbeginnBis));
      if (f.angebotsfristBis) bedingungen.push(eb('a.angebotsfrist', '<=', Date.parse(f.angebotsfristBis)));
      const suche = f.idSearch?.trim();
      if (suche) {
        const nummer = alsId(suche);
        bedingungen.push(eb.or([enthaelt(eb, eb.ref('a.nummer'), suche), ...(nummer !== undefined ? [eb('a.id', '=', nummer)] : [])]));
      }
      return eb.and(bedingungen);
    });

  const angebotsZaehlung = angebotsZaehlungFuer(sicht);

  return {
    basis,
    angebotsZaehlung,
    zeilen: basis.innerJoin('kunde as k', 'k.id', 'a.kunde_id').select((eb) => [
      'a.id',
      'a.nummer',
      'a.sparte as typ',
      'a.bezeichnung',
      'a.status',
      'a.lieferbeginn',
      'a.lieferende',
      'a.angebotsfrist',
      kundeName(eb).as('kunde'),
      anzahlLieferstellen(eb).as('anzahlLieferstellen'),
      jahresverbrauch(eb).as('jahresverbrauchKwh'),
      angebotsZaehlung(eb).as('anzahlAngebote'),
    ]),
  };
}

/**
 * The offers of tender `a` a role may count: the Administrator all, an EVU its own, a Kunde the released ones
 * (not 'eingereicht') once the tender reached the Bindefrist, before that none.
 */
function angebotsZaehlungFuer(sicht: Sicht): (eb: AusschreibungEb) => AliasableExpression<number> {
  const angebote = (eb: AusschreibungEb) =>
    eb.selectFrom('angebot as o').select((s) => s.fn.countAll<number>().as('anzahl')).whereRef('o.ausschreibung_id', '=', 'a.id');
  switch (sicht.rolle) {
    case 'Administrator':
      return (eb) => angebote(eb).$asScalar();
    case 'EVU':
      return (eb) => angebote(eb).where('o.evu_id', '=', sicht.evuId).$asScalar();
    case 'Kunde':
      return (eb) =>
        eb
          .case()
          .when('a.status', '>=', eb.lit(AusschreibungStatus.Bindefrist))
          .then(angebote(eb).where('o.status', '<>', 'eingereicht').$asScalar())
          .else(eb.lit(0))
          .end();
  }
}

/**
 * ORDER BY of a tender list, newest deadlines first unless asked otherwise. The offer count depends on who
 * looks (sealed offers), so its expression comes from the query's view.
 */
export function sortierung(angebotsZaehlung: (eb: AusschreibungEb) => Expression<number>): Sortierung<Mit<{ a: 'ausschreibung' }>, 'a'> {
  return { spalten: { ...SORTIERBAR, anzahlAngebote: angebotsZaehlung }, standard: 'angebotsfrist', id: (eb) => eb.ref('a.id'), richtung: 'desc' };
}

export function alsZeile(r: {
  id: number; nummer: string; typ: number; bezeichnung: string; status: number; lieferbeginn: string; lieferende: string;
  angebotsfrist: number; kunde: string; anzahlLieferstellen: number; jahresverbrauchKwh: number; anzahlAngebote: number;
}): AusschreibungZeile {
  return {
    ...r,
    angebotsfrist: alsDatumZeit(r.angebotsfrist),
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
export async function ausschreibungListe(
  db: Kysely<Database>,
  sicht: Sicht,
  anfrage: ListenAnfrage,
): Promise<{ items: AusschreibungZeile[]; total: number }> {
  const { basis, zeilen, angebotsZaehlung } = ausschreibungAbfrage(db, sicht, anfrage.filter);
  const { total } = await basis.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // Late row lookup: the ids of one page come from an index-only scan; joins and per-row subqueries then run
  // for those rows only, not for every row the OFFSET skips.
  const reihenfolge = sortierung(angebotsZaehlung);
  const seite = blaettere(ordne(basis.select('a.id'), anfrage.ordering, reihenfolge), anfrage.paging);
  const rows = await ordne(zeilen.where('a.id', 'in', seite), anfrage.ordering, reihenfolge).execute();
  return { total: Number(total), items: rows.map(alsZeile) };
}
