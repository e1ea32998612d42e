import { PFLICHT } from '../../domain/pflicht';
import { Regelverletzung } from './errors';

/** The schema lets "   " through as text; after trimming it is as empty as nothing. */
export function emptyFields<T extends object>(e: T, felder: (keyof T & string)[]): Record<string, string[]> {
  return Object.fromEntries(felder.filter((f) => !String(e[f] ?? '').trim()).map((f) => [f, [PFLICHT]]));
}

/** All field errors of a command at once, in the model state the forms show at their fields. */
export function throwIfFieldErrors(...teile: Record<string, string[]>[]): void {
  const fehler = Object.assign({}, ...teile) as Record<string, string[]>;
  if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie Ihre Eingaben.', fehler);
}
