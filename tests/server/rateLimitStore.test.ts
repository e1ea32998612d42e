import { describe, expect } from 'vitest';
import { portalTests } from './hilfen/portalTest';
import { TestClient } from './hilfen/testApp';

const ZU_VIELE = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.';

/** The per-IP limit of the sign-in routes, counted in the database (one window per route and IP). */
describe.each(portalTests({ env: { ANMELDE_LIMIT_PRO_MINUTE: '60', SEED_DEMO: 'false' } }))('Anmelde-Limit in der Datenbank auf $name', ({ it }) => {
  const fehlversuch = (client: TestClient) => client.token({ grant_type: 'refresh_token', refresh_token: 'erfunden' });
  const nameVergessen = (client: TestClient) => client.send('POST', '/framework/api/member/recover-name', { eMail: 'niemand@example.org' });

  it('weist die 61. Anfrage einer Minute mit 429, Retry-After und deutscher Meldung ab, je Route für sich', async ({ t, client }) => {
    for (let i = 1; i <= 60; i++) expect((await fehlversuch(client)).statusCode, `Anfrage ${i}`).toBe(400);
    t.uhr.advance(59_000);
    const zuViel = await fehlversuch(client);
    expect(zuViel.statusCode).toBe(429);
    expect(zuViel.json()).toEqual({ message: ZU_VIELE });
    expect(Number(zuViel.headers['retry-after'])).toBe(1);
    // Another limited route has its own count.
    expect((await nameVergessen(client)).statusCode).toBe(204);
  });

  it('öffnet nach Ablauf der Minute ein neues Fenster und löscht die abgelaufenen Zähler', async ({ t, client }) => {
    t.uhr.advance(1_000);
    expect((await fehlversuch(client)).statusCode).toBe(400);
    const zaehler = () => t.app.db.selectFrom('ratenlimit').select(['schluessel', 'anzahl']).orderBy('schluessel').execute();
    expect(await zaehler()).toEqual([
      { schluessel: 'POST /framework/api/member/recover-name 127.0.0.1', anzahl: 1 },
      { schluessel: 'POST /framework/oauth/token 127.0.0.1', anzahl: 1 },
    ]);

    t.uhr.advance(5 * 60_000);
    expect((await nameVergessen(client)).statusCode).toBe(204);
    expect(await zaehler()).toEqual([{ schluessel: 'POST /framework/api/member/recover-name 127.0.0.1', anzahl: 1 }]);
  });
});
