import { formatCtKwh, formatEuro, formatUhrzeit } from '../format';

/** One bid as the record states it. */
export interface VerlaufsGebot {
  arbeitspreisCtKwh: number;
  jahreskostenEuro: number;
  /** server time in epoch ms */
  am: number;
}

/** A bidder's bidding in an online auction: how often, where it began and where it ended. */
export interface GebotsVerlauf {
  anzahl: number;
  erstes: VerlaufsGebot;
  letztes: VerlaufsGebot;
}

/** One bid: when, at what Arbeitspreis, and the Jahreskosten it meant. */
export const gebotText = (g: VerlaufsGebot) => `am ${formatUhrzeit(g.am)}: ${formatCtKwh(g.arbeitspreisCtKwh)} (Jahreskosten ${formatEuro(g.jahreskostenEuro)})`;

/** The bidding of one bidder in one sentence, as the tender's Historie sums it up. */
export function gebotsVerlaufText(v: GebotsVerlauf): string {
  if (v.anzahl === 1) return `1 Gebot ${gebotText(v.letztes)}`;
  return `${v.anzahl} Gebote; erstes Gebot ${gebotText(v.erstes)}; letztes Gebot ${gebotText(v.letztes)}`;
}
