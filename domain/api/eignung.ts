import { Type, type Static } from '@sinclair/typebox';
import { BEGRUENDUNG_LAENGE } from '../vergabe/informationsschreiben';
import { DbGanzzahl } from './ganzzahl';
import { OptionalerText } from './profilFelder';

const Zeitpunkt = Type.String({ format: 'date-time' });
const Kalendertag = Type.String({ format: 'date' });
const oderNull = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));

/** A tender's Eignungskriterien (issue 45); a criterion left out or null is not asked for. */
export const EignungsKriterien = Type.Object(
  {
    mindestjahresumsatzEur: oderNull(Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, description: 'Mindestjahresumsatz in €' })),
    mindestReferenzen: oderNull(Type.Integer({ minimum: 1, maximum: 100, description: 'Anzahl der Referenzen ähnlichen Umfangs' })),
  },
  { additionalProperties: false },
);
export type EignungsKriterien = Static<typeof EignungsKriterien>;

/** One bidder's result; `begruendung` is required when it is not suitable. */
export const EignungsPruefungEingabe = Type.Object(
  {
    evuId: DbGanzzahl,
    geeignet: Type.Boolean(),
    begruendung: OptionalerText(BEGRUENDUNG_LAENGE),
  },
  { additionalProperties: false },
);
export type EignungsPruefungEingabe = Static<typeof EignungsPruefungEingabe>;

/**
 * PUT: the criteria and every bidder's result as they shall stand; a bidder left out has no result (any it had is
 * removed), so a client sends back what it read with its changes.
 */
export const EignungEingabe = Type.Object(
  {
    kriterien: EignungsKriterien,
    pruefungen: Type.Array(EignungsPruefungEingabe, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type EignungEingabe = Static<typeof EignungEingabe>;

/** What supports the decision on one bidder: its Zulassung, references, proofs and credit rating, and the result. */
export const EignungBieter = Type.Object({
  evuId: Type.Integer(),
  evu: Type.String(),
  /** the Zulassung for the tender's Sparte now; null: none recorded */
  zulassung: Type.Union([Type.Object({ status: Type.String(), seit: Zeitpunkt }), Type.Null()]),
  referenzen: Type.Object({
    /** all references of the Referenzliste */
    gesamt: Type.Integer(),
    /** those of the tender's Sparte with at least the similar volume */
    aehnlich: Type.Integer(),
  }),
  nachweise: Type.Array(
    Type.Object({
      /** a kind of domain/zulassung/nachweise.ts */
      art: Type.String(),
      gueltigBis: Type.Union([Kalendertag, Type.Null()]),
      /** 'geprueft' | 'abgelehnt' | null (not checked yet) */
      pruefung: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** German, what the Zulassung still lacks ("Betriebshaftpflichtversicherung: fehlt") */
  fehlend: Type.Array(Type.String()),
  bonitaet: Type.Union([Type.Object({ klasse: Type.Integer(), datum: Kalendertag, quelle: Type.String() }), Type.Null()]),
  pruefung: Type.Union([
    Type.Object({ geeignet: Type.Boolean(), begruendung: Type.Union([Type.String(), Type.Null()]), geprueftVon: Type.String(), geprueftAm: Zeitpunkt }),
    Type.Null(),
  ]),
});
export type EignungBieter = Static<typeof EignungBieter>;

export const Eignung = Type.Object({
  kriterien: Type.Object({
    mindestjahresumsatzEur: Type.Union([Type.Integer(), Type.Null()]),
    mindestReferenzen: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** the least volume (MWh per year) a reference of the tender's Sparte needs to count as similar */
  aehnlichAbMwh: Type.Number(),
  /** the criteria can change until the Angebotsfrist, the results until the offers are released */
  kriterienAenderbar: Type.Boolean(),
  pruefungenAenderbar: Type.Boolean(),
  /** every bidder (an EVU with an offer), by company name */
  bieter: Type.Array(EignungBieter),
});
export type Eignung = Static<typeof Eignung>;
