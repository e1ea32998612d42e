import { startseiteFuer } from '../../../domain/rollen';

/**
 * Where to go after a successful login: the returnUrl of the login page when it is a path of this app,
 * otherwise the role's start page. Only same-origin paths are followed, so a crafted link cannot send a
 * freshly signed-in user to another site ('//evil.example', '/\evil.example', 'https://…').
 */
export function landingAfterLogin(rollen: readonly string[], returnUrl?: string | null): string {
  if (returnUrl && /^\/(?![/\\])/.test(returnUrl)) return returnUrl;
  return startseiteFuer(rollen);
}

/** The login path with the page to come back to (SPEC.md section 2: guards send users to '/' with returnUrl). */
export function loginPathFor(returnUrl: string | null | undefined): string {
  if (!returnUrl || returnUrl === '/') return '/';
  return `/?returnUrl=${encodeURIComponent(returnUrl)}`;
}
