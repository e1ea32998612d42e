import type { Rolle } from '../rollen';

/**
 * A resource declared once (issue 43): its fields with their German labels, its list's filters and sort keys, its
 * role. The server registers its routes from it (server/ressourcen), the browser's data provider its path, the
 * end-to-end route walk its pages. Plain data without TypeBox, so the browser can import it; `schemasVon`
 * (./schema.ts) builds the TypeBox schemas from it for the server.
 */

/** One choice of a selection field: the stored value and what the user reads. */
export interface Wahl<V extends string = string> {
  value: V;
  label: string;
}

interface FeldBasis<P extends boolean> {
  label: string;
  /** false: the field may stay empty (null) */
  pflicht: P;
}
/** A calendar day, YYYY-MM-DD. */
export interface DatumsFeld<P extends boolean = boolean> extends FeldBasis<P> {
  art: 'datum';
}
export interface AuswahlFeld<V extends string = string, P extends boolean = boolean> extends FeldBasis<P> {
  art: 'auswahl';
  werte: readonly Wahl<V>[];
}
/** Whole euros, net. */
export interface EuroFeld<P extends boolean = boolean> extends FeldBasis<P> {
  art: 'euro';
  min: number;
  max: number;
}
export interface TextFeld<P extends boolean = boolean> extends FeldBasis<P> {
  art: 'text';
  maxLength: number;
}
export type Feld = DatumsFeld | AuswahlFeld | EuroFeld | TextFeld;
export type Felder = Record<string, Feld>;

// Overloads rather than a type parameter for `pflicht`: inside `deklariere`, the context would widen it to boolean.
export function datum(label: string): DatumsFeld<true>;
export function datum(label: string, o: { pflicht: false }): DatumsFeld<false>;
export function datum(label: string, o: { pflicht?: boolean } = {}): DatumsFeld {
  return { art: 'datum', label, pflicht: o.pflicht ?? true };
}
export function auswahl<const W extends readonly Wahl[]>(label: string, werte: W): AuswahlFeld<W[number]['value'], true>;
export function auswahl<const W extends readonly Wahl[]>(label: string, werte: W, o: { pflicht: false }): AuswahlFeld<W[number]['value'], false>;
export function auswahl(label: string, werte: readonly Wahl[], o: { pflicht?: boolean } = {}): AuswahlFeld {
  return { art: 'auswahl', label, werte, pflicht: o.pflicht ?? true };
}
export function euro(label: string, o: { min?: number; max: number }): EuroFeld<true>;
export function euro(label: string, o: { min?: number; max: number; pflicht: false }): EuroFeld<false>;
export function euro(label: string, o: { min?: number; max: number; pflicht?: boolean }): EuroFeld {
  return { art: 'euro', label, min: o.min ?? 0, max: o.max, pflicht: o.pflicht ?? true };
}
export function text(label: string, o: { maxLength: number }): TextFeld<true>;
export function text(label: string, o: { maxLength: number; pflicht: false }): TextFeld<false>;
export function text(label: string, o: { maxLength: number; pflicht?: boolean }): TextFeld {
  return { art: 'text', label, maxLength: o.maxLength, pflicht: o.pflicht ?? true };
}

type WertVon<F> = F extends AuswahlFeld<infer V> ? V : F extends EuroFeld ? number : string;
/** A record's values as the API carries them: an optional field is null when empty. */
export type Werte<F extends Felder> = { -readonly [K in keyof F]: F[K] extends FeldBasis<true> ? WertVon<F[K]> : WertVon<F[K]> | null };
/** A stored record: its values, its id and the version its next change must name. */
export type Datensatz<F extends Felder> = { id: number; version: number } & Werte<F>;

/**
 * A validity period (`von` to `bis`, `bis` empty: open-ended): `bis` is not before `von`, and two records with
 * the same values in `je` never overlap — a date finds at most one (the threshold valid on a day).
 */
export interface Zeitraum<F extends Felder> {
  von: keyof F & string;
  bis: keyof F & string;
  je: readonly (keyof F & string)[];
}

export interface Deklaration<F extends Felder = Felder, N extends string = string> {
  /** react-admin's resource name, the table's name and the URL segment under the role's area */
  name: N;
  /** the API's base path */
  pfad: string;
  /** who reads and maintains it */
  rolle: Rolle;
  einzahl: string;
  mehrzahl: string;
  /** the article of `einzahl`, for messages such as „Der Schwellenwert wurde gespeichert.“ */
  artikel: 'Der' | 'Die' | 'Das';
  felder: F;
  /** equality filters of the list (selection fields) */
  filter: readonly (keyof F & string)[];
  sortierung: { schluessel: readonly (keyof F & string)[]; standard: keyof F & string; richtung: 'asc' | 'desc' };
  zeitraum?: Zeitraum<F>;
  /** the record's name in its tab, its title and dialogs */
  darstellung(r: Werte<F>): string;
}

/** Keeps the literal types of a declaration's fields, so its records are typed from it. */
export const deklariere = <const F extends Felder, const N extends string>(d: Deklaration<F, N>): Deklaration<F, N> => d;

/** The last day an open-ended period reaches: after every date the portal stores. */
export const OFFENES_ENDE = '9999-12-31';
