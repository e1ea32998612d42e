import { formatZahl } from '../format';
import { berlinerZeitpunkte, einJahrSpaeter, formatViertelstunde, VIERTELSTUNDE, type Zeitangabe } from './zeit';
import type { Zeitbezug } from './zeitbezug';
import { ausserhalbMeldung, type LastgangZeitraum } from './zeitraum';

export type Einheit = 'kW' | 'kWh';

/** One value as read from the file: the physical line it stands on (the header is line 1). */
export interface Messwert {
  zeile: number;
  zeit: Zeitangabe | null;
  zeitText: string;
  /** NaN when the cell holds no number */
  wert: number;
  wertText: string;
}

/** Gaps up to this many quarter hours are bridged; a longer one is a measurement that is missing. */
export const HOECHSTENS_INTERPOLIERT = 4;
/** A Lastgang covers at most a year; a day (the short one of spring: 92 quarter hours) is the least that says anything. */
const MINDESTENS_WERTE = 92;
/** Whole watts in a 32-bit integer (the stored form): more than 2.1 GW is no Lieferstelle. */
export const HOECHSTWERT_KW = 2_147_483;
/** A report lists this many problems; a file with more is the wrong file or the wrong column. */
const HOECHSTENS_GEMELDET = 200;
/** The rows a preview shows as read: enough to see the times' pattern and the unit. */
export const ERSTE_ZEILEN = 6;

/** A row as the check read it: the quarter hour it fills (its start) and its value in kW, null where unreadable. */
export interface GeleseneZeile {
  zeile: number;
  zeitText: string;
  wertText: string;
  beginn: number | null;
  kw: number | null;
}

export interface Pruefergebnis {
  /** the quarter-hour powers (kW) from `beginn` on, gaps of up to four filled */
  beginn: number;
  werte: Float64Array;
  interpoliert: number;
  vollesJahr: boolean;
  /** `zeile[N]` → German messages; empty when the Lastgang may be stored */
  fehler: Record<string, string[]>;
  anzahlFehler: number;
  hinweise: string[];
  /** the first rows (`ERSTE_ZEILEN`) as read */
  ersteZeilen: GeleseneZeile[];
}

export interface PruefOptionen {
  einheit: Einheit;
  /** values above this (kW) are taken for a wrong file or a wrong unit */
  plausibelHoechstensKw: number;
  /** the quarter hours the tender's Lastgänge may cover (`lastgangZeitraum`) */
  zeitraum: LastgangZeitraum;
  /** what the file's times name; a time that names the end belongs to the quarter hour before it (default: beginn) */
  zeitbezug?: Zeitbezug;
}

/**
 * Checks a Lastgang as read and lays it on the quarter-hour grid. Local times are Berlin's clock: in the hour that
 * repeats when summer time ends, a time that does not advance past the one before is its second pass, so a file in
 * order needs no marks; a time that carries an offset is unambiguous anyway.
 */
export function pruefeLastgang(messwerte: Messwert[], optionen: PruefOptionen): Pruefergebnis {
  const fehler: Record<string, string[]> = {};
  let anzahlFehler = 0;
  const melde = (zeile: number, meldung: string) => {
    anzahlFehler++;
    if (anzahlFehler > HOECHSTENS_GEMELDET) return;
    (fehler[`zeile[${zeile}]`] ??= []).push(meldung);
  };
  const faktor = optionen.einheit === 'kWh' ? 4 : 1;
  // The stored form bounds what a Lieferstelle's own figures would allow; the message names the bound that holds.
  const hoechstensKw = Math.min(optionen.plausibelHoechstensKw, HOECHSTWERT_KW);
  const gelesen = new Map<number, { zeile: number; kw: number }>();
  const ersteZeilen: GeleseneZeile[] = messwerte.slice(0, ERSTE_ZEILEN).map((m) => ({ zeile: m.zeile, zeitText: m.zeitText, wertText: m.wertText, beginn: null, kw: null }));
  const versatzBeginn = optionen.zeitbezug === 'ende' ? VIERTELSTUNDE : 0;
  let letzter = Number.NEGATIVE_INFINITY;

  for (const [index, m] of messwerte.entries()) {
    const stempel = zeitpunktVon(m, letzter);
    if (typeof stempel === 'string') {
      melde(m.zeile, stempel);
      continue;
    }
    // The repeated hour of autumn is told apart by the times as written; the quarter hour is then the one they name.
    letzter = stempel;
    const zeitpunkt = stempel - versatzBeginn;
    const erste = ersteZeilen[index];
    if (erste) {
      erste.beginn = zeitpunkt;
      erste.kw = Number.isFinite(m.wert) ? m.wert * faktor : null;
    }
    if (zeitpunkt % VIERTELSTUNDE !== 0) {
      melde(m.zeile, `Der Zeitpunkt „${m.zeitText}“ liegt nicht auf dem Viertelstundenraster (:00, :15, :30, :45).`);
      continue;
    }
    const frueher = gelesen.get(zeitpunkt);
    if (frueher) {
      melde(m.zeile, `Die Viertelstunde ${formatViertelstunde(zeitpunkt)} kommt doppelt vor (zuerst in Zeile ${frueher.zeile}).`);
      continue;
    }
    if (!Number.isFinite(m.wert)) {
      melde(m.zeile, m.wertText ? `Der Wert „${m.wertText}“ ist keine Zahl.` : `Für ${formatViertelstunde(zeitpunkt)} fehlt der Wert.`);
      continue;
    }
    const kw = m.wert * faktor;
    if (kw < 0) melde(m.zeile, `Der Wert ${formatZahl(m.wert, 0, 3)} ${optionen.einheit} ist negativ. Ein Lastgang enthält nur Bezug (0 oder mehr).`);
    else if (kw > hoechstensKw) {
      melde(
        m.zeile,
        `Der Wert ${formatZahl(kw, 0, 3)} kW liegt weit über dem, was für diese Lieferstelle plausibel ist (höchstens ${formatZahl(hoechstensKw, 0)} kW). ` +
          'Stimmen Datei, Spalte und Einheit?',
      );
    }
    gelesen.set(zeitpunkt, { zeile: m.zeile, kw });
  }

  const zeitpunkte = [...gelesen.keys()].sort((a, b) => a - b);
  const beginn = zeitpunkte[0] ?? 0;
  const ende = (zeitpunkte.at(-1) ?? 0) + VIERTELSTUNDE;
  const jahresende = einJahrSpaeter(beginn);
  const hinweise: string[] = [];
  const leer = { beginn, werte: new Float64Array(0), interpoliert: 0, vollesJahr: false, hinweise, ersteZeilen };

  // The first quarter hour outside the tender's span, in the order of time: before it, or past its end.
  const { von, bis } = optionen.zeitraum;
  const ausserhalb = zeitpunkte.length && beginn < von ? beginn : zeitpunkte.find((z) => z >= bis);
  if (ausserhalb !== undefined) {
    melde(gelesen.get(ausserhalb)!.zeile, ausserhalbMeldung(ausserhalb, optionen.zeitraum));
    return { ...leer, fehler, anzahlFehler };
  }
  if (zeitpunkte.length < MINDESTENS_WERTE) {
    if (anzahlFehler === 0) melde(messwerte.at(-1)?.zeile ?? 1, 'Die Datei enthält weniger als einen Tag an Viertelstundenwerten. Ist es die richtige Datei?');
    return { ...leer, fehler, anzahlFehler };
  }
  if (ende > jahresende) {
    const ersteDanach = zeitpunkte.find((z) => z >= jahresende)!;
    melde(
      gelesen.get(ersteDanach)!.zeile,
      `Der Lastgang umfasst mehr als ein Jahr: Er beginnt ${formatViertelstunde(beginn)}, ab ${formatViertelstunde(ersteDanach)} ist es zu viel. Bitte laden Sie genau ein Jahr hoch.`,
    );
    return { ...leer, fehler, anzahlFehler };
  }

  const werte = new Float64Array((ende - beginn) / VIERTELSTUNDE).fill(Number.NaN);
  for (const [zeitpunkt, { kw }] of gelesen) werte[(zeitpunkt - beginn) / VIERTELSTUNDE] = kw;
  let interpoliert = 0;
  for (let i = 0; i < werte.length; i++) {
    if (!Number.isNaN(werte[i]!)) continue;
    let j = i;
    while (Number.isNaN(werte[j]!)) j++;
    const luecke = j - i;
    if (luecke <= HOECHSTENS_INTERPOLIERT) {
      const [vorher, nachher] = [werte[i - 1]!, werte[j]!];
      for (let k = 1; k <= luecke; k++) werte[i + k - 1] = vorher + ((nachher - vorher) * k) / (luecke + 1);
      interpoliert += luecke;
    } else {
      const erste = beginn + i * VIERTELSTUNDE;
      const letzte = beginn + (j - 1) * VIERTELSTUNDE;
      melde(gelesen.get(beginn + j * VIERTELSTUNDE)!.zeile, `Es fehlen Werte von ${formatViertelstunde(erste)} bis ${formatViertelstunde(letzte)}.`);
    }
    i = j;
  }

  const vollesJahr = ende === jahresende;
  if (!vollesJahr) {
    hinweise.push(
      `Der Lastgang umfasst ${formatZahl(werte.length)} Viertelstunden (${formatViertelstunde(beginn)} bis ${formatViertelstunde(ende)}), kein volles Jahr ` +
        `(${formatZahl((jahresende - beginn) / VIERTELSTUNDE)} Viertelstunden). Der Jahresverbrauch der Lieferstelle bleibt darum unverändert.`,
    );
  }
  if (interpoliert) hinweise.push(`${formatZahl(interpoliert)} fehlende Viertelstundenwerte wurden aus ihren Nachbarn linear interpoliert.`);
  return { beginn, werte, interpoliert, vollesJahr, fehler, anzahlFehler, hinweise, ersteZeilen };
}

/** The instant of a value, or the German reason it has none. */
function zeitpunktVon(m: Messwert, letzter: number): number | string {
  if (!m.zeit) return m.zeitText ? `„${m.zeitText}“ ist kein Zeitpunkt (erwartet z. B. 01.01.2025 00:15).` : 'Der Zeitpunkt fehlt.';
  if (m.zeit.art === 'absolut') return m.zeit.zeitpunkt;
  const moegliche = berlinerZeitpunkte(m.zeit.wand);
  if (!moegliche.length) return `„${m.zeitText}“ gibt es in deutscher Zeit nicht: Um 02:00 wird die Uhr auf 03:00 vorgestellt.`;
  return moegliche.find((z) => z > letzter) ?? moegliche[0]!;
}
