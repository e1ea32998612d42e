import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { neuerKunde, registrierterKunde } from '../hilfen/personen';
import type { SmtpPeer } from '../hilfen/smtpPeer';
import { TestClient, type TestApp } from '../hilfen/testApp';

const KUNDE = '/api/kunde/benutzerdaten';
const EVU = '/api/evu/benutzerdaten';
const UNGUELTIG = 'Diese Aktion kann nicht mehr ausgeführt werden.';

describe.each(portalTests({ env: { PUBLIC_URL: 'https://portal.example' }, mails: true }))('Benutzerdaten auf $name', ({ it }) => {
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  /** The current data as a PUT body: the answer without what only the server says. */
  const eingabe = async (client: TestClient, url: string, token: string) => {
    const { emailAusstehend: _, ...daten } = (await client.get(url, token)).json();
    return daten as Record<string, unknown>;
  };
  /** Mails are sent after the commit; waiting for the outbox makes them arrive before the assertion. */
  const letzteMailAn = async (t: TestApp, smtp: SmtpPeer, adresse: string) => {
    await t.app.outbox.zustellen();
    return smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === adresse).at(-1);
  };
  const linkToken = (text: string | undefined) => /https:\/\/portal\.example\/confirm-email\?token=(\S+)/.exec(text ?? '')?.[1];

  it('zeigt dem Kunden seine eigenen Daten', async ({ client }) => {
    const antwort = await client.get(KUNDE, await anmelden(client, 'kunde'));
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toEqual({
      typ: 'Unternehmen',
      firma: 'Musterstadt Metallbau GmbH',
      anrede: 'Herr',
      vorname: 'Klaus',
      nachname: 'Kundmann',
      geburtsdatum: null,
      strasse: 'Industriestraße 12',
      plz: '44137',
      ort: 'Dortmund',
      telefon: '0231 123456-0',
      email: 'einkauf@musterstadt-metallbau.example',
      version: 1,
      emailAusstehend: null,
      // The demo Kunde's tenders are released: its type is fixed (vergabe/stillhaltefristFestgelegt.test.ts).
      typFestgelegt: true,
    });
  });

  it('ändert die Daten, übernimmt den Namen ins Konto und protokolliert vorher/nachher', async ({ t, client }) => {
    const token = await anmelden(client, 'kunde');
    const daten = await eingabe(client, KUNDE, token);
    const antwort = await client.send('PUT', KUNDE, { ...daten, vorname: ' Karl ', telefon: '', ort: 'Bochum', plz: '44787' }, token);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toMatchObject({ vorname: 'Karl', telefon: null, ort: 'Bochum', plz: '44787', version: 2, emailAusstehend: null });
    expect((await client.get(KUNDE, token)).json()).toMatchObject({ vorname: 'Karl', ort: 'Bochum', version: 2 });
    expect((await client.angemeldet('kunde')).vorname).toBe('Karl');
    const audit = await t.app.db.selectFrom('audit_event').select(['vorher', 'nachher']).where('aktion', '=', 'benutzerdaten_geaendert').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.vorher!)).toEqual({ vorname: 'Klaus', plz: '44137', ort: 'Dortmund', telefon: '0231 123456-0' });
    expect(JSON.parse(audit.nachher!)).toEqual({ vorname: 'Karl', plz: '44787', ort: 'Bochum', telefon: null });
  });

  it('lehnt eine veraltete Version mit 409 ab und ändert nichts', async ({ client }) => {
    const token = await anmelden(client, 'kunde');
    const daten = await eingabe(client, KUNDE, token);
    expect((await client.send('PUT', KUNDE, { ...daten, ort: 'Essen' }, token)).statusCode).toBe(200);
    const veraltet = await client.send('PUT', KUNDE, { ...daten, ort: 'Hagen' }, token);
    expect(veraltet.statusCode).toBe(409);
    expect(veraltet.json().message).toBe('Ihre Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu und wiederholen Sie Ihre Änderung.');
    expect((await client.get(KUNDE, token)).json()).toMatchObject({ ort: 'Essen', version: Number(daten.version) + 1 });
  });

  it('nennt jeden Feldfehler am Feld, auf Deutsch', async ({ client }) => {
    const token = await anmelden(client, 'kunde2');
    const daten = await eingabe(client, KUNDE, token);
    const schema = await client.send(
      'PUT',
      KUNDE,
      { ...daten, typ: 'Verein', vorname: '', nachname: 'x'.repeat(101), strasse: undefined, plz: '123', ort: 7, telefon: 'x'.repeat(51), email: 'keine', version: 0, login: 'neu' },
      token,
    );
    expect(schema.statusCode).toBe(400);
    expect(schema.json().errors).toEqual({
      typ: ['Der Wert ist nicht erlaubt.'],
      vorname: ['Eine Eingabe wird erwartet'],
      nachname: ['Höchstens 100 Zeichen sind erlaubt.'],
      strasse: ['Eine Eingabe wird erwartet'],
      plz: ['Die Eingabe hat nicht das erwartete Format.'],
      ort: ['Ein Wert vom Typ Text wird erwartet.'],
      telefon: ['Höchstens 50 Zeichen sind erlaubt.', 'Ein Wert vom Typ leer wird erwartet.', 'Der Wert ist nicht erlaubt.'],
      email: ['Eine gültige E-Mail-Adresse wird erwartet.'],
      version: ['Der Wert muss mindestens 1 sein.'],
      login: ['Das Feld "login" ist nicht vorgesehen.'],
    });
    const regeln = await client.send('PUT', KUNDE, { ...daten, firma: ' ', vorname: '  ', ort: ' ' }, token);
    expect(regeln.statusCode).toBe(400);
    expect(regeln.json()).toEqual({
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      errors: { firma: ['Eine Eingabe wird erwartet'], vorname: ['Eine Eingabe wird erwartet'], ort: ['Eine Eingabe wird erwartet'] },
    });
    expect((await client.get(KUNDE, token)).json()).toMatchObject({ firma: 'Gemeinde Beispielhausen', version: daten.version });
  });

  it('verlangt von einer Privatperson ein echtes Geburtsdatum und vergisst die Firma', async ({ t, client, smtp }) => {
    // A Kunde that registered itself, not yet checked and none of whose tenders is released: its type is still its own to change (shared/kundentyp.ts).
    const { token } = await registrierterKunde(t, client, smtp.mails, neuerKunde({ typ: 'Kommune', firma: 'Gemeinde Beispielhausen' }));
    const privat = { ...(await eingabe(client, KUNDE, token)), typ: 'Privatperson' };
    const fehler = async (geburtsdatum: unknown) => (await client.send('PUT', KUNDE, { ...privat, geburtsdatum }, token)).json().errors;
    expect(await fehler(null)).toEqual({ geburtsdatum: ['Eine Eingabe wird erwartet'] });
    expect(await fehler('1980-02-30')).toEqual({ geburtsdatum: ['Dieses Datum gibt es nicht.'] });
    expect(await fehler('2015-05-05')).toEqual({ geburtsdatum: ['Sie müssen mindestens 18 Jahre alt sein.'] });
    expect((await fehler('5.5.1980')).geburtsdatum).toBeDefined();
    const antwort = await client.send('PUT', KUNDE, { ...privat, geburtsdatum: '1980-02-29' }, token);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toMatchObject({ typ: 'Privatperson', firma: null, geburtsdatum: '1980-02-29' });
    const zurueck = await client.send('PUT', KUNDE, { ...antwort.json<object>(), emailAusstehend: undefined, typ: 'Kommune', firma: 'Gemeinde Beispielhausen' }, token);
    expect(zurueck.json()).toMatchObject({ typ: 'Kommune', firma: 'Gemeinde Beispielhausen', geburtsdatum: null });
  });

  it('zeigt und ändert die Daten eines EVU samt Sparten und BDEW-Codenummer', async ({ client }) => {
    const token = await anmelden(client, 'evu2');
    const daten = await eingabe(client, EVU, token);
    expect(daten).toEqual({
      firma: 'Nordwind Strom AG',
      sparten: 1,
      bdewCodenummer: '9900000000029',
      ansprechpartner: 'Erik Stromberg',
      vorname: 'Erik',
      nachname: 'Stromberg',
      strasse: 'Hafenkante 9',
      plz: '20457',
      ort: 'Hamburg',
      telefon: '040 987654-0',
      email: 'ausschreibungen@nordwind-strom.example',
      version: 1,
    });
    const antwort = await client.send('PUT', EVU, { ...daten, sparten: 3, bdewCodenummer: '', nachname: 'Gasberg' }, token);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toMatchObject({ sparten: 3, bdewCodenummer: null, nachname: 'Gasberg', version: 2 });
    expect((await client.angemeldet('evu2')).nachname).toBe('Gasberg');
  });

  it('verlangt vom EVU mindestens eine Sparte und eine 13-stellige BDEW-Codenummer', async ({ client }) => {
    const token = await anmelden(client, 'evu2');
    const daten = await eingabe(client, EVU, token);
    const ohneSparte = await client.send('PUT', EVU, { ...daten, sparten: 0, ansprechpartner: ' ' }, token);
    expect(ohneSparte.statusCode).toBe(400);
    expect(ohneSparte.json().errors).toEqual({ sparten: ['Bitte wählen Sie mindestens eine Sparte.'], ansprechpartner: ['Eine Eingabe wird erwartet'] });
    const schema = await client.send('PUT', EVU, { ...daten, sparten: 4, bdewCodenummer: '12345', firma: '' }, token);
    expect(schema.json().errors).toEqual({
      sparten: ['Der Wert darf höchstens 3 sein.'],
      bdewCodenummer: ['Die Eingabe hat nicht das erwartete Format.', 'Der Wert ist nicht erlaubt.', 'Ein Wert vom Typ leer wird erwartet.'],
      firma: ['Eine Eingabe wird erwartet'],
    });
  });

  it('lässt nur die eigene Rolle an die Daten (403) und niemanden ohne Anmeldung (401)', async ({ client }) => {
    const admin = await anmelden(client, 'admin');
    const kunde = await anmelden(client, 'kunde');
    const evu = await anmelden(client, 'evu');
    expect((await client.get(KUNDE, admin)).statusCode).toBe(403);
    expect((await client.get(EVU, kunde)).statusCode).toBe(403);
    expect((await client.send('PUT', KUNDE, await eingabe(client, EVU, evu), evu)).statusCode).toBe(403);
    expect((await client.send('PUT', EVU, await eingabe(client, KUNDE, kunde), kunde)).json().message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    for (const url of [KUNDE, EVU]) {
      expect((await client.get(url)).statusCode).toBe(401);
      expect((await client.send('PUT', url, {})).statusCode).toBe(401);
    }
  });

  it('übernimmt eine neue E-Mail-Adresse erst, wenn der Link an sie geöffnet wurde', async ({ t, client, smtp }) => {
    const token = await anmelden(client, 'evu');
    const daten = await eingabe(client, EVU, token);
    const antwort = await client.send('PUT', EVU, { ...daten, email: 'neu@stadtwerke-sued.example', ort: 'Augsburg' }, token);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.json()).toMatchObject({ email: 'geschaeftskunden@stadtwerke-sued.example', emailAusstehend: 'neu@stadtwerke-sued.example', ort: 'Augsburg' });

    const mail = await letzteMailAn(t, smtp, 'neu@stadtwerke-sued.example');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    const link = linkToken(mail?.text);
    expect(link).toBeDefined();
    expect(await letzteMailAn(t, smtp, 'geschaeftskunden@stadtwerke-sued.example')).toBeUndefined();
    expect((await t.app.db.selectFrom('benutzer').select('email').where('login', '=', 'evu').executeTakeFirstOrThrow()).email).toBe('geschaeftskunden@stadtwerke-sued.example');

    expect((await client.send('POST', `/framework/api/member/confirm-email?token=${link}`)).statusCode).toBe(204);
    expect((await client.get(EVU, token)).json()).toMatchObject({ email: 'neu@stadtwerke-sued.example', emailAusstehend: null, version: Number(daten.version) + 2 });
    expect((await t.app.db.selectFrom('benutzer').select('email').where('login', '=', 'evu').executeTakeFirstOrThrow()).email).toBe('neu@stadtwerke-sued.example');
    expect(await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'email_bestaetigt').executeTakeFirst()).toBeDefined();

    const nochmal = await client.send('POST', `/framework/api/member/confirm-email?token=${link}`);
    expect(nochmal.statusCode).toBe(400);
    expect(nochmal.json().message).toBe(UNGUELTIG);
  });

  it('lässt nur den Link der letzten Änderung gelten', async ({ t, client, smtp }) => {
    const token = await anmelden(client, 'kunde');
    const daten = await eingabe(client, KUNDE, token);
    await client.send('PUT', KUNDE, { ...daten, email: 'erst@metallbau.example' }, token);
    const erster = linkToken((await letzteMailAn(t, smtp, 'erst@metallbau.example'))?.text);
    const zweite = await client.send('PUT', KUNDE, { ...daten, version: Number(daten.version) + 1, email: 'dann@metallbau.example' }, token);
    expect(zweite.json().emailAusstehend).toBe('dann@metallbau.example');
    const alt = await client.send('POST', `/framework/api/member/confirm-email?token=${erster}`);
    expect(alt.json().message).toBe(UNGUELTIG);
    expect((await client.get(KUNDE, token)).json()).toMatchObject({ email: 'einkauf@musterstadt-metallbau.example', emailAusstehend: 'dann@metallbau.example' });
  });

  it('lehnt einen abgelaufenen Link ab, und die Adresse gilt nicht mehr als ausstehend', async ({ t, client, smtp }) => {
    const token = await anmelden(client, 'evu3');
    const daten = await eingabe(client, EVU, token);
    await client.send('PUT', EVU, { ...daten, email: 'spaet@rheingas.example' }, token);
    const link = linkToken((await letzteMailAn(t, smtp, 'spaet@rheingas.example'))?.text);
    t.uhr.advance(48 * 60 * 60_000 + 1);
    const abgelaufen = await client.send('POST', `/framework/api/member/confirm-email?token=${link}`);
    expect(abgelaufen.statusCode).toBe(400);
    expect(abgelaufen.json().message).toBe(UNGUELTIG);
    expect((await client.get(EVU, await anmelden(client, 'evu3'))).json()).toMatchObject({ email: 'vertrieb@rheingas.example', emailAusstehend: null });
    expect((await client.send('POST', '/framework/api/member/confirm-email?token=ausgedacht')).json().message).toBe(UNGUELTIG);
  });
});
