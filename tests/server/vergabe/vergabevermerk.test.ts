import { threadId } from 'node:worker_threads';
import { describe, expect } from 'vitest';
import { formatCtKwh, formatDatumZeit, formatEuro, formatUhrzeitSekunden } from '../../../domain/format';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { STUNDE, TAG, verfahrenMitAuktion } from '../hilfen/vergabeVerlauf';
import { kopierteAusschreibung } from '../hilfen/eigeneAusschreibung';
import { pdfArbeit } from '../../../server/shared/arbeiter/pdf';
import { portalTests } from '../hilfen/portalTest';
import { pdfSeiten, pdfText } from '../hilfen/pdfText';

const B = '/api/ausschreibungasadmin';
const K = '/api/kunde/ausschreibung';
const MINUTE = 60_000;
/** The PDF's text without the page footers, which land wherever a page breaks. */
const ohneFusszeilen = (text: string) => text.replace(/ Vergabevermerk \S+ · Seite \d+ von \d+/g, '');

describe.each(portalTests())('Vergabevermerk auf $name', ({ it }) => {
  it('beschreibt das laufende Verfahren als durchsuchbares A4-PDF mit Seitenzahlen', async ({ t, client, admin, kunde }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const evu = (await client.angemeldet('evu')).access_token;
    const { id: frageId } = (await client.send('POST', `/api/evu/ausschreibung/${a.id}/fragen`, { frage: 'Ist die Grundschule ein SLP-Kunde?' }, evu)).json();
    expect((await client.send('POST', `${B}/strom/${a.id}/fragen/${frageId}/antwort`, { antwort: 'Ja, Lastprofil G0.' }, admin)).statusCode).toBe(204);

    const vorher = pdfArbeit('vergabevermerk').anzahl;
    const antwort = await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin);
    expect(antwort.statusCode).toBe(200);
    // Laid out by a thread of the worker pool, not in the event loop of the request.
    expect(pdfArbeit('vergabevermerk').anzahl).toBe(vorher + 1);
    expect(pdfArbeit('vergabevermerk').faden).not.toBe(threadId);
    expect(antwort.headers['content-type']).toBe('application/pdf');
    expect(antwort.headers['content-disposition']).toContain(`Vergabevermerk_${a.nummer}.pdf`);
    const pdf = antwort.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    // PDF/A-2b: the archive's identification in the XMP metadata, every font embedded (none only named)
    expect(pdf.toString('latin1')).toMatch(/<pdfaid:part>2<\/pdfaid:part>[\s\S]*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const seiten = pdfSeiten(pdf);
    expect(seiten).toBeGreaterThan(0);
    const text = pdfText(pdf).replace(/\s*\n/g, ' ');
    for (const abschnitt of ['1. Auftraggeber', '2. Gegenstand', '3. Lieferstellen', '4. Termine und Fristen', '5. Eingeladene Bieter', '6. Bieterfragen und Antworten', '7. Eingegangene Angebote', '8. Eignung und Zulassung der Bieter', '9. Online-Auktion', '10. Zuschlagsentscheidung', '11. Verlauf des Verfahrens']) {
      expect(text).toContain(abschnitt);
    }
    expect(text).toContain('Musterstadt Metallbau GmbH');
    expect(text).toContain(`Angebotsfrist: ${formatDatumZeit(a.angebotsfrist)} Uhr`);
    expect(text).toContain('Ist die Grundschule ein SLP-Kunde?');
    expect(text).toContain('Antwort an alle Bieter vom');
    expect(text).toContain('Ja, Lastprofil G0.');
    // Sealed until the Angebotsfrist: the time of receipt, never the figures.
    expect(text).toContain('Inhalt bis zur Öffnung verschlossen');
    expect(text).toContain('Es fand keine Online-Auktion statt.');
    // No criteria set: the file says that no Eignungsprüfung took place, rather than nothing.
    expect(text).toContain('Eignungskriterien: keine festgelegt');
    expect(text).toContain('Eignungsprüfung: nicht geprüft (keine Eignungskriterien festgelegt)');
    expect(text).not.toMatch(/Jahreskosten [\d.]+,\d\d €/);
    expect(text).toContain('Antwort auf Bieterfrage veröffentlicht');
    expect(text).toContain(`Seite ${seiten} von ${seiten}`);

    // The Kunde reads it only once the offers are released; another Kunde and an EVU never.
    const frueh = await client.get(`${K}/${a.id}/vergabevermerk`, kunde);
    expect(frueh.statusCode).toBe(400);
    expect(frueh.json().message).toBe('Der Vergabevermerk steht bereit, sobald die Angebote freigegeben sind.');
    expect((await client.get(`${K}/${a.id}/vergabevermerk`, (await client.angemeldet('kunde2')).access_token)).statusCode).toBe(404);
    expect((await client.get(`${B}/strom/${a.id}/vergabevermerk`, evu)).statusCode).toBe(403);
  });

  it('zählt mit der Einzahl: eine Antwortfrist von 1 Tag, 1 weitere Lieferstelle nach den ersten 50', async ({ t, client, admin }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
    expect((await client.send('PUT', `${B}/strom/${a.id}/antwortregel`, { antwortfristTage: 1 }, admin)).statusCode).toBe(204);
    const { id: _id, ...vorlage } = await t.app.db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', a.id).orderBy('position').executeTakeFirstOrThrow();
    const bisher = (await t.app.db.selectFrom('lieferstelle').select('id').where('ausschreibung_id', '=', a.id).execute()).length;
    const neu = Array.from({ length: 51 - bisher }, (_, i) => ({ ...vorlage, position: bisher + i, bezeichnung: `Zusatz ${i + 1}` }));
    await t.app.db.insertInto('lieferstelle').values(neu).execute();

    const text = pdfText((await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin)).rawPayload).replace(/\s*\n/g, ' ');
    expect(text).toContain('Frist für Antworten auf Bieterfragen: 1 Tag vor der Angebotsfrist');
    expect(text).toContain('… und 1 weitere Lieferstelle.');
  });

  it('zeigt nach der Öffnung Zahlen und Rangfolge der Angebote', async ({ t, client, kunde }) => {
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 3).where('sparte', '=', 1).executeTakeFirstOrThrow();
    const antwort = await client.get(`${K}/${a.id}/vergabevermerk`, kunde);
    expect(antwort.statusCode).toBe(200);
    const text = ohneFusszeilen(pdfText(antwort.rawPayload).replace(/\s*\n/g, ' '));
    expect(text).toContain('Zwischenstand');
    expect(text).toMatch(
      /Rang 1: .+ · dem Auftraggeber freigegeben Eingang: Angebot eingegangen am \d\d\.\d\d\.\d{4} \d\d:\d\d Uhr \(fristgerecht\) Angebotspreis: Arbeitspreis [\d,]+ ct\/kWh, Jahreskosten [\d.]+,\d\d € Bemerkung: (keine \(ohne Vorbehalt\)|mit Vorbehalt: .+?) Anhänge: .+? Endpreis: Arbeitspreis [\d,]+ ct\/kWh, Jahreskosten [\d.]+,\d\d €/,
    );
    expect(text).toContain('Rang 2:');
    expect(text).toContain('Es wurde noch kein Zuschlag erteilt.');
  });

  it('hält die Online-Auktion fest: Zeit, Dauer, Verlängerungen, Gebote und Ergebnis', async ({ t, client, admin }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', `${B}/strom/${a.id}/auktion`, plan(beginn), admin)).statusCode).toBe(204);
    const geplant = pdfText((await client.get(`${B}/strom/${a.id}/vergabevermerk`, admin)).rawPayload).replace(/\s*\n/g, ' ');
    expect(geplant).toContain(`Online-Auktion: ${formatUhrzeitSekunden(beginn)} bis ${formatUhrzeitSekunden(beginn + 10 * MINUTE)}`);
    expect(geplant).toContain('Stand: geplant');

    t.uhr.set(beginn + 9 * MINUTE);
    const evu = (await client.angemeldet('evu2')).access_token;
    const start = (await client.get(`/api/evu/ausschreibung/${a.id}/auktion`, evu)).json();
    const gebot = await client.send('POST', `/api/evu/ausschreibung/${a.id}/auktion/gebot`, { arbeitspreisCtKwh: start.naechsterHoechstpreisCtKwh }, evu);
    expect(gebot.statusCode).toBe(200);
    const ende = beginn + 11 * MINUTE;
    expect(gebot.json().ende).toBe(new Date(ende).toISOString());
    t.uhr.set(ende);
    const neuerAdmin = (await client.angemeldet('admin')).access_token;
    const vermerk = await client.get(`${B}/strom/${a.id}/vergabevermerk`, neuerAdmin);
    expect(vermerk.statusCode).toBe(200);
    // PDFKit may wrap a line after a slash ("ct/" + "kWh"): such a line goes on without a space.
    const text = pdfText(vermerk.rawPayload).replace(/\/\s*\n/g, '/').replace(/\s*\n/g, ' ');
    expect(text).toContain(`Online-Auktion: ${formatUhrzeitSekunden(beginn)} bis ${formatUhrzeitSekunden(ende)}`);
    expect(text).toContain(`Beginn: ${formatUhrzeitSekunden(beginn)}`);
    expect(text).toContain(`Ende: ${formatUhrzeitSekunden(ende)}`);
    expect(text).toContain('Stand: beendet');
    expect(text).toContain('Dauer: 10 Minuten geplant, 11 Minuten tatsächlich');
    expect(text).toContain('Verlängerungen: 1 (je 2 Minuten ab einem Gebot in der Schlussphase)');
    expect(text).toContain('Gebote: 1 von 1 Bieter');
    expect(text).toContain(`Ergebnis: Bestes Gebot: Nordwind Strom AG am ${formatUhrzeitSekunden(beginn + 9 * MINUTE)}, Arbeitspreis ${formatCtKwh(start.naechsterHoechstpreisCtKwh)}, Jahreskosten ${formatEuro(gebot.json().jahreskostenEuro)}`);
  });

  it('nennt jedes Angebot mit seinem fristgerechten Eingang und Angebotspreis, getrennt von seinen Geboten in der Auktion und dem Endpreis', async ({ t, client }) => {
    const v = await verfahrenMitAuktion(t, client);
    const uhr = (ms: number) => `${formatDatumZeit(ms)} Uhr`;
    // An administrator who moves a running tender's deadline states a reason (issue 42, point 3); the event as that
    // edit records it, with the reason in `fristAenderungGrund`.
    const bindefrist = v.bindefrist.bearbeitet - 2 * TAG;
    await t.app.db
      .insertInto('audit_event')
      .values({
        at: v.verlaengertAm + STUNDE,
        benutzer_id: (await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id,
        aktion: 'ausschreibung_geaendert',
        entitaet: 'ausschreibung',
        entitaet_id: v.id,
        vorher: JSON.stringify({ bindefrist: new Date(v.bindefrist.bearbeitet).toISOString() }),
        nachher: JSON.stringify({ bindefrist: new Date(bindefrist).toISOString(), fristAenderungGrund: 'Gremiensitzung des Kunden verschoben' }),
        ip_address: null,
      })
      .execute();
    await t.app.db.updateTable('ausschreibung').set({ bindefrist }).where('id', '=', v.id).execute();

    const text = ohneFusszeilen(pdfText((await client.get(`${B}/strom/${v.id}/vergabevermerk`, v.admin)).rawPayload).replace(/\s*\n/g, ' '));
    // One SLP Lieferstelle of 100 000 kWh: Jahreskosten = Arbeitspreis × 1 000 € + 12 × 10 € Grundpreis.
    expect(text).toContain(
      `Rang 1: ${v.erstes.firma} · eingereicht Eingang: Angebot eingegangen am ${uhr(v.erstes.eingereicht)} (fristgerecht) ` +
        `Angebotspreis: Arbeitspreis 8,00 ct/kWh, Jahreskosten 8.120,00 € ` +
        `Bemerkung: keine (ohne Vorbehalt) Anhänge: keine ` +
        `Gebote in der Online-Auktion: 2 ` +
        `Erstes Gebot: am ${uhr(v.auktion.gebote.evu[0])}: 7,90 ct/kWh (Jahreskosten 8.020,00 €) ` +
        `Letztes Gebot: am ${uhr(v.auktion.gebote.evu[1])}: 7,75 ct/kWh (Jahreskosten 7.870,00 €) ` +
        `Endpreis: Arbeitspreis 7,75 ct/kWh, Jahreskosten 7.870,00 €, Mischpreis 7,87 ct/kWh`,
    );
    // evu2 revised its offer before the deadline: the revision is its submission.
    expect(text).toContain(
      `Rang 2: ${v.zweites.firma} · eingereicht Eingang: Angebot eingegangen am ${uhr(v.zweites.geaendert)} (fristgerecht) ` +
        `Angebotspreis: Arbeitspreis 8,10 ct/kWh, Jahreskosten 8.220,00 € ` +
        `Bemerkung: keine (ohne Vorbehalt) Anhänge: keine ` +
        `Gebote in der Online-Auktion: 1 ` +
        `Gebot: am ${uhr(v.auktion.gebote.evu2)}: 7,95 ct/kWh (Jahreskosten 8.070,00 €) ` +
        `Endpreis: Arbeitspreis 7,95 ct/kWh, Jahreskosten 8.070,00 €, Mischpreis 8,07 ct/kWh`,
    );
    // A bid after the Angebotsfrist is never read as the offer's receipt.
    expect(text).not.toContain('nach Ablauf der Angebotsfrist');
    for (const gebot of [...v.auktion.gebote.evu, v.auktion.gebote.evu2]) expect(text).not.toMatch(new RegExp(`eingegangen (am )?${formatDatumZeit(gebot)}`));

    // Every moved deadline: when, by whom, from and to, and the reason as stated.
    expect(text).toContain(`Angebotsfrist: ${uhr(v.angebotsfrist.verlaengert)}`);
    expect(text).toContain(
      `Verlängerung der Angebotsfrist: am ${uhr(v.bearbeitetAm)} durch ${v.adminName} von ${uhr(v.angebotsfrist.anfangs)} auf ${uhr(v.angebotsfrist.bearbeitet)}; Grund: ohne Angabe`,
    );
    expect(text).toContain(
      `Verlängerung der Angebotsfrist: am ${uhr(v.verlaengertAm)} durch ${v.adminName} von ${uhr(v.angebotsfrist.bearbeitet)} auf ${uhr(v.angebotsfrist.verlaengert)}; Grund: Antwort auf eine Bieterfrage`,
    );
    expect(text).toContain(`Bindefrist: ${uhr(bindefrist)}`);
    expect(text).toContain(`Verlängerung der Bindefrist: am ${uhr(v.bearbeitetAm)} durch ${v.adminName} von ${uhr(v.bindefrist.anfangs)} auf ${uhr(v.bindefrist.bearbeitet)}; Grund: ohne Angabe`);
    expect(text).toContain(
      `Verkürzung der Bindefrist: am ${uhr(v.verlaengertAm + STUNDE)} durch ${v.adminName} von ${uhr(v.bindefrist.bearbeitet)} auf ${uhr(bindefrist)}; Grund: Gremiensitzung des Kunden verschoben`,
    );
    expect(text).toContain('Gebote: 3 von 2 Bietern');
  });

  it('nennt bei jedem Angebot seine Bemerkung als Vorbehalt und die Namen seiner Anhänge, erst nach der Öffnung', async ({ t, client }) => {
    const v = await verfahrenMitAuktion(t, client);
    const db = t.app.db;
    const angebot = await db
      .selectFrom('angebot as o')
      .innerJoin('evu as e', 'e.id', 'o.evu_id')
      .select(['o.id', 'e.benutzer_id'])
      .where('o.ausschreibung_id', '=', v.id)
      .where('e.firma', '=', v.zweites.firma)
      .executeTakeFirstOrThrow();
    await db.updateTable('angebot').set({ bemerkung: 'Preise gelten nur bei Zuschlag bis zum 15.01.' }).where('id', '=', angebot.id).execute();
    for (const name of ['Preisblatt Nordwind.pdf', 'Lieferbedingungen.xlsx']) {
      await db
        .insertInto('angebot_anhang')
        .values({ angebot_id: angebot.id, name, content_type: 'application/pdf', size: 5, data: Buffer.from('%PDF-'), uploaded_by: angebot.benutzer_id, uploaded_at: v.zweites.geaendert })
        .execute();
    }
    const text = ohneFusszeilen(pdfText((await client.get(`${B}/strom/${v.id}/vergabevermerk`, v.admin)).rawPayload).replace(/\s*\n/g, ' '));
    expect(text).toContain(
      `Rang 2: ${v.zweites.firma} · eingereicht Eingang: Angebot eingegangen am ${formatDatumZeit(v.zweites.geaendert)} Uhr (fristgerecht) ` +
        `Angebotspreis: Arbeitspreis 8,10 ct/kWh, Jahreskosten 8.220,00 € ` +
        `Bemerkung: mit Vorbehalt: Preise gelten nur bei Zuschlag bis zum 15.01. ` +
        `Anhänge: Preisblatt Nordwind.pdf, Lieferbedingungen.xlsx ` +
        `Gebote in der Online-Auktion: 1`,
    );
    expect(text).toContain(`Rang 1: ${v.erstes.firma} · eingereicht Eingang: Angebot eingegangen am ${formatDatumZeit(v.erstes.eingereicht)} Uhr (fristgerecht) Angebotspreis: Arbeitspreis 8,00 ct/kWh, Jahreskosten 8.120,00 € Bemerkung: keine (ohne Vorbehalt) Anhänge: keine`);
  });

  it('verschließt Bemerkung und Anhänge eines Angebots bis zur Öffnung', async ({ t, client }) => {
    // A running tender of its own: the tests before this one moved the clock past the demo tenders' deadlines.
    const vorlage = await t.app.db.selectFrom('ausschreibung').select('bezeichnung').where('status', '=', 1).where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const a = await kopierteAusschreibung(t.app.db, vorlage.bezeichnung, { bindefrist: t.uhr.now() + 40 * TAG });
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: t.uhr.now() + 10 * TAG }).where('id', '=', a.id).execute();
    await t.app.db.deleteFrom('angebot').where('ausschreibung_id', '=', a.id).execute();
    const token = (await client.angemeldet('evu2')).access_token;
    const abgabe = await client.send(
      'PUT',
      `/api/evu/ausschreibung/${a.id}/angebot`,
      { arbeitspreisCtKwh: 9.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 90, bindefristBis: new Date(t.uhr.now() + 40 * TAG).toISOString(), bemerkung: 'Geheimer Vorbehalt' },
      token,
    );
    expect(abgabe.statusCode, abgabe.body).toBe(200);
    const text = pdfText((await client.get(`${B}/strom/${a.id}/vergabevermerk`, (await client.angemeldet('admin')).access_token)).rawPayload).replace(/\s*\n/g, ' ');
    expect(text).toContain('Inhalt bis zur Öffnung verschlossen');
    expect(text).not.toContain('Geheimer Vorbehalt');
  });

});
