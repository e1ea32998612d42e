import { Sparte } from '../ausschreibung';

/**
 * The Sparten an EVU serves, from its bit flags (Sparte doubles as them), Strom first: each has a Zulassung of its own,
 * so the register walks them wherever it reads or changes one.
 */
export function spartenAus(sparten: number): Sparte[] {
  return [Sparte.Strom, Sparte.Gas].filter((bit) => (sparten & bit) !== 0);
}
