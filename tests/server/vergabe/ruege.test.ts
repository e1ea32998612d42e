import { describe, expect } from 'vitest';
import { wendeFristenAn } from '../../../server/ausschreibung/fristen';
import { OFFENE_RUEGE } from '../../../server/vergabe/ruege.queries';
import { formatDatumZeit } from '../../../domain/format';
import { kopierteAusschreibung } from '../hilfen/eigeneAusschreibung';
import { pdfText } from '../hilfen/pdfText';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const B = '/api/ausschreibungasadmin';
const TAG = 86_400_000;
const WIRKSAM_AB = Date.parse('2026-12-02T23:00:00Z'); // a Zuschlag intended on 22.11.2026 takes effect on 03.12.2026 00:00

/**
 * A Rüge the Auftraggeber received (issue 42, point 6) holds the Zuschlag until it is decided: none is given, an
 * intended one does not take effect; the decision, with its reasons, releases it. The Kunde records and decides, or
 * the administrator for it; every step is in the Historie.
 */
describe.each(portalTests({ mails: true }))('Rügen auf $name', ({ it }) => {
  const kommunale = (t: TestApp) => kopierteAusschreibung(t.app.db, 'Erdgas kommunale Gebäude', { bindefrist: t.uhr.now() + 20 * TAG });
  const angebote = async (client: TestClient, id: number, token: string) => (await client.get(`${K}/${id}/angebote`, token)).json() as { id: number; evu: string }[];
  const status = async (t: TestApp, id: number) => (await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const ruege = (text = 'Die Wertung der Jahreskosten ist fehlerhaft.') => ({ eingegangenAm: '2026-11-22T08:30:00.000Z', text });

  it('hält den vorgesehenen Zuschlag über die Stillhaltefrist hinaus, bis sie zurückgewiesen ist', async ({ t, client }) => {
    const a = await kommunale(t);
    let kunde2 = (await client.angemeldet('kunde2')).access_token;
    const [gewinner] = await angebote(client, a.id, kunde2);
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: gewinner!.id }, kunde2)).statusCode).toBe(204);

    const erfasst = await client.send('POST', `${K}/${a.id}/ruege`, ruege(), kunde2);
    expect(erfasst.statusCode).toBe(201);
    const { id: rid } = erfasst.json() as { id: number };
    expect((await client.get(`${K}/${a.id}`, kunde2)).json()).toMatchObject({ status: 3, offeneRuegen: 1 });
    expect((await client.get(`${K}/${a.id}/ruegen`, kunde2)).json()).toEqual([
      { id: rid, eingegangenAm: '2026-11-22T08:30:00.000Z', text: 'Die Wertung der Jahreskosten ist fehlerhaft.', erfasstAm: new Date(t.uhr.now()).toISOString(), ergebnis: null, entscheidung: null, entschiedenAm: null, nachpruefungsfrist: null },
    ]);

    // The Stillhaltefrist ends; the scheduler's run and a reader's request leave the tender in Bindefrist.
    t.uhr.set(WIRKSAM_AB + TAG);
    expect(await wendeFristenAn(t.app.db, t.uhr, a.id)).toBe(0);
    // Signed in afresh: the clock moved past the sessions' end.
    kunde2 = (await client.angemeldet('kunde2')).access_token;
    const admin = (await client.angemeldet('admin')).access_token;
    expect((await client.get(`${K}/${a.id}`, kunde2)).json()).toMatchObject({ status: 3, zuschlagVorgesehen: { angebotId: gewinner!.id } });

    // The administrator decides for the Kunde; the held Zuschlag takes effect at once, its Stillhaltefrist being over.
    const entscheidung = await client.send('POST', `${B}/gas/${a.id}/ruege/${rid}/entscheidung`, { ergebnis: 'zurueckgewiesen', text: 'Die Wertung folgt den bekanntgemachten Kriterien.' }, admin);
    expect(entscheidung.statusCode).toBe(204);
    expect(await status(t, a.id)).toBe(4);
    const offers = await t.app.db.selectFrom('angebot').select(['id', 'status']).where('ausschreibung_id', '=', a.id).orderBy('id').execute();
    expect(offers.find((o) => o.id === gewinner!.id)?.status).toBe('zuschlag');
    // Decided on 04.12.2026 (00:00 German time): the day itself does not count, the 15th day after it is 19.12.2026.
    const entschieden = { ergebnis: 'zurueckgewiesen', entscheidung: 'Die Wertung folgt den bekanntgemachten Kriterien.', entschiedenAm: new Date(t.uhr.now()).toISOString() };
    const frist = { bis: '2026-12-19', tage: 15, quelle: '§ 160 Abs. 3 Satz 1 Nr. 4 GWB' };
    expect((await client.get(`${B}/gas/${a.id}/ruegen`, admin)).json()[0]).toMatchObject({ ...entschieden, nachpruefungsfrist: frist });
    expect((await client.get(`${K}/${a.id}/ruegen`, kunde2)).json()[0]).toMatchObject({ ...entschieden, nachpruefungsfrist: frist });

    const historie = (await client.get(`${B}/${a.id}/historie`, admin)).json() as { aktion: string; details: string | null }[];
    expect(historie.slice(0, 3).map((e) => [e.aktion, e.details])).toEqual([
      ['Zuschlag nach Stillhaltefrist wirksam', null],
      ['Über Rüge entschieden', 'zurückgewiesen: Die Wertung folgt den bekanntgemachten Kriterien. · Nachprüfungsfrist bis 19.12.2026 (§ 160 Abs. 3 Satz 1 Nr. 4 GWB)'],
      ['Rüge erfasst (hält den Zuschlag bis zur Entscheidung)', 'Eingegangen am 22.11.2026 09:30 Uhr: Die Wertung der Jahreskosten ist fehlerhaft.'],
    ]);
    // The Vergabevermerk records the Rüge, its decision and the bidder's Nachprüfungsfrist.
    // Without the page footers, which land wherever a page breaks.
    const vermerk = pdfText((await client.get(`${K}/${a.id}/vergabevermerk`, kunde2)).rawPayload)
      .replace(/\s*\n/g, ' ')
      .replace(/ Vergabevermerk \S+ · Seite \d+ von \d+/g, '');
    expect(vermerk).toContain(
      'Rügen (§ 160 Abs. 3 GWB) Rüge vom 22.11.2026 09:30 Uhr: Die Wertung der Jahreskosten ist fehlerhaft. ' +
        `Entscheidung am ${formatDatumZeit(t.uhr.now())} Uhr: zurückgewiesen. Die Wertung folgt den bekanntgemachten Kriterien. ` +
        'Nachprüfungsfrist bis 19.12.2026 (§ 160 Abs. 3 Satz 1 Nr. 4 GWB): Der Bieter kann innerhalb von 15 Kalendertagen',
    );
    expect(vermerk).toContain('Über Rüge entschieden · zurückgewiesen: Die Wertung folgt den bekanntgemachten Kriterien. · Nachprüfungsfrist bis 19.12.2026');
    // Now the award has taken effect: a further Rüge cannot hold it.
    const zuSpaet = await client.send('POST', `${K}/${a.id}/ruege`, ruege(), kunde2);
    expect(zuSpaet.statusCode).toBe(409);
    expect(zuSpaet.json().message).toBe('Die Ausschreibung ist abgeschlossen; eine Rüge kann den Zuschlag nicht mehr aufhalten.');
  });

  it('verweigert den Zuschlag, solange eine Rüge offen ist, und gibt ihn nach der Entscheidung frei', async ({ t, client, admin, kunde }) => {
    // The Metallbau's Strom tender: an Unternehmen's Zuschlag takes effect at once.
    const a = await kopierteAusschreibung(t.app.db, 'Strom Werk, Lager und Verwaltung', { bindefrist: t.uhr.now() + 20 * TAG });
    const [bestes] = await angebote(client, a.id, kunde);
    const erfasst = await client.send('POST', `${B}/strom/${a.id}/ruege`, ruege('Die Angebotsfrist war zu kurz.'), admin);
    expect(erfasst.statusCode).toBe(201);

    const verweigert = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes!.id }, kunde);
    expect(verweigert.statusCode).toBe(409);
    expect(verweigert.json().message).toBe(OFFENE_RUEGE);
    expect(await status(t, a.id)).toBe(3);

    expect((await client.send('POST', `${K}/${a.id}/ruege/${erfasst.json().id}/entscheidung`, { ergebnis: 'abgeholfen', text: 'Die Frist wird bei der nächsten Ausschreibung verlängert.' }, kunde)).statusCode).toBe(204);
    // Remedied, the bidder has nothing to take to the Vergabekammer: no Nachprüfungsfrist.
    expect((await client.get(`${K}/${a.id}/ruegen`, kunde)).json()[0]).toMatchObject({ ergebnis: 'abgeholfen', nachpruefungsfrist: null });
    const nochmal = await client.send('POST', `${K}/${a.id}/ruege/${erfasst.json().id}/entscheidung`, { ergebnis: 'zurueckgewiesen', text: 'Doch nicht.' }, kunde);
    expect(nochmal.statusCode).toBe(409);
    expect(nochmal.json().message).toBe('Über diese Rüge ist bereits entschieden.');
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes!.id }, kunde)).statusCode).toBe(204);
    expect(await status(t, a.id)).toBe(4);
  });

  it('nimmt nach Abhilfe einen vorgesehenen Zuschlag zurück und benachrichtigt die Bieter; der Kunde entscheidet neu', async ({ t, client, smtp }) => {
    const a = await kommunale(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const [erster, zweiter] = await angebote(client, a.id, kunde2);
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: erster!.id }, kunde2)).statusCode).toBe(204);
    const { id: rid } = (await client.send('POST', `${K}/${a.id}/ruege`, ruege(), kunde2)).json();
    expect((await client.send('POST', `${K}/${a.id}/ruege/${rid}/entscheidung`, { ergebnis: 'abgeholfen', text: 'Die Wertung wird wiederholt.' }, kunde2)).statusCode).toBe(204);

    const danach = (await client.get(`${K}/${a.id}`, kunde2)).json();
    expect(danach.status).toBe(3);
    expect(danach.zuschlagVorgesehen).toBeUndefined();
    expect(danach.offeneRuegen).toBeUndefined();
    // A run already under way when the change was committed does not see its mails: the second one does.
    await t.app.outbox.zustellen();
    await t.app.outbox.zustellen();
    const bieter = await t.app.db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').select('v.email').where('o.ausschreibung_id', '=', a.id).execute();
    const mails = smtp.mails.filter((m) => m.subject === `Vorgesehener Zuschlag zur Ausschreibung ${a.nummer} zurückgenommen`);
    expect(mails.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual(bieter.map((b) => b.email).sort());
    // A new decision, with new letters and a new Stillhaltefrist; the second offer is one under Vorbehalt from a bidder
    // rated class 5, accepted with both.
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: zweiter!.id, vorbehaltBestaetigt: true, bonitaetBestaetigt: true }, kunde2)).statusCode).toBe(204);
    expect((await client.get(`${K}/${a.id}`, kunde2)).json().zuschlagVorgesehen.angebotId).toBe(zweiter!.id);
  });

  it('antwortet in falschen Zuständen mit 409 und auf fremde oder unbekannte Rügen mit 404', async ({ t, client, admin, kunde }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const inPruefung = await kopierteAusschreibung(t.app.db, 'Strom kommunale Liegenschaften');
    const nichtFrei = await client.send('POST', `${K}/${inPruefung.id}/ruege`, ruege(), kunde2);
    expect(nichtFrei.statusCode).toBe(409);
    expect(nichtFrei.json().message).toBe('Die Ausschreibung ist noch nicht freigegeben; eine Rüge kann erst im laufenden Verfahren erfasst werden.');

    const a = await kommunale(t);
    // Another Kunde's tender does not exist for it: neither reading, recording nor deciding.
    expect((await client.get(`${K}/${a.id}/ruegen`, kunde)).statusCode).toBe(404);
    expect((await client.send('POST', `${K}/${a.id}/ruege`, ruege(), kunde)).statusCode).toBe(404);
    const { id: rid } = (await client.send('POST', `${K}/${a.id}/ruege`, ruege(), kunde2)).json();
    const entscheidung = { ergebnis: 'zurueckgewiesen', text: 'Unbegründet.' };
    expect((await client.send('POST', `${K}/${a.id}/ruege/${rid}/entscheidung`, entscheidung, kunde)).statusCode).toBe(404);
    // The administrator under the other Sparte's path, a Rüge of another tender, an unknown one.
    expect((await client.send('POST', `${B}/strom/${a.id}/ruege/${rid}/entscheidung`, entscheidung, admin)).statusCode).toBe(404);
    const unbekannt = await client.send('POST', `${K}/${a.id}/ruege/2000000000/entscheidung`, entscheidung, kunde2);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toBe('Die Rüge wurde nicht gefunden.');
    const b = await kommunale(t);
    expect((await client.send('POST', `${K}/${b.id}/ruege/${rid}/entscheidung`, entscheidung, kunde2)).statusCode).toBe(404);
    expect((await client.get(`${K}/${a.id}/ruegen`, kunde2)).json()[0].ergebnis).toBeNull();
  });

  it('prüft die Eingaben mit deutschen Meldungen', async ({ t, client }) => {
    const a = await kommunale(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const zukunft = await client.send('POST', `${K}/${a.id}/ruege`, { eingegangenAm: new Date(t.uhr.now() + TAG).toISOString(), text: 'Morgen.' }, kunde2);
    expect(zukunft.statusCode).toBe(400);
    expect(zukunft.json().errors.eingegangenAm).toEqual(['Der Eingang der Rüge kann nicht in der Zukunft liegen.']);
    expect((await client.send('POST', `${K}/${a.id}/ruege`, { eingegangenAm: '2026-11-22T08:30:00.000Z', text: '' }, kunde2)).statusCode).toBe(400);
    expect((await client.send('POST', `${K}/${a.id}/ruege`, { text: 'Ohne Datum.' }, kunde2)).statusCode).toBe(400);
    const { id: rid } = (await client.send('POST', `${K}/${a.id}/ruege`, ruege(), kunde2)).json();
    const falsch = await client.send('POST', `${K}/${a.id}/ruege/${rid}/entscheidung`, { ergebnis: 'vertagt', text: 'Später.' }, kunde2);
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().message).not.toMatch(/[a-z]+ must/);
    expect(await t.app.db.selectFrom('ruege').select('id').where('ausschreibung_id', '=', a.id).execute()).toHaveLength(1);
  });

  it('erfasst dieselbe Rüge nur einmal, auch bei zehn gleichzeitigen Anfragen', async ({ t, client }) => {
    const a = await kommunale(t);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const antworten = await Promise.all(Array.from({ length: 10 }, () => client.send('POST', `${K}/${a.id}/ruege`, ruege('Gleichzeitig eingereicht.'), kunde2)));
    expect(antworten.map((x) => x.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const x of antworten.filter((x) => x.statusCode === 409)) expect(x.json().message).toBe('Diese Rüge ist bereits erfasst.');
    const erfasst = await t.app.db.selectFrom('ruege').select('id').where('ausschreibung_id', '=', a.id).execute();
    expect(erfasst.map((r) => r.id)).toEqual([antworten.find((x) => x.statusCode === 201)!.json().id]);
    expect(await t.app.db.selectFrom('audit_event').select('id').where('aktion', '=', 'ruege_erfasst').where('entitaet_id', '=', a.id).execute()).toHaveLength(1);
    // Another text, or the same text received at another time, is another Rüge.
    expect((await client.send('POST', `${K}/${a.id}/ruege`, ruege('Ein zweiter Punkt.'), kunde2)).statusCode).toBe(201);
    expect((await client.send('POST', `${K}/${a.id}/ruege`, { ...ruege('Gleichzeitig eingereicht.'), eingegangenAm: '2026-11-22T08:45:00.000Z' }, kunde2)).statusCode).toBe(201);
    expect(await t.app.db.selectFrom('ruege').select('id').where('ausschreibung_id', '=', a.id).execute()).toHaveLength(3);
  });
});
