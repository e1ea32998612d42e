import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { A, aktivierungAus, aktiviereUndMeldeAn, mailAn, E, eingabeAus, FALSCHE_ANMELDUNG, K, lege, neuerAdministrator, neuerKunde, neuesEvu } from '../hilfen/personen';
import { TestClient, type TestApp } from '../hilfen/testApp';

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Personen im Backoffice anlegen und ändern auf $name', ({ it }) => {
  const historie = async (client: TestClient, admin: string, url: string) => (await client.get(`${url}/historie`, admin)).json() as { zeit: string; wer: string; aktion: string; details: string | null }[];
  const anzahlKonten = async (t: TestApp) => (await t.app.db.selectFrom('benutzer').select('id').execute()).length;
  const anzahlMails = async (t: TestApp) => (await t.app.db.selectFrom('mail_outbox').select('id').execute()).length;

  it('legt ein EVU inaktiv an, mailt Aktivierungslink und vorläufiges Passwort und verlangt bei der ersten Anmeldung ein eigenes', async ({ t, client, smtp, admin }) => {
    const eingabe = neuesEvu();
    const evu = await lege(client, E, eingabe, admin);
    expect(evu).toMatchObject({
      ...eingabe,
      zustand: 0,
      aktiv: false,
      gesperrt: false,
      passwortAenderungErforderlich: true,
      anzahlEinladungen: 0,
      anzahlAngebote: 0,
      anzahlSitzungen: 0,
      letzteAnmeldung: null,
      version: 1,
    });
    expect(await client.get(`${E}/${evu.id}`, admin).then((a) => a.json())).toEqual(evu);

    const mail = await mailAn(t, smtp.mails, eingabe.email);
    expect(mail.subject).toBe('Bitte aktivieren Sie Ihr Konto');
    expect(mail.text).toContain(`Guten Tag Jan Meer,`);
    expect(mail.text).toMatch(/https:\/\/portal\.example\/activate-user\?token=/);
    const { token, passwort } = aktivierungAus(mail);
    expect(passwort).toMatch(/^[A-Za-z2-9]{16}$/);

    // Not yet activated: the one answer for every failed sign-in.
    expect((await client.anmelden(eingabe.login, passwort!)).body).toBe(FALSCHE_ANMELDUNG);
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(token)}`)).statusCode).toBe(204);
    expect((await client.anmelden(eingabe.login, passwort!)).json().error).toBe('password_change_required');
    const angemeldet = await client.anmelden(eingabe.login, passwort!, { passwordChange: { password: 'Ostseewind#2027', passwordConfirmation: 'Ostseewind#2027' } });
    expect(angemeldet.json()).toMatchObject({ roles: 'EVU', login: eingabe.login, vorname: 'Jan' });
    expect((await client.get('/api/evu/benutzerdaten', angemeldet.json().access_token)).json()).toMatchObject({ firma: 'Ostsee Energie GmbH', sparten: 3 });
    expect((await client.anmelden(eingabe.login, passwort!)).body).toBe(FALSCHE_ANMELDUNG);

    const aktiv = (await client.get(`${E}/${evu.id}`, admin)).json();
    expect(aktiv).toMatchObject({ zustand: 1, aktiv: true, passwortAenderungErforderlich: false, anzahlSitzungen: 1 });
    const schritte = await historie(client, admin, `${E}/${evu.id}`);
    expect(schritte.map((s) => [s.aktion, s.details])).toEqual([
      ['Anmeldung fehlgeschlagen', 'Falsches Passwort oder falscher Code'],
      ['Angemeldet und Passwort geändert', null],
      ['Konto aktiviert', null],
      ['Anmeldung fehlgeschlagen', 'Konto nicht aktiviert'],
      ['Konto angelegt', null],
    ]);
    expect(schritte[4]!.wer).toBe('Anna Verwalter (Administrator)');
    expect(schritte[1]!.wer).toBe('Jan Meer (EVU)');
  });

  it('legt Kunden nach den Regeln der Registrierung an: Firma nur ohne, Geburtsdatum nur mit Privatperson', async ({ t, client, admin }) => {
    const firma = await lege(client, K, neuerKunde({ geburtsdatum: '1970-01-01' }), admin);
    expect(firma).toMatchObject({ typ: 'Unternehmen', firma: 'Bäckerei Huber KG', geburtsdatum: null, anzahlAusschreibungen: 0 });
    const privat = await lege(client, K, neuerKunde({ typ: 'Privatperson', firma: 'Wird nicht gespeichert', geburtsdatum: '1980-02-29', anrede: null, telefon: '  ' }), admin);
    expect(privat).toMatchObject({ typ: 'Privatperson', firma: null, geburtsdatum: '1980-02-29', anrede: null, telefon: null });
    const zeile = (await client.get(`${K}?request.filter.suche=${privat.login}`, admin)).json().items[0];
    expect(zeile).toMatchObject({ id: privat.id, name: 'Maria Huber', typ: 'Privatperson', zustand: 0 });
    const profil = await t.app.db.selectFrom('kunde').selectAll().where('id', '=', privat.id).executeTakeFirstOrThrow();
    expect(profil).toMatchObject({ firma: null, email: privat.email, vorname: 'Maria' });
  });

  it('legt einen Administrator an, der nach der Aktivierung ins Backoffice kommt', async ({ t, client, smtp, admin }) => {
    const eingabe = neuerAdministrator();
    const neu = await lege(client, A, eingabe, admin);
    expect(neu).toMatchObject({ ...eingabe, zustand: 0, passwortAenderungErforderlich: true });
    const token = await aktiviereUndMeldeAn(t, client, smtp.mails, eingabe.email, eingabe.login, 'Backoffice#2027');
    expect((await client.get(A, token)).json().total).toBe(2);
  });

  it('nennt vergebene Anmeldenamen und E-Mail-Adressen als Feldfehler und legt dann nichts an', async ({ t, client, admin }) => {
    const konten = await anzahlKonten(t);
    const mails = await anzahlMails(t);
    for (const [pfad, eingabe] of [
      [E, neuesEvu({ login: 'EVU', email: 'Vertrieb@Rheingas.example' })],
      [K, neuerKunde({ login: 'Kunde2', email: 'admin@energieausschreibung.example' })],
      [A, neuerAdministrator({ login: 'evu3', email: 'einkauf@musterstadt-metallbau.example' })],
    ] as const) {
      const antwort = await client.send('POST', pfad, eingabe, admin);
      expect(antwort.statusCode).toBe(400);
      expect(antwort.json()).toEqual({
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { login: ['Dieser Anmeldename ist bereits vergeben.'], email: ['Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.'] },
      });
    }
    expect(await anzahlKonten(t)).toBe(konten);
    expect(await anzahlMails(t)).toBe(mails);
  });

  it('prüft E-Mail, PLZ, Sparten, BDEW-Codenummer, Typ und Geburtsdatum mit deutschen Meldungen', async ({ t, client, admin }) => {
    const konten = await anzahlKonten(t);
    const fehler = async (pfad: string, eingabe: object) => {
      const antwort = await client.send('POST', pfad, eingabe, admin);
      expect(antwort.statusCode, antwort.body).toBe(400);
      return antwort.json().errors;
    };
    expect(await fehler(E, neuesEvu({ email: 'keine-adresse', plz: '1234', bdewCodenummer: '99000000000' }))).toEqual({
      email: ['Eine gültige E-Mail-Adresse wird erwartet.'],
      plz: ['Die Eingabe hat nicht das erwartete Format.'],
      bdewCodenummer: ['Die Eingabe hat nicht das erwartete Format.'],
    });
    expect(await fehler(E, neuesEvu({ sparten: 0 }))).toEqual({ sparten: ['Bitte wählen Sie mindestens eine Sparte.'] });
    expect(await fehler(E, neuesEvu({ sparten: 4 }))).toEqual({ sparten: ['Der Wert darf höchstens 3 sein.'] });
    expect(await fehler(E, neuesEvu({ firma: '   ', ansprechpartner: ' ' }))).toEqual({ firma: ['Eine Eingabe wird erwartet'], ansprechpartner: ['Eine Eingabe wird erwartet'] });
    expect(await fehler(K, neuerKunde({ typ: 'Kommune', firma: null, plz: '123456' }))).toEqual({ plz: ['Die Eingabe hat nicht das erwartete Format.'] });
    expect(await fehler(K, neuerKunde({ typ: 'Kommune', firma: ' ' }))).toEqual({ firma: ['Eine Eingabe wird erwartet'] });
    expect(await fehler(K, neuerKunde({ typ: 'Verein' }))).toEqual({ typ: ['Der Wert ist nicht erlaubt.'] });
    expect(await fehler(K, neuerKunde({ typ: 'Privatperson' }))).toEqual({ geburtsdatum: ['Eine Eingabe wird erwartet'] });
    expect(await fehler(K, neuerKunde({ typ: 'Privatperson', geburtsdatum: '1990-02-30' }))).toEqual({ geburtsdatum: ['Dieses Datum gibt es nicht.'] });
    expect(await fehler(K, neuerKunde({ typ: 'Privatperson', geburtsdatum: '2015-05-05' }))).toEqual({ geburtsdatum: ['Eine Privatperson muss mindestens 18 Jahre alt sein.'] });
    expect(await fehler(A, { ...neuerAdministrator(), nachname: undefined, passwort: 'geheim' })).toEqual({
      nachname: ['Eine Eingabe wird erwartet'],
      passwort: ['Das Feld "passwort" ist nicht vorgesehen.'],
    });
    expect(await fehler(A, neuerAdministrator({ login: 'mit leerzeichen' }))).toEqual({ login: ['Die Eingabe hat nicht das erwartete Format.'] });
    const kaputt = await client.send('POST', K, '{"login":', admin);
    expect(kaputt.statusCode).toBe(400);
    expect(kaputt.json().message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
    expect(await anzahlKonten(t)).toBe(konten);
  });

  it('ändert einen Kunden samt Konto nur vom gelesenen Stand aus und protokolliert die geänderten Felder', async ({ t, client, admin }) => {
    const kunde = await lege(client, K, neuerKunde(), admin);
    const neuerLogin = `${kunde.login}.neu`;
    // Created by the administrator, the Kunde counts as checked: its type changes only with a reason (personen/kundenpruefung.test.ts).
    const aenderung = { ...eingabeAus(kunde), login: neuerLogin, email: `${neuerLogin}@example.org`, ort: 'Passau', plz: '94032', typ: 'Kommune', firma: 'Stadt Passau', typBegruendung: 'Bei der Anlage falsch erfasst' };
    const geaendert = await client.send('PUT', `${K}/${kunde.id}`, aenderung, admin);
    expect(geaendert.statusCode, geaendert.body).toBe(200);
    expect(geaendert.json()).toMatchObject({ id: kunde.id, login: neuerLogin, email: `${neuerLogin}@example.org`, ort: 'Passau', typ: 'Kommune', firma: 'Stadt Passau', version: 2 });
    const konto = await t.app.db.selectFrom('benutzer').selectAll().where('id', '=', kunde.benutzerId).executeTakeFirstOrThrow();
    expect(konto).toMatchObject({ login: neuerLogin, login_key: neuerLogin.toLowerCase(), email: `${neuerLogin}@example.org` });

    const veraltet = await client.send('PUT', `${K}/${kunde.id}`, { ...aenderung, ort: 'Landshut' }, admin);
    expect(veraltet.statusCode).toBe(409);
    expect(veraltet.json().message).toBe('Der Eintrag wurde inzwischen geändert. Bitte laden Sie ihn neu und wiederholen Sie Ihre Änderung.');
    expect((await client.get(`${K}/${kunde.id}`, admin)).json()).toMatchObject({ ort: 'Passau', version: 2 });

    const letzte = (await historie(client, admin, `${K}/${kunde.id}`))[0]!;
    expect(letzte).toMatchObject({ aktion: 'Daten geändert', wer: 'Anna Verwalter (Administrator)' });
    expect(letzte.details).toBe('Geändert: Anmeldename, E-Mail, Typ, Firma, PLZ, Ort');
  });

  it('ändert ein EVU und einen Administrator; vergebene Daten anderer Konten sind Feldfehler, die eigenen nicht', async ({ t, client, admin }) => {
    const evu = await lege(client, E, neuesEvu(), admin);
    const eigene = { ...eingabeAus(evu), email: evu.email.toUpperCase(), sparten: 2, bdewCodenummer: '', vorname: 'Janne' };
    const geaendert = (await client.send('PUT', `${E}/${evu.id}`, eigene, admin)).json();
    expect(geaendert).toMatchObject({ sparten: 2, bdewCodenummer: null, vorname: 'Janne', version: 2 });
    const vergeben = await client.send('PUT', `${E}/${evu.id}`, { ...eingabeAus(geaendert), login: 'evu2', email: 'energie@beispielhausen.example' }, admin);
    expect(vergeben.json().errors).toEqual({ login: ['Dieser Anmeldename ist bereits vergeben.'], email: ['Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.'] });
    expect((await client.send('PUT', `${E}/${evu.id}`, { ...eingabeAus(geaendert), sparten: 0 }, admin)).json().errors).toEqual({ sparten: ['Bitte wählen Sie mindestens eine Sparte.'] });
    expect((await client.send('PUT', `${E}/${evu.id}`, { ...eingabeAus(geaendert), version: undefined }, admin)).json().errors).toEqual({ version: ['Eine Eingabe wird erwartet'] });
    expect((await client.send('PUT', `${E}/${evu.id}`, { ...eingabeAus(geaendert), rolle: 'Administrator' }, admin)).json().errors).toEqual({ rolle: ['Das Feld "rolle" ist nicht vorgesehen.'] });

    const verwalter = await lege(client, A, neuerAdministrator(), admin);
    const admin2 = (await client.send('PUT', `${A}/${verwalter.id}`, { ...eingabeAus(verwalter), nachname: 'Neu' }, admin)).json();
    expect(admin2).toMatchObject({ nachname: 'Neu', version: 2 });
    expect((await client.send('PUT', `${A}/${verwalter.id}`, { ...eingabeAus(verwalter), nachname: 'Alt' }, admin)).statusCode).toBe(409);
    const kundenKonto = await t.app.db.selectFrom('kunde').select('benutzer_id').executeTakeFirstOrThrow();
    const alsAdministrator = await client.send('PUT', `${A}/${kundenKonto.benutzer_id}`, { ...eingabeAus(verwalter), version: 1 }, admin);
    expect([alsAdministrator.statusCode, alsAdministrator.json().message]).toEqual([404, 'Der Administrator wurde nicht gefunden.']);
  });
});
