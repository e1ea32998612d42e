import { Type, type Static } from '@sinclair/typebox';
import { AngebotFelder } from './angebot';
import { DbGanzzahl } from './ganzzahl';
import { Begruendung } from './zuschlag';

/**
 * One released offer in the Kunde's comparison, ranked by annual cost. `eingereichtAm` is the submission in the
 * sealed round, never an auction bid's time.
 */
export const VergleichsAngebot = Type.Object({
  ...AngebotFelder,
  evu: Type.String(),
  rang: Type.Integer(),
  differenzEuro: Type.Number(),
  differenzProzent: Type.Number(),
  /** cost components for the stacked chart, in € per year */
  anteile: Type.Object({ arbeit: Type.Number(), grund: Type.Number(), leistung: Type.Number(), oeko: Type.Number() }),
  /** Only when the bidder bid in the tender's online auction: the time of its last bid (`eingereichtAm` stays the sealed offer's) */
  letztesGebotAm: Type.Optional(Type.String({ format: 'date-time' })),
});
export type VergleichsAngebot = Static<typeof VergleichsAngebot>;

/**
 * An offer excluded because its bidder was found nicht geeignet in the Eignungsprüfung (issue 45): shown apart with
 * the Begründung, never ranked and never awarded.
 */
export const AusgeschlossenesAngebot = Type.Object({
  ...AngebotFelder,
  evu: Type.String(),
  ausschluss: Type.Object({ grund: Type.Literal('nicht geeignet'), begruendung: Type.String() }),
});
export type AusgeschlossenesAngebot = Static<typeof AusgeschlossenesAngebot>;

/** The comparison: the ranked offers by rank, then the excluded ones (each has `ausschluss`, none has `rang`). */
export const Angebotsvergleich = Type.Array(Type.Union([VergleichsAngebot, AusgeschlossenesAngebot]));
export type Angebotsvergleich = Static<typeof Angebotsvergleich>;

export const istAusgeschlossen = (o: VergleichsAngebot | AusgeschlossenesAngebot): o is AusgeschlossenesAngebot => 'ausschluss' in o;

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
