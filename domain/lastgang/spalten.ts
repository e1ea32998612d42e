import type { Tabelle } from '../lieferstellenImport/lesen';
import type { Einheit, Messwert } from './pruefen';
import { leseDatum, leseDatumUndUhrzeit, leseUhrzeit, leseZeitstempel } from './zeit';

export interface GelesenerLastgang {
  messwerte: Messwert[];
  /** the unit the value column's heading names; undefined when it names none */
  einheitAusKopf: Einheit | undefined;
}

/** A file the columns of which cannot be told: the German reason, for the report's `message`. */
export class SpaltenFehler extends Error {}

const WERT_KOPF = /wert|leistung|last|verbrauch|energie|arbeit|menge|value|kwh?\b/i;

/** `kWh` or `kW` as a heading names it (`Wert [kWh]`, `Leistung (kW)`, `kW`); undefined when it names neither. */
export function einheitAusKopf(kopf: string): Einheit | undefined {
  if (/kwh/i.test(kopf)) return 'kWh';
  if (/(^|[^a-z])kw([^a-z]|$)/i.test(kopf)) return 'kW';
  return undefined;
}

/**
 * Reads a number in either German or international notation. The whole column decides the decimal sign: once a
 * value has a comma, points are thousands separators; otherwise the point is the decimal sign (`1.234` is then
 * 1.234 kW, as a Netzbetreiber's export means it).
 */
export function leseWert(text: string, dezimalKomma: boolean): number {
  const t = text.trim().replace(/\s/g, '');
  const normal = dezimalKomma ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

type Art = 'zeitstempel' | 'datum' | 'uhrzeit' | 'zahl' | 'sonst';
function art(zelle: string): Art {
  if (!zelle.trim()) return 'sonst';
  if (leseZeitstempel(zelle)) return 'zeitstempel';
  if (leseDatum(zelle) !== null) return 'datum';
  if (leseUhrzeit(zelle) !== null) return 'uhrzeit';
  return Number.isFinite(leseWert(zelle, zelle.includes(','))) ? 'zahl' : 'sonst';
}

/** Where the time and the values stand, read off a row of values; undefined when it has no time or no value. */
function spaltenVon(zellen: string[]): { zeit: number; uhrzeit: number; zahlen: number[] } | undefined {
  const arten = zellen.map(art);
  let zeit = arten.indexOf('zeitstempel');
  let uhrzeit = -1;
  if (zeit < 0) {
    zeit = arten.indexOf('datum');
    uhrzeit = arten.indexOf('uhrzeit', zeit + 1);
    if (zeit < 0 || uhrzeit < 0) return undefined;
  }
  const zahlen = arten.flatMap((a, i) => (a === 'zahl' && i !== zeit && i !== uhrzeit ? [i] : []));
  return zahlen.length ? { zeit, uhrzeit, zahlen } : undefined;
}

/** Netzbetreiber exports may open with lines about the meter (Zählpunkt, Zeitraum, Einheit) before the heading. */
const HOECHSTENS_VORSPANN = 20;

/**
 * Finds the columns as Netzbetreiber portals export them: one timestamp column, or a date and a time column (the
 * first time column is the start; a second one, `bis`, is left alone), and the value column, preferably the one
 * whose heading says value, load or unit. The first row with a time and a value shows the columns; the heading is
 * the nearest row above it without a digit in the time column, so a broken first value is reported on its line
 * instead of being taken for the heading; rows above the heading are a preamble. A file without a heading starts
 * with its values.
 */
export function leseLastgangTabelle(tabelle: Tabelle): GelesenerLastgang {
  if (!tabelle[0]) throw new SpaltenFehler('Die Datei ist leer.');
  const anfang = tabelle.slice(0, HOECHSTENS_VORSPANN + 2);
  const index = anfang.findIndex((z) => spaltenVon(z.zellen));
  if (index < 0) {
    const mit = (gesucht: Art) => anfang.find((z) => z.zellen.some((zelle) => art(zelle) === gesucht));
    const zeitstempel = mit('zeitstempel');
    if (zeitstempel) throw new SpaltenFehler(`In Zeile ${zeitstempel.nummer} steht neben dem Zeitpunkt kein Zahlenwert.`);
    if (!tabelle[1]) throw new SpaltenFehler('Die Datei enthält nur eine Kopfzeile und keine Werte.');
    throw new SpaltenFehler(
      `In Zeile ${(mit('datum') ?? tabelle[1]).nummer} steht kein Zeitpunkt. Erwartet wird eine Spalte mit Datum und Uhrzeit (z. B. 01.01.2025 00:15) oder je eine Spalte für Datum und Uhrzeit.`,
    );
  }
  const { zeit, uhrzeit, zahlen } = spaltenVon(tabelle[index]!.zellen)!;
  let k = index - 1;
  while (k >= 0 && /\d/.test(tabelle[k]!.zellen[zeit] ?? '')) k--;
  const kopf = k >= 0 ? tabelle[k]!.zellen : [];
  const daten = tabelle.slice(k + 1);
  const wert = zahlen.find((i) => WERT_KOPF.test(kopf[i] ?? '')) ?? zahlen[0]!;

  const dezimalKomma = daten.some((z) => z.zellen[wert]?.includes(','));
  const messwerte = daten.map(({ nummer, zellen }): Messwert => {
    const zeitText = uhrzeit < 0 ? (zellen[zeit] ?? '') : `${zellen[zeit] ?? ''} ${zellen[uhrzeit] ?? ''}`.trim();
    const wertText = (zellen[wert] ?? '').trim();
    return {
      zeile: nummer,
      zeit: uhrzeit < 0 ? leseZeitstempel(zellen[zeit] ?? '') : leseDatumUndUhrzeit(zellen[zeit] ?? '', zellen[uhrzeit] ?? ''),
      zeitText,
      wert: leseWert(wertText, dezimalKomma),
      wertText,
    };
  });
  return { messwerte, einheitAusKopf: einheitAusKopf(kopf[wert] ?? '') };
}
