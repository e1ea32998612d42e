import { describe, expect } from 'vitest';
import { formatDatumZeit } from '../../../domain/format';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin';
const E = '/api/evu/ausschreibung';
const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;

describe.each(portalTests({ mails: true }))('Bieterfragen auf $name', ({ it }) => {
  /** The demo's active Strom tender (Kunde 'kunde'): invited are 'evu' and 'evu2', not the gas-only 'evu3'. */
  const aktiveStromausschreibung = async (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
  // A delivery run started by the request may have picked its mails before the last change: a second run sends the rest.
  const alleZugestellt = async (t: TestApp) => {
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
  };
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;

  it('zeigt Antworten allen eingeladenen EVUs, auch später eingeladenen, und nennt den Fragesteller nur dem Administrator', async ({ t, client, admin, kunde, smtp }) => {
    const a = await aktiveStromausschreibung(t);
    const [evu, evu2, evu3] = [await anmelden(client, 'evu'), await anmelden(client, 'evu2'), await anmelden(client, 'evu3')];

    const gestellt = await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Gilt das Toleranzband je Lieferstelle oder für die Summe?' }, evu);
    expect(gestellt.statusCode, gestellt.body).toBe(201);
    const { id: frageId } = gestellt.json();
    expect((await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Gibt es Lastgänge?' }, evu3)).statusCode).toBe(404);
    expect((await client.get(`${E}/${a.id}/fragen`, evu3)).statusCode).toBe(404);

    // Unanswered: the asker sees its own question, the other bidder nothing.
    expect((await client.get(`${E}/${a.id}/fragen`, evu)).json()).toEqual([{ id: frageId, frage: 'Gilt das Toleranzband je Lieferstelle oder für die Summe?', eigene: true }]);
    expect((await client.get(`${E}/${a.id}/fragen`, evu2)).json()).toEqual([]);

    expect((await client.send('PUT', `${B}/strom/${a.id}/fragen/${frageId}/entwurf`, { antwort: 'Entwurf: je Lieferstelle' }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${a.id}/fragen`, evu2)).json()).toEqual([]);
    const fuerKunde = (await client.get(`${K}/${a.id}/fragen`, kunde)).json();
    expect(fuerKunde).toEqual([expect.objectContaining({ id: frageId, antwort: 'Entwurf: je Lieferstelle', beantwortetAm: null })]);
    expect(JSON.stringify(fuerKunde)).not.toContain('Stadtwerke');
    expect((await client.get(`${K}/${a.id}/fragen`, await anmelden(client, 'kunde2'))).statusCode).toBe(404);

    const adminSicht = (await client.get(`${B}/strom/${a.id}/fragen`, admin)).json();
    expect(adminSicht).toEqual([expect.objectContaining({ id: frageId, evu: 'Stadtwerke Süd Energie GmbH' })]);

    const beantwortet = await client.send('POST', `${B}/strom/${a.id}/fragen/${frageId}/antwort`, { antwort: 'Das Toleranzband gilt je Lieferstelle.' }, admin);
    expect(beantwortet.statusCode).toBe(204);
    const fuerEvu2 = (await client.get(`${E}/${a.id}/fragen`, evu2)).json();
    expect(fuerEvu2).toEqual([
      { id: frageId, frage: 'Gilt das Toleranzband je Lieferstelle oder für die Summe?', antwort: 'Das Toleranzband gilt je Lieferstelle.', beantwortetAm: new Date(t.uhr.now()).toISOString(), eigene: false },
    ]);
    expect((await client.get(`${E}/${a.id}/fragen`, evu)).json()[0].eigene).toBe(true);
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${frageId}/antwort`, { antwort: 'Noch einmal' }, admin)).statusCode).toBe(409);

    await alleZugestellt(t);
    const antwortMails = smtp.mails.filter((m) => m.subject === `Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}`);
    const eingeladene = await t.app.db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select('v.email').where('e.ausschreibung_id', '=', a.id).execute();
    expect(antwortMails.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual(eingeladene.map((e) => e.email).sort());
    for (const m of antwortMails) {
      expect(m.text).toContain('Das Toleranzband gilt je Lieferstelle.');
      expect(m.text).not.toContain('Stadtwerke');
    }
  });

  it('zeigt später eingeladenen EVUs alle veröffentlichten Antworten', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 2).executeTakeFirstOrThrow();
    const evu = await anmelden(client, 'evu');
    const evuId = (await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Stadtwerke Süd Energie GmbH').executeTakeFirstOrThrow()).id;
    const spaeter = (await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Rheingas Versorgung GmbH').executeTakeFirstOrThrow()).id;
    await t.app.db.deleteFrom('einladung').where('ausschreibung_id', '=', a.id).where('evu_id', '=', spaeter).execute();
    const { id: frageId } = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Welche Druckstufe hat das Werk?' }, evu)).json();
    expect((await client.send('POST', `${B}/gas/${a.id}/fragen/${frageId}/antwort`, { antwort: 'Mitteldruck.' }, admin)).statusCode).toBe(204);
    const evu3 = await anmelden(client, 'evu3');
    expect((await client.get(`${E}/${a.id}/fragen`, evu3)).statusCode).toBe(404);
    expect((await client.send('POST', `${B}/evu/${a.id}`, { evuIds: [evuId, spaeter] }, admin)).statusCode).toBe(204);
    expect((await client.get(`${E}/${a.id}/fragen`, evu3)).json()).toEqual([expect.objectContaining({ frage: 'Welche Druckstufe hat das Werk?', antwort: 'Mitteldruck.', eigene: false })]);
  });

  it('nennt eine Regel von einem Tag in der Einzahl, wenn die neue Angebotsfrist zu früh endet', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const evu = await anmelden(client, 'evu2');
    expect((await client.send('PUT', `${B}/strom/${a.id}/antwortregel`, { antwortfristTage: 1 }, admin)).statusCode).toBe(204);
    // Twelve hours before the Angebotsfrist: later than the one day the rule asks for.
    const frist = t.uhr.now() + TAG / 2;
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: frist }).where('id', '=', a.id).execute();
    const { id } = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Ist eine Teilmenge möglich?' }, evu)).json();
    const zuFrueh = await client.send('POST', `${B}/strom/${a.id}/fragen/${id}/antwort`, { antwort: 'Nein.', angebotsfristVerlaengernBis: new Date(frist + 60_000).toISOString() }, admin);
    expect(zuFrueh.statusCode).toBe(400);
    expect(zuFrueh.json().errors.angebotsfristVerlaengernBis).toEqual([
      `Damit die Antwort 1 Tag vor der Angebotsfrist vorliegt, muss die neue Angebotsfrist frühestens am ${formatDatumZeit(t.uhr.now() + TAG)} Uhr enden.`,
    ]);
    // The tests after this one share the tender: its rule and Angebotsfrist as the demo data has them.
    expect((await client.send('PUT', `${B}/strom/${a.id}/antwortregel`, { antwortfristTage: a.antwortfrist_tage }, admin)).statusCode).toBe(204);
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: a.angebotsfrist }).where('id', '=', a.id).execute();
  });

  it('veröffentlicht eine späte Antwort mit und ohne Verlängerung der Angebotsfrist, schreibt allen und protokolliert die Verlängerung', async ({ t, client, admin, smtp }) => {
    const a = await aktiveStromausschreibung(t);
    const evu = await anmelden(client, 'evu2');
    // Three days before the Angebotsfrist: later than the six days § 20 (3) VgV asks for.
    const frist = t.uhr.now() + 3 * TAG;
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: frist }).where('id', '=', a.id).execute();
    const regel = (await client.get(`${B}/strom/${a.id}/antwortregel`, admin)).json();
    expect(regel).toEqual({
      antwortfristTage: 6,
      angebotsfrist: new Date(frist).toISOString(),
      antwortSpaetestensBis: new Date(frist - 6 * TAG).toISOString(),
      jetztZuSpaet: true,
      fruehesteAngebotsfrist: new Date(t.uhr.now() + 6 * TAG).toISOString(),
      // A quarter of an hour later, on a whole quarter of an hour (the clock stands at 10:00 German time on Sunday
      // 22.11.2026): Saturday 28.11.2026, 10:15 is no working day, so Monday 30.11.2026, 10:15.
      vorgeschlageneAngebotsfrist: new Date(t.uhr.now() + 8 * TAG + 15 * 60_000).toISOString(),
    });

    const ohne = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Zahlungsziel verhandelbar?' }, evu)).json().id;
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${ohne}/antwort`, { antwort: 'Nein.' }, admin)).statusCode).toBe(204);
    expect(Number((await aktiveStromausschreibung(t)).angebotsfrist)).toBe(frist);

    const mit = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Ökostrom aus Neuanlagen möglich?' }, evu)).json().id;
    const zuFrueh = await client.send('POST', `${B}/strom/${a.id}/fragen/${mit}/antwort`, { antwort: 'Ja.', angebotsfristVerlaengernBis: new Date(frist + TAG).toISOString() }, admin);
    expect(zuFrueh.statusCode).toBe(400);
    expect(zuFrueh.json().errors.angebotsfristVerlaengernBis[0]).toBe(
      `Damit die Antwort 6 Tage vor der Angebotsfrist vorliegt, muss die neue Angebotsfrist frühestens am ${formatDatumZeit(t.uhr.now() + 6 * TAG)} Uhr enden.`,
    );
    expect((await client.get(`${E}/${a.id}/fragen`, evu)).json().find((f: { id: number }) => f.id === mit).antwort).toBeUndefined();

    const neu = t.uhr.now() + 7 * TAG;
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${mit}/antwort`, { antwort: 'Ja.', angebotsfristVerlaengernBis: new Date(neu).toISOString() }, admin)).statusCode).toBe(204);
    expect(Number((await aktiveStromausschreibung(t)).angebotsfrist)).toBe(neu);
    const audit = await t.app.db.selectFrom('audit_event').selectAll().where('entitaet_id', '=', a.id).where('aktion', '=', 'angebotsfrist_verlaengert').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.nachher!)).toMatchObject({ angebotsfrist: new Date(neu).toISOString(), frageId: mit });

    await alleZugestellt(t);
    const an = (m: (typeof smtp.mails)[number]) => (Array.isArray(m.to) ? '' : (m.to?.text ?? ''));
    const kunde = await t.app.db.selectFrom('kunde').select('email').where('id', '=', a.kunde_id).executeTakeFirstOrThrow();
    const alleVerlaengert = smtp.mails.filter((m) => m.subject === `Angebotsfrist der Ausschreibung ${a.nummer} verlängert`);
    const verlaengert = alleVerlaengert.filter((m) => an(m) !== kunde.email);
    // Every invited EVU, once each.
    const eingeladene = await t.app.db.selectFrom('einladung as e').innerJoin('evu as v', 'v.id', 'e.evu_id').select('v.email').where('e.ausschreibung_id', '=', a.id).execute();
    expect(verlaengert.map(an).sort()).toEqual(eingeladene.map((e) => e.email).sort());
    expect(verlaengert[0]!.text).toContain(`auf den ${formatDatumZeit(neu)} Uhr verlängert`);
    // The Kunde too: old and new Angebotsfrist, the unchanged Bindefrist and why it moved.
    const anKunde = alleVerlaengert.filter((m) => an(m) === kunde.email);
    expect(anKunde).toHaveLength(1);
    expect(anKunde[0]!.text).toContain(`Angebotsfrist: bisher ${formatDatumZeit(frist)} Uhr, neu ${formatDatumZeit(neu)} Uhr`);
    expect(anKunde[0]!.text).toContain(`Bindefrist: unverändert ${formatDatumZeit(Number(a.bindefrist))} Uhr`);
    expect(anKunde[0]!.text).toContain('Begründung der Vergabestelle: Antwort auf eine Bieterfrage nach der Frist für Antworten (§ 20 Abs. 3 VgV)');
    const neuigkeit = await t.app.db.selectFrom('neuigkeit as n').innerJoin('kunde as k', 'k.benutzer_id', 'n.benutzer_id').select('n.text').where('k.id', '=', a.kunde_id).where('n.ausschreibung_id', '=', a.id).orderBy('n.id', 'desc').executeTakeFirstOrThrow();
    expect(neuigkeit.text).toBe(`Eine Bieterfrage zu Ihrer Ausschreibung ${a.nummer} wurde beantwortet. Die Angebotsfrist wurde auf den ${formatDatumZeit(neu)} Uhr verlängert.`);
    // The invitation's calendar entry moves: same UID, next SEQUENCE, the new deadline.
    const [termin] = verlaengert[0]!.attachments;
    expect(termin).toMatchObject({ filename: `Angebotsfrist_${a.nummer}.ics`, contentType: 'text/calendar' });
    const ics = termin!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`\r\nUID:angebotsfrist-${a.id}@`);
    expect(ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(ics).toContain(`\r\nDTSTART:${new Date(neu).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}\r\n`);
  });

  it('verlängert mit dem Datum, das das Portal selbst vorschlägt, auch wenn bis zum Klick Zeit vergeht', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const evu = await anmelden(client, 'evu2');
    const beginn = t.uhr.now();
    const frist = beginn + 3 * TAG;
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: frist }).where('id', '=', a.id).execute();
    try {
      // Seconds past the minute: a date field (whole minutes) could not hold the earliest instant itself.
      t.uhr.advance(37_000);
      const regel = (await client.get(`${B}/strom/${a.id}/antwortregel`, admin)).json();
      // Hand-computed: 10:00:37 German time + 6 days → earliest 10:01, suggested 10:15:37 → the quarter hour 10:30,
      // on Saturday 28.11.2026 → Monday 30.11.2026, 10:30.
      expect(regel.fruehesteAngebotsfrist).toBe(new Date(beginn + 6 * TAG + 60_000).toISOString());
      expect(regel.vorgeschlageneAngebotsfrist).toBe(new Date(beginn + 8 * TAG + 30 * 60_000).toISOString());

      // The earliest as shown, sent at once, holds: it was rounded up, not down.
      const erste = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Gilt die Preisgleitung?' }, evu)).json().id;
      const sofort = await client.send('POST', `${B}/strom/${a.id}/fragen/${erste}/antwort`, { antwort: 'Nein.', angebotsfristVerlaengernBis: regel.fruehesteAngebotsfrist }, admin);
      expect(sofort.statusCode, sofort.body).toBe(204);

      // The suggestion, sent after ten minutes in the dialog, still holds.
      await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: frist }).where('id', '=', a.id).execute();
      const zweite = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Und die Netzentgelte?' }, evu)).json().id;
      const vorschlag = (await client.get(`${B}/strom/${a.id}/antwortregel`, admin)).json().vorgeschlageneAngebotsfrist;
      t.uhr.advance(10 * 60_000);
      // Signed in afresh: the access token does not outlive ten minutes on the test clock.
      const spaeter = await client.send('POST', `${B}/strom/${a.id}/fragen/${zweite}/antwort`, { antwort: 'Durchgereicht.', angebotsfristVerlaengernBis: vorschlag }, await anmelden(client, 'admin'));
      expect(spaeter.statusCode, spaeter.body).toBe(204);
      expect(Number((await aktiveStromausschreibung(t)).angebotsfrist)).toBe(Date.parse(vorschlag));
    } finally {
      t.uhr.set(beginn);
      await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: a.angebotsfrist }).where('id', '=', a.id).execute();
    }
  });

  it('schlägt keinen Feiertag im Land des Kunden vor, sondern den nächsten Arbeitstag', async ({ t, client }) => {
    const a = await aktiveStromausschreibung(t);
    const { plz } = await t.app.db.selectFrom('kunde').select('plz').where('id', '=', a.kunde_id).executeTakeFirstOrThrow();
    const beginn = t.uhr.now();
    // Thursday 31.12.2026, 10:00 German time + 6 days → Wednesday 06.01.2027 (Heilige Drei Könige in Bayern), 10:15.
    const jetzt = Date.parse('2026-12-31T09:00:00Z');
    const bisher = { angebotsfrist: a.angebotsfrist, bindefrist: a.bindefrist, lieferbeginn: a.lieferbeginn };
    try {
      t.uhr.set(jetzt);
      await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: jetzt + 3 * TAG, bindefrist: jetzt + 40 * TAG, lieferbeginn: '2027-03-01' }).where('id', '=', a.id).execute();
      const regel = async () => (await client.get(`${B}/strom/${a.id}/antwortregel`, await anmelden(client, 'admin'))).json().vorgeschlageneAngebotsfrist;
      await t.app.db.updateTable('kunde').set({ plz: '80331' }).where('id', '=', a.kunde_id).execute(); // München
      expect(await regel()).toBe('2027-01-07T09:15:00.000Z');
      await t.app.db.updateTable('kunde').set({ plz: '30159' }).where('id', '=', a.kunde_id).execute(); // Hannover
      expect(await regel()).toBe('2027-01-06T09:15:00.000Z');
    } finally {
      t.uhr.set(beginn);
      await t.app.db.updateTable('kunde').set({ plz }).where('id', '=', a.kunde_id).execute();
      await t.app.db.updateTable('ausschreibung').set(bisher).where('id', '=', a.id).execute();
    }
  });

  it('weist eine Verlängerung über den Lieferbeginn hinaus deutsch ab', async ({ t, client, admin }) => {
    const a = await aktiveStromausschreibung(t);
    const evu = await anmelden(client, 'evu2');
    const bisher = { angebotsfrist: a.angebotsfrist, bindefrist: a.bindefrist, lieferbeginn: a.lieferbeginn };
    // Delivery would begin three days from now, the Bindefrist (inconsistent old data) later still.
    const lieferbeginn = new Date(t.uhr.now() + 3 * TAG).toISOString().slice(0, 10);
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: t.uhr.now() + 2 * TAG, bindefrist: t.uhr.now() + 30 * TAG, lieferbeginn }).where('id', '=', a.id).execute();
    try {
      const frage = (await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Lieferbeginn fix?' }, evu)).json().id;
      const antwort = await client.send('POST', `${B}/strom/${a.id}/fragen/${frage}/antwort`, { antwort: 'Ja.', angebotsfristVerlaengernBis: new Date(t.uhr.now() + 7 * TAG).toISOString() }, admin);
      expect(antwort.statusCode).toBe(400);
      expect(antwort.json().errors.angebotsfristVerlaengernBis).toEqual(['Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.']);
      // Answered without the extension, so the bidder's question is not left open for the tests after this one.
      expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${frage}/antwort`, { antwort: 'Ja.' }, admin)).statusCode).toBe(204);
    } finally {
      await t.app.db.updateTable('ausschreibung').set(bisher).where('id', '=', a.id).execute();
    }
  });

  it('weist Fragen nach der Angebotsfrist mit 409 ab', async ({ t, client }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 2).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const antwort = await client.send('POST', `${E}/${a.id}/fragen`, { frage: 'Noch eine Frage?' }, await anmelden(client, 'evu'));
    expect(antwort.statusCode).toBe(409);
    expect(antwort.json().message).toBe('Die Angebotsfrist ist abgelaufen. Bieterfragen können nur bis zur Angebotsfrist gestellt werden.');
    expect((await client.send('POST', `${E}/${a.id}/fragen`, { frage: '' }, await anmelden(client, 'evu'))).statusCode).toBe(400);
  });
});
