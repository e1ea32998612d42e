/**
 * The column a client's `request.ordering.key` picks from a list's allow-list, or the list's default. Only the
 * allow-list's own keys count: `constructor` or `__proto__` would otherwise find Object.prototype's members.
 */
export function sortColumn<S>(spalten: Readonly<Record<string, S>>, key: string | undefined, standard: string): S {
  return spalten[key !== undefined && Object.hasOwn(spalten, key) ? key : standard]!;
}
