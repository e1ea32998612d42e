import type { Rolle } from '../../../domain/rollen';
import { getAuthentifizierung, type Authentifizierung } from './authStore';

/** Whether the signed-in user holds the role. */
export function hatRolle(rolle: Rolle): boolean {
  return getAuthentifizierung()?.roles.includes(rolle) ?? false;
}

/**
 * The access rule of SPEC.md section 6: signed in, and either no role is required or the user holds at
 * least one of the required roles.
 */
export function hatEineRolle(angemeldet: Authentifizierung | null, erforderlich: readonly Rolle[] = []): boolean {
  if (!angemeldet) return false;
  return erforderlich.length === 0 || erforderlich.some((rolle) => angemeldet.roles.includes(rolle));
}

/** The access rule for the user signed in now. */
export const darfZugreifen = (erforderlich: readonly Rolle[] = []) => hatEineRolle(getAuthentifizierung(), erforderlich);
