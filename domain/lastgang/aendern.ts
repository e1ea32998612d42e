import { AusschreibungStatus } from '../ausschreibung';

/** Who may import and delete a Lastgang: the tender's Kunde and the administrator (issue 19, API). */
export function darfLastgangAendern(rollen: readonly string[]): boolean {
  return rollen.includes('Administrator') || rollen.includes('Kunde');
}

/** A Lastgang changes only while its tender is in review; once released it is fixed (the suppliers price it). */
export function lastgangOffen(status: number | undefined): boolean {
  return status === AusschreibungStatus.PruefungAusschreibung;
}
