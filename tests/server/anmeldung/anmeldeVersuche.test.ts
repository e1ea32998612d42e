import { describe, expect, vi } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { FALSCHE_ANMELDUNG } from '../hilfen/personen';
import { TestClient, verschluessele, type TestApp } from '../hilfen/testApp';

/** DESIGN.md section 8's back-off when guesses arrive at the same moment instead of one after another. */
describe.each(portalTests())('Fehlversuche bei gleichzeitigen Anmeldungen auf $name', ({ it }) => {
  /** Password grants prepared up front, so sending them is nothing but app.inject calls started together. */
  const anmeldungen = async (client: TestClient, login: string, passwoerter: string[]) => {
    const key = await client.schluessel();
    return passwoerter.map((p) => () => client.token({ grant_type: 'password', username: login, password: verschluessele(key, p) }, { 'on-encryption-key': key.key }));
  };
  const anmelden = async (client: TestClient, login: string, passwort: string) => (await anmeldungen(client, login, [passwort]))[0]!();
  const falsche = (anzahl: number) => Array.from({ length: anzahl }, (_, i) => `Falsch#${i}-2026`);
  const fehlversuche = async (t: TestApp, login: string) =>
    (await t.app.db.selectFrom('benutzer').select('failed_logins').where('login', '=', login).executeTakeFirstOrThrow()).failed_logins;

  it('weist das richtige Passwort in einem Schwall von 30 falschen ab und lässt erst nach der Wartezeit herein', async ({ t, client }) => {
    expect((await anmelden(client, 'evu3', 'Demo#2026')).statusCode).toBe(200);
    // The right password goes last, as an attacker's would after the guesses; among the first five it would rightly get in.
    const schwall = await anmeldungen(client, 'evu3', [...falsche(30), 'Demo#2026']);
    const antworten = await Promise.all(schwall.map((senden) => senden()));

    for (const antwort of antworten) {
      expect(antwort.statusCode).toBe(400);
      expect(antwort.body).toBe(FALSCHE_ANMELDUNG);
    }
    expect((await anmelden(client, 'evu3', 'Demo#2026')).body).toBe(FALSCHE_ANMELDUNG);
    // Only the five guesses the back-off allows were counted: the wait is 60 s, not the 15 min of 30 failures.
    t.uhr.advance(59_000);
    expect((await anmelden(client, 'evu3', 'Demo#2026')).body).toBe(FALSCHE_ANMELDUNG);
    t.uhr.advance(1_000);
    expect((await anmelden(client, 'evu3', 'Demo#2026')).statusCode).toBe(200);
  });

  it('lässt das richtige Passwort nach einigen Fehlversuchen herein und setzt den Zähler zurück', async ({ client }) => {
    for (const passwort of falsche(4)) expect((await anmelden(client, 'evu2', passwort)).body).toBe(FALSCHE_ANMELDUNG);
    expect((await anmelden(client, 'evu2', 'Demo#2026')).statusCode).toBe(200);
    // Counted on from four, a fifth failure would start the wait; from zero it does not.
    for (const passwort of falsche(4)) expect((await anmelden(client, 'evu2', passwort)).body).toBe(FALSCHE_ANMELDUNG);
    expect((await anmelden(client, 'evu2', 'Demo#2026')).statusCode).toBe(200);
  });

  it('vergisst bei einer Anmeldung keine Fehlversuche, die währenddessen eingingen', async ({ t, client }) => {
    const [richtig, ...falsch] = await anmeldungen(client, 'kunde2', ['Demo#2026', ...falsche(4)]);
    const angemeldet = richtig!();
    // Once the right password is counted and being checked, four wrong ones arrive.
    await vi.waitFor(async () => expect(await fehlversuche(t, 'kunde2')).toBe(1), { interval: 1, timeout: 5_000 });
    const antworten = await Promise.all(falsch.map((senden) => senden()));

    expect((await angemeldet).statusCode).toBe(200);
    for (const antwort of antworten) expect(antwort.body).toBe(FALSCHE_ANMELDUNG);
    // The four still count: one more failure makes five and starts the wait, even for the right password.
    expect((await anmelden(client, 'kunde2', 'Falsch#2026')).body).toBe(FALSCHE_ANMELDUNG);
    expect((await anmelden(client, 'kunde2', 'Demo#2026')).body).toBe(FALSCHE_ANMELDUNG);
    t.uhr.advance(60_000);
    expect((await anmelden(client, 'kunde2', 'Demo#2026')).statusCode).toBe(200);
  });

  it('zählt ein richtiges Passwort nicht, auch wenn noch der zweite Faktor fehlt', async ({ t, client }) => {
    const admin = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('second_factor')
      .values({ benutzer_id: admin.id, type: 1, label: 'Diensthandy', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', last_used_step: null, created_at: t.uhr.now() })
      .execute();
    for (const passwort of falsche(4)) expect((await anmelden(client, 'admin', passwort)).body).toBe(FALSCHE_ANMELDUNG);
    // Asked for the second factor three times: a right password at the edge of the wait does not start it.
    for (let i = 0; i < 3; i++) expect((await anmelden(client, 'admin', 'Demo#2026')).json().error).toBe('second_factor_required');
    // Nor does it forgive: the fifth failure still starts the wait.
    expect((await anmelden(client, 'admin', 'Falsch#2026')).body).toBe(FALSCHE_ANMELDUNG);
    expect((await anmelden(client, 'admin', 'Demo#2026')).body).toBe(FALSCHE_ANMELDUNG);
  });
});
