import { XSRF_COOKIE } from '../../../domain/auth';

/**
 * The anti-forgery token the server put into the cookie XSRF-TOKEN (not HttpOnly on purpose): a page of
 * another origin can neither read it nor set the header, so echoing it proves the call comes from our app.
 */
export function readXsrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
