/** The roles the browser tests act in, and who signs in for each (demo logins, password Demo#2026). */
export type Rolle = 'gast' | 'admin' | 'kunde' | 'evu' | 'mitglied';

/** evu3 is the member pages' user; kunde2 and evu2 stay free for tests that change their sign-in. */
export const LOGIN: Record<Exclude<Rolle, 'gast'>, { login: string; landung: string }> = {
  admin: { login: 'admin', landung: '/administrator/dashboard' },
  kunde: { login: 'kunde', landung: '/kunde/ausschreibung' },
  evu: { login: 'evu', landung: '/evu/ausschreibung' },
  mitglied: { login: 'evu3', landung: '/evu/ausschreibung' },
};
