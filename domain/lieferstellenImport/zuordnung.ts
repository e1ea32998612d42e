import type { Sparte } from '../ausschreibung';
import type { Tabelle, TabellenZeile } from './lesen';
import { ERLAUBTE_WERTE, importSpalten, istVorlagenKopf, passtZuSpalte, type ImportFeld, type ImportSpalte } from './spalten';

/** For each column of the heading row, the field it fills, or null: "nicht übernehmen". */
export type Zuordnung = (ImportFeld | null)[];

/**
 * A value for every row, for a field no column fills (a sheet without Spannungsebene, all of whose Lieferstellen are
 * on the same level). Only fields with a closed set of values take one: a Bezeichnung or a MaLo-ID differs per row.
 */
export type Festwerte = Partial<Record<ImportFeld, string>>;

/** Of the fields no column fills, those that may take one value for all rows, with the values to choose from. */
export function festwertFelder(zuordnung: Zuordnung, sparte: Sparte): { spalte: ImportSpalte; werte: readonly string[] }[] {
  return importSpalten(sparte).flatMap((spalte) => {
    const werte = ERLAUBTE_WERTE[spalte.feld];
    return werte && !zuordnung.includes(spalte.feld) ? [{ spalte, werte }] : [];
  });
}

/** Where the rows came from: a chosen file, or rows pasted from a spreadsheet (the messages name them so). */
export type ImportQuelle = 'datei' | 'einfuegen';

/** Rows put before pasted rows without headings carry this number: their headings are the template's, in its order. */
export const VORLAGEN_KOPF_NUMMER = 0;

/** The heading row is the first of the first five rows that names a required column; a title above it is allowed. */
export function findeKopfzeile(tabelle: Tabelle, spalten: readonly ImportSpalte[]): number {
  return tabelle.slice(0, 5).findIndex((z) => z.zellen.some((zelle) => spalten.some((s) => s.pflicht && passtZuSpalte(s, zelle))));
}

/**
 * The portal's best guess: each heading to the first column of the template whose synonym list names it and that
 * no heading before it took; anything else is left out.
 */
export function rateZuordnung(koepfe: readonly string[], sparte: Sparte): Zuordnung {
  const spalten = importSpalten(sparte);
  const vergeben = new Set<ImportFeld>();
  return koepfe.map((kopf) => {
    const spalte = spalten.find((s) => !vergeben.has(s.feld) && passtZuSpalte(s, kopf));
    if (!spalte) return null;
    vergeben.add(spalte.feld);
    return spalte.feld;
  });
}

/**
 * Whether the user should see the mapping before the report: a heading that is not the template's own (a synonym,
 * an unknown column), a required column missing, or pasted rows without headings, read in the template's order.
 */
export function brauchtZuordnung(kopfzeile: TabellenZeile, sparte: Sparte): boolean {
  if (kopfzeile.nummer === VORLAGEN_KOPF_NUMMER) return false;
  const spalten = importSpalten(sparte);
  const zuordnung = rateZuordnung(kopfzeile.zellen, sparte);
  const abweichend = kopfzeile.zellen.some((kopf, i) => kopf.trim() !== '' && !spalten.some((s) => s.feld === zuordnung[i] && istVorlagenKopf(s, kopf)));
  return abweichend || fehlendeSpalten(zuordnung, sparte).length > 0;
}

/** The required columns no column of the file is mapped to and that have no allowed value chosen for all rows. */
export function fehlendeSpalten(zuordnung: Zuordnung, sparte: Sparte, festwerte: Festwerte = {}): ImportSpalte[] {
  return importSpalten(sparte).filter((s) => s.pflicht && !zuordnung.includes(s.feld) && !hatFestwert(s.feld, festwerte));
}

// Only an allowed value counts: a stale or forged one leaves the column missing (the key checked as own, not inherited).
const hatFestwert = (feld: ImportFeld, festwerte: Festwerte) => Object.hasOwn(festwerte, feld) && !!ERLAUBTE_WERTE[feld]?.includes(festwerte[feld]!);

/** Maps column `spalte` to `feld`; a column that had the field before gives it up (a field is filled from one column). */
export function ordneZu(zuordnung: Zuordnung, spalte: number, feld: ImportFeld | null): Zuordnung {
  return zuordnung.map((bisher, i) => (i === spalte ? feld : feld !== null && bisher === feld ? null : bisher));
}

/** What the mapping shows of a table: its heading row and, per column, the first values beneath it. */
export interface SpaltenUebersicht {
  kopfzeile: TabellenZeile;
  beispiele: string[][];
}

/** The heading row and up to `anzahl` non-empty values of each column below it; null when there is no heading row. */
export function spaltenUebersicht(tabelle: Tabelle, sparte: Sparte, anzahl = 2): SpaltenUebersicht | null {
  const index = findeKopfzeile(tabelle, importSpalten(sparte));
  if (index < 0) return null;
  const kopfzeile = tabelle[index]!;
  const daten = tabelle.slice(index + 1);
  const breite = Math.max(kopfzeile.zellen.length, ...daten.slice(0, 50).map((z) => z.zellen.length));
  const beispiele = Array.from({ length: breite }, (_, i) => {
    const werte: string[] = [];
    for (const z of daten) {
      const wert = (z.zellen[i] ?? '').trim();
      if (wert) werte.push(wert);
      if (werte.length === anzahl) break;
    }
    return werte;
  });
  return { kopfzeile: { ...kopfzeile, zellen: Array.from({ length: breite }, (_, i) => kopfzeile.zellen[i] ?? '') }, beispiele };
}

/** How the mapping names a column: its heading, or its position where the rows came without headings (or it has none). */
export const spaltenName = (kopfzeile: TabellenZeile, i: number): string =>
  kopfzeile.nummer === VORLAGEN_KOPF_NUMMER || !kopfzeile.zellen[i]?.trim() ? `Spalte ${i + 1}` : kopfzeile.zellen[i]!.trim();
