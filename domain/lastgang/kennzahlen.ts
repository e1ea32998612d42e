import { VIERTELSTUNDE } from './zeit';

/** What a supplier reads off a Lastgang first (issue 19, 3.); kW to 3 decimals, kWh and hours whole. */
export interface Kennzahlen {
  jahresarbeitKwh: number;
  hoechstlastKw: number;
  /** ISO instant (UTC) at which the quarter hour of the Höchstlast starts */
  hoechstlastZeitpunkt: string;
  /** Jahresarbeit / Höchstlast */
  benutzungsstunden: number;
  /** the 5 % quantile of the quarter-hour powers */
  grundlastKw: number;
  anzahlWerte: number;
  /** start of the first quarter hour and end of the last (ISO, UTC) */
  von: string;
  bis: string;
  interpoliert: number;
}

export const GRUNDLAST_QUANTIL = 0.05;

const aufTausendstel = (kw: number) => Math.round(kw * 1000) / 1000;

/**
 * The p-quantile of ascending values, interpolated between the two nearest ranks (Hyndman & Fan type 7, what
 * Excel's QUANTIL.INKL and numpy compute), so the portal's Grundlast matches a supplier's own spreadsheet.
 */
export function quantil(aufsteigend: ArrayLike<number>, p: number): number {
  const n = aufsteigend.length;
  if (n === 0) return Number.NaN;
  const h = (n - 1) * p;
  const unten = Math.floor(h);
  const oben = Math.min(unten + 1, n - 1);
  return aufsteigend[unten]! + (h - unten) * (aufsteigend[oben]! - aufsteigend[unten]!);
}

/** Kennzahlen of quarter-hour powers (kW) starting at `beginn`. */
export function berechneKennzahlen(beginn: number, werte: ArrayLike<number>, interpoliert: number): Kennzahlen {
  let summe = 0;
  let hoechst = Number.NEGATIVE_INFINITY;
  let hoechstIndex = 0;
  for (let i = 0; i < werte.length; i++) {
    const w = werte[i]!;
    summe += w;
    // The first quarter hour that reaches the peak: a tie is named by when it first happened.
    if (w > hoechst) [hoechst, hoechstIndex] = [w, i];
  }
  const arbeitKwh = summe / 4;
  const sortiert = Float64Array.from(werte).sort();
  return {
    jahresarbeitKwh: Math.round(arbeitKwh),
    hoechstlastKw: aufTausendstel(hoechst),
    hoechstlastZeitpunkt: new Date(beginn + hoechstIndex * VIERTELSTUNDE).toISOString(),
    benutzungsstunden: hoechst > 0 ? Math.round(arbeitKwh / hoechst) : 0,
    grundlastKw: aufTausendstel(quantil(sortiert, GRUNDLAST_QUANTIL)),
    anzahlWerte: werte.length,
    von: new Date(beginn).toISOString(),
    bis: new Date(beginn + werte.length * VIERTELSTUNDE).toISOString(),
    interpoliert,
  };
}
