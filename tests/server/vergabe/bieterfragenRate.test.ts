import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const E = '/api/evu/ausschreibung';
const MINUTE = 60_000;

// The portal's default (the test apps raise the limit for every other file).
describe.each(portalTests({ env: { BIETERFRAGEN_PRO_MINUTE: '5' } }))('Ratenlimit der Bieterfragen auf $name', ({ it }) => {
  /** The demo's active Gas tender: invited are 'evu' and 'evu3'. */
  const gas = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 2).executeTakeFirstOrThrow();
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const frage = (client: TestClient, id: number, text: string, token: string) => client.send('POST', `${E}/${id}/fragen`, { frage: text }, token);
  const gespeicherte = async (t: TestApp, id: number) => (await t.app.db.selectFrom('bieterfrage').select('id').where('ausschreibung_id', '=', id).execute()).length;

  it('nimmt je Konto fünf Fragen in der Minute an und weist die sechste mit 429 ab, ohne sie zu speichern', async ({ t, client }) => {
    const a = await gas(t);
    const [evu, evu3] = [await anmelden(client, 'evu'), await anmelden(client, 'evu3')];
    for (let i = 1; i <= 5; i++) expect((await frage(client, a.id, `Frage ${i} zur Druckstufe?`, evu3)).statusCode).toBe(201);
    const bisher = await gespeicherte(t, a.id);

    const sechste = await frage(client, a.id, 'Frage 6 zur Druckstufe?', evu3);
    expect(sechste.statusCode).toBe(429);
    expect(sechste.json().message).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
    expect(await gespeicherte(t, a.id)).toBe(bisher);
    // Counted per account: another bidder on the same address still asks.
    expect((await frage(client, a.id, 'Gibt es Lastgänge?', evu)).statusCode).toBe(201);

    t.uhr.advance(MINUTE);
    expect((await frage(client, a.id, 'Frage 6 zur Druckstufe?', evu3)).statusCode).toBe(201);
  });
});
