// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTHENTICATION_KEY, fromTokenAntwort, getAuthentifizierung, setAuthentifizierung } from '../../../../src/api/auth/authStore';
import { isKeepAliveScheduled } from '../../../../src/api/auth/keepAlive';
import { beginSession, getAccessToken, logout, refresh, resumeSession } from '../../../../src/api/auth/session';
import { setApiBaseUrl } from '../../../../src/api/http/apiBase';
import { sendJson, startTestServer, type TestServer } from '../testServer';
import { heldAnswer, portalRoutes, sessionDeletes, tokenRequests, type Answer } from './portalServer';
import { generateTestKey, type TestKey } from './rsaTestKey';
import { tokenAntwort } from './tokenAntwort';

let server: TestServer;
let key: TestKey;

beforeAll(async () => {
  key = generateTestKey();
  server = await startTestServer();
  setApiBaseUrl(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await logout();
  server.requests.length = 0;
});

const answerRefresh = (answer: () => Answer | Promise<Answer>) => server.handle(portalRoutes(key, { refresh: answer }));
const refreshes = () => tokenRequests(server.requests, 'refresh_token');

/**
 * Records every request the client starts. `settled()` lets whatever the client still had to do in the
 * background begin (one turn of the event loop), then waits until each request it started was answered, so
 * a test can say that a request was never sent.
 */
function watchRequests() {
  const realFetch = globalThis.fetch;
  const started: Promise<unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
    const response = realFetch(...args);
    started.push(response.catch(() => undefined));
    return response;
  });
  return {
    async settled() {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(started);
    },
  };
}

describe('keep-alive', () => {
  it('refreshes at 75 % of sessionTimeoutIdle after sign-in, then again after each refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerRefresh(() => [200, tokenAntwort({ sessionTimeoutIdle: 1800 })]);
    beginSession(tokenAntwort({ refresh_token: 'erstes', sessionTimeoutIdle: 1800 }));

    vi.advanceTimersByTime(1_350_000 - 1);
    expect(isKeepAliveScheduled()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isKeepAliveScheduled()).toBe(false);
    // The timer started the refresh; refresh() hands out the same in-flight promise.
    const result = await refresh();

    expect(result.kind).toBe('refreshed');
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]!.form.get('refresh_token')).toBe('erstes');
    expect(isKeepAliveScheduled()).toBe(true);
  });

  it('follows a shorter sessionTimeoutIdle of the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    beginSession(tokenAntwort({ sessionTimeoutIdle: 40 }));
    vi.advanceTimersByTime(29_999);
    expect(isKeepAliveScheduled()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isKeepAliveScheduled()).toBe(false);
    answerRefresh(() => [200, tokenAntwort()]);
    await refresh();
  });

  it('after a reload, refreshes when the access token runs out if that comes before 75 %', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const now = new Date();
    setAuthentifizierung(fromTokenAntwort(tokenAntwort({ expires_in: 300, sessionTimeoutIdle: 1800 }), now));
    resumeSession(now);
    vi.advanceTimersByTime(290_000 - 1);
    expect(isKeepAliveScheduled()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isKeepAliveScheduled()).toBe(false);
  });
});

describe('refresh', () => {
  it('sends grant_type=refresh_token with the stored refresh token and stores the new tokens', async () => {
    answerRefresh(() => [200, tokenAntwort({ access_token: 'neu', refresh_token: 'neu-r' })]);
    beginSession(tokenAntwort({ refresh_token: 'alt-r' }));
    const result = await refresh();
    expect(result.kind).toBe('refreshed');
    expect(Object.fromEntries(refreshes()[0]!.form)).toEqual({ grant_type: 'refresh_token', refresh_token: 'alt-r' });
    expect(getAuthentifizierung()).toMatchObject({ access_token: 'neu', refresh_token: 'neu-r' });
  });

  it('shares one in-flight request between parallel callers', async () => {
    const held = heldAnswer();
    answerRefresh(held.answer);
    beginSession(tokenAntwort({ expires_in: 5 })); // inside the 10 s margin: already counts as expired

    const calls = [refresh(), refresh(), refresh()];
    const all = Promise.all([getAccessToken(), getAccessToken(), ...calls]);
    await held.arrived;
    held.release([200, tokenAntwort({ access_token: 'gemeinsam' })]);
    const tokens = await all;

    expect(calls[1]).toBe(calls[0]);
    expect(calls[2]).toBe(calls[0]);
    expect(tokens.slice(0, 2)).toEqual(['gemeinsam', 'gemeinsam']);
    expect(refreshes()).toHaveLength(1);
    // Once finished, the next refresh is a new request.
    await refresh();
    expect(refreshes()).toHaveLength(2);
  });

  it.each(['session_expired', 'invalid_grant'] as const)(
    'on %s signs out locally without deleting the server session',
    async (error) => {
      const requests = watchRequests();
      answerRefresh(() => [400, { error, error_description: 'Ihre Sitzung ist abgelaufen.' }]);
      beginSession(tokenAntwort());
      const result = await refresh();
      expect(result).toEqual({ kind: 'sessionEnded', error });
      expect(sessionStorage.getItem(AUTHENTICATION_KEY)).toBeNull();
      expect(isKeepAliveScheduled()).toBe(false);
      await requests.settled();
      expect(refreshes()).toHaveLength(1);
      expect(sessionDeletes(server.requests)).toHaveLength(0);
    },
  );

  it('on any other error clears the stored info as well', async () => {
    answerRefresh(() => [500, { message: 'Ein Fehler ist aufgetreten.', errorId: 'x1' }]);
    beginSession(tokenAntwort());
    const result = await refresh();
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' && (result.error as Error).message).toBe('500 Internal Server Error');
    expect(getAuthentifizierung()).toBeNull();
    expect(isKeepAliveScheduled()).toBe(false);
  });

  it('does not hand a refresh of an earlier sign-in to callers of a new one', async () => {
    const held = heldAnswer();
    answerRefresh(held.answer);
    beginSession(tokenAntwort({ refresh_token: 'erste-anmeldung' }));
    const old = refresh();
    await held.arrived;
    beginSession(tokenAntwort({ refresh_token: 'zweite-anmeldung' }));
    const fresh = refresh();
    expect(fresh).not.toBe(old);
    held.release([200, tokenAntwort()]);
    expect(await old).toEqual({ kind: 'signedOut' });
    expect((await fresh).kind).toBe('refreshed');
    expect(refreshes().map((r) => r.form.get('refresh_token'))).toEqual(['erste-anmeldung', 'zweite-anmeldung']);
  });

  it('does nothing when signed out', async () => {
    expect(await refresh()).toEqual({ kind: 'signedOut' });
    expect(server.requests).toHaveLength(0);
  });

  it('cannot bring back a session the user signed out of while the refresh was running', async () => {
    const held = heldAnswer();
    answerRefresh(held.answer);
    beginSession(tokenAntwort());
    const running = refresh();
    await held.arrived;
    await logout();
    held.release([200, tokenAntwort()]);
    expect(await running).toEqual({ kind: 'signedOut' });
    expect(getAuthentifizierung()).toBeNull();
    expect(isKeepAliveScheduled()).toBe(false);
  });
});

describe('getAccessToken', () => {
  it('returns the stored token while it is valid, without a request', async () => {
    beginSession(tokenAntwort({ access_token: 'gueltig', expires_in: 300 }));
    expect(await getAccessToken()).toBe('gueltig');
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes first when the token is within 10 s of its end', async () => {
    answerRefresh(() => [200, tokenAntwort({ access_token: 'frisch' })]);
    beginSession(tokenAntwort({ access_token: 'fast-abgelaufen', expires_in: 10 }));
    expect(await getAccessToken()).toBe('frisch');
  });

  it('is null when signed out or when the refresh fails', async () => {
    expect(await getAccessToken()).toBeNull();
    answerRefresh(() => [400, { error: 'session_expired' }]);
    beginSession(tokenAntwort({ expires_in: 0 }));
    expect(await getAccessToken()).toBeNull();
  });
});

describe('logout', () => {
  it('deletes the server session with Bearer and XSRF, clears sessionStorage and stops the keep-alive', async () => {
    server.handle(portalRoutes(key, {}));
    beginSession(tokenAntwort({ access_token: 'mein-token', sessionId: 77 }));
    await logout();
    const [deleted] = sessionDeletes(server.requests);
    expect(deleted!.path).toBe('/framework/api/member/sessions/77');
    expect(deleted!.headers.authorization).toBe('Bearer mein-token');
    expect(deleted!.headers['x-xsrf-token']).toBe('nonce.mac');
    expect(sessionStorage.getItem(AUTHENTICATION_KEY)).toBeNull();
    expect(isKeepAliveScheduled()).toBe(false);
  });

  it('signs out locally even when the server cannot delete the session', async () => {
    server.handle((_request, response) => sendJson(response, 500, { message: 'Ein Fehler ist aufgetreten.' }));
    beginSession(tokenAntwort());
    await expect(logout()).resolves.toBeUndefined();
    expect(getAuthentifizierung()).toBeNull();
  });

  it('sends nothing when nobody is signed in', async () => {
    await logout();
    expect(server.requests).toHaveLength(0);
  });
});
