import { describe, expect, onTestFinished } from 'vitest';
import { sha256 } from '../../../server/shared/hashes';
import { WIEDERHERSTELLUNG_SPERRE_MS } from '../../../server/mitglied/wiederherstellung';
import { mailAn } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { SmtpPeer } from '../hilfen/smtpPeer';
import type { TestApp } from '../hilfen/testApp';

const PASSWORT = '/framework/api/member/recover-password';
const NAME = '/framework/api/member/recover-name';
/** How a mailbox's lock for one kind of recovery mail is kept: the hash of the kind and the address. */
const sperre = (art: string, email: string) => sha256(`${art}:${email}`);

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Wiederherstellung nach der Antwort auf $name', ({ it }) => {
  const auftraege = (t: TestApp) => t.app.db.selectFrom('mail_outbox').select(['empfaenger', 'betreff', 'auftrag']).where('auftrag', 'is not', null).orderBy('id').execute();
  const links = (t: TestApp, login: string) =>
    t.app.db
      .selectFrom('member_token as m')
      .innerJoin('benutzer as b', 'b.id', 'm.benutzer_id')
      .select('m.token_hash')
      .where('b.login', '=', login)
      .where('m.art', '=', 'ChangePassword')
      .execute();
  const mailsAn = (smtp: SmtpPeer, an: string) => smtp.mails.filter((m) => JSON.stringify(m.to ?? '').includes(an));
  /**
   * Every order composed and every mail sent: a run the request's answer started may have been under way already,
   * so a second one follows it.
   */
  const allesZugestellt = async (t: TestApp) => {
    for (let lauf = 0; lauf < 2; lauf++) await t.app.outbox.zustellen();
    expect(await auftraege(t)).toEqual([]);
  };

  it('antwortet, bevor der Auftrag bearbeitet wird, und für bekannte wie unbekannte Namen mit demselben einen Eintrag', async ({ t, client, smtp }) => {
    // The only delivery run of this instance is kept busy: the peer holds back the answer to the first mail
    // (let go at the end in any case, or a failed expectation would leave the app unable to close).
    const halt = smtp.halte();
    onTestFinished(() => halt.freigeben());
    expect((await client.send('POST', PASSWORT, { username: 'evu2' })).statusCode).toBe(204);
    await halt.angekommen;

    const bekannt = await client.send('POST', PASSWORT, { username: 'kunde' });
    const unbekannt = await client.send('POST', PASSWORT, { username: 'niemand' });
    const nameBekannt = await client.send('POST', NAME, { eMail: 'energie@beispielhausen.example' });
    const nameUnbekannt = await client.send('POST', NAME, { eMail: 'niemand@beispiel.example' });
    for (const antwort of [bekannt, unbekannt, nameBekannt, nameUnbekannt]) {
      expect(antwort.statusCode).toBe(204);
      expect(antwort.body).toBe('');
    }
    // The answers came while nothing could work on the orders: each request wrote one order with what was typed,
    // the same for a known and an unknown name, and nothing else (no link, no mail).
    expect((await auftraege(t)).map((a) => ({ ...a, auftrag: JSON.parse(a.auftrag!) }))).toEqual([
      { empfaenger: '', betreff: '', auftrag: { art: 'passwort_vergessen', daten: { eingabe: 'kunde', ipAddress: '127.0.0.1' } } },
      { empfaenger: '', betreff: '', auftrag: { art: 'passwort_vergessen', daten: { eingabe: 'niemand', ipAddress: '127.0.0.1' } } },
      { empfaenger: '', betreff: '', auftrag: { art: 'anmeldename_vergessen', daten: { eingabe: 'energie@beispielhausen.example', ipAddress: '127.0.0.1' } } },
      { empfaenger: '', betreff: '', auftrag: { art: 'anmeldename_vergessen', daten: { eingabe: 'niemand@beispiel.example', ipAddress: '127.0.0.1' } } },
    ]);
    expect(await links(t, 'kunde')).toEqual([]);

    halt.freigeben();
    const mail = await mailAn(t, smtp.mails, 'einkauf@musterstadt-metallbau.example');
    expect(mail.subject).toBe('Passwort ändern');
    expect(mail.text).toMatch(/https:\/\/portal\.example\/change-password-with-token\?token=\S+/);
    expect((await mailAn(t, smtp.mails, 'energie@beispielhausen.example')).text).toContain('  kunde2');
    await allesZugestellt(t);
    // The orders of the unknown name and address went without a mail; the known ones became mails.
    expect(await auftraege(t)).toEqual([]);
    expect(await links(t, 'kunde')).toHaveLength(1);
    expect(smtp.mails.some((m) => JSON.stringify(m.to ?? '').includes('niemand'))).toBe(false);
  });

  it('schickt einem Postfach höchstens eine Mail jeder Art in 15 Minuten: Anmeldename und Passwort sperren einander nicht', async ({ t, client, smtp }) => {
    const email = 'vertrieb@rheingas.example';
    const vorher = mailsAn(smtp, email).length;
    const betreffe = () => mailsAn(smtp, email).slice(vorher).map((m) => m.subject);
    // Name, link, name again in another spelling, link again: the first of each kind.
    for (const [pfad, body] of [[NAME, { eMail: email }], [PASSWORT, { username: 'evu3' }], [NAME, { eMail: 'Vertrieb@Rheingas.example' }], [PASSWORT, { username: 'EVU3' }]] as const) {
      expect((await client.send('POST', pfad, body)).statusCode).toBe(204);
      await allesZugestellt(t);
    }
    expect(betreffe()).toEqual(['Ihr Anmeldename', 'Passwort ändern']);
    expect(await links(t, 'evu3')).toHaveLength(1);
    // The address is kept only as a hash, one per kind of mail.
    const gemerkt = await t.app.db.selectFrom('wiederherstellung_versand').selectAll().where('empfaenger_hash', 'in', [sperre('anmeldename_vergessen', email), sperre('passwort_vergessen', email)]).orderBy('empfaenger_hash').execute();
    expect(gemerkt).toEqual(
      [sperre('anmeldename_vergessen', email), sperre('passwort_vergessen', email)].sort().map((empfaenger_hash) => ({ empfaenger_hash, gesendet_at: t.uhr.now() })),
    );
    expect(await t.app.db.selectFrom('wiederherstellung_versand').selectAll().where('empfaenger_hash', '=', sha256(email)).execute()).toEqual([]);

    t.uhr.advance(WIEDERHERSTELLUNG_SPERRE_MS - 1);
    await client.send('POST', NAME, { eMail: email });
    await client.send('POST', PASSWORT, { username: 'evu3' });
    await allesZugestellt(t);
    expect(betreffe()).toHaveLength(2);

    t.uhr.advance(1);
    await client.send('POST', PASSWORT, { username: 'evu3' });
    await allesZugestellt(t);
    await client.send('POST', NAME, { eMail: email });
    await allesZugestellt(t);
    expect(betreffe()).toEqual(['Ihr Anmeldename', 'Passwort ändern', 'Passwort ändern', 'Ihr Anmeldename']);
  });

  it('sperrt je Postfach, nicht für andere, und merkt sich nur die letzte Viertelstunde', async ({ t, client, smtp }) => {
    const evu = 'geschaeftskunden@stadtwerke-sued.example';
    const admin = 'admin@energieausschreibung.example';
    const vorher = [mailsAn(smtp, evu).length, mailsAn(smtp, admin).length];
    await client.send('POST', PASSWORT, { username: 'admin' });
    await client.send('POST', PASSWORT, { username: 'evu' });
    await allesZugestellt(t);
    expect([mailsAn(smtp, evu).length, mailsAn(smtp, admin).length]).toEqual([vorher[0]! + 1, vorher[1]! + 1]);

    t.uhr.advance(WIEDERHERSTELLUNG_SPERRE_MS);
    await client.send('POST', PASSWORT, { username: 'evu' });
    await allesZugestellt(t);
    expect(mailsAn(smtp, evu).length).toBe(vorher[0]! + 2);
    const gemerkt = await t.app.db.selectFrom('wiederherstellung_versand').select('empfaenger_hash').execute();
    expect(gemerkt).toEqual([{ empfaenger_hash: sperre('passwort_vergessen', evu) }]);
  });

  it('lässt einen Auftrag, den niemand verfassen kann, wie eine gescheiterte Zustellung auf den nächsten Versuch warten', async ({ t }) => {
    await t.app.outbox.reiheAuftragEin(t.app.db, 'unbekannte_art', { eingabe: 'kunde' });
    await t.app.outbox.zustellen();
    const zeile = await t.app.db.selectFrom('mail_outbox').select(['attempts', 'last_error', 'sent_at', 'next_attempt_at']).where('auftrag', 'like', '%unbekannte_art%').executeTakeFirstOrThrow();
    expect(zeile).toEqual({ attempts: 1, last_error: 'Kein Verfasser für unbekannte_art', sent_at: null, next_attempt_at: t.uhr.now() + 60_000 });
    await t.app.db.deleteFrom('mail_outbox').where('auftrag', 'like', '%unbekannte_art%').execute();
  });
});
