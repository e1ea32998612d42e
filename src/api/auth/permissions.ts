import type { Rolle } from '../../../domain/rollen';
import { getAuthentifizierung } from './authStore';

/** Whether the signed-in user holds the role. */
export function hatRolle(rolle: Rolle): boolean {
  return getAuthentifizierung()?.roles.includes(rolle) ?? false;
}

/**
 * The access rule of SPEC.md section 6: signed in, and either no role is required or the user holds at
 * least one of the required roles.
 */
export function darfZugreifen(erforderlich: readonly Rolle[] = []): boolean {
  const angemeldet = getAuthentifizierung();
  if (!angemeldet) return false;
  return erforderlich.length === 0 || erforderlich.some((rolle) => angemeldet.roles.includes(rolle));
}
