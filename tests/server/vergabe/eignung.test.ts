import { describe, expect } from 'vitest';
import { deutscherKalendertag } from '../../../domain/datum';
import { formatDatumZeit, formatEuro } from '../../../domain/format';
import { plan } from '../hilfen/auktion';
import { kopierteAusschreibung, setzeArbeitspreise } from '../hilfen/eigeneAusschreibung';
import { pdfText } from '../hilfen/pdfText';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const B = '/api/ausschreibungasadmin/gas';
const K = '/api/kunde/ausschreibung';
const E = '/api/evu/ausschreibung';
const MINUTE = 60_000;
const TAG = 86_400_000;
const uhr = (ms: number) => `${formatDatumZeit(ms)} Uhr`;

/**
 * A copy of the Gemeinde's Gas tender (a Kommune's: its Zuschlag waits for the Stillhaltefrist) with two bidders at
 * 6,0000 and 6,5000 ct/kWh and nothing else (921 000 kWh a year: 55 260,00 € and 59 865,00 €), set back to Prüfung
 * Angebote with its offers sealed again — or, with `frist`, to Aktiv with that Angebotsfrist.
 */
async function verfahren(t: TestApp, frist?: number) {
  const a = await kopierteAusschreibung(t.app.db, 'Erdgas kommunale Gebäude', { bindefrist: t.uhr.now() + 20 * TAG });
  await setzeArbeitspreise(t.app.db, a.id, [6, 6.5]);
  const angebotsfrist = frist ?? t.uhr.now() - TAG;
  await t.app.db.updateTable('ausschreibung').set({ status: frist ? 1 : 2, angebotsfrist }).where('id', '=', a.id).execute();
  await t.app.db.updateTable('angebot').set({ status: 'eingereicht' }).where('ausschreibung_id', '=', a.id).execute();
  const [guenstig, teuer] = await t.app.db
    .selectFrom('angebot as o')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
    .select(['o.id', 'o.evu_id as evuId', 'v.firma', 'v.benutzer_id as benutzerId', 'b.login'])
    .where('o.ausschreibung_id', '=', a.id)
    .orderBy('o.id')
    .execute();
  return { ...a, angebotsfrist, guenstig: guenstig!, teuer: teuer! };
}

const adminName = async (t: TestApp) => {
  const b = await t.app.db.selectFrom('benutzer').select(['vorname', 'nachname']).where('login', '=', 'admin').executeTakeFirstOrThrow();
  return `${b.vorname} ${b.nachname} (Administrator)`;
};

const protokoll = (t: TestApp, id: number) =>
  t.app.db.selectFrom('audit_event').select(['vorher', 'nachher']).where('aktion', '=', 'eignung_geaendert').where('entitaet_id', '=', id).orderBy('id').execute();

describe.each(portalTests())('Eignungsprüfung auf $name', ({ it }) => {
  it('speichert Kriterien und Ergebnisse, zeigt je Bieter, was die Entscheidung stützt, und protokolliert jede Änderung', async ({ t, client, admin }) => {
    const a = await verfahren(t, t.uhr.now() + TAG);
    const db = t.app.db;
    // One Lieferstelle of 1 200 001 kWh: a reference counts from 50 % of it, 600,0005 MWh, in the Sparte Gas.
    const [erste, ...uebrige] = await db.selectFrom('lieferstelle').select('id').where('ausschreibung_id', '=', a.id).orderBy('position').execute();
    await db.deleteFrom('lieferstelle').where('id', 'in', uebrige.map((l) => l.id)).execute();
    await db.updateTable('lieferstelle').set({ jahresverbrauch_kwh: 1_200_001 }).where('id', '=', erste!.id).execute();
    const referenz = (volumen_mwh: number, sparte: number) => ({ evu_id: a.guenstig.evuId, kunde: `Kunde ${volumen_mwh}`, volumen_mwh, sparte, von: '2024-01-01', bis: '2024-12-31' });
    // Both bidders without what the demo gives them: the one with the references below, the other with nothing at all.
    const beide = [a.guenstig.evuId, a.teuer.evuId];
    for (const tabelle of ['evu_referenz', 'evu_zulassung', 'evu_bonitaet', 'evu_nachweis', 'evu_eigenerklaerung'] as const) await db.deleteFrom(tabelle).where('evu_id', 'in', beide).execute();
    await db.insertInto('evu_referenz').values([referenz(600, 2), referenz(601, 2), referenz(5000, 1)]).execute();
    await db.insertInto('evu_zulassung').values({ evu_id: a.guenstig.evuId, sparte: 2, status: 'zugelassen', seit: t.uhr.now() - 30 * TAG, begruendung: 'Nachweise vollständig', version: 2 }).execute();
    await db.insertInto('evu_bonitaet').values({ evu_id: a.guenstig.evuId, klasse: 2, datum: '2026-09-30', quelle: 'Creditreform', erfasst_von: null, erfasst_am: t.uhr.now() }).execute();
    await db
      .insertInto('evu_nachweis')
      .values({ evu_id: a.guenstig.evuId, art: 'Betriebshaftpflicht', gueltig_bis: '2027-06-30', name: 'police.pdf', content_type: 'application/pdf', size: 5, data: Buffer.from('%PDF-'), uploaded_by: a.guenstig.benutzerId, uploaded_at: t.uhr.now() - 5 * TAG, pruefung: 'geprueft', pruefung_begruendung: null, geprueft_von: null, geprueft_am: t.uhr.now() - 4 * TAG, erinnert_30_am: null, erinnert_7_am: null })
      .execute();

    const kriterien = { mindestjahresumsatzEur: 1_000_000, mindestReferenzen: 2 };
    const erstes = await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [{ evuId: a.guenstig.evuId, geeignet: true }] }, admin);
    expect(erstes.statusCode).toBe(204);
    const gespeichertAm = t.uhr.now();
    const eignung = (await client.get(`${B}/${a.id}/eignung`, admin)).json();
    expect(eignung).toMatchObject({ kriterien, aehnlichAbMwh: 600.0005, kriterienAenderbar: true, pruefungenAenderbar: true });
    const guenstig = eignung.bieter.find((b: { evuId: number }) => b.evuId === a.guenstig.evuId);
    expect(guenstig).toMatchObject({
      evu: a.guenstig.firma,
      zulassung: { status: 'zugelassen', seit: new Date(t.uhr.now() - 30 * TAG).toISOString() },
      // 600 MWh < 600,0005 MWh; 601 MWh counts; 5 000 MWh of Strom does not.
      referenzen: { gesamt: 3, aehnlich: 1 },
      bonitaet: { klasse: 2, datum: '2026-09-30', quelle: 'Creditreform' },
      pruefung: { geeignet: true, begruendung: null, geprueftVon: await adminName(t), geprueftAm: new Date(gespeichertAm).toISOString() },
    });
    expect(guenstig.nachweise).toContainEqual({ art: 'Betriebshaftpflicht', gueltigBis: '2027-06-30', pruefung: 'geprueft' });
    expect(guenstig.fehlend).toContain('Handelsregisterauszug: fehlt');
    expect(guenstig.fehlend).not.toContain('Referenzliste: fehlt');
    expect(eignung.bieter.find((b: { evuId: number }) => b.evuId === a.teuer.evuId)).toMatchObject({ zulassung: null, referenzen: { gesamt: 0, aehnlich: 0 }, bonitaet: null, pruefung: null });
    expect(await protokoll(t, a.id)).toHaveLength(1);

    // The same again changes nothing and records nothing.
    t.uhr.advance(MINUTE);
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [{ evuId: a.guenstig.evuId, geeignet: true, begruendung: null }] }, admin)).statusCode).toBe(204);
    expect(await protokoll(t, a.id)).toHaveLength(1);

    // A second result leaves the first one's time as it was.
    const begruendung = 'Keine Referenz ähnlichen Umfangs nachgewiesen.';
    const pruefungen = [
      { evuId: a.guenstig.evuId, geeignet: true },
      { evuId: a.teuer.evuId, geeignet: false, begruendung: `  ${begruendung}  ` },
    ];
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen }, admin)).statusCode).toBe(204);
    const danach = (await client.get(`${B}/${a.id}/eignung`, admin)).json();
    const ergebnis = (evuId: number) => danach.bieter.find((b: { evuId: number }) => b.evuId === evuId).pruefung;
    expect(ergebnis(a.guenstig.evuId).geprueftAm).toBe(new Date(gespeichertAm).toISOString());
    expect(ergebnis(a.teuer.evuId)).toMatchObject({ geeignet: false, begruendung, geprueftAm: new Date(t.uhr.now()).toISOString() });
    const [, zweites] = await protokoll(t, a.id);
    expect(JSON.parse(zweites!.nachher!)).toEqual({ pruefungen: [{ evuId: a.teuer.evuId, geeignet: false, begruendung }] });

    // Left out, a result is gone; no criteria, none asked for.
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien: {}, pruefungen: [{ evuId: a.guenstig.evuId, geeignet: true }] }, admin)).statusCode).toBe(204);
    const zuletzt = (await client.get(`${B}/${a.id}/eignung`, admin)).json();
    expect(zuletzt.kriterien).toEqual({ mindestjahresumsatzEur: null, mindestReferenzen: null });
    expect(zuletzt.bieter.find((b: { evuId: number }) => b.evuId === a.teuer.evuId).pruefung).toBeNull();
    expect(JSON.parse((await protokoll(t, a.id)).at(-1)!.vorher!)).toEqual({ kriterien, pruefungen: [{ evuId: a.teuer.evuId, geeignet: false, begruendung }] });
    // The tender's Historie counts what each change did.
    const historie = (await client.get(`/api/ausschreibungasadmin/${a.id}/historie`, admin)).json() as { aktion: string; details: string | null }[];
    expect(historie.filter((e) => e.aktion === 'Eignungsprüfung geändert').map((e) => e.details)).toEqual([
      'Eignungskriterien aufgehoben · Ergebnis entfernt: 1',
      'nicht geeignet: 1',
      'Eignungskriterien festgelegt · geeignet: 1',
    ]);
  });

  it('weist unbekannte EVUs, Nicht-Bieter, fehlende Begründungen und falsche Formen ab, ohne etwas zu speichern', async ({ t, client, admin }) => {
    const a = await verfahren(t);
    const evu2 = await t.app.db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select('v.id').where('b.login', '=', 'evu2').executeTakeFirstOrThrow();
    const put = (body: unknown, pfad = `${B}/${a.id}/eignung`) => client.send('PUT', pfad, body, admin);

    const unbekannt = await put({ kriterien: {}, pruefungen: [{ evuId: 2_000_000_000, geeignet: true }] });
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toBe('Das EVU mit der Nummer 2000000000 wurde nicht gefunden.');
    // evu2 supplies Strom only: it has no offer on a Gas tender.
    const keinBieter = await put({ kriterien: {}, pruefungen: [{ evuId: evu2.id, geeignet: true }] });
    expect(keinBieter.statusCode).toBe(400);
    expect(keinBieter.json().errors['pruefungen[0].evuId']).toEqual(['Dieses EVU hat zu der Ausschreibung kein Angebot abgegeben; geprüft werden nur Bieter.']);
    for (const begruendung of [undefined, null, '   ']) {
      const ohne = await put({ kriterien: {}, pruefungen: [{ evuId: a.guenstig.evuId, geeignet: true }, { evuId: a.teuer.evuId, geeignet: false, begruendung }] });
      expect(ohne.statusCode).toBe(400);
      expect(ohne.json().errors['pruefungen[1].begruendung']).toEqual(['Bitte begründen Sie, warum der Bieter nicht geeignet ist.']);
    }
    const doppelt = await put({ kriterien: {}, pruefungen: [{ evuId: a.teuer.evuId, geeignet: true }, { evuId: a.teuer.evuId, geeignet: true }] });
    expect(doppelt.statusCode).toBe(400);
    expect(doppelt.json().errors['pruefungen[1].evuId']).toEqual(['Dieses EVU ist mehrfach angegeben.']);
    for (const falsch of [
      { kriterien: { mindestReferenzen: 0 }, pruefungen: [] },
      { kriterien: { mindestjahresumsatzEur: 1.5 }, pruefungen: [] },
      { kriterien: {}, pruefungen: [{ evuId: a.teuer.evuId, geeignet: 'ja' }] },
      { kriterien: {}, pruefungen: [{ evuId: '1', geeignet: true }] },
      { kriterien: {}, pruefungen: [], constructor: 1 },
      { pruefungen: [] },
      [],
    ]) {
      const antwort = await put(falsch);
      expect(antwort.statusCode, JSON.stringify(falsch)).toBe(400);
      expect(antwort.json().message).toBeTruthy();
    }
    expect((await put({ kriterien: {}, pruefungen: [] }, `/api/ausschreibungasadmin/strom/${a.id}/eignung`)).statusCode).toBe(404);
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien: {}, pruefungen: [] }, (await client.angemeldet('evu')).access_token)).statusCode).toBe(403);

    const eignung = (await client.get(`${B}/${a.id}/eignung`, admin)).json();
    expect(eignung.bieter.map((b: { pruefung: unknown }) => b.pruefung)).toEqual([null, null]);
    expect(await protokoll(t, a.id)).toEqual([]);
  });

  it('ändert die Kriterien nur bis zur Angebotsfrist', async ({ t, client, admin }) => {
    const a = await verfahren(t, t.uhr.now() + MINUTE);
    const kriterien = { mindestjahresumsatzEur: 500_000 };
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [] }, admin)).statusCode).toBe(204);
    t.uhr.advance(2 * MINUTE);
    const spaeter = await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien: { mindestjahresumsatzEur: 400_000 }, pruefungen: [] }, admin);
    expect(spaeter.statusCode).toBe(409);
    expect(spaeter.json().message).toBe('Die Eignungskriterien können nach Ablauf der Angebotsfrist nicht mehr geändert werden.');
    // Unchanged criteria with the results: the check goes on.
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [{ evuId: a.teuer.evuId, geeignet: true }] }, admin)).statusCode).toBe(204);
    expect((await client.get(`${B}/${a.id}/eignung`, admin)).json()).toMatchObject({ kriterien: { mindestjahresumsatzEur: 500_000, mindestReferenzen: null }, kriterienAenderbar: false, pruefungenAenderbar: true });
  });

  it('gibt die Angebote erst frei, wenn jeder Bieter geprüft ist, und schreibt die Ergebnisse dann fest', async ({ t, client, admin }) => {
    const a = await verfahren(t, t.uhr.now() + MINUTE);
    const kriterien = { mindestReferenzen: 1 };
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [] }, admin)).statusCode).toBe(204);
    t.uhr.advance(2 * MINUTE);
    const freigeben = () => client.send('POST', `${B}/${a.id}/angebot/freigeben`, undefined, admin);
    const namen = [a.guenstig.firma, a.teuer.firma].sort((x, y) => x.localeCompare(y, 'de'));

    const keiner = await freigeben();
    expect(keiner.statusCode).toBe(409);
    expect(keiner.json().message).toBe(`Die Angebote können erst freigegeben werden, wenn die Eignungsprüfung aller Bieter erfasst ist. Es fehlt noch: ${namen.join(', ')}.`);
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [{ evuId: a.guenstig.evuId, geeignet: true }] }, admin)).statusCode).toBe(204);
    const einer = await freigeben();
    expect(einer.statusCode).toBe(409);
    expect(einer.json().message).toContain(`Es fehlt noch: ${a.teuer.firma}.`);
    // Nothing of the refused release stuck.
    expect((await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', a.id).executeTakeFirstOrThrow()).status).toBe(2);

    const alle = [
      { evuId: a.guenstig.evuId, geeignet: true },
      { evuId: a.teuer.evuId, geeignet: false, begruendung: 'Keine Referenz ähnlichen Umfangs.' },
    ];
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: alle }, admin)).statusCode).toBe(204);
    expect((await freigeben()).statusCode).toBe(204);

    const danach = await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: alle.map((p) => ({ ...p, geeignet: true })) }, admin);
    expect(danach.statusCode).toBe(409);
    expect(danach.json().message).toBe('Die Angebote sind freigegeben; die Eignungsprüfung ist damit abgeschlossen und kann nicht mehr geändert werden.');
    expect((await client.get(`${B}/${a.id}/eignung`, admin)).json()).toMatchObject({ kriterienAenderbar: false, pruefungenAenderbar: false });

    // Without criteria nothing waits for the Eignungsprüfung.
    const ohne = await verfahren(t);
    expect((await client.send('POST', `${B}/${ohne.id}/angebot/freigeben`, undefined, admin)).statusCode).toBe(204);
  });

  it('wertet das Angebot eines nicht geeigneten Bieters nicht, lässt keinen Zuschlag darauf zu und nennt im Informationsschreiben den Grund', async ({ t, client, admin }) => {
    const a = await verfahren(t);
    const begruendung = 'Mindestjahresumsatz nicht nachgewiesen.';
    const pruefungen = [
      { evuId: a.guenstig.evuId, geeignet: false, begruendung },
      { evuId: a.teuer.evuId, geeignet: true },
    ];
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien: {}, pruefungen }, admin)).statusCode).toBe(204);

    // The dearer offer ranks first alone; the cheaper one stands apart without a rank.
    const erwartet = [
      { id: a.teuer.id, evu: a.teuer.firma, rang: 1, jahreskostenEuro: 59_865, differenzEuro: 0 },
      { id: a.guenstig.id, evu: a.guenstig.firma, jahreskostenEuro: 55_260, ausschluss: { grund: 'nicht geeignet', begruendung } },
    ];
    const fuerAdmin = (await client.get(`${B}/${a.id}/angebote`, admin)).json();
    expect(fuerAdmin).toMatchObject(erwartet);
    expect(fuerAdmin[1]).not.toHaveProperty('rang');
    expect(fuerAdmin[0]).not.toHaveProperty('ausschluss');
    expect((await client.send('POST', `${B}/${a.id}/angebot/freigeben`, undefined, admin)).statusCode).toBe(204);

    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    expect((await client.get(`${K}/${a.id}/angebote`, kunde2)).json()).toMatchObject(erwartet);
    const zuschlag = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: a.guenstig.id }, kunde2);
    expect(zuschlag.statusCode).toBe(409);
    expect(zuschlag.json().message).toBe(`Auf das Angebot von ${a.guenstig.firma} kann kein Zuschlag erteilt werden. Es ist ausgeschlossen — nicht geeignet: ${begruendung}`);
    expect((await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=${a.guenstig.id}`, kunde2)).statusCode).toBe(409);

    const vorschau = await client.get(`${K}/${a.id}/informationsschreiben/vorschau?angebotId=${a.teuer.id}`, kunde2);
    expect(vorschau.statusCode).toBe(200);
    const text = `Ihr Angebot wurde von der Wertung ausgeschlossen: Nach der Eignungsprüfung ist Ihr Unternehmen für diesen Auftrag nicht geeignet (§ 122 GWB). Begründung: ${begruendung}`;
    expect(vorschau.json()).toMatchObject([
      { angebotId: a.guenstig.id, evu: a.guenstig.firma, rang: null, text, schreiben: { bieter: a.guenstig.firma, gewinner: a.teuer.firma, rang: null, anzahlAngebote: 1, differenzEuro: null, ausschluss: begruendung } },
    ]);

    // The Zuschlag with the suggested reasons (the demo offer's Vorbehalt and its bidder's rating of class 5 confirmed): the letter names the
    // exclusion, no rank and no price difference.
    const erteilt = await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: a.teuer.id, bonitaetBestaetigt: true, vorbehaltBestaetigt: true }, kunde2);
    expect(erteilt.statusCode, erteilt.body).toBe(204);
    const { pdf } = await t.app.db.selectFrom('informationsschreiben').select('pdf').where('angebot_id', '=', a.guenstig.id).executeTakeFirstOrThrow();
    const brief = pdfText(pdf).replace(/\s*\n/g, ' ');
    expect(brief).toContain(`Ausschluss Ihres Angebots von der Wertung: nicht geeignet (§ 122 GWB): ${begruendung}`);
    expect(brief).toContain(`Gründe für die Nichtberücksichtigung: ${text}`);
    expect(brief).not.toContain('Rang Ihres Angebots');
    expect(brief).not.toContain('Mehrkosten');
  });

  it('lädt einen nicht geeigneten Bieter nicht zur Online-Auktion ein und nimmt kein Gebot von ihm an', async ({ t, client, admin }) => {
    const a = await verfahren(t);
    const begruendung = 'Betriebshaftpflicht abgelaufen.';
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien: {}, pruefungen: [{ evuId: a.guenstig.evuId, geeignet: false, begruendung }] }, admin)).statusCode).toBe(204);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', `${B}/${a.id}/auktion`, plan(beginn), admin)).statusCode).toBe(204);
    const neuigkeiten = (benutzerId: number) =>
      t.app.db.selectFrom('neuigkeit').select('text').where('benutzer_id', '=', benutzerId).where('ausschreibung_id', '=', a.id).where('text', 'like', 'Online-Auktion%').execute();
    expect(await neuigkeiten(a.guenstig.benutzerId)).toEqual([]);
    expect(await neuigkeiten(a.teuer.benutzerId)).toHaveLength(1);
    expect((await client.get(`${B}/${a.id}/auktion`, admin)).json().rangliste.map((e: { evuId: number }) => e.evuId)).toEqual([a.teuer.evuId]);

    const ausgeschlossen = (await client.angemeldet(a.guenstig.login)).access_token;
    const stand = await client.get(`${E}/${a.id}/auktion`, ausgeschlossen);
    expect(stand.statusCode).toBe(403);
    expect(stand.json().message).toBe('Sie sind von der Online-Auktion ausgeschlossen: Nach der Eignungsprüfung ist Ihr Unternehmen für diesen Auftrag nicht geeignet.');

    t.uhr.set(beginn + MINUTE);
    const gebot = await client.send('POST', `${E}/${a.id}/auktion/gebot`, { arbeitspreisCtKwh: 5.9 }, ausgeschlossen);
    expect(gebot.statusCode).toBe(403);
    expect(await t.app.db.selectFrom('auktion_gebot').select('id').where('ausschreibung_id', '=', a.id).execute()).toEqual([]);
    const bieter = (await client.angemeldet(a.teuer.login)).access_token;
    const start = (await client.get(`${E}/${a.id}/auktion`, bieter)).json();
    expect((await client.send('POST', `${E}/${a.id}/auktion/gebot`, { arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh }, bieter)).statusCode).toBe(200);

    const waehrend = await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien: {}, pruefungen: [] }, (await client.angemeldet('admin')).access_token);
    expect(waehrend.statusCode).toBe(409);
    expect(waehrend.json().message).toBe('Während die Online-Auktion läuft, kann die Eignungsprüfung nicht geändert werden.');
  });

  it('hält im Vergabevermerk je Bieter Zulassung und Nachweise zur Angebotsfrist, Bonität und Eignungsprüfung fest', async ({ t, client, admin }) => {
    const frist = t.uhr.now() + MINUTE;
    const a = await verfahren(t, frist);
    const db = t.app.db;
    const kriterien = { mindestjahresumsatzEur: 2_500_000, mindestReferenzen: 1 };
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen: [] }, admin)).statusCode).toBe(204);
    t.uhr.advance(2 * MINUTE);

    // The cheaper bidder was admitted before the Angebotsfrist and blocked after it; the dearer one admitted only after.
    await db.deleteFrom('evu_zulassung_verlauf').where('evu_id', 'in', [a.guenstig.evuId, a.teuer.evuId]).execute();
    const uebergang = (evu_id: number, status: string, at: number) => ({ evu_id, sparte: 2, status, at, von: null, begruendung: null });
    await db
      .insertInto('evu_zulassung_verlauf')
      .values([
        uebergang(a.guenstig.evuId, 'registriert', frist - 10 * TAG),
        uebergang(a.guenstig.evuId, 'zugelassen', frist - 2 * TAG),
        uebergang(a.guenstig.evuId, 'gesperrt', frist + 30_000),
        // Strom: another Sparte, not this tender's
        { ...uebergang(a.guenstig.evuId, 'abgelehnt', frist - TAG), sparte: 1 },
        uebergang(a.teuer.evuId, 'zugelassen', frist + 30_000),
      ])
      .execute();
    const nachweis = (art: string, gueltig_bis: string, uploaded_at: number, geprueft_am: number | null) => ({
      evu_id: a.guenstig.evuId,
      art,
      gueltig_bis,
      name: `${art}.pdf`,
      content_type: 'application/pdf',
      size: 5,
      data: Buffer.from('%PDF-'),
      uploaded_by: a.guenstig.benutzerId,
      uploaded_at,
      pruefung: geprueft_am === null ? null : 'geprueft',
      pruefung_begruendung: null,
      geprueft_von: null,
      geprueft_am,
      erinnert_30_am: null,
      erinnert_7_am: null,
    });
    for (const tabelle of ['evu_nachweis', 'evu_eigenerklaerung'] as const) await db.deleteFrom(tabelle).where('evu_id', 'in', [a.guenstig.evuId, a.teuer.evuId]).execute();
    await db
      .insertInto('evu_nachweis')
      .values([
        nachweis('Betriebshaftpflicht', '2027-06-30', frist - 3 * TAG, frist - TAG),
        // checked only after the Angebotsfrist: then still unchecked
        nachweis('Handelsregisterauszug', '2020-01-31', frist - 3 * TAG, frist + 10_000),
        // uploaded after the Angebotsfrist: not there then
        nachweis('Jahresabschluss', '2027-12-31', frist + 20_000, null),
      ])
      .execute();
    const unterzeichnet = deutscherKalendertag(frist - TAG);
    await db.deleteFrom('evu_eigenerklaerung').where('evu_id', '=', a.guenstig.evuId).execute();
    await db
      .insertInto('evu_eigenerklaerung')
      .values({ evu_id: a.guenstig.evuId, angaben: '{}', unterzeichnet_name: 'Erika Muster', unterzeichnet_am: unterzeichnet, pdf: Buffer.from('%PDF-'), gespeichert_von: a.guenstig.benutzerId, gespeichert_am: frist - TAG })
      .execute();
    await db.insertInto('evu_bonitaet').values({ evu_id: a.teuer.evuId, klasse: 5, datum: '2026-03-31', quelle: 'Creditreform', erfasst_von: null, erfasst_am: t.uhr.now() }).execute();

    const begruendung = 'Keine Referenz ähnlichen Umfangs.';
    const pruefungen = [
      { evuId: a.guenstig.evuId, geeignet: true },
      { evuId: a.teuer.evuId, geeignet: false, begruendung },
    ];
    expect((await client.send('PUT', `${B}/${a.id}/eignung`, { kriterien, pruefungen }, admin)).statusCode).toBe(204);
    const geprueftAm = t.uhr.now();

    const antwort = await client.get(`${B}/${a.id}/vergabevermerk`, admin);
    expect(antwort.statusCode).toBe(200);
    const text = pdfText(antwort.rawPayload).replace(/\/\s*\n/g, '/').replace(/\s*\n/g, ' ');
    const wer = await adminName(t);
    expect(text).toContain('8. Eignung und Zulassung der Bieter');
    // 921 000 kWh × 50 % = 460 500 kWh = 460,5 MWh
    expect(text).toContain(`Eignungskriterien: Mindestjahresumsatz ${formatEuro(2_500_000)}; mindestens eine Referenz ähnlichen Umfangs (ab 460,5 MWh im Jahr in der Sparte der Ausschreibung)`);
    expect(text).toContain(`Zulassung und Nachweise sind mit dem Stand zum Ende der Angebotsfrist (${uhr(frist)}) angegeben`);
    expect(text).toContain(`${a.guenstig.firma} Zulassung Gas: zugelassen (seit ${uhr(frist - 2 * TAG)})`);
    expect(text).not.toContain('Zulassung Gas: gesperrt');
    expect(text).not.toContain('Zulassung Gas: abgelehnt');
    expect(text).toContain(`${a.teuer.firma} Zulassung Gas: kein Eintrag`);
    expect(text).toContain('Nachweis: Betriebshaftpflichtversicherung, gültig bis 30.06.2027, geprüft');
    expect(text).toContain('Nachweis: Handelsregisterauszug, gültig bis 31.01.2020 (abgelaufen), noch nicht geprüft');
    expect(text).not.toContain('Bilanz/Jahresabschluss');
    const [j, m, d] = unterzeichnet.split('-');
    expect(text).toContain(`Eigenerklärung (§§ 123/124 GWB): unterzeichnet von Erika Muster am ${d}.${m}.${j}`);
    expect(text).toContain('Bonität: Klasse 5 vom 31.03.2026, Quelle: Creditreform');
    expect(text).toContain(`Eignungsprüfung: geeignet, erfasst von ${wer} am ${uhr(geprueftAm)}`);
    expect(text).toContain(`Eignungsprüfung: nicht geeignet, erfasst von ${wer} am ${uhr(geprueftAm)} Begründung: ${begruendung}`);
    // Section 7: the excluded offer without a rank, the other first.
    expect(text).toContain(`Rang 1: ${a.guenstig.firma}`);
    expect(text).toContain(`Ohne Rang: ${a.teuer.firma} · ausgeschlossen — nicht geeignet: ${begruendung}`);
    expect(text).not.toContain('Rang 2:');
  });
});
