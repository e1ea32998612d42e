import { berlinerVersatz } from '../datum';

/** A Lastgang's grid: values belong to quarter hours, each named by the instant it starts. */
export const VIERTELSTUNDE = 15 * 60_000;
const STUNDE = 3_600_000;

const TAG = 24 * STUNDE;

/**
 * Berlin's offset changes at most once a day, and then at a full UTC hour (01:00 UTC): a day whose first and last
 * hour have the same offset has it throughout, so Intl (slow, above all in browsers) is asked twice per day, and
 * once per hour only on the two days of a clock change: about 750 calls for a year instead of 8 784 or 35 040.
 */
const versatzJeTag = new Map<number, number | null>();
const versatzJeStunde = new Map<number, number>();
export function versatz(zeitpunkt: number): number {
  const tag = Math.floor(zeitpunkt / TAG);
  let v = versatzJeTag.get(tag);
  if (v === undefined) {
    if (versatzJeTag.size > 100_000) versatzJeTag.clear();
    const anfang = berlinerVersatz(tag * TAG);
    v = anfang === berlinerVersatz(tag * TAG + TAG - STUNDE) ? anfang : null;
    versatzJeTag.set(tag, v);
  }
  if (v !== null) return v;
  const stunde = Math.floor(zeitpunkt / STUNDE);
  let s = versatzJeStunde.get(stunde);
  if (s === undefined) {
    if (versatzJeStunde.size > 100_000) versatzJeStunde.clear();
    s = berlinerVersatz(stunde * STUNDE);
    versatzJeStunde.set(stunde, s);
  }
  return s;
}

/**
 * The instants at which a clock in Berlin shows `wand` (its fields written as if UTC), earliest first: one on an
 * ordinary day, two in the hour repeated when summer time ends, none in the hour skipped when it begins.
 */
export function berlinerZeitpunkte(wand: number): number[] {
  return [wand - 2 * STUNDE, wand - STUNDE].filter((z) => z + versatz(z) === wand);
}

/** What a clock in Berlin shows at `zeitpunkt`, as fields written as if UTC (read them with getUTC…). */
export function berlinerWand(zeitpunkt: number): Date {
  return new Date(zeitpunkt + versatz(zeitpunkt));
}

const zwei = (n: number) => String(n).padStart(2, '0');

/** `dd.MM.yyyy HH:mm` in German local time, as reports name a quarter hour. */
export function formatViertelstunde(zeitpunkt: number): string {
  const w = berlinerWand(zeitpunkt);
  return `${zwei(w.getUTCDate())}.${zwei(w.getUTCMonth() + 1)}.${w.getUTCFullYear()} ${zwei(w.getUTCHours())}:${zwei(w.getUTCMinutes())}`;
}

/** ISO 8601 with Berlin's offset (`2025-01-01T00:00:00+01:00`): unambiguous in the repeated hour, readable locally. */
export function isoMitVersatz(zeitpunkt: number): string {
  const v = versatz(zeitpunkt);
  const w = new Date(zeitpunkt + v);
  const stunden = Math.floor(Math.abs(v) / STUNDE);
  const minuten = Math.round((Math.abs(v) % STUNDE) / 60_000);
  return `${w.toISOString().slice(0, 19)}${v < 0 ? '-' : '+'}${zwei(stunden)}:${zwei(minuten)}`;
}

/** A time read from a file: an instant when it carried an offset or `Z`, else Berlin's wall clock (fields as UTC). */
export type Zeitangabe = { art: 'absolut'; zeitpunkt: number } | { art: 'lokal'; wand: number };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DEUTSCH = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/;
const UHRZEIT = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?$/;
const VERSATZ = /^(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/** `YYYY-MM-DD` or `dd.MM.yyyy` (also two-digit years) → midnight of that day as UTC ms; null when it is none. */
export function leseDatum(text: string): number | null {
  const t = text.trim();
  let j: number, m: number, d: number;
  const iso = ISO.exec(t);
  const de = DEUTSCH.exec(t);
  if (iso) [j, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (de) [j, m, d] = [de[3]!.length === 2 ? 2000 + Number(de[3]) : Number(de[3]), Number(de[2]), Number(de[1])];
  else return null;
  const ms = Date.UTC(j, m - 1, d);
  const probe = new Date(ms);
  return probe.getUTCFullYear() === j && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? ms : null;
}

/** `HH:mm` or `HH:mm:ss` → milliseconds since midnight; null when it is none. */
export function leseUhrzeit(text: string): number | null {
  const u = UHRZEIT.exec(text.trim());
  if (!u) return null;
  const [h, mi, s] = [Number(u[1]), Number(u[2]), Number(u[3] ?? 0)];
  return h < 24 && mi < 60 && s < 60 ? ((h * 60 + mi) * 60 + s) * 1000 : null;
}

/**
 * A timestamp as Netzbetreiber portals and spreadsheets write it: `01.01.2025 00:15`, `2025-01-01 00:15:00`,
 * `2025-01-01T00:15:00+01:00`, `…Z`; null when the text is none.
 */
export function leseZeitstempel(text: string): Zeitangabe | null {
  const t = text.trim().replace(/^(\S+)T/, '$1 ');
  const teile = /^(\S+)[\s,]+(\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)\s*(\S*)$/.exec(t);
  if (!teile) return null;
  return zusammen(teile[1]!, teile[2]!, teile[3]!);
}

/** Date and time from two columns (`Datum`, `Uhrzeit`), as many exports split them. */
export function leseDatumUndUhrzeit(datum: string, uhrzeit: string): Zeitangabe | null {
  const u = /^(\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)\s*(\S*)$/.exec(uhrzeit.trim());
  return u ? zusammen(datum, u[1]!, u[2]!) : null;
}

function zusammen(datumText: string, uhrzeitText: string, versatzText: string): Zeitangabe | null {
  const tag = leseDatum(datumText);
  const uhrzeit = leseUhrzeit(uhrzeitText);
  if (tag === null || uhrzeit === null) return null;
  const wand = tag + uhrzeit;
  if (!versatzText) return { art: 'lokal', wand };
  const v = VERSATZ.exec(versatzText);
  if (!v) return null;
  const minuten = v[1] ? (v[1] === '-' ? -1 : 1) * (Number(v[2]) * 60 + Number(v[3])) : 0;
  return { art: 'absolut', zeitpunkt: wand - minuten * 60_000 };
}

/** The instant one calendar year after `zeitpunkt` on Berlin's clock (the end of a full year that starts then). */
export function einJahrSpaeter(zeitpunkt: number): number {
  const w = berlinerWand(zeitpunkt);
  const spaeter = Date.UTC(w.getUTCFullYear() + 1, w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes());
  return berlinerZeitpunkte(spaeter)[0] ?? spaeter - versatz(spaeter);
}
