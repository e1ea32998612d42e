import { Type, type Static } from '@sinclair/typebox';
import { Rueckgabe } from './rueckgabe';
import { DbGanzzahl } from './ganzzahl';
import { PREISGRENZEN as G } from '../preise';

/** Prices as JSON numbers (≤ 4 decimals, checked by the server); bounds keep out absurd values. */
export const AngebotEingabe = Type.Object(
  {
    arbeitspreisCtKwh: Type.Number({ exclusiveMinimum: G.arbeitspreisCtKwh.groesserAls, maximum: G.arbeitspreisCtKwh.bis }),
    grundpreisEurMonat: Type.Number({ minimum: G.grundpreisEurMonat.von, maximum: G.grundpreisEurMonat.bis }),
    leistungspreisEurKwJahr: Type.Optional(Type.Union([Type.Number({ minimum: G.leistungspreisEurKwJahr.von, maximum: G.leistungspreisEurKwJahr.bis }), Type.Null()])),
    oekoaufschlagCtKwh: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 50 }), Type.Null()])),
    bindefristBis: Type.String({ format: 'date-time' }),
    bemerkung: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
    /** the version the EVU edited; absent for the first offer */
    version: Type.Optional(DbGanzzahl),
  },
  { additionalProperties: false },
);
export type AngebotEingabe = Static<typeof AngebotEingabe>;

/** An attachment of an offer; its bytes come from GET /api/angebot/anhang/{id}. */
export const AngebotsAnhang = Type.Object({ id: Type.Integer(), name: Type.String() });
export type AngebotsAnhang = Static<typeof AngebotsAnhang>;

/** The answer to an upload of an attachment. */
export const AngebotsAnhangGespeichert = Type.Object({ id: Type.Integer(), name: Type.String(), contentType: Type.String(), size: Type.Integer() });

/** An offer as the server answers it, with the annual cost it implies for the tender's Lieferstellen. */
export const AngebotFelder = {
  id: Type.Integer(),
  arbeitspreisCtKwh: Type.Number(),
  grundpreisEurMonat: Type.Number(),
  leistungspreisEurKwJahr: Type.Union([Type.Number(), Type.Null()]),
  oekoaufschlagCtKwh: Type.Union([Type.Number(), Type.Null()]),
  bindefristBis: Type.String(),
  bemerkung: Type.Union([Type.String(), Type.Null()]),
  /** true when the Bemerkung says anything: the offer stands under the bidder's reservation */
  vorbehalt: Type.Boolean(),
  anhaenge: Type.Array(AngebotsAnhang),
  /** eingereicht | freigegeben | zuschlag | abgelehnt */
  status: Type.String(),
  eingereichtAm: Type.String(),
  jahreskostenEuro: Type.Number(),
  mischpreisCtKwh: Type.Number(),
};

/**
 * How the bidder came out of an ended online auction: how often it bid, the Arbeitspreis of its sealed offer, and
 * its last bid (null when it did not bid; the sealed offer then stands unchanged).
 */
export const AuktionsErgebnis = Type.Object({
  gebote: Type.Integer(),
  angebotspreisCtKwh: Type.Number(),
  letztesGebot: Type.Union([
    Type.Object({ arbeitspreisCtKwh: Type.Number(), jahreskostenEuro: Type.Number(), am: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
});
export type AuktionsErgebnis = Static<typeof AuktionsErgebnis>;

/**
 * The EVU's own offer; it sees 'eingereicht' until the outcome is known. `eingereichtAm` is the last submission in
 * the sealed round, never an auction bid's time; the prices are the offer as it stands (after an auction with the
 * last bid), `auktion` the auction's result for this bidder once one has ended (null without). `informationsschreibenAm`:
 * when the Informationsschreiben (§ 134 GWB) on this offer was sent, null while there is none (`GET …/informationsschreiben`).
 */
export const EigenesAngebot = Type.Object({
  ...AngebotFelder,
  version: Type.Integer(),
  informationsschreibenAm: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  auktion: Type.Optional(Type.Union([AuktionsErgebnis, Type.Null()])),
});
export type EigenesAngebot = Static<typeof EigenesAngebot>;

/** PUT: the offer as read, with its edits (or a first offer); what the server computes is accepted and ignored. */
export const AngebotRueckgabe = Rueckgabe(AngebotEingabe, EigenesAngebot);
