/**
 * German formatting (DESIGN.md section 9): dates dd.MM.yyyy, instants in Europe/Berlin, decimal comma,
 * thousands separators, € and energy units, file sizes up to PB in steps of 1024 with 2 decimals.
 * Shared by browser and server (CSV export), so both print the same.
 */
export const ZEITZONE = 'Europe/Berlin';

const zahlFormate = new Map<string, Intl.NumberFormat>();
function zahlFormat(min: number, max: number): Intl.NumberFormat {
  const schluessel = `${min}:${max}`;
  let f = zahlFormate.get(schluessel);
  if (!f) {
    f = new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max });
    zahlFormate.set(schluessel, f);
  }
  return f;
}

const datumZeitFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: ZEITZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Calendar date `YYYY-MM-DD` → `dd.MM.yyyy` (no time zone: a delivery date is the same day everywhere). */
export function formatDatum(datum: string | null | undefined): string {
  const teile = /^(\d{4})-(\d{2})-(\d{2})/.exec(datum ?? '');
  return teile ? `${teile[3]}.${teile[2]}.${teile[1]}` : '';
}

/** Instant (ISO string or epoch ms) → `dd.MM.yyyy HH:mm` in German local time. */
export function formatDatumZeit(zeitpunkt: string | number | Date | null | undefined): string {
  if (zeitpunkt === null || zeitpunkt === undefined || zeitpunkt === '') return '';
  const d = zeitpunkt instanceof Date ? zeitpunkt : new Date(zeitpunkt);
  if (Number.isNaN(d.getTime())) return '';
  const t = Object.fromEntries(datumZeitFormat.formatToParts(d).map((p) => [p.type, p.value]));
  return `${t.day}.${t.month}.${t.year} ${t.hour}:${t.minute}`;
}

/** Instant → `dd.MM.yyyy HH:mm Uhr`, as a sentence names a point in time. */
export function formatUhrzeit(zeitpunkt: string | number | Date | null | undefined): string {
  return `${formatDatumZeit(zeitpunkt)} Uhr`;
}

const sekundenFormat = new Intl.DateTimeFormat('de-DE', { timeZone: ZEITZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/**
 * Instant → `dd.MM.yyyy HH:mm:ss Uhr`: for an auction, whose end moves by bids to the second; cut to the minute, an
 * auction ending 10:19:30 would read as ending 10:19.
 */
export function formatUhrzeitSekunden(zeitpunkt: string | number | Date | null | undefined): string {
  const datumZeit = formatDatumZeit(zeitpunkt);
  if (!datumZeit) return '';
  const t = Object.fromEntries(sekundenFormat.formatToParts(zeitpunkt instanceof Date ? zeitpunkt : new Date(zeitpunkt!)).map((p) => [p.type, p.value]));
  return `${datumZeit.slice(0, 10)} ${t.hour}:${t.minute}:${t.second} Uhr`;
}

/** "1 Minute", "2 Minuten". */
export const minutenText = (minuten: number): string => `${formatZahl(minuten, 0, 1)} ${minuten === 1 ? 'Minute' : 'Minuten'}`;

/** Instant → its calendar day `dd.MM.yyyy` in German local time. */
export function formatTag(zeitpunkt: string | number | Date | null | undefined): string {
  return formatDatumZeit(zeitpunkt).slice(0, 10);
}

export function formatZahl(wert: number, nachkommastellen = 0, hoechstens = nachkommastellen): string {
  return zahlFormat(nachkommastellen, hoechstens).format(wert);
}

export function formatEuro(wert: number): string {
  return `${formatZahl(wert, 2)} €`;
}

export function formatKwh(wert: number): string {
  return `${formatZahl(wert, 0)} kWh`;
}

/**
 * The one rule for a price a user reads (ct/kWh, €/Monat, €/kW·a): at least 2 decimals, as many as it has up to its
 * 4 (DESIGN.md section 5) — 8,50 and never 8,5; 8,1234 stays 8,1234. Money sums (Jahreskosten) stay `formatEuro`.
 */
export function formatPreis(wert: number): string {
  return formatZahl(wert, 2, 4);
}

const preisEingabeFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: false });

/** A price as the offer form shows it for editing: the same decimals, no thousands separators to type around. */
export function formatPreisEingabe(wert: number): string {
  return preisEingabeFormat.format(wert);
}

export function formatCtKwh(wert: number): string {
  return `${formatPreis(wert)} ct/kWh`;
}

/** A price in euros with its unit, e.g. `formatEuroPreis(12.5, 'Monat')` → `12,50 €/Monat`. */
export function formatEuroPreis(wert: number, je: string): string {
  return `${formatPreis(wert)} €/${je}`;
}

const GROESSEN = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

export function formatDateigroesse(bytes: number): string {
  let wert = Math.max(0, bytes);
  let stufe = 0;
  while (wert >= 1024 && stufe < GROESSEN.length - 1) {
    wert /= 1024;
    stufe++;
  }
  return stufe === 0 ? `${wert} B` : `${formatZahl(wert, 2)} ${GROESSEN[stufe]}`;
}

/**
 * A number as a German user types it ('1.234,5', '1234.5', ' 42 ') → 1234.5; empty → null; anything else
 * → NaN, which the form's number rule reports.
 */
export function leseZahl(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return text;
  const t = (text ?? '').trim().replace(/\s/g, '');
  if (t === '') return null;
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}
