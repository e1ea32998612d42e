import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  KONTO_ZUSTAND_LABEL,
  type AdministratorListeQuery,
  type AdministratorOptionen,
  type AdministratorZeile,
  type ADMINISTRATOR_SORTIERUNG,
  type EvuListeQuery,
  type EvuOptionen,
  type EvuZeile,
  type EVU_SORTIERUNG,
  type KundeListeQuery,
  type KundeOptionen,
  type KundeZeile,
  type KUNDE_SORTIERUNG,
} from '../../domain/api/personenAdmin';
import type { ListeAntwort } from '../../domain/api/liste';
import { KUNDENTYPEN, SPARTE_LABEL, type Kundentyp } from '../../domain/ausschreibung';
import type { Database } from '../db/schema';
import { kundeNameSql } from '../shared/kundeName';
import { blaettere, ordne, type OrdnungUndSeite } from '../shared/listenAbfrage';
import { istAdministratorSql, zustandSql } from './konto.queries';
import { alsDatumZeit } from '../shared/zeit';

type Db = Kysely<Database>;
type Spalten<K extends readonly string[]> = Record<K[number], RawBuilder<unknown>>;

const anzahlAusschreibungenSql = sql<number>`(select count(*) from ausschreibung a where a.kunde_id = k.id)`;
const anzahlEinladungenSql = sql<number>`(select count(*) from einladung i where i.evu_id = e.id)`;
const anzahlAngeboteSql = sql<number>`(select count(*) from angebot o where o.evu_id = e.id)`;
const letzteAnmeldungSql = sql<number | null>`(select max(s.created_at) from sitzung s where s.benutzer_id = b.id)`;

/** Text columns are compared and ordered without case, as a person reads them. */
const KUNDE_SPALTEN: Spalten<typeof KUNDE_SORTIERUNG> = {
  id: sql`k.id`,
  name: sql`lower(${kundeNameSql})`,
  typ: sql`k.typ`,
  login: sql`b.login_key`,
  email: sql`lower(b.email)`,
  plz: sql`k.plz`,
  ort: sql`lower(k.ort)`,
  zustand: zustandSql,
  anzahlAusschreibungen: anzahlAusschreibungenSql,
  angelegtAm: sql`b.created_at`,
};
const EVU_SPALTEN: Spalten<typeof EVU_SORTIERUNG> = {
  id: sql`e.id`,
  firma: sql`lower(e.firma)`,
  sparten: sql`e.sparten`,
  ansprechpartner: sql`lower(e.ansprechpartner)`,
  login: sql`b.login_key`,
  email: sql`lower(b.email)`,
  ort: sql`lower(e.ort)`,
  zustand: zustandSql,
  anzahlEinladungen: anzahlEinladungenSql,
  anzahlAngebote: anzahlAngeboteSql,
  angelegtAm: sql`b.created_at`,
};
const ADMINISTRATOR_SPALTEN: Spalten<typeof ADMINISTRATOR_SORTIERUNG> = {
  id: sql`b.id`,
  login: sql`b.login_key`,
  vorname: sql`lower(b.vorname)`,
  nachname: sql`lower(b.nachname)`,
  email: sql`lower(b.email)`,
  zustand: zustandSql,
  letzteAnmeldung: letzteAnmeldungSql,
  angelegtAm: sql`b.created_at`,
};

/** Free text over the given columns (a substring, any case) or, when it is a number, the record id. */
function passtZurSuche(eb: ExpressionBuilder<any, any>, suche: string, spalten: RawBuilder<unknown>[], id: RawBuilder<unknown>): Expression<SqlBool> {
  const muster = `%${suche.toLowerCase().replace(/[\\%_]/g, (z) => '\\' + z)}%`;
  const alsId = /^\d{1,10}$/.test(suche) && Number(suche) <= 2_147_483_647 ? Number(suche) : undefined;
  return eb.or([
    ...spalten.map((s) => eb(sql`lower(${s})`, 'like', sql`${muster} escape '\\'`)),
    ...(alsId !== undefined ? [eb(id, '=', alsId)] : []),
  ]);
}

/**
 * ORDER BY and LIMIT of a people list. Unlike the tender list (newest deadlines first) people are read
 * alphabetically, so no direction means ascending.
 */
function ordneUndBlaettere<Q extends { orderBy: (...args: any[]) => Q; limit: (n: number) => Q; offset: (n: number) => Q }>(
  q: Q,
  anfrage: OrdnungUndSeite,
  spalten: Record<string, RawBuilder<unknown>>,
  standard: string,
  id: RawBuilder<unknown>,
): Q {
  return blaettere(ordne(q, anfrage.ordering, { spalten, standard, id, richtung: 'asc' }), anfrage.paging);
}

export async function kundenListe(db: Db, q: KundeListeQuery, seite: OrdnungUndSeite): Promise<ListeAntwort<KundeZeile>> {
  const suche = q['request.filter.suche']?.trim();
  const zustaende = q['request.filter.zustaende'];
  const typen = q['request.filter.typen'];
  const basis = db
    .selectFrom('kunde as k')
    .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
    .where((eb) => {
      const bedingungen: Expression<SqlBool>[] = [];
      if (zustaende?.length) bedingungen.push(eb(zustandSql, 'in', zustaende));
      if (typen?.length) bedingungen.push(eb('k.typ', 'in', typen));
      if (suche) bedingungen.push(passtZurSuche(eb, suche, [kundeNameSql, sql`k.firma`, sql`b.login`, sql`b.email`, sql`k.plz`, sql`k.ort`], sql`k.id`));
      return eb.and(bedingungen);
    });
  const { total } = await basis.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const zeilen = await ordneUndBlaettere(
    basis.select([
      'k.id',
      kundeNameSql.as('name'),
      'k.typ',
      'b.login',
      'b.email',
      'k.plz',
      'k.ort',
      zustandSql.as('zustand'),
      anzahlAusschreibungenSql.as('anzahlAusschreibungen'),
      'b.created_at',
    ]),
    seite,
    KUNDE_SPALTEN,
    'name',
    sql`k.id`,
  ).execute();
  return {
    total: Number(total),
    items: zeilen.map(({ created_at, ...z }) => ({
      ...z,
      zustand: Number(z.zustand),
      anzahlAusschreibungen: Number(z.anzahlAusschreibungen),
      angelegtAm: alsDatumZeit(Number(created_at)),
    })),
  };
}

export async function evuListe(db: Db, q: EvuListeQuery, seite: OrdnungUndSeite): Promise<ListeAntwort<EvuZeile>> {
  const suche = q['request.filter.suche']?.trim();
  const zustaende = q['request.filter.zustaende'];
  const maske = (q['request.filter.sparten'] ?? []).reduce((m, bit) => m | bit, 0);
  const basis = db
    .selectFrom('evu as e')
    .innerJoin('benutzer as b', 'b.id', 'e.benutzer_id')
    .where((eb) => {
      const bedingungen: Expression<SqlBool>[] = [];
      if (zustaende?.length) bedingungen.push(eb(zustandSql, 'in', zustaende));
      if (maske) bedingungen.push(sql<SqlBool>`(e.sparten & ${maske}) <> 0`);
      if (suche) {
        bedingungen.push(
          passtZurSuche(eb, suche, [sql`e.firma`, sql`e.ansprechpartner`, sql`e.bdew_codenummer`, sql`b.login`, sql`b.email`, sql`e.plz`, sql`e.ort`], sql`e.id`),
        );
      }
      return eb.and(bedingungen);
    });
  const { total } = await basis.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const zeilen = await ordneUndBlaettere(
    basis.select([
      'e.id',
      'e.firma',
      'e.sparten',
      'e.ansprechpartner',
      'b.login',
      'b.email',
      'e.ort',
      zustandSql.as('zustand'),
      anzahlEinladungenSql.as('anzahlEinladungen'),
      anzahlAngeboteSql.as('anzahlAngebote'),
      'b.created_at',
    ]),
    seite,
    EVU_SPALTEN,
    'firma',
    sql`e.id`,
  ).execute();
  return {
    total: Number(total),
    items: zeilen.map(({ created_at, ...z }) => ({
      ...z,
      zustand: Number(z.zustand),
      anzahlEinladungen: Number(z.anzahlEinladungen),
      anzahlAngebote: Number(z.anzahlAngebote),
      angelegtAm: alsDatumZeit(Number(created_at)),
    })),
  };
}

export async function administratorenListe(db: Db, q: AdministratorListeQuery, seite: OrdnungUndSeite): Promise<ListeAntwort<AdministratorZeile>> {
  const suche = q['request.filter.suche']?.trim();
  const zustaende = q['request.filter.zustaende'];
  const basis = db
    .selectFrom('benutzer as b')
    .where(istAdministratorSql)
    .where((eb) => {
      const bedingungen: Expression<SqlBool>[] = [];
      if (zustaende?.length) bedingungen.push(eb(zustandSql, 'in', zustaende));
      if (suche) bedingungen.push(passtZurSuche(eb, suche, [sql`b.login`, sql`b.vorname || ' ' || b.nachname`, sql`b.email`], sql`b.id`));
      return eb.and(bedingungen);
    });
  const { total } = await basis.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const zeilen = await ordneUndBlaettere(
    basis.select(['b.id', 'b.login', 'b.vorname', 'b.nachname', 'b.email', zustandSql.as('zustand'), letzteAnmeldungSql.as('letzteAnmeldung'), 'b.created_at']),
    seite,
    ADMINISTRATOR_SPALTEN,
    'nachname',
    sql`b.id`,
  ).execute();
  return {
    total: Number(total),
    items: zeilen.map(({ created_at, ...z }) => ({
      ...z,
      zustand: Number(z.zustand),
      letzteAnmeldung: z.letzteAnmeldung === null ? null : alsDatumZeit(Number(z.letzteAnmeldung)),
      angelegtAm: alsDatumZeit(Number(created_at)),
    })),
  };
}

const zustaende = () => Object.entries(KONTO_ZUSTAND_LABEL).map(([value, label]) => ({ label, value: Number(value) }));

export function kundeOptionen(): KundeOptionen {
  return { zustaende: zustaende(), typen: KUNDENTYPEN.map((t: Kundentyp) => ({ label: t, value: t })) };
}

export function evuOptionen(): EvuOptionen {
  return { zustaende: zustaende(), sparten: Object.entries(SPARTE_LABEL).map(([value, label]) => ({ label, value: Number(value) })) };
}

export function administratorOptionen(): AdministratorOptionen {
  return { zustaende: zustaende() };
}
