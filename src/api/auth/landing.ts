import { startseiteFuer } from '../../../domain/rollen';
import { STANDARD_MITGLIEDPFADE, type MitgliedPfade } from './mitgliedPfade';

/**
 * Where to go after a successful login: the returnUrl of the login page when it is a path of this app,
 * otherwise the role's start page, and the default landing for a user without one. Only same-origin paths are
 * followed, so a crafted link cannot send a freshly signed-in user to another site ('//evil.example',
 * '/\evil.example', 'https://…').
 */
export function landingAfterLogin(rollen: readonly string[], returnUrl?: string | null, pfade: MitgliedPfade = STANDARD_MITGLIEDPFADE): string {
  if (returnUrl && /^\/(?![/\\])/.test(returnUrl)) return returnUrl;
  return startseiteFuer(rollen) ?? pfade.startseite;
}

/**
 * `pfad` with the page to come back to. Asked from `pfad` itself — two redirects of one ended session (the guard's
 * and the auth provider's), the second already on the login page — it stays as it is instead of wrapping its own
 * returnUrl a second time.
 */
function mitRueckweg(pfad: string, returnUrl: string | null | undefined): string {
  if (!returnUrl || returnUrl === '/') return pfad;
  if (returnUrl.startsWith(`${pfad}?`)) return returnUrl;
  return `${pfad}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The login path with the page to come back to (SPEC.md section 2: guards send users there with returnUrl). */
export function loginPathFor(returnUrl: string | null | undefined, pfade: MitgliedPfade = STANDARD_MITGLIEDPFADE): string {
  return mitRueckweg(pfade.login, returnUrl);
}

/** The forbidden path with the page the user lacks a role for. */
export function verbotenPathFor(returnUrl: string, pfade: MitgliedPfade = STANDARD_MITGLIEDPFADE): string {
  return mitRueckweg(pfade.verboten, returnUrl);
}
