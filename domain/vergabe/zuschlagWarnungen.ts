import { formatDatum } from '../format';
import { BONITAET_HOECHSTALTER_MONATE, bonitaetsBefund } from '../zulassung/bonitaetsHinweis';

/**
 * What the Kunde must have seen and confirmed before a Zuschlag (issues 42 and 45): an offer under Vorbehalt, and a
 * bidder whose credit rating warns (domain/zulassung/bonitaetsHinweis.ts `bonitaetsBefund`: class ≥ 5, older than
 * 12 months; or none recorded). The server computes the list for the offer; a Zuschlag without the confirmation of
 * each is answered 409 with the list, and the award dialog asks for them and sends the Zuschlag again with the flags
 * below.
 */
export const ZUSCHLAG_WARNUNG_ARTEN = ['vorbehalt', 'bonitaet'] as const;
export type ZuschlagWarnungArt = (typeof ZUSCHLAG_WARNUNG_ARTEN)[number];

/** The field of the Zuschlag's body that confirms each kind of warning. */
export const BESTAETIGUNG_FELD = { vorbehalt: 'vorbehaltBestaetigt', bonitaet: 'bonitaetBestaetigt' } as const satisfies Record<ZuschlagWarnungArt, string>;
export type Bestaetigungen = Partial<Record<(typeof BESTAETIGUNG_FELD)[ZuschlagWarnungArt], boolean>>;

export interface ZuschlagWarnung {
  art: ZuschlagWarnungArt;
  /** German, naming the bidder and what warns */
  text: string;
}

/**
 * The credit watch's warning for a bidder, judged on `heute` (YYYY-MM-DD). A missing rating warns too: the watch exists
 * so that nobody awards without having looked, and an EVU nobody rated is the case it was made for.
 */
export function bonitaetsWarnung(evu: string, bonitaet: { klasse: number; datum: string } | null, heute: string): ZuschlagWarnung | null {
  if (!bonitaet) return { art: 'bonitaet', text: `Für ${evu} ist keine Bonitätsauskunft erfasst.` };
  const { klasse, datum } = bonitaet;
  const { schlecht, alt } = bonitaetsBefund(bonitaet, heute);
  const vom = formatDatum(datum);
  const risiko = `Klasse ${klasse} aus (erhöhtes Ausfallrisiko)`;
  if (alt && schlecht) return { art: 'bonitaet', text: `Die letzte Bonitätsauskunft von ${evu} ist vom ${vom} und damit älter als ${BONITAET_HOECHSTALTER_MONATE} Monate; sie weist ${risiko}.` };
  if (alt) return { art: 'bonitaet', text: `Die letzte Bonitätsauskunft von ${evu} (Klasse ${klasse}) ist vom ${vom} und damit älter als ${BONITAET_HOECHSTALTER_MONATE} Monate.` };
  if (schlecht) return { art: 'bonitaet', text: `Die Bonitätsauskunft von ${evu} vom ${vom} weist ${risiko}.` };
  return null;
}

/** An offer whose Bemerkung makes it one under Vorbehalt (domain/angebotsAnhaenge.ts `hatVorbehalt`). */
export function vorbehaltsWarnung(evu: string, vorbehalt: boolean): ZuschlagWarnung | null {
  return vorbehalt ? { art: 'vorbehalt', text: `Das Angebot von ${evu} steht unter Vorbehalt; die Bedingung des Bieters gilt mit dem Zuschlag.` } : null;
}

/** The warnings the body does not confirm. */
export function unbestaetigteWarnungen(warnungen: readonly ZuschlagWarnung[], bestaetigt: Bestaetigungen): ZuschlagWarnung[] {
  return warnungen.filter((w) => bestaetigt[BESTAETIGUNG_FELD[w.art]] !== true);
}

/** The 409's message: what is to be confirmed, one sentence each. */
export function bestaetigungVerlangt(warnungen: readonly ZuschlagWarnung[]): string {
  return `Bitte bestätigen Sie vor dem Zuschlag: ${warnungen.map((w) => w.text).join(' ')}`;
}
