/**
 * Prices travel as JSON numbers with at most 4 decimals and are stored as integers in 1/10 000 of their unit
 * (DESIGN.md section 5), so sums a user reads are exact.
 */
export const PREIS_FAKTOR = 10_000;

/** 24.85 → 248500; null when the number has more than 4 decimals or is not finite. */
export function alsE4(wert: number): number | null {
  if (!Number.isFinite(wert)) return null;
  const skaliert = Math.round(wert * PREIS_FAKTOR);
  return Math.abs(skaliert - wert * PREIS_FAKTOR) < 1e-6 * Math.max(1, Math.abs(wert)) ? skaliert : null;
}

export function ausE4(e4: number): number {
  return e4 / PREIS_FAKTOR;
}

/** What the forms and the server say to a price with more decimals than the portal keeps. */
export const NACHKOMMASTELLEN_FEHLER = 'Höchstens 4 Nachkommastellen sind erlaubt.';

/**
 * What a price may be, for offers and for the Kunde's current contract alike: bounds that keep out absurd values (a
 * dot typed for a comma: 27.123 reads as 27 123). The Arbeitspreis must be more than 0.
 */
export const PREISGRENZEN = {
  arbeitspreisCtKwh: { groesserAls: 0, bis: 200 },
  grundpreisEurMonat: { von: 0, bis: 100_000 },
  leistungspreisEurKwJahr: { von: 0, bis: 10_000 },
} as const;
