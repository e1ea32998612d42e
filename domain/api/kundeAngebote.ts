import { Type, type Static } from '@sinclair/typebox';
import { AngebotFelder } from './angebot';
import { DbGanzzahl } from './ganzzahl';
import { Begruendung } from './zuschlag';

/** One released offer in the Kunde's comparison, ranked by annual cost. */
export const VergleichsAngebot = Type.Object({
  ...AngebotFelder,
  evu: Type.String(),
  rang: Type.Integer(),
  differenzEuro: Type.Number(),
  differenzProzent: Type.Number(),
  /** cost components for the stacked chart, in € per year */
  anteile: Type.Object({ arbeit: Type.Number(), grund: Type.Number(), leistung: Type.Number(), oeko: Type.Number() }),
});
export type VergleichsAngebot = Static<typeof VergleichsAngebot>;

/**
 * `begruendungen`: with the Stillhaltefrist, the reasons for every other released offer, stated in its
 * Informationsschreiben (left out: the reasons the preview suggests); without it no letter is sent and they are ignored.
 */
export const ZuschlagEingabe = Type.Object(
  {
    angebotId: DbGanzzahl,
    begruendungen: Type.Optional(
      Type.Array(Begruendung, {
        maxItems: 500,
        description: 'Mit Stillhaltefrist: die Gründe der Nichtberücksichtigung je übrigem Angebot, wie sie im Informationsschreiben stehen; ohne sie die vorgeschlagenen',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ZuschlagEingabe = Static<typeof ZuschlagEingabe>;
