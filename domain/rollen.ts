export const ROLLEN = ['Administrator', 'Kunde', 'EVU'] as const;
export type Rolle = (typeof ROLLEN)[number];

/** Roles travel as a comma-separated string in the token answer and are stored as a list. */
export function rollenAusText(text: string | null | undefined): Rolle[] {
  return (text ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Rolle => (ROLLEN as readonly string[]).includes(r));
}

/** Where a user of a role lands after login when no returnUrl says otherwise (SPEC.md section 2); none without a role. */
export function startseiteFuer(rollen: readonly string[]): string | null {
  if (rollen.includes('Administrator')) return '/administrator/dashboard';
  if (rollen.includes('EVU')) return '/evu/ausschreibung';
  if (rollen.includes('Kunde')) return '/kunde/ausschreibung';
  return null;
}
