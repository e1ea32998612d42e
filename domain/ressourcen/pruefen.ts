import { PFLICHT } from '../pflicht';
import type { Deklaration, Felder, Werte } from './deklaration';

/** The message under `bis` when the period would end before it begins. */
export const ENDE_VOR_BEGINN = 'Das Ende darf nicht vor dem Beginn liegen.';

/**
 * The rules a record of a declared resource keeps beyond its schema, as field errors (field → messages): a required
 * field is not empty (a text of blanks counts as empty), a period does not end before it begins. The form shows them
 * before sending, the server refuses the same with a 400.
 */
export function feldFehler<F extends Felder>(d: Deklaration<F>, werte: Partial<Record<keyof F, unknown>>): Record<string, string[]> {
  const fehler: Record<string, string[]> = {};
  for (const [name, feld] of Object.entries(d.felder)) {
    const wert = werte[name];
    if (feld.pflicht && (wert === undefined || wert === null || String(wert).trim() === '')) fehler[name] = [PFLICHT];
  }
  const z = d.zeitraum;
  if (z) {
    const von = werte[z.von];
    const bis = werte[z.bis];
    if (typeof von === 'string' && typeof bis === 'string' && von && bis && bis < von) fehler[z.bis] = [ENDE_VOR_BEGINN];
  }
  return fehler;
}

/** The message when another record of the same kind already covers part of the period. */
export function ueberschneidung<F extends Felder>(d: Deklaration<F>, andere: Werte<F>): string {
  return `Der Zeitraum überschneidet sich mit dem Eintrag „${d.darstellung(andere)}“. Bitte beenden Sie diesen vorher.`;
}
