import { generate } from 'otplib';
import { sql } from 'kysely';
import { describe, expect, vi } from 'vitest';
import { PASSWORT_FALSCH, PASSWORT_FEHLT, PASSWORT_UNLESBAR } from '../../../domain/auth';
import { codeHash } from '../../../server/anmeldung/wiederherstellungscodes.queries';
import { ANDERER_ERSTER_FAKTOR } from '../../../server/anmeldung/zweiteFaktoren.service';
import { sha256 } from '../../../server/shared/hashes';
import { mailAn } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const FAKTOREN = '/framework/api/member/second-factors';
const CODES = `${FAKTOREN}/recovery-codes`;
const PASSWORT = 'Demo#2026';

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Zweite Faktoren mit Passwort und Wiederherstellungscodes auf $name', ({ name, it }) => {
  const totp = (t: TestApp, secret: string) => generate({ secret, epoch: Math.floor(t.uhr.now() / 1000) });
  const benutzerId = async (t: TestApp, login: string) => (await t.app.db.selectFrom('benutzer').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
  const gespeicherteCodes = async (t: TestApp, login: string) =>
    t.app.db.selectFrom('wiederherstellungscode').select(['code_hash', 'used_at']).where('benutzer_id', '=', await benutzerId(t, login)).orderBy('code_hash').execute();

  /** Signs in, sets up a factor as the page does and signs in with it once more (a second session). */
  async function mitFaktor(t: TestApp, client: TestClient, login: string) {
    const erste = await client.angemeldet(login);
    const neu = (await client.get(`${FAKTOREN}/new?type=1`, erste.access_token)).json();
    const { recoveryCodes, ...faktor } = neu;
    const antwort = await client.send('POST', FAKTOREN, { ...faktor, label: 'Diensthandy', code: await totp(t, neu.secret) }, erste.access_token, await client.passwortKoepfe(PASSWORT));
    expect(antwort.statusCode, antwort.body).toBe(200);
    // A step is accepted once: the second sign-in takes the next one.
    t.uhr.advance(30_000);
    const zweite = await client.anmelden(login, PASSWORT, { secondFactor: { id: antwort.json(), code: await totp(t, neu.secret) } });
    expect(zweite.statusCode, zweite.body).toBe(200);
    return { id: antwort.json() as number, secret: neu.secret as string, recoveryCodes: recoveryCodes as string[] | undefined, erste: erste.access_token, zweite: zweite.json().access_token as string };
  }

  it('löscht einen Faktor nur mit dem aktuellen Passwort, benachrichtigt per E-Mail und beendet die anderen Sitzungen', async ({ t, client, smtp }) => {
    const f = await mitFaktor(t, client, 'evu');
    const loeschen = (headers: Record<string, string> = {}) => client.delete(`${FAKTOREN}/${f.id}`, f.zweite, headers);
    const faktoren = async () => (await client.get(FAKTOREN, f.zweite)).json();

    const ohne = await loeschen();
    expect(ohne.statusCode).toBe(403);
    expect(ohne.json()).toEqual({ message: PASSWORT_FEHLT });
    const falsch = await loeschen(await client.passwortKoepfe('Falsch#2026'));
    expect(falsch.statusCode).toBe(403);
    expect(falsch.json()).toEqual({ message: PASSWORT_FALSCH });
    // A wrong password counts like a failed sign-in.
    expect((await t.app.db.selectFrom('benutzer').select('failed_logins').where('login', '=', 'evu').executeTakeFirstOrThrow()).failed_logins).toBe(1);
    const { 'on-encryption-key': key } = await client.passwortKoepfe(PASSWORT);
    const keinBase64 = await loeschen({ 'x-current-password': 'kein base64!', 'on-encryption-key': key! });
    expect(keinBase64.statusCode).toBe(400);
    expect(keinBase64.json().message).toBe('Die Eingaben sind ungültig.');
    expect(Object.keys(keinBase64.json().errors)).toEqual(['x-current-password']);
    const unlesbar = await loeschen({ 'x-current-password': 'AAAA', 'on-encryption-key': key! });
    expect(unlesbar.statusCode).toBe(403);
    expect(unlesbar.json()).toEqual({ message: PASSWORT_UNLESBAR });
    const fremderSchluessel = await loeschen({ ...(await client.passwortKoepfe(PASSWORT)), 'on-encryption-key': 'unbekannt' });
    expect(fremderSchluessel.json()).toEqual({ message: PASSWORT_UNLESBAR });
    expect(await faktoren()).toEqual([{ id: f.id, type: 1, label: 'Diensthandy' }]);
    expect(smtp.mails.filter((m) => m.subject === 'Zweiter Faktor entfernt')).toEqual([]);

    // Someone else's factor stays unknown, whatever the password.
    const fremd = await client.angemeldet('evu2');
    expect((await client.delete(`${FAKTOREN}/${f.id}`, fremd.access_token, await client.passwortKoepfe(PASSWORT))).statusCode).toBe(404);

    const richtig = await loeschen(await client.passwortKoepfe(PASSWORT));
    expect(richtig.statusCode).toBe(204);
    expect(await faktoren()).toEqual([]);
    // The right password takes back only its own attempt: the wrong one before it stays counted.
    expect((await t.app.db.selectFrom('benutzer').select('failed_logins').where('login', '=', 'evu').executeTakeFirstOrThrow()).failed_logins).toBe(1);
    // The other session ended, this one goes on.
    expect((await client.get(FAKTOREN, f.erste)).statusCode).toBe(401);
    expect((await client.get(FAKTOREN, f.zweite)).statusCode).toBe(200);
    // With the last factor the recovery codes went.
    expect(await gespeicherteCodes(t, 'evu')).toEqual([]);

    const mail = await mailAn(t, smtp.mails, 'geschaeftskunden@stadtwerke-sued.example');
    expect(mail.subject).toBe('Zweiter Faktor entfernt');
    expect(mail.text).toContain('der zweite Faktor „Diensthandy“ entfernt');
    expect(mail.text).toContain('https://portal.example/');
    const audit = await t.app.db.selectFrom('audit_event').select(['vorher', 'nachher']).where('aktion', '=', 'zweiter_faktor_geloescht').where('entitaet_id', '=', f.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.vorher!)).toEqual({ label: 'Diensthandy' });
    expect(JSON.parse(audit.nachher!)).toEqual({ andereSitzungenBeendet: 1 });
    expect((await client.anmelden('evu', PASSWORT)).statusCode).toBe(200);
  });

  it('gibt mit dem ersten Faktor zehn einmalige Wiederherstellungscodes aus, die nur als Hash gespeichert sind', async ({ t, client }) => {
    const f = await mitFaktor(t, client, 'kunde2');
    expect(f.recoveryCodes).toHaveLength(10);
    for (const code of f.recoveryCodes!) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(f.recoveryCodes).size).toBe(10);
    const gespeichert = await gespeicherteCodes(t, 'kunde2');
    expect(gespeichert.map((c) => c.code_hash)).toEqual(f.recoveryCodes!.map((c) => sha256(c.replaceAll('-', ''))).sort());
    // Shown once: a further factor brings none, and no call lists them.
    expect((await client.get(`${FAKTOREN}/new?type=1`, f.zweite)).json().recoveryCodes).toBeUndefined();
    expect((await client.get(CODES, f.zweite)).json()).toEqual({ remaining: 10 });

    // Sign-in with a code in place of the factor's, as typed from paper: any case, without dashes.
    const [erster, zweiter] = f.recoveryCodes!;
    const angemeldet = await client.anmelden('kunde2', PASSWORT, { secondFactor: { recoveryCode: erster } });
    expect(angemeldet.statusCode, angemeldet.body).toBe(200);
    const nochmal = await client.anmelden('kunde2', PASSWORT, { secondFactor: { recoveryCode: erster } });
    expect(nochmal.statusCode).toBe(400);
    expect(nochmal.json().error).toBe('error');
    expect(JSON.parse(nochmal.json().error_description)).toEqual({
      message: 'Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.',
      errors: { 'secondFactor.recoveryCode': ['Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.'] },
    });
    expect((await client.anmelden('kunde2', PASSWORT, { secondFactor: { recoveryCode: zweiter!.toLowerCase().replaceAll('-', ' ') } })).statusCode).toBe(200);
    expect((await client.get(CODES, f.zweite)).json()).toEqual({ remaining: 8 });
    // A wrong code counts as a failed attempt; the code of another user is a wrong code.
    const anderer = await mitFaktor(t, client, 'evu3');
    expect((await client.anmelden('kunde2', PASSWORT, { secondFactor: { recoveryCode: anderer.recoveryCodes![0]! } })).statusCode).toBe(400);
    expect((await t.app.db.selectFrom('benutzer').select('failed_logins').where('login', '=', 'kunde2').executeTakeFirstOrThrow()).failed_logins).toBe(1);
    const audit = await t.app.db.selectFrom('audit_event').select('nachher').where('aktion', '=', 'anmeldung').where('benutzer_id', '=', await benutzerId(t, 'kunde2')).where('nachher', 'is not', null).execute();
    expect(audit.map((a) => JSON.parse(a.nachher!))).toEqual([{ wiederherstellungscode: true }, { wiederherstellungscode: true }]);

    // Of two sign-ins with one code at the same moment exactly one gets in; the other is told the code is spent.
    const dritter = f.recoveryCodes![2]!;
    const antworten = await Promise.all([0, 1].map(() => client.anmelden('kunde2', PASSWORT, { secondFactor: { recoveryCode: dritter } })));
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(JSON.parse(antworten.find((a) => a.statusCode === 400)!.json().error_description)).toEqual({
      message: 'Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.',
      errors: { 'secondFactor.recoveryCode': ['Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.'] },
    });
    expect((await client.get(CODES, f.zweite)).json()).toEqual({ remaining: 7 });
  });

  it('erzeugt neue Codes nur mit dem Passwort; die alten gelten dann nicht mehr', async ({ t, client }) => {
    const f = await mitFaktor(t, client, 'kunde');
    const ohne = await client.send('POST', CODES, undefined, f.zweite);
    expect(ohne.statusCode).toBe(403);
    expect(ohne.json()).toEqual({ message: PASSWORT_FEHLT });
    const falsch = await client.send('POST', CODES, undefined, f.zweite, await client.passwortKoepfe('Falsch#2026'));
    expect(falsch.statusCode).toBe(403);
    expect(falsch.json()).toEqual({ message: PASSWORT_FALSCH });
    expect((await gespeicherteCodes(t, 'kunde')).map((c) => c.code_hash)).toEqual(f.recoveryCodes!.map((c) => codeHash(c)).sort());

    const neu = await client.send('POST', CODES, undefined, f.zweite, await client.passwortKoepfe(PASSWORT));
    expect(neu.statusCode, neu.body).toBe(200);
    expect(neu.headers['cache-control']).toBe('no-store');
    const codes = neu.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.some((c) => f.recoveryCodes!.includes(c))).toBe(false);
    expect((await gespeicherteCodes(t, 'kunde')).map((c) => c.code_hash)).toEqual(codes.map((c) => codeHash(c)).sort());
    expect((await client.anmelden('kunde', PASSWORT, { secondFactor: { recoveryCode: f.recoveryCodes![0]! } })).statusCode).toBe(400);
    expect((await client.anmelden('kunde', PASSWORT, { secondFactor: { recoveryCode: codes[0]! } })).statusCode).toBe(200);
  });

  it('verweigert neue Codes ohne zweiten Faktor, und das Administrieren der Faktoren nimmt die Codes mit', async ({ t, client, admin }) => {
    const ohneFaktor = await client.angemeldet('evu2');
    const antwort = await client.send('POST', CODES, undefined, ohneFaktor.access_token, await client.passwortKoepfe(PASSWORT));
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json().message).toBe('Wiederherstellungscodes gibt es nur zu einem zweiten Faktor. Bitte richten Sie zuerst einen ein.');
    expect((await client.get(CODES, ohneFaktor.access_token)).json()).toEqual({ remaining: 0 });

    await mitFaktor(t, client, 'evu2');
    expect(await gespeicherteCodes(t, 'evu2')).toHaveLength(10);
    const evuId = (await t.app.db.selectFrom('evu as e').innerJoin('benutzer as b', 'b.id', 'e.benutzer_id').select('e.id').where('b.login', '=', 'evu2').executeTakeFirstOrThrow()).id;
    expect((await client.delete(`/api/evuasadmin/${evuId}/second-factors`, admin)).statusCode).toBe(204);
    expect(await gespeicherteCodes(t, 'evu2')).toEqual([]);
  });

  it('verbraucht einen Wiederherstellungscode erst, wenn die Anmeldung gelingt, und auch dann nur einmal', async ({ t, client }) => {
    // evu's factor went in the first test: this one is a first factor again, with its own codes.
    const f = await mitFaktor(t, client, 'evu');
    const [code] = f.recoveryCodes!;
    const unbenutzt = async () => (await gespeicherteCodes(t, 'evu')).filter((c) => c.used_at === null).length;
    await t.app.db.updateTable('benutzer').set({ password_change_required: 1 }).where('login', '=', 'evu').execute();
    const mitCode = (passwordChange?: { password: string; passwordConfirmation: string }) =>
      client.anmelden('evu', PASSWORT, { secondFactor: { recoveryCode: code! }, ...(passwordChange ? { passwordChange } : {}) });

    // Refused after the code was checked: the password must be changed, or the new one is not acceptable.
    const verlangt = await mitCode();
    expect(verlangt.statusCode).toBe(400);
    expect(verlangt.json()).toEqual({ error: 'password_change_required', error_description: 'Bitte vergeben Sie ein neues Passwort.' });
    const ungleich = await mitCode({ password: 'Sommerwind#2027', passwordConfirmation: 'Herbstwind#2027' });
    expect(ungleich.statusCode).toBe(400);
    expect(JSON.parse(ungleich.json().error_description)).toEqual({
      message: 'Die Passwörter stimmen nicht überein.',
      errors: { 'passwordChange.passwordConfirmation': ['Die Passwörter stimmen nicht überein.'] },
    });
    expect(await unbenutzt()).toBe(10);

    // Three sign-ins with the one code that would each succeed: exactly one gets in and spends it.
    const neu = { password: 'Sommerwind#2027', passwordConfirmation: 'Sommerwind#2027' };
    const antworten = await Promise.all([0, 1, 2].map(() => mitCode(neu)));
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    for (const verloren of antworten.filter((a) => a.statusCode === 400)) {
      expect(JSON.parse(verloren.json().error_description).message).toBe('Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.');
    }
    expect(await unbenutzt()).toBe(9);
    const gelungen = await t.app.db.selectFrom('audit_event').select('nachher').where('aktion', '=', 'anmeldung_passwort_geaendert').where('benutzer_id', '=', await benutzerId(t, 'evu')).execute();
    expect(gelungen.map((a) => JSON.parse(a.nachher!))).toEqual([{ wiederherstellungscode: true }]);
    // The spent code stays spent, with the new password too.
    const nochmal = await client.anmelden('evu', neu.password, { secondFactor: { recoveryCode: code! } });
    expect(JSON.parse(nochmal.json().error_description).message).toBe('Dieser Wiederherstellungscode wurde bereits verwendet. Bitte nehmen Sie einen anderen.');
  });

  it('richtet einen Faktor nur mit dem aktuellen Passwort ein, und eine zweite Einrichtung ersetzt die Codes des ersten nicht', async ({ t, client }) => {
    // evu2's factors went with the administrator's reset above: it starts without one.
    const { access_token } = await client.angemeldet('evu2');
    const fehlversuche = async () => (await t.app.db.selectFrom('benutzer').select('failed_logins').where('login', '=', 'evu2').executeTakeFirstOrThrow()).failed_logins;
    const faktoren = async () => (await client.get(FAKTOREN, access_token)).json();
    const einrichtung = async () => (await client.get(`${FAKTOREN}/new?type=1`, access_token)).json();
    const bestaetige = async ({ recoveryCodes: _codes, ...neu }: Record<string, unknown>, headers: Record<string, string> = {}) =>
      client.send('POST', FAKTOREN, { ...neu, label: 'Diensthandy', code: await totp(t, neu.secret as string) }, access_token, headers);
    // Two set-ups of a first factor side by side (two tabs): each brings its own codes.
    const [erste, zweite] = [await einrichtung(), await einrichtung()];
    expect([erste.recoveryCodes, zweite.recoveryCodes].map((c) => c?.length)).toEqual([10, 10]);
    const vorher = await fehlversuche();

    const ohne = await bestaetige(erste);
    expect(ohne.statusCode).toBe(403);
    expect(ohne.json()).toEqual({ message: PASSWORT_FEHLT });
    const falsch = await bestaetige(erste, await client.passwortKoepfe('Falsch#2026'));
    expect(falsch.statusCode).toBe(403);
    expect(falsch.json()).toEqual({ message: PASSWORT_FALSCH });
    // A wrong password counts like a failed sign-in, and the route counts in the sign-in routes' rate limit.
    expect(await fehlversuche()).toBe(vorher + 1);
    const zaehler = await t.app.db.selectFrom('ratenlimit').select('anzahl').where('schluessel', '=', `POST ${FAKTOREN} 127.0.0.1`).executeTakeFirst();
    expect(zaehler?.anzahl).toBeGreaterThanOrEqual(2);
    expect(await faktoren()).toEqual([]);
    expect(await gespeicherteCodes(t, 'evu2')).toEqual([]);

    // Both confirmed at once with the right password (the refused one did not use up the first set-up): one becomes
    // the first factor with its codes; the other's codes would silently replace them, so it is refused and changes
    // nothing. On PostgreSQL the two really overlap; the account row's lock puts them one after the other.
    const antworten = await Promise.all([erste, zweite].map(async (e) => bestaetige(e, await client.passwortKoepfe(PASSWORT))));
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(antworten.find((a) => a.statusCode === 409)!.json()).toEqual({ message: ANDERER_ERSTER_FAKTOR });
    // Only the wrong password stays counted.
    expect(await fehlversuche()).toBe(vorher + 1);
    const gewinner = antworten.findIndex((a) => a.statusCode === 200);
    expect(await faktoren()).toEqual([{ id: antworten[gewinner]!.json(), type: 1, label: 'Diensthandy' }]);
    const ersteCodes = [erste, zweite][gewinner]!.recoveryCodes.map((c: string) => codeHash(c)).sort();
    expect((await gespeicherteCodes(t, 'evu2')).map((c) => c.code_hash)).toEqual(ersteCodes);

    // Confirmed afterwards, the refused one is refused again.
    const spaeter = await bestaetige([erste, zweite][1 - gewinner]!, await client.passwortKoepfe(PASSWORT));
    expect(spaeter.statusCode).toBe(409);
    expect((await gespeicherteCodes(t, 'evu2')).map((c) => c.code_hash)).toEqual(ersteCodes);

    // Begun anew, it is a further factor: it brings no codes and keeps the first one's.
    const neu = await einrichtung();
    expect(neu.recoveryCodes).toBeUndefined();
    expect((await bestaetige(neu, await client.passwortKoepfe(PASSWORT))).statusCode).toBe(200);
    expect(await faktoren()).toHaveLength(2);
    expect((await gespeicherteCodes(t, 'evu2')).map((c) => c.code_hash)).toEqual(ersteCodes);
  });

  // SQLite runs one transaction at a time; on PostgreSQL two confirmations can overlap, which this test forces.
  if (name === 'PostgreSQL') it('lässt von zwei ganz gleichzeitig bestätigten ersten Faktoren nur einen gelten (Zeilensperre des Kontos)', async ({ t, client }) => {
    const id = await benutzerId(t, 'evu2');
    await t.app.db.deleteFrom('second_factor').where('benutzer_id', '=', id).execute();
    await t.app.db.deleteFrom('wiederherstellungscode').where('benutzer_id', '=', id).execute();
    const { access_token } = await client.angemeldet('evu2');
    const einrichtungen = [(await client.get(`${FAKTOREN}/new?type=1`, access_token)).json(), (await client.get(`${FAKTOREN}/new?type=1`, access_token)).json()];
    const koepfe = [await client.passwortKoepfe(PASSWORT), await client.passwortKoepfe(PASSWORT)];
    const wartende = async () =>
      Number((await sql<{ n: number }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.app.db)).rows[0]!.n);

    // The set-ups' tokens are held locked, so each confirmation gets as far as it can before using its token up:
    // without the account row's lock both would have found no factor by then.
    let laufend: Promise<{ statusCode: number }[]> | undefined;
    await t.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('member_token').select('token_hash').where('token_hash', 'in', einrichtungen.map((e) => sha256(e.requestToken))).forUpdate().execute();
      laufend = Promise.all(
        einrichtungen.map(async ({ recoveryCodes: _codes, ...e }, i) =>
          client.send('POST', FAKTOREN, { ...e, label: 'Diensthandy', code: await totp(t, e.secret) }, access_token, koepfe[i]),
        ),
      );
      await vi.waitFor(async () => expect(await wartende()).toBe(2), { timeout: 10_000, interval: 20 });
    });
    const antworten = await laufend!;
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const gewinner = einrichtungen[antworten.findIndex((a) => a.statusCode === 200)]!;
    expect((await gespeicherteCodes(t, 'evu2')).map((c) => c.code_hash)).toEqual(gewinner.recoveryCodes.map((c: string) => codeHash(c)).sort());
  });

  it('nimmt den Code der App erst mit der gelungenen Anmeldung als verbraucht, sodass er die verlangte Passwortänderung mitmachen kann', async ({ t, client }) => {
    // kunde2 keeps its factor from the recovery-code test above.
    const faktor = await t.app.db.selectFrom('second_factor').select(['id', 'secret']).where('benutzer_id', '=', await benutzerId(t, 'kunde2')).executeTakeFirstOrThrow();
    await t.app.db.updateTable('benutzer').set({ password_change_required: 1 }).where('login', '=', 'kunde2').execute();
    t.uhr.advance(30_000);
    const secondFactor = { id: faktor.id, code: await totp(t, faktor.secret) };

    const verlangt = await client.anmelden('kunde2', PASSWORT, { secondFactor });
    expect(verlangt.json()).toEqual({ error: 'password_change_required', error_description: 'Bitte vergeben Sie ein neues Passwort.' });
    // The login page sends the same code again with the new password: of two such at once, one gets in.
    const neu = { password: 'Sommerwind#2027', passwordConfirmation: 'Sommerwind#2027' };
    const antworten = await Promise.all([0, 1].map(() => client.anmelden('kunde2', PASSWORT, { secondFactor, passwordChange: neu })));
    expect(antworten.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const verwendet = 'Dieser Code wurde bereits verwendet. Bitte geben Sie den nächsten Code Ihrer App ein.';
    expect(JSON.parse(antworten.find((a) => a.statusCode === 400)!.json().error_description)).toEqual({ message: verwendet, errors: { 'secondFactor.code': [verwendet] } });
    const nochmal = await client.anmelden('kunde2', neu.password, { secondFactor });
    expect(JSON.parse(nochmal.json().error_description)).toEqual({ message: verwendet, errors: { 'secondFactor.code': [verwendet] } });
  });
});
