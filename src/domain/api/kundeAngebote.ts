import { Type, type Static } from '@sinclair/typebox';

/** One released offer in the Kunde's comparison, ranked by annual cost. */
export const VergleichsAngebot = Type.Object({
  id: Type.Integer(),
  evu: Type.String(),
  rang: Type.Integer(),
  arbeitspreisCtKwh: Type.Number(),
  grundpreisEurMonat: Type.Number(),
  leistungspreisEurKwJahr: Type.Union([Type.Number(), Type.Null()]),
  oekoaufschlagCtKwh: Type.Union([Type.Number(), Type.Null()]),
  bindefristBis: Type.String(),
  bemerkung: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  eingereichtAm: Type.String(),
  jahreskostenEuro: Type.Number(),
  mischpreisCtKwh: Type.Number(),
  differenzEuro: Type.Number(),
  differenzProzent: Type.Number(),
  /** cost components for the stacked chart, in € per year */
  anteile: Type.Object({ arbeit: Type.Number(), grund: Type.Number(), leistung: Type.Number(), oeko: Type.Number() }),
});
export type VergleichsAngebot = Static<typeof VergleichsAngebot>;

export const ZuschlagEingabe = Type.Object({ angebotId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type ZuschlagEingabe = Static<typeof ZuschlagEingabe>;
