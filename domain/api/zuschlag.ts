import { Type, type Static } from '@sinclair/typebox';
import { BEGRUENDUNG_LAENGE } from '../vergabe/informationsschreiben';
import { DbGanzzahl } from './ganzzahl';

const Zeitpunkt = Type.String({ format: 'date-time' });
const Begruendungstext = Type.String({ minLength: 1, maxLength: BEGRUENDUNG_LAENGE });

/** The Kunde's reasons for not accepting one offer, as its Informationsschreiben states them. */
export const Begruendung = Type.Object({ angebotId: DbGanzzahl, text: Begruendungstext }, { additionalProperties: false });
export type Begruendung = Static<typeof Begruendung>;

export const VorschauAnfrage = Type.Object({ angebotId: DbGanzzahl }, { additionalProperties: false });

/** One unsuccessful bidder's Informationsschreiben before the Zuschlag: `text` is the reasons the portal suggests. */
export const InformationsschreibenVorschau = Type.Object({
  angebotId: Type.Integer(),
  evu: Type.String(),
  /** null: the offer was excluded (its bidder nicht geeignet) and is not ranked */
  rang: Type.Union([Type.Integer(), Type.Null()]),
  text: Type.String({ description: 'Vorgeschlagene Gründe der Nichtberücksichtigung (Rang und Mehrkosten; bei einem ausgeschlossenen Angebot das Ergebnis der Eignungsprüfung), vom Kunden zu bestätigen oder zu ändern' }),
  schreiben: Type.Object(
    {
      absender: Type.Object({ name: Type.String(), strasse: Type.String(), plz: Type.String(), ort: Type.String() }),
      nummer: Type.String(),
      bezeichnung: Type.String(),
      bieter: Type.String(),
      gewinner: Type.String(),
      rang: Type.Union([Type.Integer(), Type.Null()]),
      anzahlAngebote: Type.Integer(),
      differenzEuro: Type.Union([Type.Number(), Type.Null()]),
      ausschluss: Type.Union([Type.String(), Type.Null()], { description: 'Begründung der Eignungsprüfung, wenn der Bieter nicht geeignet ist' }),
      versandtAm: Zeitpunkt,
      fruehestensAm: Zeitpunkt,
    },
    { description: 'Der Brief ohne die Gründe, wie er mit dem Zuschlag versandt würde' },
  ),
});
export type InformationsschreibenVorschau = Static<typeof InformationsschreibenVorschau>;

/** An Informationsschreiben as sent to a losing bidder; its PDF from `GET …/informationsschreiben/{angebotId}`. */
export const VersandtesInformationsschreiben = Type.Object({ angebotId: Type.Integer(), evu: Type.String(), versandtAm: Zeitpunkt });
export type VersandtesInformationsschreiben = Static<typeof VersandtesInformationsschreiben>;

/** The path of one sent letter: the tender and the offer it answered. */
export const InformationsschreibenId = Type.Object({ id: DbGanzzahl, angebotId: DbGanzzahl });

export const RUEGE_ERGEBNISSE = ['abgeholfen', 'zurueckgewiesen'] as const;
export type RuegeErgebnis = (typeof RUEGE_ERGEBNISSE)[number];
export const RUEGE_ERGEBNIS_LABEL: Record<RuegeErgebnis, string> = { abgeholfen: 'abgeholfen', zurueckgewiesen: 'zurückgewiesen' };

/** A Rüge (§ 160 (3) GWB) a bidder sent the Auftraggeber, recorded by the Kunde or the administrator. */
export const RuegeEingabe = Type.Object({ eingegangenAm: Zeitpunkt, text: Begruendungstext }, { additionalProperties: false });
export type RuegeEingabe = Static<typeof RuegeEingabe>;

export const RuegeEntscheidung = Type.Object(
  { ergebnis: Type.Union(RUEGE_ERGEBNISSE.map((e) => Type.Literal(e))), text: Begruendungstext },
  { additionalProperties: false },
);
export type RuegeEntscheidung = Static<typeof RuegeEntscheidung>;

export const RuegeId = Type.Object({ id: DbGanzzahl, rid: DbGanzzahl });

export const Ruege = Type.Object({
  id: Type.Integer(),
  eingegangenAm: Zeitpunkt,
  text: Type.String(),
  erfasstAm: Zeitpunkt,
  ergebnis: Type.Union([Type.Union(RUEGE_ERGEBNISSE.map((e) => Type.Literal(e))), Type.Null()]),
  entscheidung: Type.Union([Type.String(), Type.Null()]),
  entschiedenAm: Type.Union([Zeitpunkt, Type.Null()]),
  /** after a rejection: the last day the bidder may apply to the Vergabekammer (domain/vergabe/nachpruefungsfrist.ts) */
  nachpruefungsfrist: Type.Union([Type.Object({ bis: Type.String({ format: 'date' }), tage: Type.Integer(), quelle: Type.String() }), Type.Null()]),
});
export type Ruege = Static<typeof Ruege>;

/** The Aufhebung of a tender (§ 63 VgV): the reasons every invited EVU is told. */
export const AufhebenEingabe = Type.Object({ begruendung: Begruendungstext }, { additionalProperties: false });
export type AufhebenEingabe = Static<typeof AufhebenEingabe>;

export const Aufhebung = Type.Object({ am: Zeitpunkt, begruendung: Type.String() });
