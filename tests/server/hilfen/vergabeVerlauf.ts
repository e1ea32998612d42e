import { expect } from 'vitest';
import type { TestApp, TestClient } from './testApp';
import { plan } from './auktion';

const B = '/api/ausschreibungasadmin';
const E = '/api/evu/ausschreibung';
export const MINUTE = 60_000;
export const STUNDE = 60 * MINUTE;
export const TAG = 24 * STUNDE;

/** The moments and figures of `verfahrenMitAuktion`, for a test to compute its expectations from. */
export interface Verfahren {
  id: number;
  /** the deadlines as the tender was created, after the administrator's edit, after the extension with an answer */
  angebotsfrist: { anfangs: number; bearbeitet: number; verlaengert: number };
  bindefrist: { anfangs: number; bearbeitet: number };
  /** when the administrator edited the tender, and when the answer extended the Angebotsfrist */
  bearbeitetAm: number;
  verlaengertAm: number;
  /** the administrator as the record names them */
  adminName: string;
  /** evu's offer, submitted once */
  erstes: { eingereicht: number; firma: string };
  /** evu2's offer, submitted and revised */
  zweites: { eingereicht: number; geaendert: number; firma: string };
  auktion: { beginn: number; ende: number; gebote: { evu: [number, number]; evu2: number } };
  admin: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A Strom tender of its own taken through a whole procedure with figures a person can check by hand: one SLP
 * Lieferstelle of 100 000 kWh (Jahreskosten = Arbeitspreis × 1 000 € + 12 × Grundpreis), invited `evu` and `evu2`.
 * The administrator moves both deadlines before the release and the Angebotsfrist again with a Bieterfrage's answer;
 * evu offers 8 ct/kWh, evu2 8.2 then 8.1 ct/kWh (Grundpreis 10 €/month each), all before the deadline; in the
 * auction after it evu bids 7.9 and 7.75, evu2 7.95; the auction ends.
 */
export async function verfahrenMitAuktion(t: TestApp, client: TestClient): Promise<Verfahren> {
  const db = t.app.db;
  // Sessions end after 30 idle minutes: each step after the clock moved signs in afresh.
  const als = async (login: string) => (await client.angemeldet(login)).access_token;
  let admin = await als('admin');
  const jetzt = t.uhr.now();
  // Any demo Strom tender lends its Kunde and terms; other tests of a file may have moved it on already.
  const vorlage = await db.selectFrom('ausschreibung').selectAll().where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, nummer: _n, zuschlag_angebot_id: _z, zuschlag_vorgesehen_am: _zv, zuschlag_wirksam_ab: _zw, stillhaltefrist_pflicht: _sp, ...werte } = vorlage;
  const lieferbeginn = new Date(jetzt + 120 * TAG).toISOString().slice(0, 8) + '01';
  const lieferende = `${Number(lieferbeginn.slice(0, 4)) + 1}${lieferbeginn.slice(4, 8)}01`;
  const anfangs = { angebotsfrist: jetzt + 20 * TAG, bindefrist: jetzt + 50 * TAG };
  const { id } = await db
    .insertInto('ausschreibung')
    .values({
      ...werte,
      nummer: `A-VERLAUF-${Math.random().toString(36).slice(2, 10)}`,
      status: 0,
      lieferbeginn,
      lieferende,
      ...anfangs,
      version: 1,
      // kept by triggers from here on
      anzahl_lieferstellen: 0,
      jahresverbrauch_kwh: 0,
      anzahl_angebote: 0,
      anzahl_angebote_freigegeben: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: _l, ...lieferstelle } = await db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', vorlage.id).orderBy('position').executeTakeFirstOrThrow();
  await db
    .insertInto('lieferstelle')
    .values({ ...lieferstelle, ausschreibung_id: id, position: 0, bezeichnung: 'Rathaus', messart: 'SLP', jahresverbrauch_kwh: 100_000, max_leistung_kw: null, slp_profil: 'G0' })
    .execute();
  const evus = await db
    .selectFrom('evu as v')
    .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
    .select(['v.id', 'v.firma', 'b.login'])
    .where('b.login', 'in', ['evu', 'evu2'])
    .execute();
  const evu = evus.find((v) => v.login === 'evu')!;
  const evu2 = evus.find((v) => v.login === 'evu2')!;
  expect((await client.send('POST', `${B}/evu/${id}`, { evuIds: [evu.id, evu2.id] }, admin)).statusCode).toBe(204);

  // The administrator's edit before the release moves both deadlines, giving no reason.
  const bearbeitet = { angebotsfrist: jetzt + 21 * TAG, bindefrist: jetzt + 55 * TAG };
  const detail = (await client.get(`${B}/strom/${id}`, admin)).json();
  const { id: _i, nummer: _nr, typ: _t, status: _s, kundeId: _k, kunde: _ku, anzahlAngebote: _a, eingeladeneEvus: _e, warnungen: _w, ...eingabe } = detail;
  const bearbeitung = await client.send('PUT', `${B}/strom/${id}`, { ...eingabe, angebotsfrist: iso(bearbeitet.angebotsfrist), bindefrist: iso(bearbeitet.bindefrist) }, admin);
  expect(bearbeitung.statusCode, bearbeitung.body).toBe(204);
  const freigabe = await client.send('POST', `${B}/strom/${id}/freigeben`, undefined, admin);
  expect(freigabe.statusCode, freigabe.body).toBe(204);

  const angebot = (arbeitspreisCtKwh: number) => ({ arbeitspreisCtKwh, grundpreisEurMonat: 10, bindefristBis: iso(bearbeitet.bindefrist) });
  t.uhr.set(jetzt + STUNDE);
  const erstes = await client.send('PUT', `${E}/${id}/angebot`, angebot(8), await als('evu'));
  expect(erstes.statusCode, erstes.body).toBe(200);
  t.uhr.set(jetzt + 2 * STUNDE);
  const zweites = await client.send('PUT', `${E}/${id}/angebot`, angebot(8.2), await als('evu2'));
  expect(zweites.statusCode, zweites.body).toBe(200);
  t.uhr.set(jetzt + 3 * STUNDE);
  expect((await client.send('PUT', `${E}/${id}/angebot`, { ...angebot(8.1), version: zweites.json().version }, await als('evu2'))).statusCode).toBe(200);

  // An answer published with an extension of the Angebotsfrist.
  t.uhr.set(jetzt + 4 * STUNDE);
  const verlaengert = jetzt + 25 * TAG;
  const frage = await client.send('POST', `${E}/${id}/fragen`, { frage: 'Ist das Rathaus ein SLP-Kunde?' }, await als('evu2'));
  expect(frage.statusCode, frage.body).toBe(201);
  admin = await als('admin');
  const antwort = await client.send('POST', `${B}/strom/${id}/fragen/${frage.json().id}/antwort`, { antwort: 'Ja.', angebotsfristVerlaengernBis: iso(verlaengert) }, admin);
  expect(antwort.statusCode, antwort.body).toBe(204);

  // After the deadline the offers are opened (reading applies it) and the auction runs.
  t.uhr.set(verlaengert + MINUTE);
  admin = await als('admin');
  expect((await client.get(`${B}/strom/${id}`, admin)).json().status).toBe(2);
  const beginn = verlaengert + STUNDE;
  expect((await client.send('PUT', `${B}/strom/${id}/auktion`, plan(beginn), admin)).statusCode).toBe(204);
  const bieten = async (wann: number, login: string, arbeitspreisCtKwh: number) => {
    t.uhr.set(wann);
    const gebot = await client.send('POST', `${E}/${id}/auktion/gebot`, { arbeitspreisCtKwh }, await als(login));
    expect(gebot.statusCode, gebot.body).toBe(200);
  };
  await bieten(beginn + MINUTE, 'evu', 7.9);
  await bieten(beginn + 5 * MINUTE, 'evu', 7.75);
  await bieten(beginn + 6 * MINUTE, 'evu2', 7.95);
  const ende = beginn + 10 * MINUTE;
  t.uhr.set(ende);
  admin = await als('admin');
  // Reading the auction ends it: the last bids become the offers' new versions.
  expect((await client.get(`${B}/strom/${id}/auktion`, admin)).json().status).toBe('beendet');

  return {
    id,
    angebotsfrist: { anfangs: anfangs.angebotsfrist, bearbeitet: bearbeitet.angebotsfrist, verlaengert },
    bindefrist: { anfangs: anfangs.bindefrist, bearbeitet: bearbeitet.bindefrist },
    bearbeitetAm: jetzt,
    verlaengertAm: jetzt + 4 * STUNDE,
    adminName: await db.selectFrom('benutzer').select(['vorname', 'nachname']).where('login', '=', 'admin').executeTakeFirstOrThrow().then((b) => `${b.vorname} ${b.nachname} (Administrator)`),
    erstes: { eingereicht: jetzt + STUNDE, firma: evu.firma },
    zweites: { eingereicht: jetzt + 2 * STUNDE, geaendert: jetzt + 3 * STUNDE, firma: evu2.firma },
    auktion: { beginn, ende, gebote: { evu: [beginn + MINUTE, beginn + 5 * MINUTE], evu2: beginn + 6 * MINUTE } },
    admin,
  };
}
