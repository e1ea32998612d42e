/**
 * Where API calls go. In the browser the app and the API share one origin, so every call uses a relative URL
 * and the base stays empty. Tests (and tools running outside a page) set an absolute base such as
 * `http://127.0.0.1:PORT`; calls to it count as calls to our own API (XSRF echo, see fetchApi.ts).
 */
let apiBaseUrl = '';

export function setApiBaseUrl(base: string): void {
  apiBaseUrl = base.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

const ABSOLUTE = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** Relative URLs (and the configured base) address our own API; anything else is a foreign origin. */
export function isOwnApiUrl(url: string): boolean {
  if (!ABSOLUTE.test(url)) return true;
  return apiBaseUrl !== '' && (url === apiBaseUrl || url.startsWith(`${apiBaseUrl}/`) || url.startsWith(`${apiBaseUrl}?`));
}

/** The URL fetch receives: relative paths prefixed with the base, query parameters appended (arrays repeat). */
export function buildUrl(url: string, query?: Query): string {
  const resolved = ABSOLUTE.test(url) ? url : `${apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    for (const single of Array.isArray(value) ? value : [value]) params.append(key, String(single));
  }
  const search = params.toString();
  if (!search) return resolved;
  return `${resolved}${resolved.includes('?') ? '&' : '?'}${search}`;
}
