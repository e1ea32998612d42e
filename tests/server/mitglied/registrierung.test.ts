import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { TestClient, verschluessele, type TestApp } from '../hilfen/testApp';

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Registrierung auf $name', ({ it }) => {
  const registriere = async (t: TestApp, client: TestClient, art: 'kunde' | 'evu', daten: Record<string, unknown>, passwort = 'Frühling#2027', bestaetigung = passwort) => {
    const key = await client.schluessel();
    return t.app.inject({
      method: 'POST',
      url: `/api/registrierung/${art}`,
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, 'on-encryption-key': key.key },
      payload: JSON.stringify({ ...daten, password: verschluessele(key, passwort), passwordConfirmation: verschluessele(key, bestaetigung) }),
    });
  };
  const kunde = {
    login: 'baeckerei.huber',
    email: 'info@baeckerei-huber.example',
    typ: 'Unternehmen',
    firma: 'Bäckerei Huber KG',
    anrede: 'Frau',
    vorname: 'Maria',
    nachname: 'Huber',
    strasse: 'Marktplatz 3',
    plz: '93047',
    ort: 'Regensburg',
    telefon: '0941 12345',
  };

  it('legt einen Kunden inaktiv an, mailt den Aktivierungslink und lässt ihn danach herein', async ({ t, client, smtp }) => {
    expect((await registriere(t, client, 'kunde', kunde)).statusCode).toBe(204);
    expect((await client.anmelden('baeckerei.huber', 'Frühling#2027')).json().error).toBe('invalid_grant');
    await t.app.outbox.zustellen();
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toBe('Bitte aktivieren Sie Ihr Konto');
    // Registered by herself: the mail says so, not that someone created the account for her.
    expect(mail.text).toMatch(/^Guten Tag Frau Huber,\n\nSie haben sich im Energieausschreibungsportal mit dem Anmeldenamen „baeckerei\.huber“ registriert\. Bitte aktivieren Sie Ihr Konto über diesen Link \(48 Stunden gültig\):/);
    const token = /https:\/\/portal\.example\/activate-user\?token=(\S+)/.exec(mail.text ?? '')![1]!;
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${token}`)).statusCode).toBe(204);
    const anmeldung = await client.anmelden('baeckerei.huber', 'Frühling#2027');
    expect(anmeldung.json()).toMatchObject({ roles: 'Kunde', vorname: 'Maria' });
    const profil = await t.app.db.selectFrom('kunde').selectAll().where('firma', '=', 'Bäckerei Huber KG').executeTakeFirstOrThrow();
    expect(profil).toMatchObject({ typ: 'Unternehmen', plz: '93047', ort: 'Regensburg', geburtsdatum: null });
  });

  it('mailt einen Namen mit Web-Adresse oder HTML nur als Text, verlinkt ist allein der Aktivierungslink', async ({ t, client, smtp }) => {
    const nachname = 'https://evil.example/login <a href="https://evil.example/x">hier</a>';
    const opfer = { ...kunde, login: 'phishing.versuch', email: 'opfer@beispiel.example', firma: 'https://evil.example/firma', nachname };
    expect((await registriere(t, client, 'kunde', opfer)).statusCode).toBe(204);
    await t.app.outbox.zustellen();
    const mail = smtp.mails.findLast((m) => m.to && !Array.isArray(m.to) && m.to.text === 'opfer@beispiel.example')!;
    const aktivierung = /https:\/\/portal\.example\/activate-user\?token=\S+/.exec(mail.text ?? '')![0];
    expect(mail.text).toContain(`Guten Tag Frau ${nachname},`);

    // User text is escaped, so every `<a` left in the HTML part is a link the portal made.
    expect(mail.html && mail.html.match(/<a\b[^>]*>/gi)).toEqual([`<a href="${aktivierung}">`]);
    expect(mail.html).toContain('Guten Tag Frau https://evil.example/login &lt;a href=&quot;https://evil.example/x&quot;&gt;hier&lt;/a&gt;,');
  });

  it('legt ein EVU mit Sparten an', async ({ t, client }) => {
    const evu = { login: 'ostsee.energie', email: 'vertrieb@ostsee-energie.example', firma: 'Ostsee Energie GmbH', sparten: 3, bdewCodenummer: '9900000000045', ansprechpartner: 'Jan Meer', vorname: 'Jan', nachname: 'Meer', strasse: 'Strandweg 1', plz: '18055', ort: 'Rostock' };
    expect((await registriere(t, client, 'evu', evu)).statusCode).toBe(204);
    const neu = await t.app.db.selectFrom('evu').select(['id', 'sparten', 'bdew_codenummer']).where('firma', '=', 'Ostsee Energie GmbH').executeTakeFirstOrThrow();
    expect(neu).toMatchObject({ sparten: 3, bdew_codenummer: '9900000000045' });
    // Not invited before an administrator admitted it (issue 45): registriert for both Sparten, since now.
    expect(await t.app.db.selectFrom('evu_zulassung').select(['sparte', 'status', 'seit']).where('evu_id', '=', neu.id).orderBy('sparte').execute()).toEqual([
      { sparte: 1, status: 'registriert', seit: t.uhr.now() },
      { sparte: 2, status: 'registriert', seit: t.uhr.now() },
    ]);
    expect((await t.app.db.selectFrom('evu_zulassung_verlauf').select(['status', 'von']).where('evu_id', '=', neu.id).execute()).map((v) => [v.status, v.von])).toEqual([
      ['registriert', null],
      ['registriert', null],
    ]);
  });

  it('weist eine BDEW-Codenummer mit falscher Prüfziffer zurück und legt nichts an', async ({ t, client }) => {
    const evu = { login: 'falsche.pruefziffer', email: 'vertrieb@pruefziffer.example', firma: 'Prüfziffer Energie GmbH', sparten: 1, bdewCodenummer: '9900000000046', ansprechpartner: 'Jan Meer', vorname: 'Jan', nachname: 'Meer', strasse: 'Strandweg 1', plz: '18055', ort: 'Rostock' };
    const antwort = await registriere(t, client, 'evu', evu);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json().errors).toEqual({ bdewCodenummer: ['Die Prüfziffer der BDEW-Codenummer ist falsch. Bitte prüfen Sie die 13 Ziffern.'] });
    expect(await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Prüfziffer Energie GmbH').executeTakeFirst()).toBeUndefined();
  });

  it('nennt alle Feldfehler auf einmal und legt nichts an', async ({ t, client }) => {
    const vorher = (await t.app.db.selectFrom('benutzer').select('id').execute()).length;
    const antwort = await registriere(t, client, 'kunde', { ...kunde, login: 'KUNDE', email: 'rathaus@beispielstadt.example', typ: 'Kommune', firma: '' }, 'kurz', 'anders');
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json().errors).toEqual({
      firma: ['Eine Eingabe wird erwartet'],
      password: ['Das Passwort muss mindestens 10 Zeichen lang sein.'],
      passwordConfirmation: ['Die Passwörter stimmen nicht überein.'],
      login: ['Dieser Anmeldename ist bereits vergeben.'],
    });
    const schema = await registriere(t, client, 'kunde', { ...kunde, login: 'a b', plz: '123', email: 'keine', typ: 'Verein' });
    expect(Object.keys(schema.json().errors).sort()).toEqual(['email', 'login', 'plz', 'typ']);
    expect(schema.json().errors.plz).toEqual(['Die Eingabe hat nicht das erwartete Format.']);
    expect((await t.app.db.selectFrom('benutzer').select('id').execute()).length).toBe(vorher);
  });

  it('lässt keine Registrierung mit der E-Mail-Adresse eines anderen Kontos zu, wie das Anlegen durch Administratoren', async ({ t, client }) => {
    const vorher = (await t.app.db.selectFrom('benutzer').select('id').execute()).length;
    for (const email of ['Energie@Beispielhausen.example', 'einkauf@musterstadt-metallbau.example']) {
      const antwort = await registriere(t, client, 'kunde', { ...kunde, login: 'zweites.konto', email });
      expect(antwort.statusCode, antwort.body).toBe(400);
      expect(antwort.json().errors).toEqual({ email: ['Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.'] });
    }
    expect((await t.app.db.selectFrom('benutzer').select('id').execute()).length).toBe(vorher);
  });

  it('verlangt von Privatpersonen ein gültiges Geburtsdatum und Volljährigkeit', async ({ t, client }) => {
    const privat = { ...kunde, login: 'max.privat', email: 'max@privat.example', typ: 'Privatperson', firma: null };
    expect((await registriere(t, client, 'kunde', privat)).json().errors).toEqual({ geburtsdatum: ['Eine Eingabe wird erwartet'] });
    expect((await registriere(t, client, 'kunde', { ...privat, geburtsdatum: '2015-05-05' })).json().errors).toEqual({ geburtsdatum: ['Sie müssen mindestens 18 Jahre alt sein.'] });
    expect((await registriere(t, client, 'kunde', { ...privat, geburtsdatum: '1980-02-30' })).json().errors.geburtsdatum).toBeDefined();
    expect((await registriere(t, client, 'kunde', { ...privat, geburtsdatum: '1980-02-29' })).statusCode).toBe(204);
  });
});
