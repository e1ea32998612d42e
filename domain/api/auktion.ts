import { Type, type Static } from '@sinclair/typebox';
import { Rueckgabe } from './rueckgabe';

/** PUT …/auktion: the administrator's plan (issue 21). `beginn` is an instant; the dialog enters it in German time. */
export const AuktionsPlan = Type.Object(
  {
    beginn: Type.String({ format: 'date-time' }),
    dauerMinuten: Type.Integer({ minimum: 1, maximum: 120 }),
    mindestschrittCtKwh: Type.Number({ minimum: 0.0001, maximum: 1 }),
    verlaengerungMinuten: Type.Integer({ minimum: 0, maximum: 10 }),
    maxVerlaengerungen: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    bestpreisSichtbar: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AuktionsPlan = Static<typeof AuktionsPlan>;

export const MAX_VERLAENGERUNGEN_STANDARD = 10;

export const AuktionsStatus = Type.Union([Type.Literal('geplant'), Type.Literal('laeuft'), Type.Literal('beendet')]);

const Zeitrahmen = {
  status: AuktionsStatus,
  beginn: Type.String(),
  /** extensions included */
  ende: Type.String(),
  /** the server's time of this state, so a countdown does not depend on the viewer's clock */
  stand: Type.String(),
};

const Einstellungen = {
  dauerMinuten: Type.Integer(),
  mindestschrittCtKwh: Type.Number(),
  verlaengerungMinuten: Type.Integer(),
  maxVerlaengerungen: Type.Integer(),
  verlaengerungen: Type.Integer(),
  bestpreisSichtbar: Type.Boolean(),
};

/** The administrator's live view: every bidder with name and price. */
export const AdminAuktion = Type.Object({
  ...Zeitrahmen,
  ...Einstellungen,
  rangliste: Type.Array(
    Type.Object({
      rang: Type.Integer(),
      evuId: Type.Integer(),
      evu: Type.String(),
      arbeitspreisCtKwh: Type.Number(),
      jahreskostenEuro: Type.Number(),
      /** bids in the auction (the sealed offer not counted) */
      gebote: Type.Integer(),
    }),
  ),
});
export type AdminAuktion = Static<typeof AdminAuktion>;

/** PUT …/auktion also takes back what GET answered: the plan is written, the rest (status, rangliste, …) ignored. */
export const AuktionsPlanRueckgabe = Rueckgabe(AuktionsPlan, AdminAuktion);

export const EigenesGebot = Type.Object({ arbeitspreisCtKwh: Type.Number(), jahreskostenEuro: Type.Number(), zeit: Type.String() });
export type EigenesGebot = Static<typeof EigenesGebot>;

/** A bidder's standing: its rank and prices, never another bidder's name or prices. */
const EvuStandFelder = {
  ...Zeitrahmen,
  mindestschrittCtKwh: Type.Number(),
  bestpreisSichtbar: Type.Boolean(),
  rang: Type.Integer(),
  anzahlBieter: Type.Integer(),
  arbeitspreisCtKwh: Type.Number(),
  jahreskostenEuro: Type.Number(),
  naechsterHoechstpreisCtKwh: Type.Number(),
  bestpreisJahreskostenEuro: Type.Optional(Type.Number()),
};

/** A bidder's view (its GET): the standing and all its own bids, oldest first. */
export const EvuAuktion = Type.Object({ ...EvuStandFelder, gebote: Type.Array(EigenesGebot) });
export type EvuAuktion = Static<typeof EvuAuktion>;

/**
 * What a bidder's event stream carries: the standing after the event and, on its own bid's event, that bid. The
 * bids so far are not repeated (they would make every event longer than the one before); the GET has them.
 */
export const EvuAuktionsEreignis = Type.Object({ ...EvuStandFelder, gebot: Type.Optional(EigenesGebot) });
export type EvuAuktionsEreignis = Static<typeof EvuAuktionsEreignis>;

/** The answer to a bid: the standing after it and the bid as it was recorded, as its event carries them. */
export const GebotsAntwort = Type.Object({ ...EvuStandFelder, gebot: EigenesGebot });
export type GebotsAntwort = Static<typeof GebotsAntwort>;

/** The Kunde's view: anonymous bidders until the offers are released (status 3), then with names. */
export const KundeAuktion = Type.Object({
  ...Zeitrahmen,
  rangliste: Type.Array(
    Type.Object({
      rang: Type.Integer(),
      bieter: Type.String(),
      evu: Type.Optional(Type.String()),
      jahreskostenEuro: Type.Number(),
    }),
  ),
});
export type KundeAuktion = Static<typeof KundeAuktion>;

export const Gebot = Type.Object(
  {
    arbeitspreisCtKwh: Type.Number({ exclusiveMinimum: 0, maximum: 200 }),
    /** the bidder confirmed a bid beyond the plausibility limit (GEBOT_BESTAETIGEN_AB_PROZENT); without it such a bid gets 409 */
    bestaetigt: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Gebot = Static<typeof Gebot>;

/**
 * 409 to a bid beyond the plausibility limit without `bestaetigt: true` (issue 42): nothing was recorded; the
 * message names the Jahreskosten the bid would bind the bidder to, `rueckfrage` has the figures. Any other 409 of
 * a bid (the auction changed meanwhile) has no `rueckfrage`.
 */
export const GebotsRueckfrage = Type.Object(
  {
    message: Type.String(),
    rueckfrage: Type.Optional(
      Type.Object({
        arbeitspreisCtKwh: Type.Number(),
        jahreskostenEuro: Type.Number(),
        /** the limit in percent below the own Arbeitspreis or the best Jahreskosten */
        grenzeProzent: Type.Number(),
      }),
    ),
  },
  { description: 'Gebot jenseits der Plausibilitätsgrenze (bitte mit bestaetigt: true wiederholen) oder inzwischen geänderte Auktion', additionalProperties: true },
);
export type GebotsRueckfrage = Static<typeof GebotsRueckfrage>;

export const ProtokollFormat = Type.Object({ format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('pdf')])) });
