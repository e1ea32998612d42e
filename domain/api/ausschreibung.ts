import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  DRUCKSTUFEN,
  GASQUALITAETEN,
  HOECHSTENS_LIEFERSTELLEN,
  LIEFERSTELLE_TEXTLAENGE,
  MESSARTEN,
  OEKOSTROM_ARTEN,
  PREISMODELLE,
  RECHNUNGSLEGUNGEN,
  SPANNUNGSEBENEN,
} from '../ausschreibung';
import { ZAHLUNGSZIEL_TAGE } from '../ausschreibungPruefung';
import { Rueckgabe } from './rueckgabe';
import { AuktionsStatus } from './auktion';
import { ZuschlagVorgesehen } from './vergabe';
import { Aufhebung } from './zuschlag';
import { DbGanzzahl } from './ganzzahl';
import { PREISGRENZEN as G } from '../preise';

const Auswahl = <T extends readonly string[]>(werte: T) => Type.Union(werte.map((w) => Type.Literal(w)));
const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Datum = Type.String({ format: 'date' });
const Zeitpunkt = Type.String({ format: 'date-time' });

/** One delivery point as forms send it; the server assigns ids and positions. */
const LieferstelleFelder = {
  bezeichnung: Text(LIEFERSTELLE_TEXTLAENGE.bezeichnung),
  strasse: Text(LIEFERSTELLE_TEXTLAENGE.strasse),
  plz: Type.String({ pattern: '^\\d{5}$' }),
  ort: Text(LIEFERSTELLE_TEXTLAENGE.ort),
  maloId: Type.String({ maxLength: 11 }),
  zaehlpunkt: OptionalText(60),
  netzbetreiber: Text(LIEFERSTELLE_TEXTLAENGE.netzbetreiber),
  messart: Auswahl(MESSARTEN),
  jahresverbrauchKwh: Type.Integer({ minimum: 1, maximum: 10_000_000_000 }),
  maxLeistungKw: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 10_000_000 }), Type.Null()])),
  slpProfil: OptionalText(LIEFERSTELLE_TEXTLAENGE.slpProfil),
};
const StromLieferstelleFelder = { ...LieferstelleFelder, spannungsebene: Auswahl(SPANNUNGSEBENEN) };
const GasLieferstelleFelder = { ...LieferstelleFelder, druckstufe: Auswahl(DRUCKSTUFEN) };

const StromLieferstelleEingabe = Type.Object(StromLieferstelleFelder, { additionalProperties: false });
const GasLieferstelleEingabe = Type.Object(GasLieferstelleFelder, { additionalProperties: false });
/** A Lieferstelle as the server answers it: with the id it was stored under. */
export const StromLieferstelle = Type.Object({ ...StromLieferstelleFelder, id: Type.Integer() });
export const GasLieferstelle = Type.Object({ ...GasLieferstelleFelder, id: Type.Integer() });
export type StromLieferstelle = Static<typeof StromLieferstelle>;
export type GasLieferstelle = Static<typeof GasLieferstelle>;

/**
 * The supply contract the tender replaces, as its Kunde enters it (optional): net prices, as offers give them; the
 * comparison shows each offer's saving against it for the same Lieferstellen.
 */
export const AktuellerVertrag = Type.Object(
  {
    arbeitspreisCtKwh: Type.Number({ exclusiveMinimum: G.arbeitspreisCtKwh.groesserAls, maximum: G.arbeitspreisCtKwh.bis }),
    grundpreisEurMonat: Type.Optional(Type.Union([Type.Number({ minimum: G.grundpreisEurMonat.von, maximum: G.grundpreisEurMonat.bis }), Type.Null()])),
    leistungspreisEurKwJahr: Type.Optional(Type.Union([Type.Number({ minimum: G.leistungspreisEurKwJahr.von, maximum: G.leistungspreisEurKwJahr.bis }), Type.Null()])),
  },
  { additionalProperties: false, description: 'Preise des laufenden Liefervertrags (netto) für die Ersparnis im Angebotsvergleich' },
);
export type AktuellerVertrag = Static<typeof AktuellerVertrag>;

/** What may be edited; `version` guards against overwriting someone else's change (409). */
const Eckdaten = {
  bezeichnung: Text(200),
  lieferbeginn: Datum,
  lieferende: Datum,
  angebotsfrist: Zeitpunkt,
  bindefrist: Zeitpunkt,
  preismodell: Auswahl(PREISMODELLE),
  toleranzband: Type.Integer({ minimum: 0, maximum: 30, multipleOf: 5 }),
  zahlungszielTage: Type.Integer({ minimum: ZAHLUNGSZIEL_TAGE.von, maximum: ZAHLUNGSZIEL_TAGE.bis }),
  rechnungslegung: Auswahl(RECHNUNGSLEGUNGEN),
  bemerkung: OptionalText(4000),
  aktuellerVertrag: Type.Optional(Type.Union([AktuellerVertrag, Type.Null()])),
  version: DbGanzzahl,
};

const mitListe = <T extends TSchema>(lieferstelle: T) => Type.Array(lieferstelle, { maxItems: HOECHSTENS_LIEFERSTELLEN });
const StromEckdaten = { ...Eckdaten, oekostrom: Auswahl(OEKOSTROM_ARTEN) };
const GasEckdaten = { ...Eckdaten, marktgebiet: Type.Literal('THE'), gasqualitaet: Auswahl(GASQUALITAETEN) };

export const StromAusschreibungEingabe = Type.Object({ ...StromEckdaten, lieferstellen: mitListe(StromLieferstelleEingabe) }, { additionalProperties: false });
export const GasAusschreibungEingabe = Type.Object({ ...GasEckdaten, lieferstellen: mitListe(GasLieferstelleEingabe) }, { additionalProperties: false });
export type StromAusschreibungEingabe = Static<typeof StromAusschreibungEingabe>;
export type GasAusschreibungEingabe = Static<typeof GasAusschreibungEingabe>;

/** Read-only facts the server adds when answering. */
const Kopf = {
  id: Type.Integer(),
  nummer: Type.String(),
  typ: Type.Integer(),
  status: Type.Integer(),
  kundeId: Type.Integer(),
  kunde: Type.String(),
  /** The Kunde's postcode: the forms derive the holidays of its Land from it (domain/kalender). */
  kundePlz: Type.String(),
  /** The Kunde's type (Unternehmen, Kommune, Privatperson): its minimum offer period and, for a Kommune, the Stillhaltefrist. */
  kundeTyp: Type.String(),
  anzahlAngebote: Type.Integer(),
  eingeladeneEvus: Type.Array(Type.Integer()),
  warnungen: Type.Record(Type.String(), Type.Array(Type.String())),
  stillhaltefrist: Type.Union([Type.Boolean(), Type.Null()], {
    description: 'Ob der Zuschlag die Stillhaltefrist nach § 134 GWB abwartet; bei der Freigabe nach dem Kundentyp festgelegt, vorher null',
  }),
  /** With the Stillhaltefrist: the intended Zuschlag, effective when it has passed (§ 134 GWB) */
  zuschlagVorgesehen: Type.Optional(ZuschlagVorgesehen),
  /** Status Aufgehoben: when and why (§ 63 VgV) */
  aufhebung: Type.Optional(Aufhebung),
  /** Rügen recorded and not yet decided: while there are any, the Zuschlag does not take effect */
  offeneRuegen: Type.Optional(Type.Integer()),
  /** In review, of a Kunde registered as Kommune and not yet confirmed: no release before the Kundenprüfung (issue 45). */
  kundenpruefungOffen: Type.Optional(Type.Literal(true)),
  /** The Online-Auktion's status when one is planned: a detail page opens the auction's stream only then. */
  auktion: Type.Optional(AuktionsStatus),
};

export const StromAusschreibung = Type.Object({ ...StromEckdaten, lieferstellen: mitListe(StromLieferstelle), ...Kopf });
export const GasAusschreibung = Type.Object({ ...GasEckdaten, lieferstellen: mitListe(GasLieferstelle), ...Kopf });
export type StromAusschreibung = Static<typeof StromAusschreibung>;
export type GasAusschreibung = Static<typeof GasAusschreibung>;

/** PUT: the tender as read, with its edits; what the server keeps is accepted and ignored. */
export const StromAusschreibungRueckgabe = Rueckgabe(StromAusschreibungEingabe, StromAusschreibung);
export const GasAusschreibungRueckgabe = Rueckgabe(GasAusschreibungEingabe, GasAusschreibung);

/**
 * The administrator's PUT: the same, plus the reason for moving a deadline, which the audit trail and the mails keep;
 * required when the Angebotsfrist of a running tender moves earlier (400 without).
 */
const FristAenderungGrund = {
  fristAenderungGrund: Type.Optional(Type.String({ maxLength: 2000, description: 'Grund der Friständerung; Pflicht, wenn eine laufende Angebotsfrist verkürzt wird' })),
};
export const StromAusschreibungAdminRueckgabe = Rueckgabe(Type.Object({ ...StromAusschreibungEingabe.properties, ...FristAenderungGrund }, { additionalProperties: false }), StromAusschreibung);
export const GasAusschreibungAdminRueckgabe = Rueckgabe(Type.Object({ ...GasAusschreibungEingabe.properties, ...FristAenderungGrund }, { additionalProperties: false }), GasAusschreibung);

/** POST: the input without a version; Lieferstellen taken from a read tender may keep their ids (ignored). */
export const StromAusschreibungNeu = Rueckgabe(Type.Omit(StromAusschreibungEingabe, ['version']), Type.Pick(StromAusschreibung, ['lieferstellen']));
export const GasAusschreibungNeu = Rueckgabe(Type.Omit(GasAusschreibungEingabe, ['version']), Type.Pick(GasAusschreibung, ['lieferstellen']));

export const Option = Type.Object({ label: Type.String(), value: Type.Integer() });
/**
 * An EVU the invitation dialog offers (its Sparten fit the tender): an option with where it sits, for the region
 * filter, and whether it was invited to the Kunde's previous tender of the Sparte ("wie beim letzten Mal").
 */
export const EinladbaresEvu = Type.Object({
  label: Type.String(),
  value: Type.Integer(),
  plz: Type.String(),
  ort: Type.String(),
  letztesMal: Type.Boolean({ description: 'zur vorigen Ausschreibung desselben Kunden in dieser Sparte eingeladen' }),
});
export type EinladbaresEvu = Static<typeof EinladbaresEvu>;
/** A select option of SPEC.md section 3 listed under a heading (the Kunden under their Kundentyp). */
const GruppierteOption = Type.Object({ label: Type.String(), value: Type.Integer(), group: Type.String() });
export const AusschreibungOptionen = Type.Object({
  status: Type.Array(Option),
  kunden: Type.Array(GruppierteOption),
  evus: Type.Array(Option),
  typen: Type.Array(Option),
});
export type AusschreibungOptionen = Static<typeof AusschreibungOptionen>;
