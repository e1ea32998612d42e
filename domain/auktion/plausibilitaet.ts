import { formatCtKwh, formatEuro, formatZahl } from '../format';

/** Default of the server's setting GEBOT_BESTAETIGEN_AB_PROZENT (issue 42). */
export const GEBOT_BESTAETIGEN_AB_PROZENT = 10;

/**
 * Whether `neu` lies more than `prozent` below `alt` ((alt − neu) / alt > prozent / 100), in integers: prices in
 * 1/10 000 ct/kWh or Jahreskosten in 1e-6 €, the percentage with at most two decimals. Exactly `prozent` below is not.
 */
export function mehrAlsProzentUnter(neu: number | bigint, alt: number | bigint, prozent: number): boolean {
  const a = BigInt(alt);
  return a > 0n && (a - BigInt(neu)) * 10_000n > a * BigInt(Math.round(prozent * 100));
}

/**
 * A bid needs the bidder's explicit confirmation when it lies more than the limit below its own current
 * Arbeitspreis, or its Jahreskosten more than the limit below the best current ones: more likely a typo (24,5
 * typed as 2,45) than meant. The first decides: the best Jahreskosten include the bidder's own, and an offer's fixed
 * parts (Grundpreis, Leistungspreis) only dampen a drop of the Arbeitspreis, so a bid that far below the best is
 * that far below its own price too. The second only adds the figure to the question, where the bidder may see it.
 */
export const braucheBestaetigung = (gebotE4: number, eigenerE4: number, prozent: number) => mehrAlsProzentUnter(gebotE4, eigenerE4, prozent);

/** The question a bid beyond the limit gets instead of being recorded: what it lies below, and what it would bind the bidder to. */
export function rueckfrageText(r: { arbeitspreisCtKwh: number; eigenerCtKwh: number; jahreskostenEuro: number; prozent: number; bestesJahreskostenEuro?: number }): string {
  const grenze = `mehr als ${formatZahl(r.prozent, 0, 2)} %`;
  const unter = [`${grenze} unter Ihrem aktuellen Arbeitspreis von ${formatCtKwh(r.eigenerCtKwh)}`];
  if (r.bestesJahreskostenEuro !== undefined) unter.push(`mit seinen Jahreskosten ${grenze} unter den besten aktuellen Jahreskosten von ${formatEuro(r.bestesJahreskostenEuro)}`);
  return (
    `Ihr Gebot von ${formatCtKwh(r.arbeitspreisCtKwh)} liegt ${unter.join(' und ')}. ` +
    `Es ergäbe Jahreskosten von ${formatEuro(r.jahreskostenEuro)} und wäre verbindlich. Bitte bestätigen Sie es ausdrücklich, wenn es so gemeint ist.`
  );
}

/** A bid's Arbeitspreis and the Jahreskosten it means, in one phrase. */
export const gebotsWerteText = (g: { arbeitspreisCtKwh: number; jahreskostenEuro: number }) => `${formatCtKwh(g.arbeitspreisCtKwh)}, Jahreskosten ${formatEuro(g.jahreskostenEuro)}`;

/** A confirmed bid beyond the limit as the Auktionsprotokoll records it (the Historie names the action by its label). */
export const bestaetigtesGebotText = (g: { arbeitspreisCtKwh: number; jahreskostenEuro: number }) => `Gebot außerhalb der Plausibilitätsgrenze bestätigt: ${gebotsWerteText(g)}`;
