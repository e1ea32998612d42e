// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authProvider, createAuthProvider } from '../../../../src/api/auth/authProvider';
import { getAuthentifizierung } from '../../../../src/api/auth/authStore';
import { LoginChallenge } from '../../../../src/api/auth/loginChallenge';
import { hatRolle } from '../../../../src/api/auth/permissions';
import { beginSession, logout } from '../../../../src/api/auth/session';
import { setApiBaseUrl } from '../../../../src/api/http/apiBase';
import { HttpError, ModelStateError } from '../../../../src/api/http/errors';
import { startTestServer, type TestServer } from '../testServer';
import { portalRoutes, sessionDeletes, type Answer } from './portalServer';
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
afterEach(async () => {
  await logout();
  server.requests.length = 0;
  window.history.replaceState(null, '', '/');
});

const answerPassword = (answer: () => Answer) => server.handle(portalRoutes(key, { password: answer }));
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('login', () => {
  it.each([
    ['Administrator', '/administrator/dashboard'],
    ['EVU', '/evu/ausschreibung'],
    ['Kunde', '/kunde/ausschreibung'],
  ])('sends a signed-in %s to the start page of the role', async (roles, landing) => {
    answerPassword(() => [200, tokenAntwort({ roles })]);
    await expect(authProvider.login({ username: 'x', password: 'Demo#2026' })).resolves.toEqual({ redirectTo: landing });
  });

  it('follows the returnUrl of the login page, but only within the app', async () => {
    answerPassword(() => [200, tokenAntwort({ roles: 'Kunde' })]);
    await expect(authProvider.login({ username: 'x', password: 'p', returnUrl: '/change-password?x=1' })).resolves.toEqual({
      redirectTo: '/change-password?x=1',
    });
    for (const returnUrl of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      await expect(authProvider.login({ username: 'x', password: 'p', returnUrl })).resolves.toEqual({ redirectTo: '/kunde/ausschreibung' });
    }
  });

  it('rejects a wrong password with a ModelStateError carrying the German message', async () => {
    answerPassword(() => [400, { error: 'invalid_grant' }]);
    const error = (await rejection(authProvider.login({ username: 'x', password: 'falsch' }))) as ModelStateError;
    expect(error).toBeInstanceOf(ModelStateError);
    expect(error.message).toBe('Anmeldename oder Passwort ist falsch.');
    expect(error.body).toEqual({ message: 'Anmeldename oder Passwort ist falsch.', errors: {} });
  });

  it('rejects with a LoginChallenge for a required password change; checkAuth keeps failing mid-login', async () => {
    answerPassword(() => [400, { error: 'password_change_required', error_description: 'Bitte vergeben Sie ein neues Passwort.' }]);
    const challenge = (await rejection(authProvider.login({ username: 'x', password: 'p' }))) as LoginChallenge;
    expect(challenge).toBeInstanceOf(LoginChallenge);
    expect(challenge.kind).toBe('PasswordChangeRequired');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('rejects with a LoginChallenge listing the factors for a required second factor', async () => {
    const factors = [{ id: 9, type: 1, label: 'Handy' }];
    answerPassword(() => [400, { error: 'second_factor_required', error_description: JSON.stringify(factors) }]);
    const challenge = (await rejection(authProvider.login({ username: 'x', password: 'p' }))) as LoginChallenge;
    expect(challenge.kind).toBe('SecondFactorRequired');
    expect(challenge.factors).toEqual(factors);
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });
});

describe('logout', () => {
  it('ends the session on the server, forgets it here and goes to the login path', async () => {
    server.handle(portalRoutes(key, {}));
    beginSession(tokenAntwort({ sessionId: 5 }));
    sessionStorage.setItem('ARBEITSBEREICH/administrator', '[]');
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(sessionDeletes(server.requests).map((r) => r.path)).toEqual(['/framework/api/member/sessions/5']);
    expect(getAuthentifizierung()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('checkAuth', () => {
  it('passes with a valid sign-in', async () => {
    beginSession(tokenAntwort());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends a signed-out visitor to the login path with the page as returnUrl', async () => {
    window.history.replaceState(null, '', '/administrator/kunde?seite=2');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/?returnUrl=%2Fadministrator%2Fkunde%3Fseite%3D2' });
  });

  it('uses the member framework’s login path /member/login unless the portal sets its own', async () => {
    window.history.replaceState(null, '', '/kunde/benutzerdaten');
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ redirectTo: '/member/login?returnUrl=%2Fkunde%2Fbenutzerdaten' });
    await expect(createAuthProvider().logout({})).resolves.toBe('/member/login');
  });

  it('fails when the expired token cannot be refreshed any more', async () => {
    server.handle(portalRoutes(key, { refresh: () => [400, { error: 'session_expired' }] }));
    beginSession(tokenAntwort({ expires_in: 0 }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(getAuthentifizierung()).toBeNull();
  });
});

describe('checkError', () => {
  it('rejects 401 so that react-admin signs the user out', async () => {
    await expect(authProvider.checkError(new HttpError('401 Unauthorized', 401, {}))).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('rejects 403 without signing out and passes on the server’s reason', async () => {
    const error = new HttpError('403 Forbidden', 403, { message: 'Sie haben keine Berechtigung für diese Aktion.' });
    await expect(authProvider.checkError(error)).rejects.toEqual({
      logoutUser: false,
      message: 'Sie haben keine Berechtigung für diese Aktion.',
    });
  });

  it.each([400, 404, 409, 500])('lets %i through to the page', async (status) => {
    await expect(authProvider.checkError(new HttpError(`${status}`, status, {}))).resolves.toBeUndefined();
  });
});

describe('identity and permissions', () => {
  it('names the signed-in user and lists the roles', async () => {
    beginSession(tokenAntwort({ login: 'admin', vorname: 'Anna', nachname: 'Admin', roles: 'Administrator,Kunde' }));
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'admin', fullName: 'Anna Admin' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['Administrator', 'Kunde']);
    expect(hatRolle('Administrator')).toBe(true);
    expect(hatRolle('EVU')).toBe(false);
  });

  it('has no identity and no roles when signed out', async () => {
    await expect(authProvider.getIdentity!()).rejects.toThrow();
    await expect(authProvider.getPermissions!({})).resolves.toEqual([]);
    expect(hatRolle('Kunde')).toBe(false);
  });

  it('grants access to an area only to holders of one of its roles', async () => {
    const administration = createAuthProvider({ rollen: ['Administrator'] });
    const params = { resource: 'ausschreibung', action: 'list' };
    await expect(administration.canAccess!(params)).resolves.toBe(false);

    beginSession(tokenAntwort({ roles: 'Kunde' }));
    await expect(administration.canAccess!(params)).resolves.toBe(false);
    await expect(authProvider.canAccess!(params)).resolves.toBe(true);

    beginSession(tokenAntwort({ roles: 'Administrator' }));
    await expect(administration.canAccess!({ resource: 'kunde', action: 'delete' })).resolves.toBe(true);
  });
});
