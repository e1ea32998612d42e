import { versatz, VIERTELSTUNDE } from './zeit';

const TAG = 86_400_000;
export const VIERTELSTUNDEN_JE_TAG = 96;

/** The quarter hour of a day (0–95) as the clock shows its start, `HH:MM`. */
export const uhrzeit = (slot: number) => `${String(Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;

/**
 * The Jahresdauerlinie: the powers sorted from the highest down, against the hours of the year in which at least
 * that much was drawn; thinned to about `punkte` points (the curve is monotone, so nothing visible is lost).
 */
export function dauerlinie(werte: ArrayLike<number>, punkte = 600): { stunden: number[]; kw: number[] } {
  const absteigend = Float64Array.from(werte).sort().reverse();
  const n = absteigend.length;
  const anzahl = Math.min(punkte, n);
  const stunden: number[] = [];
  const kw: number[] = [];
  for (let k = 0; k < anzahl; k++) {
    const i = anzahl === 1 ? 0 : Math.round((k * (n - 1)) / (anzahl - 1));
    stunden.push((i + 1) / 4);
    kw.push(absteigend[i]!);
  }
  return { stunden, kw };
}

/** Day and quarter hour (0–95) on Berlin's clock, and the day counted from the Lastgang's first. */
function lokal(zeitpunkt: number, ersterTag: number) {
  const wand = zeitpunkt + versatz(zeitpunkt);
  const tag = Math.floor(wand / TAG);
  return { tag: tag - ersterTag, slot: Math.floor((wand - tag * TAG) / VIERTELSTUNDE), wochentag: (new Date(tag * TAG).getUTCDay() + 6) % 7 };
}

export interface Waermebild {
  /** the local calendar days, `YYYY-MM-DD` */
  tage: string[];
  /** tage.length × 96, row by row; NaN where the day has no such quarter hour (spring's 02:00–02:45) */
  kw: Float64Array;
  min: number;
  max: number;
}

/**
 * Day of the year × time of day on Berlin's clock. The spring day leaves 02:00–02:45 empty; the autumn day's repeated
 * hour shows the mean of its two passes.
 */
export function waermebild(beginn: number, werte: ArrayLike<number>): Waermebild {
  const ersterTag = Math.floor((beginn + versatz(beginn)) / TAG);
  const anzahlTage = lokal(beginn + (werte.length - 1) * VIERTELSTUNDE, ersterTag).tag + 1;
  const summe = new Float64Array(anzahlTage * VIERTELSTUNDEN_JE_TAG);
  const zahl = new Uint8Array(summe.length);
  let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let i = 0; i < werte.length; i++) {
    const { tag, slot } = lokal(beginn + i * VIERTELSTUNDE, ersterTag);
    const w = werte[i]!;
    summe[tag * VIERTELSTUNDEN_JE_TAG + slot]! += w;
    zahl[tag * VIERTELSTUNDEN_JE_TAG + slot]!++;
    if (w < min) min = w;
    if (w > max) max = w;
  }
  const kw = summe.map((s, i) => (zahl[i] ? s / zahl[i]! : Number.NaN));
  const tage = Array.from({ length: anzahlTage }, (_, t) => new Date((ersterTag + t) * TAG).toISOString().slice(0, 10));
  return { tage, kw, min, max };
}

/** The mean power of each quarter hour of the week, Monday 00:00 first (7 × 96 values) on Berlin's clock. */
export function durchschnittswoche(beginn: number, werte: ArrayLike<number>): number[] {
  const summe = new Float64Array(7 * VIERTELSTUNDEN_JE_TAG);
  const zahl = new Uint32Array(summe.length);
  for (let i = 0; i < werte.length; i++) {
    const { slot, wochentag } = lokal(beginn + i * VIERTELSTUNDE, 0);
    summe[wochentag * VIERTELSTUNDEN_JE_TAG + slot]! += werte[i]!;
    zahl[wochentag * VIERTELSTUNDEN_JE_TAG + slot]!++;
  }
  return Array.from(summe, (s, i) => (zahl[i] ? s / zahl[i]! : Number.NaN));
}
