import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { pdfText } from '../hilfen/pdfText';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const E = '/api/evu/ausschreibung';
const K = '/api/kunde/ausschreibung';
const ZU_VIELE = 'Sie haben zu dieser Ausschreibung bereits 20 unbeantwortete Bieterfragen. Weitere Fragen können Sie stellen, sobald die Vergabestelle darauf geantwortet hat.';

// The portal's quota; the rate limit stays raised as in every test app (its own file: bieterfragenRate.test.ts).
describe.each(portalTests({ mails: true, env: { BIETERFRAGEN_OFFEN_HOECHSTENS: '20' } }))('Schutz vor einer Flut von Bieterfragen auf $name', ({ it }) => {
  /** The demo's active Strom tender (Kunde 'kunde'): invited are 'evu' and 'evu2'. */
  const strom = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
  /** The demo's active Gas tender: invited are 'evu' and 'evu3'. */
  const gas = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 2).executeTakeFirstOrThrow();
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const frage = (client: TestClient, id: number, text: string, token: string) => client.send('POST', `${E}/${id}/fragen`, { frage: text }, token);

  it('lässt ein EVU 20 unbeantwortete Fragen je Ausschreibung stellen und weist die 21. mit 409 ab; eine Antwort gibt wieder Raum', async ({ t, client, admin }) => {
    const a = await strom(t);
    const [evu, evu2] = [await anmelden(client, 'evu'), await anmelden(client, 'evu2')];
    const ids: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const gestellt = await frage(client, a.id, `Frage ${i}: Gilt das Toleranzband je Lieferstelle?`, evu);
      expect(gestellt.statusCode, gestellt.body).toBe(201);
      ids.push(gestellt.json().id);
    }
    const einundzwanzigste = await frage(client, a.id, 'Frage 21?', evu);
    expect(einundzwanzigste.statusCode).toBe(409);
    expect(einundzwanzigste.json().message).toBe(ZU_VIELE);
    expect((await client.get(`${E}/${a.id}/fragen`, evu)).json()).toHaveLength(20);
    // Per EVU: the other bidder's quota is untouched.
    expect((await frage(client, a.id, 'Ist eine Teilmenge möglich?', evu2)).statusCode).toBe(201);
    // Per tender: the same EVU asks on another tender.
    expect((await frage(client, (await gas(t)).id, 'Welche Druckstufe?', evu)).statusCode).toBe(201);

    // A draft leaves the question open; a published answer closes it and makes room for one more.
    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${ids[0]}/entwurf`, { antwort: 'Entwurf' }, admin)).statusCode).toBe(204);
    expect((await frage(client, a.id, 'Frage 21?', evu)).statusCode).toBe(409);
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${ids[0]}/antwort`, { antwort: 'Je Lieferstelle.' }, admin)).statusCode).toBe(204);
    expect((await frage(client, a.id, 'Frage 21?', evu)).statusCode).toBe(201);
    expect((await frage(client, a.id, 'Frage 22?', evu)).statusCode).toBe(409);

    // A withheld question no longer counts as open.
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${ids[1]}/nicht-veroeffentlichen`, undefined, admin)).statusCode).toBe(204);
    expect((await frage(client, a.id, 'Frage 22?', evu)).statusCode).toBe(201);

    // At the edge with questions sent at once: the count is taken one question after the other, so exactly the
    // free places are filled (two answered, twenty sent: two accepted, eighteen refused).
    for (const id of ids.slice(2, 4)) expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/antwort`, { antwort: 'Ja.' }, admin)).statusCode).toBe(204);
    const gleichzeitig = await Promise.all(Array.from({ length: 20 }, (_, i) => frage(client, a.id, `Gleichzeitig ${i + 1}?`, evu)));
    expect(gleichzeitig.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(gleichzeitig.filter((r) => r.statusCode === 409)).toHaveLength(18);
    const offen = await t.app.db
      .selectFrom('bieterfrage as f')
      .innerJoin('evu as v', 'v.id', 'f.evu_id')
      .select('f.id')
      .where('f.ausschreibung_id', '=', a.id)
      .where('v.firma', '=', 'Stadtwerke Süd Energie GmbH')
      .where('f.beantwortet_am', 'is', null)
      .where('f.nicht_veroeffentlicht_am', 'is', null)
      .execute();
    expect(offen).toHaveLength(20);
  });

  it('verbirgt eine nicht veröffentlichte Frage vor allen EVUs und dem Kunden, behält sie im Protokoll und zählt sie im Vergabevermerk nur', async ({ t, client, admin, kunde }) => {
    const a = await strom(t);
    const [evu, evu2] = [await anmelden(client, 'evu'), await anmelden(client, 'evu2')];
    const text = 'Wir, die Nordwind Strom AG, fragen: Ist der Liefervertrag verhandelbar?';
    const { id } = (await frage(client, a.id, text, evu2)).json();
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/antwort`, { antwort: 'Nein, er ist Teil der Vergabeunterlagen.' }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${a.id}/fragen`, evu)).json().map((f: { id: number }) => f.id)).toContain(id);
    expect((await client.get(`${K}/${a.id}/fragen`, kunde)).json().map((f: { id: number }) => f.id)).toContain(id);

    // Only the administrator may withhold, and only a question of the tender the path names.
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/nicht-veroeffentlichen`, undefined, evu)).statusCode).toBe(403);
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/nicht-veroeffentlichen`, undefined, kunde)).statusCode).toBe(403);
    expect((await client.send('POST', `${B}/gas/${(await gas(t)).id}/fragen/${id}/nicht-veroeffentlichen`, undefined, admin)).statusCode).toBe(404);
    const unbekannt = await client.send('POST', `${B}/strom/${a.id}/fragen/999999/nicht-veroeffentlichen`, undefined, admin);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toBe('Die Frage wurde nicht gefunden.');

    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/nicht-veroeffentlichen`, undefined, admin)).statusCode).toBe(204);
    for (const token of [evu, evu2]) expect((await client.get(`${E}/${a.id}/fragen`, token)).json().map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await client.get(`${K}/${a.id}/fragen`, kunde)).json().map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await client.get(`${B}/strom/${a.id}/fragen`, admin)).json().find((f: { id: number }) => f.id === id)).toMatchObject({ frage: text, veroeffentlicht: false, evu: 'Nordwind Strom AG' });

    const [audit] = await t.app.db.selectFrom('audit_event').selectAll().where('entitaet_id', '=', a.id).where('aktion', '=', 'bieterfrage_nicht_veroeffentlicht').where('vorher', 'like', `%"frageId":${id},%`).execute();
    expect(JSON.parse(audit!.vorher!)).toMatchObject({ frageId: id, frage: text, antwort: 'Nein, er ist Teil der Vergabeunterlagen.' });
    expect(audit!.benutzer_id).not.toBeNull();

    // Withheld for good: no second time, no wording, no answer.
    const nochmal = await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/nicht-veroeffentlichen`, undefined, admin);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe('Die Frage ist nicht veröffentlicht.');
    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, { frage: 'Neu?' }, admin)).statusCode).toBe(409);
    const offen = (await frage(client, a.id, 'Gilt die Bindefrist auch für Tranchen?', evu2)).json().id;
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${offen}/nicht-veroeffentlichen`, undefined, admin)).statusCode).toBe(204);
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${offen}/antwort`, { antwort: 'Ja.' }, admin)).statusCode).toBe(409);
    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${offen}/entwurf`, { antwort: 'Ja.' }, admin)).statusCode).toBe(409);

    // The record names neither text nor answer of a withheld question, only how many there were.
    const vermerk = pdfText((await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin)).rawPayload).replace(/\s*\n/g, ' ');
    expect(vermerk).not.toContain('Liefervertrag verhandelbar');
    expect(vermerk).not.toContain('Teil der Vergabeunterlagen');
    expect(vermerk).not.toContain('Tranchen');
    const zurueckgehalten = await t.app.db.selectFrom('bieterfrage').select('id').where('ausschreibung_id', '=', a.id).where('nicht_veroeffentlicht_am', 'is not', null).execute();
    expect(vermerk).toContain(`${zurueckgehalten.length} weitere Bieterfragen wurden von der Vergabestelle nicht veröffentlicht; ihr Wortlaut ist im Protokoll des Portals festgehalten.`);
    expect(vermerk).toContain('Bieterfrage nicht veröffentlicht');
  });

  it('veröffentlicht einen bearbeiteten Wortlaut für alle, behält den ursprünglichen im Protokoll und schreibt ihn in keine Mail', async ({ t, client, admin, kunde, smtp }) => {
    const a = await strom(t);
    const [evu, evu2] = [await anmelden(client, 'evu'), await anmelden(client, 'evu2')];
    const original = 'Wir als Nordwind Strom AG fragen: Gilt das Toleranzband je Lieferstelle?';
    const wortlaut = 'Gilt das Toleranzband je Lieferstelle?';
    const { id } = (await frage(client, a.id, original, evu2)).json();

    const leer = await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, { frage: '   ' }, admin);
    expect(leer.statusCode).toBe(400);
    expect(leer.json().errors.frage).toEqual(['Bitte geben Sie den Wortlaut der Frage ein.']);
    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, { frage: wortlaut }, evu2)).statusCode).toBe(403);
    for (const koerper of [{ frage: 'x'.repeat(4001) }, { frage: 42 }, { frage: wortlaut, antwort: 'Ja.' }, {}]) {
      const falsch = await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, koerper, admin);
      expect(falsch.statusCode, JSON.stringify(koerper).slice(0, 40)).toBe(400);
    }
    expect(await t.app.db.selectFrom('bieterfrage').select('wortlaut').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ wortlaut: null });

    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, { frage: ` ${wortlaut} ` }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${a.id}/fragen`, evu2)).json().find((f: { id: number }) => f.id === id)).toEqual({ id, frage: wortlaut, eigene: true });
    expect((await client.get(`${K}/${a.id}/fragen`, kunde)).json().find((f: { id: number }) => f.id === id).frage).toBe(wortlaut);
    expect((await client.get(`${B}/strom/${a.id}/fragen`, admin)).json().find((f: { id: number }) => f.id === id)).toMatchObject({ frage: wortlaut, urspruenglicheFrage: original, veroeffentlicht: true });
    const zeile = await t.app.db.selectFrom('bieterfrage').select(['frage', 'wortlaut']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(zeile).toEqual({ frage: original, wortlaut });
    const [audit] = await t.app.db.selectFrom('audit_event').selectAll().where('entitaet_id', '=', a.id).where('aktion', '=', 'bieterfrage_bearbeitet').execute();
    expect(JSON.parse(audit!.vorher!)).toEqual({ frageId: id, frage: original, urspruenglich: original });
    expect(JSON.parse(audit!.nachher!)).toEqual({ frageId: id, frage: wortlaut });

    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/antwort`, { antwort: 'Ja, je Lieferstelle.' }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${a.id}/fragen`, evu)).json().find((f: { id: number }) => f.id === id)).toMatchObject({ frage: wortlaut, antwort: 'Ja, je Lieferstelle.', eigene: false });
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const mails = smtp.mails.filter((m) => m.subject === `Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}` && m.text?.includes('Ja, je Lieferstelle.'));
    expect(mails.length).toBe((await t.app.db.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', a.id).execute()).length);
    for (const m of mails) {
      expect(m.text).toContain(wortlaut);
      expect(m.text).not.toContain('Nordwind');
    }

    // After the answer the wording may still change; the audit keeps each step.
    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, { frage: 'Gilt das Band je Lieferstelle?' }, admin)).statusCode).toBe(204);
    const schritte = await t.app.db.selectFrom('audit_event').select(['vorher', 'nachher']).where('entitaet_id', '=', a.id).where('aktion', '=', 'bieterfrage_bearbeitet').orderBy('id').execute();
    expect(schritte.map((s) => [JSON.parse(s.vorher!).frage, JSON.parse(s.nachher!).frage])).toEqual([
      [original, wortlaut],
      [wortlaut, 'Gilt das Band je Lieferstelle?'],
    ]);

    const vermerk = pdfText((await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin)).rawPayload).replace(/\s*\n/g, ' ');
    expect(vermerk).toContain('(Wortlaut von der Vergabestelle bearbeitet): Gilt das Band je Lieferstelle?');
    expect(vermerk).not.toContain('Nordwind Strom AG fragen');
  });

  it('lässt die Fragen einer abgeschlossenen Ausschreibung, wie sie im Vergabevermerk stehen', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 4).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const evu = await t.app.db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select(['v.id', 'v.benutzer_id']).where('e.ausschreibung_id', '=', a.id).executeTakeFirstOrThrow();
    const { id: adminId } = await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    // A question answered while the tender ran (the demo's closed tenders have none).
    const { id } = await t.app.db
      .insertInto('bieterfrage')
      .values({ ausschreibung_id: a.id, evu_id: evu.id, frage: 'Alt?', gestellt_am: t.uhr.now(), gestellt_von: evu.benutzer_id, antwort: 'Ja.', beantwortet_am: t.uhr.now(), beantwortet_von: adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bemerkung = 'Die Ausschreibung ist bereits abgeschlossen; ihre Bieterfragen bleiben, wie sie im Vergabevermerk stehen.';
    const verbergen = await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/nicht-veroeffentlichen`, undefined, admin);
    expect(verbergen.statusCode).toBe(409);
    expect(verbergen.json().message).toBe(bemerkung);
    const bearbeiten = await client.send('PUT', `${B}/strom/${a.id}/fragen/${id}/wortlaut`, { frage: 'Neu?' }, admin);
    expect(bearbeiten.statusCode).toBe(409);
    expect(bearbeiten.json().message).toBe(bemerkung);
    expect(await t.app.db.selectFrom('bieterfrage').select(['wortlaut', 'nicht_veroeffentlicht_am']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ wortlaut: null, nicht_veroeffentlicht_am: null });
  });
});
