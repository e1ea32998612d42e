import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { ZULASSUNG_STATUS_LABEL, ZULASSUNG_STATUS_WERTE, type ZulassungStatus } from '../../domain/zulassung/status';
import { zulassungenVon } from '../zulassung/admin.queries';
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
import { asId, contains, hatSparte, istAdministrator, kundeName, caseless, type Eb } from '../shared/expressions';
import { listPage, type OrderingAndPaging } from '../shared/listQuery';
import { anzahlAngebote, anzahlAusschreibungen, anzahlEinladungen, anzahlZweiteFaktoren, kontoZustand, letzteAnmeldung } from './expressions';
import { isoDateTime } from '../shared/isoDateTime';

type Db = Kysely<Database>;
type KundeEb = Eb<{ k: 'kunde'; b: 'benutzer' }>;
type EvuEb = Eb<{ e: 'evu'; b: 'benutzer' }>;
type AdministratorEb = Eb<{ b: 'benutzer' }>;
type Spalten<K extends readonly string[], E> = Record<K[number], (eb: E) => Expression<unknown>>;

/** Text columns are compared and ordered without case, as a person reads them. */
const KUNDE_SPALTEN: Spalten<typeof KUNDE_SORTIERUNG, KundeEb> = {
  id: (eb) => eb.ref('k.id'),
  name: (eb) => caseless(eb, kundeName(eb)),
  typ: (eb) => eb.ref('k.typ'),
  login: (eb) => eb.ref('b.login_key'),
  email: (eb) => caseless(eb, eb.ref('b.email')),
  plz: (eb) => eb.ref('k.plz'),
  ort: (eb) => caseless(eb, eb.ref('k.ort')),
  zustand: kontoZustand,
  anzahlAusschreibungen,
  angelegtAm: (eb) => eb.ref('b.created_at'),
};
const EVU_SPALTEN: Spalten<typeof EVU_SORTIERUNG, EvuEb> = {
  id: (eb) => eb.ref('e.id'),
  firma: (eb) => caseless(eb, eb.ref('e.firma')),
  sparten: (eb) => eb.ref('e.sparten'),
  ansprechpartner: (eb) => caseless(eb, eb.ref('e.ansprechpartner')),
  login: (eb) => eb.ref('b.login_key'),
  email: (eb) => caseless(eb, eb.ref('b.email')),
  ort: (eb) => caseless(eb, eb.ref('e.ort')),
  zustand: kontoZustand,
  anzahlEinladungen,
  anzahlAngebote,
  angelegtAm: (eb) => eb.ref('b.created_at'),
};
const ADMINISTRATOR_SPALTEN: Spalten<typeof ADMINISTRATOR_SORTIERUNG, AdministratorEb> = {
  id: (eb) => eb.ref('b.id'),
  login: (eb) => eb.ref('b.login_key'),
  vorname: (eb) => caseless(eb, eb.ref('b.vorname')),
  nachname: (eb) => caseless(eb, eb.ref('b.nachname')),
  email: (eb) => caseless(eb, eb.ref('b.email')),
  zustand: kontoZustand,
  letzteAnmeldung,
  angelegtAm: (eb) => eb.ref('b.created_at'),
};

/** Free text over the given columns (a substring, any case) or, when it is a number, the record id. */
function passtZurSuche(eb: ExpressionBuilder<any, any>, suche: string, spalten: Expression<string | null>[], id: Expression<number>): Expression<SqlBool> {
  const nummer = asId(suche);
  return eb.or([...spalten.map((s) => contains(eb, s, suche)), ...(nummer !== undefined ? [eb(id, '=', nummer)] : [])]);
}

/** Filter by account state, as every people list offers. */
function imZustand(eb: AdministratorEb, zustaende: number[] | undefined): Expression<SqlBool>[] {
  return zustaende?.length ? [eb(kontoZustand(eb), 'in', zustaende)] : [];
}

/** The account columns every people list shows, as the API names them. */
function mitKonto<T extends { zustand: number | string; anzahlZweiteFaktoren: number | string; created_at: number | string }>({ created_at, ...z }: T) {
  return { ...z, zustand: Number(z.zustand), anzahlZweiteFaktoren: Number(z.anzahlZweiteFaktoren), angelegtAm: isoDateTime(Number(created_at)) };
}

/** People are read alphabetically, so no direction means ascending (unlike the tender list's newest first). */
const AUFSTEIGEND = 'asc';

export function kundenListe(db: Db, q: KundeListeQuery, seite: OrderingAndPaging): Promise<ListeAntwort<KundeZeile>> {
  const suche = q['request.filter.suche']?.trim();
  const typen = q['request.filter.typen'];
  const basis = db
    .selectFrom('kunde as k')
    .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
    .where((eb) => {
      const bedingungen = imZustand(eb, q['request.filter.zustaende']);
      if (typen?.length) bedingungen.push(eb('k.typ', 'in', typen));
      if (suche) {
        bedingungen.push(passtZurSuche(eb, suche, [kundeName(eb), eb.ref('k.firma'), eb.ref('b.login'), eb.ref('b.email'), eb.ref('k.plz'), eb.ref('k.ort')], eb.ref('k.id')));
      }
      return eb.and(bedingungen);
    });
  return listPage(
    basis,
    (b) =>
      b.select((eb) => [
        'k.id',
        kundeName(eb).as('name'),
        'k.typ',
        'b.login',
        'b.email',
        'k.plz',
        'k.ort',
        kontoZustand(eb).as('zustand'),
        anzahlAusschreibungen(eb).as('anzahlAusschreibungen'),
        anzahlZweiteFaktoren(eb).as('anzahlZweiteFaktoren'),
        'b.created_at',
      ]),
    seite,
    { spalten: KUNDE_SPALTEN, standard: 'name', id: (eb) => eb.ref('k.id'), richtung: AUFSTEIGEND },
    (z) => ({ ...mitKonto(z), anzahlAusschreibungen: Number(z.anzahlAusschreibungen) }),
  );
}

export async function evuListe(db: Db, q: EvuListeQuery, seite: OrderingAndPaging): Promise<ListeAntwort<EvuZeile>> {
  const suche = q['request.filter.suche']?.trim();
  const maske = (q['request.filter.sparten'] ?? []).reduce((m, bit) => m | bit, 0);
  const basis = db
    .selectFrom('evu as e')
    .innerJoin('benutzer as b', 'b.id', 'e.benutzer_id')
    .where((eb) => {
      const bedingungen = imZustand(eb, q['request.filter.zustaende']);
      if (maske) bedingungen.push(hatSparte(eb, eb.ref('e.sparten'), maske));
      const zulassung = q['request.filter.zulassung'];
      // By the primary key (evu_id, sparte) of evu_zulassung, one probe per EVU of the page's range.
      if (zulassung?.length) bedingungen.push(eb.exists(eb.selectFrom('evu_zulassung as z').select('z.evu_id').whereRef('z.evu_id', '=', 'e.id').where('z.status', 'in', zulassung)));
      if (suche) {
        bedingungen.push(
          passtZurSuche(
            eb,
            suche,
            [eb.ref('e.firma'), eb.ref('e.ansprechpartner'), eb.ref('e.bdew_codenummer'), eb.ref('b.login'), eb.ref('b.email'), eb.ref('e.plz'), eb.ref('e.ort')],
            eb.ref('e.id'),
          ),
        );
      }
      return eb.and(bedingungen);
    });
  const liste = await listPage(
    basis,
    (b) =>
      b.select((eb) => [
        'e.id',
        'e.firma',
        'e.sparten',
        'e.ansprechpartner',
        'b.login',
        'b.email',
        'e.ort',
        kontoZustand(eb).as('zustand'),
        anzahlEinladungen(eb).as('anzahlEinladungen'),
        anzahlAngebote(eb).as('anzahlAngebote'),
        anzahlZweiteFaktoren(eb).as('anzahlZweiteFaktoren'),
        'b.created_at',
      ]),
    seite,
    { spalten: EVU_SPALTEN, standard: 'firma', id: (eb) => eb.ref('e.id'), richtung: AUFSTEIGEND },
    (z) => ({ ...mitKonto(z), anzahlEinladungen: Number(z.anzahlEinladungen), anzahlAngebote: Number(z.anzahlAngebote) }),
  );
  // The page's Zulassungen in one read, instead of a subquery per row and column.
  const zulassungen = new Map((await zulassungenVon(db, liste.items.map((e) => e.id))).map((z) => [`${z.evu_id}/${z.sparte}`, z.status]));
  return {
    ...liste,
    items: liste.items.map((e) => ({
      ...e,
      zulassung: [1, 2]
        .filter((bit) => (e.sparten & bit) !== 0)
        .map((sparte) => ({ sparte, status: (zulassungen.get(`${e.id}/${sparte}`) ?? 'registriert') as ZulassungStatus })),
    })),
  };
}

export function administratorenListe(db: Db, q: AdministratorListeQuery, seite: OrderingAndPaging): Promise<ListeAntwort<AdministratorZeile>> {
  const suche = q['request.filter.suche']?.trim();
  const basis = db
    .selectFrom('benutzer as b')
    .where(istAdministrator)
    .where((eb) => {
      const bedingungen = imZustand(eb, q['request.filter.zustaende']);
      if (suche) {
        const name = eb(eb(eb.ref('b.vorname'), '||', sql.lit(' ')), '||', eb.ref('b.nachname'));
        bedingungen.push(passtZurSuche(eb, suche, [eb.ref('b.login'), name, eb.ref('b.email')], eb.ref('b.id')));
      }
      return eb.and(bedingungen);
    });
  return listPage(
    basis,
    (b) =>
      b.select((eb) => [
        'b.id',
        'b.login',
        'b.vorname',
        'b.nachname',
        'b.email',
        kontoZustand(eb).as('zustand'),
        letzteAnmeldung(eb).as('letzteAnmeldung'),
        anzahlZweiteFaktoren(eb).as('anzahlZweiteFaktoren'),
        'b.created_at',
      ]),
    seite,
    { spalten: ADMINISTRATOR_SPALTEN, standard: 'nachname', id: (eb) => eb.ref('b.id'), richtung: AUFSTEIGEND },
    (z) => ({ ...mitKonto(z), letzteAnmeldung: z.letzteAnmeldung === null ? null : isoDateTime(Number(z.letzteAnmeldung)) }),
  );
}

const zustaende = () => Object.entries(KONTO_ZUSTAND_LABEL).map(([value, label]) => ({ label, value: Number(value) }));

export function kundeOptionen(): KundeOptionen {
  return { zustaende: zustaende(), typen: KUNDENTYPEN.map((t: Kundentyp) => ({ label: t, value: t })) };
}

export function evuOptionen(): EvuOptionen {
  return {
    zustaende: zustaende(),
    sparten: Object.entries(SPARTE_LABEL).map(([value, label]) => ({ label, value: Number(value) })),
    zulassung: ZULASSUNG_STATUS_WERTE.map((value) => ({ label: ZULASSUNG_STATUS_LABEL[value], value })),
  };
}

export function administratorOptionen(): AdministratorOptionen {
  return { zustaende: zustaende() };
}
