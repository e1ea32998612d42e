import { deutscherKalendertag } from '../datum';
import { formatDatum } from '../format';

/**
 * How long a bidder whose Rüge the Auftraggeber rejected may still apply to the Vergabekammer for review: after that
 * many calendar days from the notice of the rejection the application is inadmissible. Dated: the entry with the
 * latest `gueltigAb` not after the day of the decision applies (the GWB of 2009 brought the rule, the reform of 2016
 * moved it to § 160).
 */
export const NACHPRUEFUNGSFRISTEN = [
  { gueltigAb: '2009-04-24', tage: 15, quelle: '§ 107 Abs. 3 Satz 1 Nr. 4 GWB' },
  { gueltigAb: '2016-04-18', tage: 15, quelle: '§ 160 Abs. 3 Satz 1 Nr. 4 GWB' },
] as const satisfies readonly { gueltigAb: string; tage: number; quelle: string }[];

export interface Nachpruefungsfrist {
  /** the last calendar day (YYYY-MM-DD, German calendar) on which the application is still in time */
  bis: string;
  tage: number;
  quelle: string;
}

/**
 * The Nachprüfungsfrist after a Rüge rejected at `entschiedenAm`: the day of the decision does not count (§ 187
 * Abs. 1 BGB), the period ends with the last of its calendar days (§ 188 Abs. 1 BGB) — decided on 7 December, it
 * runs to the end of 22 December. The law counts from the notice reaching the bidder; the portal knows the decision,
 * which the notice cannot precede, and says so in the wording.
 */
export function nachpruefungsfrist(entschiedenAm: number): Nachpruefungsfrist {
  const tag = deutscherKalendertag(entschiedenAm);
  const regel = NACHPRUEFUNGSFRISTEN.filter((r) => r.gueltigAb <= tag).at(-1) ?? NACHPRUEFUNGSFRISTEN[0];
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  const bis = new Date(Date.UTC(j, m - 1, t + regel.tage)).toISOString().slice(0, 10);
  return { bis, tage: regel.tage, quelle: regel.quelle };
}

/** The deadline in one line, for the Historie and beside the decided Rüge. */
export const nachpruefungsfristKurz = (f: Nachpruefungsfrist) => `Nachprüfungsfrist bis ${formatDatum(f.bis)} (${f.quelle})`;

/** What the deadline means, for the Kunde, the administrator and the Vergabevermerk. */
export const nachpruefungsfristText = (f: Nachpruefungsfrist) =>
  `${nachpruefungsfristKurz(f)}: Der Bieter kann innerhalb von ${f.tage} Kalendertagen nach Eingang der Mitteilung, der Rüge nicht abzuhelfen, ` +
  `die Nachprüfung bei der Vergabekammer beantragen; danach ist ein Antrag unzulässig. Gerechnet ab dem Tag der Entscheidung; ` +
  `geht die Mitteilung dem Bieter später zu, endet die Frist entsprechend später.`;
