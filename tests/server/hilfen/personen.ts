import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { legeZulassungenAn, wechsleZulassung } from '../../../server/zulassung/uebergang';
import { expect } from 'vitest';
import { verschluessele, type TestApp, type TestClient } from './testApp';

/** The resources of the administrator's people management. */
export const K = '/api/kundeasadmin';
export const E = '/api/evuasadmin';
export const A = '/api/administratorasadmin';

/** The answer of the token endpoint to a wrong password, a locked and an inactive account alike. */
export const FALSCHE_ANMELDUNG = '{"error":"invalid_grant","error_description":"Anmeldename oder Passwort ist falsch."}';

let laufend = 0;
/** Logins and addresses that exist nowhere yet, so tests in one app do not collide. */
export const eindeutig = (basis: string) => `${basis}${++laufend}`;

export function neuerKunde(extra: Record<string, unknown> = {}) {
  const login = eindeutig('huber');
  return {
    login,
    email: `${login}@baeckerei-huber.example`,
    typ: 'Unternehmen',
    firma: 'Bäckerei Huber KG',
    anrede: 'Frau',
    vorname: 'Maria',
    nachname: 'Huber',
    strasse: 'Marktplatz 3',
    plz: '93047',
    ort: 'Regensburg',
    telefon: '0941 12345',
    ...extra,
  };
}

export function neuesEvu(extra: Record<string, unknown> = {}) {
  const login = eindeutig('ostsee');
  return {
    login,
    email: `${login}@ostsee-energie.example`,
    firma: 'Ostsee Energie GmbH',
    sparten: 3,
    bdewCodenummer: '9900000000045',
    ansprechpartner: 'Jan Meer',
    vorname: 'Jan',
    nachname: 'Meer',
    strasse: 'Strandweg 1',
    plz: '18055',
    ort: 'Rostock',
    telefon: null,
    ...extra,
  };
}

export function neuerAdministrator(extra: Record<string, unknown> = {}) {
  const login = eindeutig('verwalter');
  return { login, email: `${login}@energieausschreibung.example`, vorname: 'Bernd', nachname: 'Backoffice', ...extra };
}

/** Only the fields a form sends back: the record without what the server keeps. */
export function eingabeAus(datensatz: Record<string, unknown>) {
  const {
    id: _i, benutzerId: _b, zustand: _z, aktiv: _a, gesperrt: _g, gesperrtBis: _gb, passwortAenderungErforderlich: _p, angelegtAm: _an,
    letzteAnmeldung: _l, anzahlSitzungen: _s, anzahlZweiteFaktoren: _f, anzahlAusschreibungen: _au, anzahlEinladungen: _e, anzahlAngebote: _o,
    ...eingabe
  } = datensatz;
  return eingabe;
}

/** The activation link's token and, for an account an administrator created, the one-time password. */
export function aktivierungAus(mail: ParsedMail): { token: string; passwort: string | undefined } {
  const text = mail.text ?? '';
  const token = /\/activate-user\?token=(\S+)/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return { token: decodeURIComponent(token!), passwort: /vorläufigen Passwort an:\s+(\S+)/.exec(text)?.[1] };
}

/**
 * The `anzahl`-th mail the SMTP peer received for an address. A delivery run that started before the mail was queued
 * does not carry it, so a second run is awaited when needed.
 */
export async function mailAn(t: TestApp, mails: ParsedMail[], email: string, anzahl = 1): Promise<ParsedMail> {
  const finde = () => mails.filter((m) => JSON.stringify(m.to ?? '').includes(email)).at(anzahl - 1);
  for (let lauf = 0; lauf < 3 && !finde(); lauf++) await t.app.outbox.zustellen();
  expect(finde(), `keine Mail an ${email}`).toBeDefined();
  return finde()!;
}

/**
 * Creates a record as the administrator and returns it. A new EVU starts `registriert` (issue 45) and would be offered
 * for no invitation; unless `zulassen: false`, it is admitted for its Sparten here, as a broker's EVU of the tests is.
 */
export async function lege(client: TestClient, pfad: string, eingabe: object, admin: string, { zulassen = true } = {}) {
  const antwort = await client.send('POST', pfad, eingabe, admin);
  expect(antwort.statusCode, antwort.body).toBe(201);
  const datensatz = antwort.json();
  if (pfad === E && zulassen) await lasseZu(client.app, datensatz.id);
  return datensatz;
}

/** Admits an EVU for every Sparte it serves, as an administrator's decision would (without the proofs). */
export async function lasseZu(app: FastifyInstance, evuId: number): Promise<void> {
  const { sparten } = await app.db.selectFrom('evu').select('sparten').where('id', '=', evuId).executeTakeFirstOrThrow();
  await legeZulassungenAn(app.db, evuId, Number(sparten), app.clock.now());
  for (const sparte of [1, 2].filter((bit) => (Number(sparten) & bit) !== 0)) {
    await wechsleZulassung(app.db, { evuId, sparte, nach: 'zugelassen', akteur: 'administrator', von: null, begruendung: 'Zugelassen für den Test', jetzt: app.clock.now() });
  }
}

/**
 * The whole way of an account an administrator created, through the mail the SMTP peer received: activate,
 * sign in with the one-time password, set an own one. Returns the access token.
 */
export async function aktiviereUndMeldeAn(t: TestApp, client: TestClient, mails: ParsedMail[], email: string, login: string, passwort: string): Promise<string> {
  const mail = await mailAn(t, mails, email);
  expect(mail, `keine Mail an ${email}`).toBeDefined();
  const { token, passwort: vorlaeufig } = aktivierungAus(mail!);
  expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(token)}`)).statusCode).toBe(204);
  const verlangt = await client.anmelden(login, vorlaeufig!);
  expect(verlangt.json().error).toBe('password_change_required');
  const angemeldet = await client.anmelden(login, vorlaeufig!, { passwordChange: { password: passwort, passwordConfirmation: passwort } });
  expect(angemeldet.statusCode, angemeldet.body).toBe(200);
  return angemeldet.json().access_token;
}

/**
 * A Kunde that registered itself (not created by an administrator, so not yet checked: Kundenprüfung), activated
 * through the mailed link and signed in. `daten` as `neuerKunde` makes them. Returns the access token and the Kunde's id.
 */
export async function registrierterKunde(t: TestApp, client: TestClient, mails: ParsedMail[], daten: ReturnType<typeof neuerKunde>, passwort = 'Rathaus#2027') {
  const key = await client.schluessel();
  const antwort = await t.app.inject({
    method: 'POST',
    url: '/api/registrierung/kunde',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, 'on-encryption-key': key.key },
    payload: JSON.stringify({ ...daten, password: verschluessele(key, passwort), passwordConfirmation: verschluessele(key, passwort) }),
  });
  expect(antwort.statusCode, antwort.body).toBe(204);
  const { token } = aktivierungAus(await mailAn(t, mails, daten.email));
  expect((await client.send('POST', `/framework/api/member/activate-user?token=${encodeURIComponent(token)}`)).statusCode).toBe(204);
  const angemeldet = await client.anmelden(daten.login, passwort);
  expect(angemeldet.statusCode, angemeldet.body).toBe(200);
  const { id } = await t.app.db.selectFrom('kunde').select('id').where('email', '=', daten.email).executeTakeFirstOrThrow();
  return { token: angemeldet.json().access_token as string, kundeId: id };
}
