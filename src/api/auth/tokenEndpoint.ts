import type { TokenAntwort, TokenFehler, TokenFehlerArt } from '../../../domain/auth';
import { errorFromResponse, readJsonOrText } from '../http/errors';
import { fetchApi } from '../http/fetchApi';

export const TOKEN_PATH = '/framework/oauth/token';

export const UNEXPECTED_RESPONSE = 'Unerwarteter Wert für response';

const FEHLER_ARTEN: readonly TokenFehlerArt[] = [
  'invalid_grant',
  'password_change_required',
  'second_factor_required',
  'session_expired',
  'error',
  'invalid_request',
  'unsupported_grant_type',
];

/**
 * POST /framework/oauth/token, form-encoded (the OAuth shape of DESIGN.md section 7). 200 and 400 are the
 * endpoint's own answers and come back as values; every other status (403 XSRF, 429 rate limit, 500) is an
 * HttpError whose body carries the server's German message. An answer of neither known shape is a
 * programming error on one side and raises 'Unerwarteter Wert für response'.
 */
export async function postTokenGrant(
  fields: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<TokenAntwort | TokenFehler> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  const response = await fetchApi(TOKEN_PATH, {
    method: 'POST',
    // A string body with an explicit type: a URLSearchParams object from another realm (jsdom, iframes)
    // would be sent as '[object URLSearchParams]' by some fetch implementations.
    body: form.toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
  });
  if (response.status !== 200 && response.status !== 400) throw await errorFromResponse(response);
  const body = await readJsonOrText(response);
  if (response.status === 200 && isTokenAntwort(body)) return body;
  if (response.status === 400 && isTokenFehler(body)) return body;
  throw new Error(UNEXPECTED_RESPONSE);
}

export function isTokenAntwort(value: unknown): value is TokenAntwort {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.access_token === 'string' &&
    typeof a.refresh_token === 'string' &&
    typeof a.expires_in === 'number' &&
    typeof a.login === 'string' &&
    typeof a.vorname === 'string' &&
    typeof a.nachname === 'string' &&
    typeof a.roles === 'string' &&
    typeof a.sessionId === 'number' &&
    typeof a.sessionTimeoutIdle === 'number'
  );
}

function isTokenFehler(value: unknown): value is TokenFehler {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    FEHLER_ARTEN.includes(f.error as TokenFehlerArt) &&
    (f.error_description === undefined || typeof f.error_description === 'string')
  );
}
