type Fehlende<T, L extends readonly unknown[]> = Exclude<keyof T, L[number]>;

/**
 * The fields a form sends, listed once for the browser; the compiler refuses a list that misses a field of the
 * request body T, so a field the API gains cannot silently stay behind.
 */
export const felderVon =
  <T>() =>
  <const L extends readonly (keyof T & string)[]>(felder: L & ([Fehlende<T, L>] extends [never] ? unknown : { fehlt: Fehlende<T, L> })): L =>
    felder;

/**
 * Only the listed fields of the form's values: a new record's body accepts nothing else, and a change ignores
 * what the server keeps (state, counts, dates) anyway; a field the form never had is sent as null.
 */
export const nurFelder = (werte: Record<string, unknown>, felder: readonly string[]) => Object.fromEntries(felder.map((feld) => [feld, werte[feld] ?? null]));
