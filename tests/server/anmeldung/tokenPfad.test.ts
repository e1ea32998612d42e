import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { portalTests } from '../hilfen/portalTest';

const ALTER_PFAD = '/framework/token';

describe.each(portalTests({ env: { TOKEN_PATH: ALTER_PFAD } }))('Token-Endpunkt unter einem eingestellten Pfad auf $name', ({ it: test }) => {
  test('meldet mit dem Password Grant auch unter TOKEN_PATH an, der Standardpfad bleibt', async ({ t, client }) => {
    client.tokenPfad = ALTER_PFAD;
    const alt = await client.anmelden('kunde', 'Demo#2026');
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.headers['cache-control']).toBe('no-store');
    const { access_token } = alt.json();
    expect((await client.get('/api/kunde/ausschreibung', access_token)).statusCode).toBe(200);

    client.tokenPfad = '/framework/oauth/token';
    expect((await client.anmelden('kunde', 'Demo#2026')).statusCode).toBe(200);
    // Both paths count toward one sign-in limit: a second path does not double it.
    const zaehler = await t.app.db.selectFrom('ratenlimit').select(['schluessel', 'anzahl']).where('schluessel', 'like', '%token%').execute();
    expect(zaehler).toEqual([{ schluessel: 'POST /framework/oauth/token 127.0.0.1', anzahl: 2 }]);
  });

  test('prüft dort XSRF wie am Standardpfad', async ({ t }) => {
    const antwort = await t.app.inject({ method: 'POST', url: ALTER_PFAD, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&username=kunde&password=x' });
    expect(antwort.statusCode).toBe(403);
  });
});

describe('TOKEN_PATH', () => {
  it.each(['/token', '/framework/../api/x', '/framework/token/', '/api//token', '/framework/tok en', 'framework/token'])('lehnt „%s“ beim Start ab', (pfad) => {
    expect(() => loadConfig({ TOKEN_PATH: pfad })).toThrow(/TOKEN_PATH/);
  });
});
