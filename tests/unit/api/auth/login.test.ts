// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAuthentifizierung } from '../../../../src/api/auth/authStore';
import { isKeepAliveScheduled } from '../../../../src/api/auth/keepAlive';
import { login } from '../../../../src/api/auth/login';
import { logout } from '../../../../src/api/auth/session';
import { setApiBaseUrl } from '../../../../src/api/http/apiBase';
import { HttpError } from '../../../../src/api/http/errors';
import { startTestServer, type TestServer } from '../testServer';
import { portalRoutes, tokenRequests, type Answer } from './portalServer';
import { decryptPkcs1, generateTestKey, type TestKey } from './rsaTestKey';
import { tokenAntwort } from './tokenAntwort';

let server: TestServer;
let key: TestKey;

beforeAll(async () => {
  key = generateTestKey('schluessel-7');
  server = await startTestServer();
  setApiBaseUrl(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
});
afterEach(async () => {
  await logout();
  server.requests.length = 0;
});

const answerPassword = (answer: (form: URLSearchParams) => Answer) => server.handle(portalRoutes(key, { password: (r) => answer(r.form) }));

describe('login', () => {
  it('sends the encrypted password form-encoded with the key id and XSRF header, then stores the sign-in', async () => {
    answerPassword(() => [200, tokenAntwort({ login: 'kunde', roles: 'Kunde', sessionId: 11 })]);

    const result = await login({ username: 'kunde', password: 'Prüfung#2026ä' });

    expect(result.kind).toBe('Success');
    const [sent] = tokenRequests(server.requests, 'password');
    expect(sent!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent!.headers['on-encryption-key']).toBe('schluessel-7');
    expect(sent!.headers['x-xsrf-token']).toBe('nonce.mac');
    expect(sent!.form.get('username')).toBe('kunde');
    expect(sent!.form.get('password')).not.toContain('Prüfung');
    expect(decryptPkcs1(key, sent!.form.get('password')!)).toBe('Prüfung#2026ä');
    expect([...sent!.form.keys()].sort()).toEqual(['grant_type', 'password', 'username']);
    expect(getAuthentifizierung()).toMatchObject({ login: 'kunde', roles: ['Kunde'], sessionId: 11 });
    expect(isKeepAliveScheduled()).toBe(true);
  });

  it('sends the tab’s current session id on a new login', async () => {
    answerPassword(() => [200, tokenAntwort({ sessionId: 21 })]);
    await login({ username: 'kunde', password: 'Demo#2026' });
    await login({ username: 'kunde', password: 'Demo#2026' });
    const [first, second] = tokenRequests(server.requests, 'password');
    expect(first!.form.has('currentSessionId')).toBe(false);
    expect(second!.form.get('currentSessionId')).toBe('21');
  });

  it('sends a new password as JSON string with both fields encrypted', async () => {
    answerPassword(() => [200, tokenAntwort()]);
    await login({ username: 'kunde', password: 'alt', passwordChange: { password: 'Neu#2026ü', passwordConfirmation: 'Neu#2026ü!' } });
    const change = JSON.parse(tokenRequests(server.requests, 'password')[0]!.form.get('passwordChange')!) as Record<string, string>;
    expect(Object.keys(change).sort()).toEqual(['password', 'passwordConfirmation']);
    expect(decryptPkcs1(key, change.password!)).toBe('Neu#2026ü');
    expect(decryptPkcs1(key, change.passwordConfirmation!)).toBe('Neu#2026ü!');
  });

  it('sends the second factor as JSON string {id, code}', async () => {
    answerPassword(() => [200, tokenAntwort()]);
    await login({ username: 'kunde', password: 'Demo#2026', secondFactor: { id: 3, code: '123456' } });
    expect(tokenRequests(server.requests, 'password')[0]!.form.get('secondFactor')).toBe('{"id":3,"code":"123456"}');
  });

  it('sends a recovery code in place of the factor as JSON string {recoveryCode}', async () => {
    answerPassword(() => [200, tokenAntwort()]);
    await login({ username: 'kunde', password: 'Demo#2026', secondFactor: { recoveryCode: '7KQ2-M9XD-4HTW-0PZE' } });
    expect(tokenRequests(server.requests, 'password')[0]!.form.get('secondFactor')).toBe('{"recoveryCode":"7KQ2-M9XD-4HTW-0PZE"}');
  });

  it('answers invalid_grant with the German message and stores nothing', async () => {
    answerPassword(() => [400, { error: 'invalid_grant', error_description: 'egal' }]);
    const result = await login({ username: 'kunde', password: 'falsch' });
    expect(result).toEqual({ kind: 'Error', modelState: { message: 'Anmeldename oder Passwort ist falsch.', errors: {} } });
    expect(getAuthentifizierung()).toBeNull();
  });

  it('answers error with the model state from error_description', async () => {
    const modelState = { message: 'Das Passwort ist zu kurz.', errors: { 'passwordChange.password': ['Mindestens 10 Zeichen.'] } };
    answerPassword(() => [400, { error: 'error', error_description: JSON.stringify(modelState) }]);
    expect(await login({ username: 'kunde', password: 'x' })).toEqual({ kind: 'Error', modelState });
  });

  it('reports a required password change', async () => {
    answerPassword(() => [400, { error: 'password_change_required', error_description: 'Bitte vergeben Sie ein neues Passwort.' }]);
    const result = await login({ username: 'kunde', password: 'Demo#2026' });
    expect(result).toEqual({ kind: 'PasswordChangeRequired', message: 'Bitte vergeben Sie ein neues Passwort.' });
    expect(getAuthentifizierung()).toBeNull();
  });

  it('reports a required second factor with the factors from error_description', async () => {
    const factors = [
      { id: 3, type: 1, label: 'Handy' },
      { id: 4, type: 1, label: 'Tablet' },
    ];
    answerPassword(() => [400, { error: 'second_factor_required', error_description: JSON.stringify(factors) }]);
    expect(await login({ username: 'kunde', password: 'Demo#2026' })).toEqual({ kind: 'SecondFactorRequired', factors });
    expect(getAuthentifizierung()).toBeNull();
  });

  it.each(['invalid_request', 'unsupported_grant_type'])('answers %s (a fault of the form, not of the user) with a German request to reload', async (error) => {
    answerPassword(() => [400, { error, error_description: 'Der Parameter username fehlt.' }]);
    const result = await login({ username: 'kunde', password: 'Demo#2026' });
    expect(result).toEqual({
      kind: 'Error',
      modelState: { message: 'Die Anmeldung konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.', errors: {} },
    });
    expect(getAuthentifizierung()).toBeNull();
  });

  it.each<[string, Answer]>([
    ['a 200 without tokens', [200, { ok: true }]],
    ['an unknown error kind', [400, { error: 'temporarily_unavailable' }]],
    ['a factor list that is no list', [400, { error: 'second_factor_required', error_description: 'Handy' }]],
    ['a model state that is no JSON', [400, { error: 'error', error_description: 'kaputt' }]],
  ])('raises "Unerwarteter Wert für response" for %s', async (_, answer) => {
    answerPassword(() => answer);
    await expect(login({ username: 'kunde', password: 'Demo#2026' })).rejects.toThrow('Unerwarteter Wert für response');
  });

  it('raises an HttpError with the server’s message for other statuses (rate limit)', async () => {
    answerPassword(() => [429, { message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' }]);
    const error = (await login({ username: 'kunde', password: 'Demo#2026' }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(429);
    expect(error.message).toBe('429 Too Many Requests');
    expect(error.body).toEqual({ message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' });
  });
});
