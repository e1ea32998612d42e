import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Option } from './ausschreibung';
import { ListeQuery } from './liste';
import { Nullbar } from './nullbar';
import { anschrift, BDEW_MUSTER, Email, Kundentyp, Login, Personenname, Text } from './profilFelder';
import { Rueckgabe } from './rueckgabe';
import { DbGanzzahl } from './ganzzahl';
import { ZULASSUNG_STATUS_WERTE } from '../zulassung/status';

/**
 * The administrator's management of people (DESIGN.md section 7): `/api/kundeasadmin`, `/api/evuasadmin` and
 * `/api/administratorasadmin`. A Kunde's or EVU's record id is its profile id, the id the tender list filters by
 * (`request.filter.kunden`, `request.filter.evus`); an administrator's record id is the account's id.
 */

export { KONTO_ZUSTAND_LABEL, KontoZustand } from '../konto';

const Optional = (maxLength: number) => Type.Optional(Nullbar({ maxLength }));
const Zeitpunkt = Type.String({ format: 'date-time' });
const OptionalerZeitpunkt = Type.Union([Zeitpunkt, Type.Null()]);

const Konto = { login: Login, email: Email, ...Personenname };

const Anschrift = anschrift(Optional(50));

const KundeFelder = {
  ...Konto,
  typ: Kundentyp,
  /** required unless Privatperson; not stored for a Privatperson */
  firma: Optional(200),
  anrede: Optional(20),
  /** required for a Privatperson (of age); not stored otherwise */
  geburtsdatum: Type.Optional(Nullbar({ format: 'date' })),
  ...Anschrift,
};

const EvuFelder = {
  ...Konto,
  firma: Text(200),
  /** bit flags 1 Strom, 2 Gas; "at least one" is the service's rule, with its own message */
  sparten: Type.Integer({ minimum: 0, maximum: 3 }),
  /** 13 digits; empty or null when the EVU has none */
  bdewCodenummer: Type.Optional(Nullbar({ pattern: `^(${BDEW_MUSTER.slice(1, -1)})?$` })),
  ansprechpartner: Text(200),
  ...Anschrift,
};

const AdministratorFelder = { ...Konto };

/** What the server keeps about an account and nobody edits in the form. */
const KontoStand = {
  id: Type.Integer(),
  benutzerId: Type.Integer(),
  zustand: Type.Integer({ minimum: 0, maximum: 2, description: '0 Nicht aktiviert, 1 Aktiv, 2 Gesperrt' }),
  aktiv: Type.Boolean({ description: 'activated by the mailed link' }),
  gesperrt: Type.Boolean({ description: 'locked by an administrator' }),
  gesperrtBis: Type.Union([Zeitpunkt, Type.Null()], { description: 'end of a back-off after failed sign-ins, while it lasts' }),
  passwortAenderungErforderlich: Type.Boolean(),
  angelegtAm: Zeitpunkt,
  letzteAnmeldung: OptionalerZeitpunkt,
  anzahlSitzungen: Type.Integer({ description: 'sessions still alive' }),
  anzahlZweiteFaktoren: Type.Integer(),
  version: Type.Integer({ minimum: 1 }),
};

const Version = { version: DbGanzzahl };
const neu = <T extends TProperties>(felder: T) => Type.Object(felder, { additionalProperties: false });
const aenderung = <T extends TProperties>(felder: T) => Type.Object({ ...felder, ...Version }, { additionalProperties: false });

/** POST bodies: the administrator sets no password; the activation mail carries a one-time one. */
export const KundeNeu = neu(KundeFelder);
export const EvuNeu = neu(EvuFelder);
export const AdministratorNeu = neu(AdministratorFelder);
/** What a PUT writes: the form's fields and the version they were read at (a stale version answers 409). */
/** How long the administrator's reason for changing a fixed Kundentyp may be. */
export const TYP_BEGRUENDUNG_LAENGE = 1000;
export const KundeAenderung = aenderung({
  ...KundeFelder,
  /** required to change a Kunde's type once one of its tenders is released (`typFestgelegt`); kept in the audit trail */
  typBegruendung: Type.Optional(Type.String({ maxLength: TYP_BEGRUENDUNG_LAENGE })),
});
export const EvuAenderung = aenderung(EvuFelder);
export const AdministratorAenderung = aenderung(AdministratorFelder);

/** An administrator's confirmation of a Kunde (name, address, type checked). */
export const Kundenpruefung = Type.Object({ am: Type.String({ format: 'date-time' }), von: Type.Union([Type.String(), Type.Null()]) });
export type Kundenpruefung = Static<typeof Kundenpruefung>;

/**
 * POST …/kundeasadmin/{id}/pruefung: the administrator confirms the Kunde as the dialog showed it; `version` is the
 * record's, so a Kunde that changed its data meanwhile is not confirmed unseen (409).
 */
export const KundenpruefungEingabe = Type.Object({ version: DbGanzzahl }, { additionalProperties: false });
export type KundenpruefungEingabe = Static<typeof KundenpruefungEingabe>;

export const KundeDatensatz = Type.Object({
  ...KundeFelder,
  ...KontoStand,
  anzahlAusschreibungen: Type.Integer({ description: 'tenders of this Kunde: the tender list with request.filter.kunden=id' }),
  typFestgelegt: Type.Boolean({ description: 'the Kunde is checked or one of its tenders is released: its type changes only with typBegruendung' }),
  geprueft: Type.Union([Kundenpruefung, Type.Null()], { description: 'the Kundenprüfung (issue 45): who confirmed the Kunde and when; null while unconfirmed' }),
});
export const EvuDatensatz = Type.Object({
  ...EvuFelder,
  ...KontoStand,
  anzahlEinladungen: Type.Integer({ description: 'tenders this EVU is invited to: the tender list with request.filter.evus=id' }),
  anzahlAngebote: Type.Integer(),
});
export const AdministratorDatensatz = Type.Object({ ...AdministratorFelder, ...KontoStand });

/** What a PUT takes: the record as read, with its edits; what the server keeps is accepted and ignored. */
export const KundeRueckgabe = Rueckgabe(KundeAenderung, KundeDatensatz);
export const EvuRueckgabe = Rueckgabe(EvuAenderung, EvuDatensatz);
export const AdministratorRueckgabe = Rueckgabe(AdministratorAenderung, AdministratorDatensatz);

export type KundeNeu = Static<typeof KundeNeu>;
export type EvuNeu = Static<typeof EvuNeu>;
export type AdministratorNeu = Static<typeof AdministratorNeu>;
export type KundeAenderung = Static<typeof KundeAenderung>;
export type EvuAenderung = Static<typeof EvuAenderung>;
export type AdministratorAenderung = Static<typeof AdministratorAenderung>;
export type KundeDatensatz = Static<typeof KundeDatensatz>;
export type EvuDatensatz = Static<typeof EvuDatensatz>;
export type AdministratorDatensatz = Static<typeof AdministratorDatensatz>;

/** List rows. */
const ZeilenKonto = {
  id: Type.Integer(),
  login: Type.String(),
  email: Type.String(),
  zustand: Type.Integer({ minimum: 0, maximum: 2 }),
  anzahlZweiteFaktoren: Type.Integer({ description: 'so the row offers resetting them only when there are any' }),
  angelegtAm: Zeitpunkt,
};
export const KundeZeile = Type.Object({
  ...ZeilenKonto,
  name: Type.String({ description: 'Firma, or the name of a Privatperson' }),
  typ: Type.String(),
  plz: Type.String(),
  ort: Type.String(),
  anzahlAusschreibungen: Type.Integer(),
});
export const EvuZeile = Type.Object({
  ...ZeilenKonto,
  firma: Type.String(),
  sparten: Type.Integer(),
  ansprechpartner: Type.String(),
  ort: Type.String(),
  anzahlEinladungen: Type.Integer(),
  anzahlAngebote: Type.Integer(),
  /** the Zulassung per Sparte served (issue 45) */
  zulassung: Type.Array(Type.Object({ sparte: Type.Integer(), status: Type.Union(ZULASSUNG_STATUS_WERTE.map((z) => Type.Literal(z))) })),
});
export const AdministratorZeile = Type.Object({
  ...ZeilenKonto,
  vorname: Type.String(),
  nachname: Type.String(),
  letzteAnmeldung: OptionalerZeitpunkt,
});
export type KundeZeile = Static<typeof KundeZeile>;
export type EvuZeile = Static<typeof EvuZeile>;
export type AdministratorZeile = Static<typeof AdministratorZeile>;

/** `request.ordering.key` of each list; without a direction a list is ordered ascending. */
export const KUNDE_SORTIERUNG = ['id', 'name', 'typ', 'login', 'email', 'plz', 'ort', 'zustand', 'anzahlAusschreibungen', 'angelegtAm'] as const;
export const EVU_SORTIERUNG = ['id', 'firma', 'sparten', 'ansprechpartner', 'login', 'email', 'ort', 'zustand', 'anzahlEinladungen', 'anzahlAngebote', 'angelegtAm'] as const;
export const ADMINISTRATOR_SORTIERUNG = ['id', 'login', 'vorname', 'nachname', 'email', 'zustand', 'letzteAnmeldung', 'angelegtAm'] as const;

const { 'request.ordering.key': _key, ...OrdnungUndSeite } = ListeQuery.properties;
const sortierung = (schluessel: readonly string[]) => Type.Optional(Type.Union(schluessel.map((k) => Type.Literal(k))));
const Suche = Type.Optional(Type.String({ maxLength: 100, description: 'part of login, name, Firma, e-mail, PLZ or Ort; or the id' }));
const Zustaende = Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 2 }), { maxItems: 3 }));

/** The list queries: the shape of the tender list (request.filter.*, request.ordering.*, request.paging.*). */
export const KundeListeQuery = Type.Object(
  {
    'request.filter.suche': Suche,
    'request.filter.zustaende': Zustaende,
    'request.filter.typen': Type.Optional(Type.Array(Kundentyp, { maxItems: 3 })),
    'request.ordering.key': sortierung(KUNDE_SORTIERUNG),
    ...OrdnungUndSeite,
  },
  { additionalProperties: false },
);
export const EvuListeQuery = Type.Object(
  {
    'request.filter.suche': Suche,
    'request.filter.zustaende': Zustaende,
    'request.filter.sparten': Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2 }), { maxItems: 2, description: 'EVUs supplying any of these (1 Strom, 2 Gas)' })),
    'request.filter.zulassung': Type.Optional(
      Type.Array(Type.Union(ZULASSUNG_STATUS_WERTE.map((z) => Type.Literal(z))), { maxItems: ZULASSUNG_STATUS_WERTE.length, description: 'EVUs with a Zulassung in any of these states, for any Sparte' }),
    ),
    'request.ordering.key': sortierung(EVU_SORTIERUNG),
    ...OrdnungUndSeite,
  },
  { additionalProperties: false },
);
export const AdministratorListeQuery = Type.Object(
  {
    'request.filter.suche': Suche,
    'request.filter.zustaende': Zustaende,
    'request.ordering.key': sortierung(ADMINISTRATOR_SORTIERUNG),
    ...OrdnungUndSeite,
  },
  { additionalProperties: false },
);
export type KundeListeQuery = Static<typeof KundeListeQuery>;
export type EvuListeQuery = Static<typeof EvuListeQuery>;
export type AdministratorListeQuery = Static<typeof AdministratorListeQuery>;

/** Choices of the list filters (`GET …/options`). */
export const TextOption = Type.Object({ label: Type.String(), value: Type.String() });
export const KundeOptionen = Type.Object({ zustaende: Type.Array(Option), typen: Type.Array(TextOption) });
export const EvuOptionen = Type.Object({ zustaende: Type.Array(Option), sparten: Type.Array(Option), zulassung: Type.Array(TextOption) });
export const AdministratorOptionen = Type.Object({ zustaende: Type.Array(Option) });
export type KundeOptionen = Static<typeof KundeOptionen>;
export type EvuOptionen = Static<typeof EvuOptionen>;
export type AdministratorOptionen = Static<typeof AdministratorOptionen>;
