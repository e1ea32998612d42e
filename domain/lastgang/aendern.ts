import { AusschreibungStatus } from '../ausschreibung';
import type { Rolle } from '../rollen';

/** Who may import and delete a Lastgang: the tender's Kunde and the administrator (issue 19, API). */
export const LASTGANG_AENDERN_ROLLEN = ['Administrator', 'Kunde'] as const satisfies readonly Rolle[];

export function darfLastgangAendern(rollen: readonly string[]): boolean {
  return LASTGANG_AENDERN_ROLLEN.some((rolle) => rollen.includes(rolle));
}

/** A Lastgang changes only while its tender is in review; once released it is fixed (the suppliers price it). */
export function lastgangOffen(status: number | undefined): boolean {
  return status === AusschreibungStatus.PruefungAusschreibung;
}
