/** A credit rating of this class or worse calls for a warning before a Zuschlag (issue 45, Bonitätswache). */
export const BONITAET_WARNKLASSE = 5;
/** A rating older than this many months no longer tells the present. */
export const BONITAET_HOECHSTALTER_MONATE = 12;

/** The day `monate` months before `tag` (YYYY-MM-DD), the last day of a shorter month where the day does not exist. */
function monateVor(tag: string, monate: number): string {
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  const ziel = new Date(Date.UTC(j, m - 1 - monate, 1));
  const letzterTag = new Date(Date.UTC(ziel.getUTCFullYear(), ziel.getUTCMonth() + 1, 0)).getUTCDate();
  ziel.setUTCDate(Math.min(t, letzterTag));
  return ziel.toISOString().slice(0, 10);
}

/**
 * Why an EVU's latest credit rating calls for caution on `heute` (YYYY-MM-DD, German calendar day), in German;
 * when it does not: empty. No rating at all is a reason too. A rating exactly twelve months old still counts as current.
 */
export function bonitaetsHinweise(b: { klasse: number; datum: string } | null, heute: string): string[] {
  if (!b) return ['Es ist keine Bonität erfasst.'];
  const hinweise: string[] = [];
  if (b.klasse >= BONITAET_WARNKLASSE) hinweise.push(`Bonitätsklasse ${b.klasse}: erhöhtes Ausfallrisiko.`);
  if (b.datum < monateVor(heute, BONITAET_HOECHSTALTER_MONATE)) hinweise.push(`Die Bewertung ist älter als ${BONITAET_HOECHSTALTER_MONATE} Monate.`);
  return hinweise;
}
