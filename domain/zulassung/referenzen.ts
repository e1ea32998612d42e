import { SPARTE_LABEL, type Sparte } from '../ausschreibung';
import { PFLICHT } from '../pflicht';

/** The Referenzliste (§ 46 (3) Nr. 1 VgV: supplies of the last years): customer, volume, Sparte and period. */
export interface Referenz {
  kunde: string;
  volumenMwh: number;
  /** 1 Strom, 2 Gas */
  sparte: number;
  /** YYYY-MM-DD, first day of delivery */
  von: string;
  /** YYYY-MM-DD, last day; null or left out while it runs */
  bis?: string | null;
}

export const REFERENZEN_HOECHSTENS = 50;
/** More than a large industrial customer takes in a year would be a typing error (10 TWh). */
export const REFERENZ_VOLUMEN_HOECHSTENS_MWH = 10_000_000;

export const REFERENZ_MELDUNG = {
  keine: 'Bitte geben Sie mindestens eine Referenz an.',
  zuViele: `Höchstens ${REFERENZEN_HOECHSTENS} Referenzen sind möglich.`,
  volumen: `Bitte geben Sie die Liefermenge in ganzen MWh an, mindestens 1 und höchstens ${REFERENZ_VOLUMEN_HOECHSTENS_MWH.toLocaleString('de-DE')}.`,
  vonZukunft: 'Der Lieferbeginn einer Referenz darf nicht in der Zukunft liegen.',
  bisVorVon: 'Das Lieferende darf nicht vor dem Lieferbeginn liegen.',
  sparte: (name: string) => `Ihr Unternehmen beliefert die Sparte ${name} nicht; Referenzen sind nur für Ihre Sparten möglich.`,
} as const;

/**
 * Field errors per row (`[2].bis`), beyond what the schema checks; `heute` the German calendar day, `sparten` the EVU's
 * Sparten (bit flags: 1 Strom, 2 Gas): a reference shows experience in a Sparte the EVU serves.
 */
export function referenzenFehler(zeilen: readonly Referenz[], heute: string, sparten: number): Record<string, string[]> {
  const fehler: Record<string, string[]> = {};
  if (zeilen.length === 0) fehler[''] = [REFERENZ_MELDUNG.keine];
  if (zeilen.length > REFERENZEN_HOECHSTENS) fehler[''] = [REFERENZ_MELDUNG.zuViele];
  zeilen.forEach((r, i) => {
    if (!r.kunde.trim()) fehler[`[${i}].kunde`] = [PFLICHT];
    if (!Number.isInteger(r.volumenMwh) || r.volumenMwh < 1 || r.volumenMwh > REFERENZ_VOLUMEN_HOECHSTENS_MWH) fehler[`[${i}].volumenMwh`] = [REFERENZ_MELDUNG.volumen];
    if (r.von > heute) fehler[`[${i}].von`] = [REFERENZ_MELDUNG.vonZukunft];
    if (r.bis && r.bis < r.von) fehler[`[${i}].bis`] = [REFERENZ_MELDUNG.bisVorVon];
    if ((r.sparte & sparten) === 0) fehler[`[${i}].sparte`] = [REFERENZ_MELDUNG.sparte(SPARTE_LABEL[r.sparte as Sparte] ?? String(r.sparte))];
  });
  return fehler;
}
