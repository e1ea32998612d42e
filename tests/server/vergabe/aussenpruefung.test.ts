import { describe, expect } from 'vitest';
import { AusschreibungStatus, Sparte } from '../../../domain/ausschreibung';
import { portalTests } from '../hilfen/portalTest';
import { pdfText } from '../hilfen/pdfText';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const E = '/api/evu/ausschreibung';
const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;
const SKRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)> & „Grüße“';

/** What a stranger tries against the Vergabe routes: every answer a German 400/403/404/409, nothing half-written. */
describe.each(portalTests({ mails: true }))('Vergabe von außen geprüft auf $name', ({ it }) => {
  const aktiveStromausschreibung = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const frageStellen = async (client: TestClient, id: number, frage: string) => (await client.send('POST', `${E}/${id}/fragen`, { frage }, await anmelden(client, 'evu'))).json().id as number;

  it('weist übergroße, falsch getippte und kaputte Eingaben mit einer deutschen Meldung ab', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const evu = await anmelden(client, 'evu');
    const vorher = await t.app.db.selectFrom('bieterfrage').select('id').execute();
    for (const koerper of [{ frage: 'x'.repeat(100_000) }, { frage: 42 }, '{"frage":"ok","__proto__":{"admin":true}}', '{"frage": "ok"', '{"frage":"ok","constructor":{"prototype":{}}}', '[]']) {
      const antwort = await client.send('POST', `${E}/${a.id}/fragen`, koerper, evu);
      expect(antwort.statusCode, JSON.stringify(koerper).slice(0, 60)).toBe(400);
      expect(antwort.json().message).toMatch(/[äöüÄÖÜß]|Eingabe|Anfrage|ungültig/);
    }
    expect(await t.app.db.selectFrom('bieterfrage').select('id').execute()).toHaveLength(vorher.length);
    expect((await client.get(`${E}/%31${a.id}/fragen`, evu)).statusCode).toBe(404);
    expect((await client.get(`${E}/abc/fragen`, evu)).statusCode).toBe(400);
    expect((await client.get(`${B}/strom/99999999/fragen`, admin)).statusCode).toBe(404);
  });

  it('weist unmögliche Daten für die verlängerte Angebotsfrist ab und ändert nichts', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const frageId = await frageStellen(client, a.id, 'Gilt das Toleranzband je Lieferstelle?');
    for (const datum of ['2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '+275760-09-13T00:00:00.000Z', 'morgen']) {
      const antwort = await client.send('POST', `${B}/strom/${a.id}/fragen/${frageId}/antwort`, { antwort: 'Ja.', angebotsfristVerlaengernBis: datum }, admin);
      expect(antwort.statusCode, datum).toBe(400);
    }
    const frage = await t.app.db.selectFrom('bieterfrage').select(['beantwortet_am']).where('id', '=', frageId).executeTakeFirstOrThrow();
    expect(frage.beantwortet_am).toBeNull();
    expect((await aktiveStromausschreibung(t)).angebotsfrist).toBe(a.angebotsfrist);
  });

  it('antwortet nicht auf die Frage einer anderen Ausschreibung', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const frageId = await frageStellen(client, a.id, 'Frage zu dieser Ausschreibung');
    const andere = await t.app.db.selectFrom('ausschreibung').select('id').where('sparte', '=', 1).where('id', '!=', a.id).executeTakeFirstOrThrow();
    const antwort = await client.send('POST', `${B}/strom/${andere.id}/fragen/${frageId}/antwort`, { antwort: 'Falsche Ausschreibung' }, admin);
    expect(antwort.statusCode).toBe(404);
    expect(antwort.json().message).toBe('Die Frage wurde nicht gefunden.');
    expect((await client.send('POST', `${B}/gas/${a.id}/fragen/${frageId}/antwort`, { antwort: 'Falsche Sparte' }, admin)).statusCode).toBe(404);
  });

  it('veröffentlicht dieselbe Antwort bei 20 gleichzeitigen Anfragen genau einmal und schreibt jedem EVU eine Mail', async ({ t, client, admin, smtp }) => {
    const a = await aktiveStromausschreibung(t);
    const frageId = await frageStellen(client, a.id, `Gleichzeitig ${SKRIPT}`);
    const antworten = await Promise.all(Array.from({ length: 20 }, (_, i) => client.send('POST', `${B}/strom/${a.id}/fragen/${frageId}/antwort`, { antwort: `Antwort ${i} ${SKRIPT}` }, admin)));
    expect(antworten.map((r) => r.statusCode).sort()).toEqual([204, ...Array(19).fill(409)]);
    for (const r of antworten.filter((r) => r.statusCode === 409)) expect(r.json().message).toMatch(/bereits veröffentlicht|inzwischen veröffentlicht/);
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const eingeladen = await t.app.db.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', a.id).execute();
    const mails = smtp.mails.filter((m) => m.subject === `Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}` && m.text?.includes(`Gleichzeitig ${SKRIPT}`));
    expect(mails).toHaveLength(eingeladen.length);
    // Script in question and answer stays text: escaped in the HTML part, never markup.
    expect(mails[0]!.html).not.toMatch(/<script|<img/);
    expect(mails[0]!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');

    const vermerk = pdfText((await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin)).rawPayload).replace(/\s*\n/g, ' ');
    expect(vermerk).toContain('<script>alert("x")</script>');
  });

  it('nimmt eine sehr lange Frage mit Umbrüchen an und setzt sie vollständig in den Vergabevermerk', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const lang = `${'Wie ist die Lieferstelle Bauhof zu bewerten?\n'.repeat(80)}Ende der Frage.`;
    const frageId = await frageStellen(client, a.id, lang);
    expect(frageId).toBeGreaterThan(0);
    const antwort = await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin);
    expect(antwort.statusCode).toBe(200);
    expect(pdfText(antwort.rawPayload)).toContain('Ende der Frage.');
  });

  it('sieht den Zuschlag einer Kommune bei zwei gleichzeitigen Anfragen genau einmal vor', async ({ t, client, smtp }) => {
    // The Gemeinde's (a Kommune's) Gas tender in Bindefrist, with two offers in the demo data
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', AusschreibungStatus.Bindefrist).where('sparte', '=', Sparte.Gas).executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: t.uhr.now() + 20 * TAG }).where('id', '=', a.id).execute();
    const kunde2 = await anmelden(client, 'kunde2');
    const angebote = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json() as { id: number }[];
    const antworten = await Promise.all([
      // Confirmed for either: the demo's second offer is one under Vorbehalt, from a bidder rated class 5.
      client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: angebote[0]!.id, vorbehaltBestaetigt: true, bonitaetBestaetigt: true }, kunde2),
      client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: angebote[1]!.id, vorbehaltBestaetigt: true, bonitaetBestaetigt: true }, kunde2),
    ]);
    expect(antworten.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(antworten.find((r) => r.statusCode === 409)!.json().message).toMatch(/^Der Zuschlag (ist bereits|wurde inzwischen) vorgesehen/);
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    expect(smtp.mails.filter((m) => m.subject === `Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`)).toHaveLength(angebote.length - 1);
    expect(smtp.mails.filter((m) => m.subject === `Zuschlag vorgesehen für Ausschreibung ${a.nummer}`)).toHaveLength(1);

    // Another Kunde learns nothing about this tender, not even that it exists.
    const fremd = await client.get(`${K}/${a.id}/vergabevermerk`, await anmelden(client, 'kunde'));
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().message).toBe('Die Ausschreibung wurde nicht gefunden.');
  });

  it('nimmt die gelesene Antwortregel unverändert zurück', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const gelesen = (await client.get(`${B}/strom/${a.id}/antwortregel`, admin)).json();
    const zurueck = await client.send('PUT', `${B}/strom/${a.id}/antwortregel`, gelesen, admin);
    expect(zurueck.statusCode).toBe(204);
    expect((await client.get(`${B}/strom/${a.id}/antwortregel`, admin)).json()).toEqual(gelesen);
    const geaendert = await client.send('PUT', `${B}/strom/${a.id}/antwortregel`, { ...gelesen, antwortfristTage: 10, jetztZuSpaet: 'egal' }, admin);
    expect(geaendert.statusCode).toBe(400);
  });
});
