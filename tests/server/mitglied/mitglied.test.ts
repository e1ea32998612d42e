import { describe, expect } from 'vitest';
import { MemberTokens } from '../../../server/mitglied/memberTokens';
import { WIEDERHERSTELLUNG_SPERRE_MS } from '../../../server/mitglied/wiederherstellung';
import { portalTests } from '../hilfen/portalTest';
import type { SmtpPeer } from '../hilfen/smtpPeer';
import { aktivierungAus, K, lege, mailAn, neuerKunde } from '../hilfen/personen';
import { TestClient, verschluessele, type TestApp } from '../hilfen/testApp';

const UNGUELTIG = 'Diese Aktion kann nicht mehr ausgeführt werden.';

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Selbstbedienung ohne Anmeldung auf $name', ({ it }) => {
  const naechsteMail = async (t: TestApp, smtp: SmtpPeer, an: string) => {
    await t.app.outbox.zustellen();
    const mail = smtp.mails.findLast((m) => m.to && !Array.isArray(m.to) && m.to.text === an);
    if (!mail) throw new Error(`Keine Mail an ${an}`);
    return mail;
  };
  const neuesPasswort = async (t: TestApp, client: TestClient, token: string, password: string, bestaetigung = password) => {
    const key = await client.schluessel();
    return t.app.inject({
      method: 'POST',
      url: `/framework/api/member/change-password?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, 'on-encryption-key': key.key },
      payload: JSON.stringify({ password: verschluessele(key, password), passwordConfirmation: verschluessele(key, bestaetigung) }),
    });
  };

  it('schickt einen Link zum Passwortändern, der genau einmal und nur 30 Minuten gilt', async ({ t, client, smtp }) => {
    const alteSitzung = await client.angemeldet('kunde');
    expect((await client.send('POST', '/framework/api/member/recover-password', { username: 'Kunde' })).statusCode).toBe(204);
    const mail = await naechsteMail(t, smtp, 'einkauf@musterstadt-metallbau.example');
    expect(mail.subject).toBe('Passwort ändern');
    expect(mail.html).toContain('<a href="https://portal.example/change-password-with-token?token=');
    const link = /https:\/\/portal\.example\/change-password-with-token\?token=(\S+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    expect((await client.send('POST', `/framework/api/member/validate-token?token=${encodeURIComponent(token)}&tokenType=ChangePassword`)).statusCode).toBe(204);
    expect((await client.send('POST', `/framework/api/member/validate-token?token=${encodeURIComponent(token)}&tokenType=ActivateUser`)).statusCode).toBe(400);

    const ungleich = await neuesPasswort(t, client, token, 'Herbstlaub#2026', 'Anders#20260');
    expect(ungleich.json().errors).toEqual({ passwordConfirmation: ['Die Passwörter stimmen nicht überein.'] });
    const kurz = await neuesPasswort(t, client, token, 'kurz');
    expect(kurz.json().errors.password).toEqual(['Das Passwort muss mindestens 10 Zeichen lang sein.']);

    expect((await neuesPasswort(t, client, token, 'Herbstlaub#2026')).statusCode).toBe(204);
    expect((await client.anmelden('kunde', 'Herbstlaub#2026')).statusCode).toBe(200);
    expect((await client.get('/framework/api/member/sessions', alteSitzung.access_token)).statusCode).toBe(401);

    const nochmal = await neuesPasswort(t, client, token, 'Wintersonne#2026');
    expect(nochmal.statusCode).toBe(400);
    expect(nochmal.json().message).toBe(UNGUELTIG);

    // A mailbox gets one recovery mail per quarter of an hour (wiederherstellung.test.ts).
    t.uhr.advance(WIEDERHERSTELLUNG_SPERRE_MS);
    await client.send('POST', '/framework/api/member/recover-password', { username: 'kunde' });
    const spaet = decodeURIComponent(/token=(\S+)/.exec((await naechsteMail(t, smtp, 'einkauf@musterstadt-metallbau.example')).text ?? '')![1]!);
    t.uhr.advance(31 * 60_000);
    expect((await neuesPasswort(t, client, spaet, 'Wintersonne#2026')).json().message).toBe(UNGUELTIG);
  });

  const linkAus = (mail: { text?: string }) => decodeURIComponent(/change-password-with-token\?token=(\S+)/.exec(mail.text ?? '')![1]!);
  const pruefeVerworfen = async (t: TestApp, client: TestClient, token: string) => {
    const pruefung = await client.send('POST', `/framework/api/member/validate-token?token=${encodeURIComponent(token)}&tokenType=ChangePassword`);
    expect(pruefung.statusCode).toBe(400);
    expect(pruefung.json().message).toBe(UNGUELTIG);
    const aenderung = await neuesPasswort(t, client, token, 'Wintersonne#2026');
    expect(aenderung.statusCode).toBe(400);
    expect(aenderung.json().message).toBe(UNGUELTIG);
  };

  it('verwirft mit dem ersten von zwei Links den zweiten', async ({ t, client, smtp }) => {
    const email = 'geschaeftskunden@stadtwerke-sued.example';
    for (let i = 0; i < 2; i++) {
      expect((await client.send('POST', '/framework/api/member/recover-password', { username: 'evu' })).statusCode).toBe(204);
      await mailAn(t, smtp.mails, email, i + 1);
      // A mailbox gets one recovery mail per quarter of an hour; the first link (30 minutes) still holds.
      if (i === 0) t.uhr.advance(WIEDERHERSTELLUNG_SPERRE_MS);
    }
    const erster = linkAus(await mailAn(t, smtp.mails, email, 1));
    const zweiter = linkAus(await mailAn(t, smtp.mails, email, 2));
    expect(zweiter).not.toBe(erster);

    expect((await neuesPasswort(t, client, erster, 'Herbstlaub#2026')).statusCode).toBe(204);
    await pruefeVerworfen(t, client, zweiter);
    expect((await client.anmelden('evu', 'Herbstlaub#2026')).statusCode).toBe(200);
  });

  it('setzt von zwei gleichzeitig benutzten Links genau einen durch', async ({ t, client, smtp }) => {
    const email = 'vertrieb@rheingas.example';
    for (let i = 0; i < 2; i++) {
      await client.send('POST', '/framework/api/member/recover-password', { username: 'evu3' });
      await mailAn(t, smtp.mails, email, i + 1);
      // A mailbox gets one recovery mail per quarter of an hour; the first link (30 minutes) still holds.
      if (i === 0) t.uhr.advance(WIEDERHERSTELLUNG_SPERRE_MS);
    }
    const links = [linkAus(await mailAn(t, smtp.mails, email, 1)), linkAus(await mailAn(t, smtp.mails, email, 2))];
    const antworten = await Promise.all(links.map((link, i) => neuesPasswort(t, client, link, `Gleichzeitig#${i}-2026`)));

    expect(antworten.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    expect(antworten.find((a) => a.statusCode === 400)!.json().message).toBe(UNGUELTIG);
    const gesetzt = antworten.findIndex((a) => a.statusCode === 204);
    expect((await client.anmelden('evu3', `Gleichzeitig#${gesetzt}-2026`)).statusCode).toBe(200);
  });

  it('verwirft offene Links, wenn das Passwort bei der Anmeldung geändert wird', async ({ t, client, smtp }) => {
    const admin = await client.angemeldet('admin');
    const kunde = neuerKunde();
    await lege(client, K, kunde, admin.access_token);
    const { token: aktivierung, passwort: vorlaeufig } = aktivierungAus(await mailAn(t, smtp.mails, kunde.email, 1));
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(aktivierung)}`)).statusCode).toBe(204);
    expect((await client.send('POST', '/framework/api/member/recover-password', { username: kunde.login })).statusCode).toBe(204);
    const link = linkAus(await mailAn(t, smtp.mails, kunde.email, 2));

    const geaendert = await client.anmelden(kunde.login, vorlaeufig!, { passwordChange: { password: 'Sommerwind#2027', passwordConfirmation: 'Sommerwind#2027' } });
    expect(geaendert.statusCode, geaendert.body).toBe(200);
    await pruefeVerworfen(t, client, link);
    expect((await client.anmelden(kunde.login, 'Sommerwind#2027')).statusCode).toBe(200);
  });

  it('antwortet für unbekannte Namen und Adressen gleich und schickt dann nichts', async ({ t, client, smtp }) => {
    const vorher = smtp.mails.length;
    expect((await client.send('POST', '/framework/api/member/recover-password', { username: 'niemand' })).statusCode).toBe(204);
    expect((await client.send('POST', '/framework/api/member/recover-name', { eMail: 'niemand@beispiel.example' })).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    expect(smtp.mails.length).toBe(vorher);
  });

  it('schickt den Anmeldenamen an die hinterlegte Adresse', async ({ t, client, smtp }) => {
    expect((await client.send('POST', '/framework/api/member/recover-name', { eMail: 'Energie@Beispielhausen.example' })).statusCode).toBe(204);
    const mail = await naechsteMail(t, smtp, 'energie@beispielhausen.example');
    expect(mail.subject).toBe('Ihr Anmeldename');
    expect(mail.text).toContain('  kunde2');
  });

  it('meldet Fehler der Wiederherstellungsformulare mit request-Präfix', async ({ client }) => {
    const ohneName = await client.send('POST', '/framework/api/member/recover-password', {});
    expect(ohneName.statusCode).toBe(400);
    expect(ohneName.json().errors).toEqual({ 'request.Username': ['Eine Eingabe wird erwartet'] });
    const keineMail = await client.send('POST', '/framework/api/member/recover-name', { eMail: 'keine-adresse' });
    expect(keineMail.json().errors).toEqual({ 'request.EMail': ['Eine gültige E-Mail-Adresse wird erwartet.'] });
    const falscherTyp = await client.send('POST', '/framework/api/member/recover-name', { eMail: ['a@b.de'] });
    expect(falscherTyp.statusCode).toBe(400);
  });

  it('aktiviert ein Konto genau einmal', async ({ t, client }) => {
    const evu2 = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'evu2').executeTakeFirstOrThrow();
    await t.app.db.updateTable('benutzer').set({ active: 0 }).where('id', '=', evu2.id).execute();
    const token = await new MemberTokens(t.uhr).erstelle(t.app.db, 'ActivateUser', evu2.id);
    expect((await client.anmelden('evu2', 'Demo#2026')).json().error).toBe('invalid_grant');
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(token)}`)).statusCode).toBe(204);
    expect((await client.anmelden('evu2', 'Demo#2026')).statusCode).toBe(200);
    const zweimal = await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(token)}`);
    expect(zweimal.statusCode).toBe(400);
    expect(zweimal.json().message).toBe(UNGUELTIG);
    expect((await client.send('POST', '/framework/api/member/activate-user?token=erfunden')).json().message).toBe(UNGUELTIG);
    expect((await client.send('POST', '/framework/api/member/activate-user')).statusCode).toBe(400);
  });
});
