import type { TokenAntwort } from '../../../domain/auth';
import { fetchApi } from '../http/fetchApi';
import {
  clearAuthentifizierung,
  clearSessionStorage,
  fromTokenAntwort,
  getAuthentifizierung,
  isExpired,
  setAuthentifizierung,
  EXPIRY_MARGIN_MS,
  type Authentifizierung,
} from './authStore';
import { isKeepAliveScheduled, keepAliveDelayMs, scheduleKeepAlive, stopKeepAlive } from './keepAlive';
import { postTokenGrant } from './tokenEndpoint';

/**
 * How a refresh ended (SPEC.md section 4):
 * - `refreshed`: new tokens are stored,
 * - `sessionEnded`: the server answered session_expired or invalid_grant — the user is signed out locally and
 *   the server session is left alone (it is already gone),
 * - `failed`: any other error (network, 500, unexpected answer) — the stored info is cleared as well, so the
 *   user counts as signed out,
 * - `signedOut`: there was nothing to refresh, or the user signed out or in again while the refresh ran.
 */
export type RefreshResult =
  | { kind: 'refreshed'; authentifizierung: Authentifizierung }
  | { kind: 'sessionEnded'; error: 'session_expired' | 'invalid_grant' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'signedOut' };

/**
 * Bumped on every sign-in and sign-out. A refresh remembers the generation it started in and drops its
 * answer when that changed, so a late answer can neither revive a signed-out tab nor overwrite a new sign-in.
 */
let generation = 0;
let refreshInFlight: { generation: number; promise: Promise<RefreshResult> } | null = null;

/** Stores the token answer of a sign-in and starts the keep-alive; any refresh of the previous sign-in is void. */
export function beginSession(antwort: TokenAntwort, now: Date = new Date()): Authentifizierung {
  generation++;
  return storeTokens(antwort, now);
}

/** Stores a token answer (sign-in or refresh) and restarts the keep-alive. */
function storeTokens(antwort: TokenAntwort, now: Date = new Date()): Authentifizierung {
  const authentifizierung = fromTokenAntwort(antwort, now);
  setAuthentifizierung(authentifizierung);
  scheduleKeepAlive(keepAliveDelayMs(authentifizierung.sessionTimeoutIdle), keepAlive);
  return authentifizierung;
}

/**
 * Exchanges the refresh token for new tokens. Refresh tokens rotate and the server revokes a session whose
 * old refresh token is used twice, so parallel callers must share one request: while a refresh runs, every
 * caller gets the same promise.
 */
export function refresh(): Promise<RefreshResult> {
  // A refresh still running for an earlier sign-in is not shared: its answer will be dropped.
  if (refreshInFlight?.generation !== generation) {
    const entry = {
      generation,
      promise: runRefresh().finally(() => {
        if (refreshInFlight === entry) refreshInFlight = null;
      }),
    };
    refreshInFlight = entry;
  }
  return refreshInFlight.promise;
}

async function runRefresh(): Promise<RefreshResult> {
  const stored = getAuthentifizierung();
  if (!stored) return { kind: 'signedOut' };
  const startedIn = generation;
  try {
    const antwort = await postTokenGrant({ grant_type: 'refresh_token', refresh_token: stored.refresh_token });
    if (startedIn !== generation) return { kind: 'signedOut' };
    if ('access_token' in antwort) return { kind: 'refreshed', authentifizierung: storeTokens(antwort) };
    if (antwort.error === 'session_expired' || antwort.error === 'invalid_grant') {
      endLocally();
      return { kind: 'sessionEnded', error: antwort.error };
    }
    throw new Error(antwort.error_description ?? antwort.error);
  } catch (error) {
    if (startedIn !== generation) return { kind: 'signedOut' };
    endLocally();
    return { kind: 'failed', error };
  }
}

/** A valid access token, refreshed first when it is (nearly) expired; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  const stored = getAuthentifizierung();
  if (!stored) return null;
  if (!isExpired(stored)) return stored.access_token;
  const result = await refresh();
  return result.kind === 'refreshed' ? result.authentifizierung.access_token : null;
}

/**
 * Picks up a sign-in that survived a page reload (sessionStorage does, timers do not). The refresh token was
 * issued together with the access token and lives at least as long, so refreshing when the access token
 * expires is always in time; after that the regular 75 % rhythm applies.
 */
export function resumeSession(now: Date = new Date()): void {
  const stored = getAuthentifizierung();
  if (!stored || isKeepAliveScheduled()) return;
  if (isExpired(stored, now)) {
    void refresh();
    return;
  }
  const untilExpiry = Date.parse(stored.expires) - EXPIRY_MARGIN_MS - now.getTime();
  scheduleKeepAlive(Math.min(keepAliveDelayMs(stored.sessionTimeoutIdle), untilExpiry), keepAlive);
}

/**
 * Signs out: ends the server session (DELETE /framework/api/member/sessions/{id}) when there is one, then
 * forgets the tokens. The server call may fail (offline, session already gone); the local sign-out happens
 * regardless. Where to go afterwards is the caller's decision.
 */
export async function logout(): Promise<void> {
  const stored = getAuthentifizierung();
  if (stored && Number.isInteger(stored.sessionId) && stored.sessionId > 0) {
    try {
      const token = await getAccessToken();
      if (token) {
        await fetchApi(`/framework/api/member/sessions/${stored.sessionId}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      }
    } catch {
      // Nothing to do: the session ends on the server by idle timeout at the latest.
    }
  }
  endLocally();
  clearSessionStorage();
}

function endLocally(): void {
  generation++;
  stopKeepAlive();
  clearAuthentifizierung();
}

function keepAlive(): void {
  void refresh();
}
