import { AusschreibungStatus } from '../../domain/ausschreibung';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import type { Database } from '../db/schema';
import { kundeNameSql } from '../shared/kundeName';
import { blaettere, ordne, type Ordnung, type Seite } from '../shared/listenAbfrage';
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

/**
 * What a list may be ordered by. Each entry is an expression over `a` alone, so the same ORDER BY works in the
 * page-id query (no joins) and in the query that then reads the page's rows.
 */
const SORTIERBAR = {
  id: sql`a.id`,
  nummer: sql`a.nummer`,
  typ: sql`a.sparte`,
  bezeichnung: sql`a.bezeichnung`,
  status: sql`a.status`,
  kunde: sql`(select ${kundeNameSql} from kunde k where k.id = a.kunde_id)`,
  lieferbeginn: sql`a.lieferbeginn`,
  lieferende: sql`a.lieferende`,
  angebotsfrist: sql`a.angebotsfrist`,
  anzahlLieferstellen: sql`(select count(*) from lieferstelle l where l.ausschreibung_id = a.id)`,
  jahresverbrauchKwh: sql`(select coalesce(sum(l.jahresverbrauch_kwh), 0) from lieferstelle l where l.ausschreibung_id = a.id)`,
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
        const alsId = /^\d+$/.test(suche) ? Number(suche) : undefined;
        const muster = `%${suche.toLowerCase().replace(/[\\%_]/g, (z) => '\\' + z)}%`;
        bedingungen.push(
          eb.or([
            eb(sql`lower(a.nummer)`, 'like', sql`${muster} escape '\\'`),
            ...(alsId !== undefined && alsId <= 2_147_483_647 ? [eb('a.id', '=', alsId)] : []),
          ]),
        );
      }
      return eb.and(bedingungen);
    });

  const angebotsZaehlung = (() => {
    switch (sicht.rolle) {
      case 'Administrator':
        return sql<number>`(select count(*) from angebot o where o.ausschreibung_id = a.id)`;
      case 'EVU':
        return sql<number>`(select count(*) from angebot o where o.ausschreibung_id = a.id and o.evu_id = ${sicht.evuId})`;
      case 'Kunde':
        return sql<number>`(case when a.status >= ${sql.lit(AusschreibungStatus.Bindefrist)} then (select count(*) from angebot o where o.ausschreibung_id = a.id and o.status <> 'eingereicht') else 0 end)`;
    }
  })();

  return {
    basis,
    angebotsZaehlung,
    zeilen: basis.innerJoin('kunde as k', 'k.id', 'a.kunde_id').select([
      'a.id',
      'a.nummer',
      'a.sparte as typ',
      'a.bezeichnung',
      'a.status',
      'a.lieferbeginn',
      'a.lieferende',
      'a.angebotsfrist',
      kundeNameSql.as('kunde'),
      sql<number>`(select count(*) from lieferstelle l where l.ausschreibung_id = a.id)`.as('anzahlLieferstellen'),
      sql<number>`(select coalesce(sum(l.jahresverbrauch_kwh), 0) from lieferstelle l where l.ausschreibung_id = a.id)`.as('jahresverbrauchKwh'),
      angebotsZaehlung.as('anzahlAngebote'),
    ]),
  };
}

/**
 * ORDER BY of a tender list, newest deadlines first unless asked otherwise. The offer count depends on who
 * looks (sealed offers), so its expression comes from the query's view.
 */
export function sortiere<Q extends { orderBy: (...args: any[]) => Q }>(q: Q, ordering: ListenAnfrage['ordering'], angebotsZaehlung: Expression<unknown>): Q {
  return ordne(q, ordering, { spalten: { ...SORTIERBAR, anzahlAngebote: angebotsZaehlung }, standard: 'angebotsfrist', id: sql.ref('a.id'), richtung: 'desc' });
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
  const seite = blaettere(sortiere(basis.select('a.id'), anfrage.ordering, angebotsZaehlung), anfrage.paging);
  const rows = await sortiere(zeilen.where('a.id', 'in', seite), anfrage.ordering, angebotsZaehlung).execute();
  return { total: Number(total), items: rows.map(alsZeile) };
}
