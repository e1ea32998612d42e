import { Type, type Static } from '@sinclair/typebox';
import { AngebotFelder } from './angebot';
import { DbGanzzahl } from './ganzzahl';
import { ZUSCHLAG_WARNUNG_ARTEN } from '../vergabe/zuschlagWarnungen';
import { Begruendung } from './zuschlag';

/**
 * One released offer in the Kunde's comparison, ranked by annual cost. `eingereichtAm` is the submission in the
 * sealed round, never an auction bid's time.
 */
/** What the Kunde confirms before a Zuschlag (domain/vergabe/zuschlagWarnungen.ts). */
export const ZuschlagWarnung = Type.Object({ art: Type.Union(ZUSCHLAG_WARNUNG_ARTEN.map((a) => Type.Literal(a))), text: Type.String() });

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
  /** In the Kunde's comparison: what a Zuschlag on this offer asks to confirm, shown when the dialog opens (else on the 409) */
  zuschlagWarnungen: Type.Optional(Type.Array(ZuschlagWarnung)),
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
    vorbehaltBestaetigt: Type.Optional(Type.Boolean({ description: 'Der Kunde hat den Vorbehalt des Angebots gelesen und nimmt es mit ihm an; ohne antwortet ein Zuschlag auf ein Angebot mit Vorbehalt 409' })),
    bonitaetBestaetigt: Type.Optional(
      Type.Boolean({ description: 'Der Kunde hat die Warnung zur Bonität des Bieters (Klasse ab 5, älter als 12 Monate oder keine erfasst) zur Kenntnis genommen; ohne antwortet der Zuschlag dann 409' }),
    ),
  },
  { additionalProperties: false },
);
export type ZuschlagEingabe = Static<typeof ZuschlagEingabe>;


/**
 * 409 to a Zuschlag whose warnings the body does not confirm: nothing happened; `warnungen` lists each unconfirmed
 * one, to be confirmed by the flag `${art}Bestaetigt: true` (domain/vergabe/zuschlagWarnungen.ts). Any other 409 of a
 * Zuschlag (closed meanwhile, Rüge) has no `warnungen`.
 */
export const ZuschlagRueckfrage = Type.Object(
  { message: Type.String(), warnungen: Type.Optional(Type.Array(ZuschlagWarnung)) },
  { description: 'Zuschlag mit unbestätigten Warnungen (bitte mit den Bestätigungen wiederholen) oder inzwischen geänderte Ausschreibung', additionalProperties: true },
);
export type ZuschlagRueckfrage = Static<typeof ZuschlagRueckfrage>;
