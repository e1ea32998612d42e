import { versatz, VIERTELSTUNDE } from './zeit';

const STUNDE = 3_600_000;
const TAG = 24 * STUNDE;
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

/**
 * Calls `je` with each value's day on Berlin's clock (counted from `ersterTag`), quarter hour (0–95) and weekday
 * (Monday 0). The offset is looked up once per UTC hour, as it changes only at full hours; per value, a year's
 * 35,040 lookups and objects were a tenth of the time the pictures took to appear.
 */
function jeViertelstunde(beginn: number, anzahl: number, ersterTag: number, je: (i: number, tag: number, slot: number, wochentag: number) => void) {
  let stunde = Number.NaN;
  let v = 0;
  for (let i = 0; i < anzahl; i++) {
    const zeitpunkt = beginn + i * VIERTELSTUNDE;
    const s = Math.floor(zeitpunkt / STUNDE);
    if (s !== stunde) [stunde, v] = [s, versatz(zeitpunkt)];
    const wand = zeitpunkt + v;
    const tag = Math.floor(wand / TAG);
    // Day 0, 1 January 1970, was a Thursday.
    je(i, tag - ersterTag, Math.floor((wand - tag * TAG) / VIERTELSTUNDE), (((tag + 3) % 7) + 7) % 7);
  }
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
  const letzter = beginn + (werte.length - 1) * VIERTELSTUNDE;
  const anzahlTage = Math.floor((letzter + versatz(letzter)) / TAG) - ersterTag + 1;
  const summe = new Float64Array(anzahlTage * VIERTELSTUNDEN_JE_TAG);
  const zahl = new Uint8Array(summe.length);
  let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  jeViertelstunde(beginn, werte.length, ersterTag, (i, tag, slot) => {
    const w = werte[i]!;
    summe[tag * VIERTELSTUNDEN_JE_TAG + slot]! += w;
    zahl[tag * VIERTELSTUNDEN_JE_TAG + slot]!++;
    if (w < min) min = w;
    if (w > max) max = w;
  });
  const kw = summe.map((s, i) => (zahl[i] ? s / zahl[i]! : Number.NaN));
  const tage = Array.from({ length: anzahlTage }, (_, t) => new Date((ersterTag + t) * TAG).toISOString().slice(0, 10));
  return { tage, kw, min, max };
}

/** The mean power of each quarter hour of the week, Monday 00:00 first (7 × 96 values) on Berlin's clock. */
export function durchschnittswoche(beginn: number, werte: ArrayLike<number>): number[] {
  const summe = new Float64Array(7 * VIERTELSTUNDEN_JE_TAG);
  const zahl = new Uint32Array(summe.length);
  jeViertelstunde(beginn, werte.length, 0, (i, _tag, slot, wochentag) => {
    summe[wochentag * VIERTELSTUNDEN_JE_TAG + slot]! += werte[i]!;
    zahl[wochentag * VIERTELSTUNDEN_JE_TAG + slot]!++;
  });
  return Array.from(summe, (s, i) => (zahl[i] ? s / zahl[i]! : Number.NaN));
}
