import { monateNach } from '../datum';

/** A credit rating of this class or worse (1 best … 6 default) calls for a warning (issue 45, Bonitätswache). */
export const BONITAET_WARNKLASSE = 5;
/** A rating older than this many months no longer tells the present: the bidder's standing may have changed since. */
export const BONITAET_HOECHSTALTER_MONATE = 12;

/**
 * The Bonitätswache's one rule, judged on `heute` (YYYY-MM-DD, German calendar day): whether a rating's class warns
 * and whether it is too old. A rating exactly twelve months old still counts as current. The administrator's page
 * (`bonitaetsHinweise`) and the Zuschlag's warning (domain/vergabe/zuschlagWarnungen.ts) word it each their own way.
 */
export function bonitaetsBefund(b: { klasse: number; datum: string }, heute: string): { schlecht: boolean; alt: boolean } {
  return { schlecht: b.klasse >= BONITAET_WARNKLASSE, alt: b.datum < monateNach(heute, -BONITAET_HOECHSTALTER_MONATE) };
}

/**
 * Why an EVU's latest credit rating calls for caution on `heute` (YYYY-MM-DD, German calendar day), in German;
 * when it does not: empty. No rating at all is a reason too.
 */
export function bonitaetsHinweise(b: { klasse: number; datum: string } | null, heute: string): string[] {
  if (!b) return ['Es ist keine Bonität erfasst.'];
  const { schlecht, alt } = bonitaetsBefund(b, heute);
  const hinweise: string[] = [];
  if (schlecht) hinweise.push(`Bonitätsklasse ${b.klasse}: erhöhtes Ausfallrisiko.`);
  if (alt) hinweise.push(`Die Bewertung ist älter als ${BONITAET_HOECHSTALTER_MONATE} Monate.`);
  return hinweise;
}
