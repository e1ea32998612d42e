import { generate } from 'otplib';
import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { A, aktivierungAus, aktiviereUndMeldeAn, E, FALSCHE_ANMELDUNG, K, lege, mailAn, neuerAdministrator, neuerKunde, neuesEvu } from '../hilfen/personen';
import { TestClient, verschluessele, type TestApp } from '../hilfen/testApp';

const T = '/api/ausschreibungasadmin';

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Konten im Backoffice sperren, aktivieren, zurücksetzen und löschen auf $name', ({ it }) => {
  const profil = async (t: TestApp, tabelle: 'kunde' | 'evu', login: string) => {
    const { id: benutzerId } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', login).executeTakeFirstOrThrow();
    return (await t.app.db.selectFrom(tabelle).select('id').where('benutzer_id', '=', benutzerId).executeTakeFirstOrThrow()).id;
  };
  const post = (client: TestClient, admin: string, url: string, token = admin) => client.send('POST', url, undefined, token);
  const historie = async (client: TestClient, admin: string, url: string) => (await client.get(`${url}/historie`, admin)).json() as { wer: string; aktion: string; details: string | null }[];
  const meldung = (antwort: { statusCode: number; json(): { message: string } }) => [antwort.statusCode, antwort.json().message];

  it('sperrt ein EVU: seine Sitzungen enden, die Anmeldung scheitert wie mit falschem Passwort, nach dem Entsperren geht sie wieder', async ({ t, client, admin }) => {
    const id = await profil(t, 'evu', 'evu2');
    const sitzung = await client.angemeldet('evu2');
    expect((await client.get('/api/evu/benutzerdaten', sitzung.access_token)).statusCode).toBe(200);

    expect((await post(client, admin, `${E}/${id}/sperren`)).statusCode).toBe(204);
    expect((await client.get('/api/evu/benutzerdaten', sitzung.access_token)).statusCode).toBe(401);
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: sitzung.refresh_token })).json().error).toMatch(/^(session_expired|invalid_grant)$/);
    const gesperrt = await client.anmelden('evu2', 'Demo#2026');
    expect(gesperrt.statusCode).toBe(400);
    expect(gesperrt.body).toBe(FALSCHE_ANMELDUNG);
    expect(gesperrt.body).toBe((await client.anmelden('evu2', 'Falsch#2026')).body);
    expect((await client.get(`${E}/${id}`, admin)).json()).toMatchObject({ zustand: 2, gesperrt: true, aktiv: true, anzahlSitzungen: 0 });
    expect((await client.get(`${E}?request.filter.zustaende=2`, admin)).json().items.map((e: { login: string }) => e.login)).toEqual(['evu2']);
    expect(meldung(await post(client, admin, `${E}/${id}/sperren`))).toEqual([400, 'Das Konto ist bereits gesperrt.']);

    expect((await post(client, admin, `${E}/${id}/entsperren`)).statusCode).toBe(204);
    expect((await client.anmelden('evu2', 'Demo#2026')).statusCode).toBe(200);
    expect((await client.get(`${E}/${id}`, admin)).json()).toMatchObject({ zustand: 1, gesperrt: false });
    expect(meldung(await post(client, admin, `${E}/${id}/entsperren`))).toEqual([400, 'Das Konto ist nicht gesperrt.']);

    const schritte = await historie(client, admin, `${E}/${id}`);
    expect(schritte.slice(0, 5).map((s) => [s.aktion, s.details])).toEqual([
      ['Angemeldet', null],
      ['Konto entsperrt', null],
      ['Anmeldung fehlgeschlagen', 'Falsches Passwort oder falscher Code'],
      ['Anmeldung fehlgeschlagen', 'Konto gesperrt'],
      ['Konto gesperrt', '1 Sitzung(en) beendet'],
    ]);
    expect(schritte[4]!.wer).toBe('Anna Verwalter (Administrator)');
  });

  it('hebt mit dem Entsperren auch die vorübergehende Sperre nach Fehlversuchen auf', async ({ t, client, admin }) => {
    const id = await profil(t, 'kunde', 'kunde2');
    for (let i = 0; i < 5; i++) await client.anmelden('kunde2', 'Falsch#2026');
    expect((await client.anmelden('kunde2', 'Demo#2026')).body).toBe(FALSCHE_ANMELDUNG);
    const datensatz = (await client.get(`${K}/${id}`, admin)).json();
    expect(Date.parse(datensatz.gesperrtBis)).toBe(t.uhr.now() + 60_000);
    expect(datensatz).toMatchObject({ zustand: 1, gesperrt: false });
    expect((await post(client, admin, `${K}/${id}/entsperren`)).statusCode).toBe(204);
    expect((await client.anmelden('kunde2', 'Demo#2026')).statusCode).toBe(200);
    expect((await client.get(`${K}/${id}`, admin)).json().gesperrtBis).toBeNull();
  });

  it('sendet die Aktivierung erneut: nur der neue Link und das neue vorläufige Passwort gelten', async ({ t, client, smtp, admin }) => {
    const kunde = await lege(client, K, neuerKunde(), admin);
    const erste = aktivierungAus(await mailAn(t, smtp.mails, kunde.email));
    expect((await post(client, admin, `${K}/${kunde.id}/aktivierung`)).statusCode).toBe(204);
    const zweite = aktivierungAus(await mailAn(t, smtp.mails, kunde.email, 2));
    expect(zweite.token).not.toBe(erste.token);
    expect(zweite.passwort).not.toBe(erste.passwort);
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(erste.token)}`)).statusCode).toBe(400);
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(zweite.token)}`)).statusCode).toBe(204);
    expect((await client.anmelden(kunde.login, erste.passwort!)).body).toBe(FALSCHE_ANMELDUNG);
    expect((await client.anmelden(kunde.login, zweite.passwort!)).json().error).toBe('password_change_required');
    expect(meldung(await post(client, admin, `${K}/${kunde.id}/aktivierung`))).toEqual([400, 'Das Konto ist bereits aktiviert.']);
    expect(meldung(await post(client, admin, `${K}/${await profil(t, 'kunde', 'kunde')}/aktivierung`))).toEqual([400, 'Das Konto ist bereits aktiviert.']);
    expect((await historie(client, admin, `${K}/${kunde.id}`)).map((s) => s.aktion)).toContain('Aktivierungs-E-Mail erneut gesendet');
  });

  it('lässt einem selbst registrierten Konto beim erneuten Senden sein eigenes Passwort', async ({ t, client, smtp, admin }) => {
    const key = await client.schluessel();
    const login = 'selbst.registriert';
    const registrierung = await t.app.inject({
      method: 'POST',
      url: '/api/registrierung/evu',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, 'on-encryption-key': key.key },
      payload: JSON.stringify({ ...neuesEvu({ login, email: 'selbst@registriert.example' }), telefon: undefined, password: verschluessele(key, 'Eigenes#Passwort1'), passwordConfirmation: verschluessele(key, 'Eigenes#Passwort1') }),
    });
    expect(registrierung.statusCode).toBe(204);
    const id = await profil(t, 'evu', login);
    expect((await client.get(`${E}/${id}`, admin)).json()).toMatchObject({ zustand: 0, passwortAenderungErforderlich: false });
    // Self-registered, the EVU starts registriert for both of its Sparten (issue 45): invited only once admitted.
    expect((await client.get(`${E}/${id}/zulassung`, admin)).json().sparten.map((z: { sparte: number; status: string }) => [z.sparte, z.status])).toEqual([[1, 'registriert'], [2, 'registriert']]);
    expect((await post(client, admin, `${E}/${id}/aktivierung`)).statusCode).toBe(204);
    const mail = await mailAn(t, smtp.mails, 'selbst@registriert.example', 2);
    const { token, passwort } = aktivierungAus(mail);
    expect(passwort).toBeUndefined();
    expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(token)}`)).statusCode).toBe(204);
    expect((await client.anmelden(login, 'Eigenes#Passwort1')).statusCode).toBe(200);
  });

  it('beendet alle Sitzungen eines Kontos', async ({ t, client, admin }) => {
    const id = await profil(t, 'kunde', 'kunde');
    const eins = await client.angemeldet('kunde');
    const zwei = await client.angemeldet('kunde');
    expect((await client.get(`${K}/${id}`, admin)).json().anzahlSitzungen).toBeGreaterThanOrEqual(2);
    expect((await client.delete(`${K}/${id}/sessions`, admin)).statusCode).toBe(204);
    for (const s of [eins, zwei]) expect((await client.get('/api/kunde/benutzerdaten', s.access_token)).statusCode).toBe(401);
    expect((await client.get(`${K}/${id}`, admin)).json().anzahlSitzungen).toBe(0);
    expect((await historie(client, admin, `${K}/${id}`))[0]).toMatchObject({ aktion: 'Alle Sitzungen beendet', wer: 'Anna Verwalter (Administrator)' });
    expect((await client.anmelden('kunde', 'Demo#2026')).statusCode).toBe(200);
  });

  it('entfernt die zweiten Faktoren eines Kontos, danach genügt das Passwort', async ({ t, client, admin }) => {
    const id = await profil(t, 'evu', 'evu3');
    const { access_token } = await client.angemeldet('evu3');
    const neu = (await client.get('/framework/api/member/second-factors/new?type=1', access_token)).json();
    const code = await generate({ secret: neu.secret, epoch: Math.floor(t.uhr.now() / 1000) });
    expect((await client.send('POST', '/framework/api/member/second-factors', { ...neu, label: 'Diensthandy', code }, access_token, await client.passwortKoepfe('Demo#2026'))).statusCode).toBe(200);
    expect((await client.anmelden('evu3', 'Demo#2026')).json().error).toBe('second_factor_required');
    expect((await client.get(`${E}/${id}`, admin)).json().anzahlZweiteFaktoren).toBe(1);
    // The list row knows it too, so the row's menu offers resetting only where there is something to reset.
    const zeile = async () => (await client.get(`${E}?request.filter.suche=evu3`, admin)).json().items[0];
    expect(await zeile()).toMatchObject({ login: 'evu3', anzahlZweiteFaktoren: 1 });

    expect((await client.delete(`${E}/${id}/second-factors`, admin)).statusCode).toBe(204);
    expect((await client.anmelden('evu3', 'Demo#2026')).statusCode).toBe(200);
    expect((await client.get(`${E}/${id}`, admin)).json().anzahlZweiteFaktoren).toBe(0);
    expect(await zeile()).toMatchObject({ login: 'evu3', anzahlZweiteFaktoren: 0 });
    const schritte = await historie(client, admin, `${E}/${id}`);
    expect(schritte.map((s) => s.aktion)).toEqual(expect.arrayContaining(['Zweite Faktoren entfernt', 'Zweiten Faktor eingerichtet']));
    expect(schritte.find((s) => s.aktion === 'Zweite Faktoren entfernt')!.details).toBe('1 zweite(r) Faktor(en)');
  });

  it('lässt einen Administrator sich selbst weder sperren noch löschen', async ({ t, client, admin }) => {
    const { id } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    expect(meldung(await post(client, admin, `${A}/${id}/sperren`))).toEqual([400, 'Sie können Ihr eigenes Konto nicht sperren.']);
    expect(meldung(await client.delete(`${A}/${id}`, admin))).toEqual([400, 'Sie können Ihr eigenes Konto nicht löschen.']);
    expect((await client.get(`${A}/${id}`, admin)).json()).toMatchObject({ zustand: 1 });
  });

  it('lässt immer einen aktiven Administrator übrig, auch wenn zwei sich gleichzeitig gegenseitig sperren', async ({ t, client, smtp, admin }) => {
    const zweiter = await lege(client, A, neuerAdministrator(), admin);
    const zweiterToken = await aktiviereUndMeldeAn(t, client, smtp.mails, zweiter.email, zweiter.login, 'Zweiter#Admin1');
    const { id: erster } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();

    const antworten = await Promise.all([post(client, admin, `${A}/${zweiter.id}/sperren`, admin), post(client, admin, `${A}/${erster}/sperren`, zweiterToken)]);
    const status = antworten.map((a) => a.statusCode).sort();
    expect(status[0]).toBe(204);
    // The other one either found its target to be the last active administrator or had lost its own session.
    expect([400, 401]).toContain(status[1]);
    const verlierer = antworten.find((a) => a.statusCode !== 204)!;
    if (verlierer.statusCode === 400) expect(verlierer.json().message).toBe('Der letzte aktive Administrator kann nicht gesperrt werden.');
    const aktive = await t.app.db.selectFrom('benutzer').select('login').where('roles', '=', 'Administrator').where('active', '=', 1).where('gesperrt', '=', 0).execute();
    expect(aktive).toHaveLength(1);

    // Whoever is left unlocks the other, as the back office would.
    const bleibt = aktive[0]!.login === 'admin' ? admin : (await client.anmelden(zweiter.login, 'Zweiter#Admin1')).json().access_token;
    const gesperrt = aktive[0]!.login === 'admin' ? zweiter.id : erster;
    expect((await post(client, admin, `${A}/${gesperrt}/entsperren`, bleibt)).statusCode).toBe(204);
  });

  it('verweigert das Löschen, solange Ausschreibungen, Angebote oder Einladungen zu freigegebenen Ausschreibungen daran hängen', async ({ t, client, admin }) => {
    const kunde = await profil(t, 'kunde', 'kunde');
    const kundeAntwort = await client.delete(`${K}/${kunde}`, admin);
    expect(kundeAntwort.statusCode).toBe(400);
    expect(kundeAntwort.json().message).toMatch(/^Der Eintrag kann nicht gelöscht werden\. Der Kunde hat \d+ Ausschreibungen, die erhalten bleiben müssen\. Sie können das Konto stattdessen sperren\.$/);

    const evu = await profil(t, 'evu', 'evu');
    expect((await client.delete(`${E}/${evu}`, admin)).json().message).toMatch(/Das EVU hat \d+ Angebote abgegeben, die erhalten bleiben müssen\./);

    const neu = await lege(client, E, neuesEvu(), admin);
    const aktiv = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const bisher = (await client.get(`${T}/evu/${aktiv.id}`, admin)).json();
    expect((await client.send('POST', `${T}/evu/${aktiv.id}`, { evuIds: [...bisher, neu.id] }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${neu.id}`, admin)).json().anzahlEinladungen).toBe(1);
    expect(meldung(await client.delete(`${E}/${neu.id}`, admin))).toEqual([
      400,
      'Der Eintrag kann nicht gelöscht werden. Das EVU ist zu 1 freigegebenen Ausschreibung eingeladen. Sie können das Konto stattdessen sperren.',
    ]);
    expect((await client.get(`${E}/${neu.id}`, admin)).statusCode).toBe(200);
    expect((await client.get(`${K}/${kunde}`, admin)).statusCode).toBe(200);
  });

  it('löscht ein EVU mit Einladungen nur zu Ausschreibungen in Prüfung; die Ausschreibung vermerkt es', async ({ t, client, smtp, admin }) => {
    const neu = await lege(client, E, neuesEvu(), admin);
    const token = await aktiviereUndMeldeAn(t, client, smtp.mails, neu.email, neu.login, 'Ostseewind#2027');
    const inPruefung = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).where('sparte', '=', 1).executeTakeFirstOrThrow();
    expect((await client.send('POST', `${T}/evu/${inPruefung.id}`, { evuIds: [neu.id] }, admin)).statusCode).toBe(204);

    expect((await client.delete(`${E}/${neu.id}`, admin)).statusCode).toBe(204);
    expect(meldung(await client.get(`${E}/${neu.id}`, admin))).toEqual([404, 'Das EVU wurde nicht gefunden.']);
    expect((await client.get(`${E}/${neu.id}/historie`, admin)).statusCode).toBe(404);
    expect((await client.delete(`${E}/${neu.id}`, admin)).statusCode).toBe(404);
    expect((await client.get(`${T}/evu/${inPruefung.id}`, admin)).json()).toEqual([]);
    expect((await client.get(`${T}/${inPruefung.id}/historie`, admin)).json()[0]).toMatchObject({ aktion: 'EVU-Einladungen geändert', details: 'Eingeladene EVUs: 1 → 0' });
    expect((await client.get('/api/evu/benutzerdaten', token)).statusCode).toBe(401);
    expect((await client.anmelden(neu.login, 'Ostseewind#2027')).body).toBe(FALSCHE_ANMELDUNG);
    const geloescht = await t.app.db.selectFrom('audit_event').selectAll().where('aktion', '=', 'konto_geloescht').where('entitaet_id', '=', neu.benutzerId).executeTakeFirstOrThrow();
    expect(JSON.parse(geloescht.vorher!)).toMatchObject({ art: 'evu', id: neu.id, login: neu.login });
  });

  it('löscht Kunden ohne Ausschreibungen und Administratoren; was ein gelöschter Administrator tat, bleibt in der Historie', async ({ t, client, smtp, admin }) => {
    const kunde = await lege(client, K, neuerKunde(), admin);
    expect((await client.delete(`${K}/${kunde.id}`, admin)).statusCode).toBe(204);
    expect((await client.get(`${K}/${kunde.id}`, admin)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('benutzer').select('id').where('id', '=', kunde.benutzerId).executeTakeFirst()).toBeUndefined();

    const verwalter = await lege(client, A, neuerAdministrator(), admin);
    const verwalterToken = await aktiviereUndMeldeAn(t, client, smtp.mails, verwalter.email, verwalter.login, 'Verwalter#2027');
    const ausschreibung = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).where('sparte', '=', 2).executeTakeFirstOrThrow();
    const gas = (await client.get(`${T}/evuoptions/${ausschreibung.id}`, admin)).json()[0].value;
    expect((await client.send('POST', `${T}/evu/${ausschreibung.id}`, { evuIds: [gas] }, verwalterToken)).statusCode).toBe(204);

    const dokument = await t.app.db
      .insertInto('dokument')
      .values({ ausschreibung_id: ausschreibung.id, name: 'Lastgang.csv', content_type: 'text/csv', size: 3, data: Buffer.from('a;b'), uploaded_by: verwalter.id, uploaded_at: t.uhr.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(meldung(await client.delete(`${A}/${verwalter.id}`, admin))).toEqual([
      400,
      'Der Eintrag kann nicht gelöscht werden. Das Konto hat 1 Dokument hochgeladen, das erhalten bleiben muss. Sie können das Konto stattdessen sperren.',
    ]);
    await t.app.db.deleteFrom('dokument').where('id', '=', dokument.id).execute();

    expect((await client.delete(`${A}/${verwalter.id}`, admin)).statusCode).toBe(204);
    expect((await client.get(`${A}/${verwalter.id}`, admin)).statusCode).toBe(404);
    expect((await client.get(`${T}/evu/${ausschreibung.id}`, admin)).json()).toEqual([gas]);
    expect((await client.get(`${T}/${ausschreibung.id}/historie`, admin)).json()[0]).toMatchObject({ aktion: 'EVU-Einladungen geändert', wer: 'Gelöschtes Konto' });
    expect((await client.get(A, admin)).json().items.map((a: { login: string }) => a.login)).not.toContain(verwalter.login);
  });
});
