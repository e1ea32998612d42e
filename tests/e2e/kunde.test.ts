import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_UNLESBAR } from '../../domain/tabellen/blattUmfang';
import { angemeldeteSitzung, bildschirmfoto } from './hilfen/portal';

/** The Kunde compares the released offers and awards the contract before the Bindefrist. */
describe('Kundenbereich im Browser', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let seite: Page;

  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('kunde', '/kunde/ausschreibung');
    ({ seite } = sitzung);
  });
  afterAll(() => sitzung?.stop());

  it('fragt, bevor eine halb ausgefüllte Ausschreibung verlassen wird', async () => {
    await seite.getByRole('link', { name: 'Neue Ausschreibung' }).first().click();
    await seite.locator('input[name=bezeichnung]').fill('Halb ausgefüllt');
    const fragen: string[] = [];
    // The question is answered (the dialog closed) before the test goes on: a click while it is still open would try
    // to leave again before the form has taken the first answer, which no person can do.
    const antworte = (annehmen: boolean) =>
      new Promise<void>((beantwortet) =>
        seite.once('dialog', (d) => {
          fragen.push(d.message());
          void (annehmen ? d.accept() : d.dismiss()).then(beantwortet);
        }),
      );
    const abgelehnt = antworte(false);
    await seite.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Benutzerdaten' }).click();
    await abgelehnt;
    // The form takes the answer in its next render: two frames later it asks again on the next attempt to leave.
    await seite.evaluate(() => new Promise((fertig) => requestAnimationFrame(() => requestAnimationFrame(fertig))));
    expect(fragen).toEqual(['Einige Änderungen wurden nicht gespeichert. Sind Sie sicher, dass Sie diese Seite verlassen wollen?']);
    expect(seite.url()).toContain('/kunde/ausschreibung/create');
    expect(await seite.locator('input[name=bezeichnung]').inputValue()).toBe('Halb ausgefüllt');
    const angenommen = antworte(true);
    await seite.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Ausschreibungen' }).click();
    await angenommen;
    await seite.waitForURL('**/kunde/ausschreibung');
  });

  it('legt eine Stromausschreibung in drei Schritten an', async () => {
    await seite.getByRole('link', { name: 'Neue Ausschreibung' }).first().click();
    await seite.waitForURL('**/kunde/ausschreibung/create');
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
    await seite.locator('input[name=bezeichnung]').fill('Strom Feuerwehrhäuser 2027');
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByText('die erste Lieferstelle hinzu', { exact: false }).waitFor();
    await seite.getByRole('button', { name: 'Lieferstelle hinzufügen' }).click();
    const feld = (name: string) => seite.locator(`input[name="lieferstellen.0.${name}"]`);
    await feld('bezeichnung').fill('Feuerwehrhaus Mitte');
    await feld('strasse').fill('Am Markt 1');
    await feld('plz').fill('97070');
    await feld('ort').fill('Würzburg');
    await feld('maloId').fill('50012345019');
    await feld('netzbetreiber').fill('Stadtwerke Netz GmbH');
    await feld('jahresverbrauchKwh').fill('45.000');
    await seite.getByRole('combobox', { name: /Messart/ }).click();
    await seite.getByRole('option', { name: 'SLP (Standardlastprofil)' }).click();
    await seite.getByRole('combobox', { name: /Spannungsebene/ }).click();
    await seite.getByRole('option', { name: 'NS', exact: true }).click();
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByText('1 Lieferstelle mit zusammen 45.000 kWh im Jahr').waitFor();
    await seite.getByRole('button', { name: 'Ausschreibung absenden' }).click();
    await seite.waitForURL('**/kunde/ausschreibung/*/show');
    await seite.getByText('Strom Feuerwehrhäuser 2027').waitFor();
    await seite.getByText('Prüfung Ausschreibung', { exact: true }).first().waitFor();
    await bildschirmfoto(seite, 'kunde-neu');
    const neu = await sitzung.portal.app.db.selectFrom('ausschreibung').select(['id', 'status']).where('bezeichnung', '=', 'Strom Feuerwehrhäuser 2027').executeTakeFirstOrThrow();
    expect(neu.status).toBe(0);
  });

  it('ändert und löscht die eigene Ausschreibung, solange sie geprüft wird', async () => {
    await seite.getByRole('link', { name: 'Bearbeiten' }).click();
    await seite.waitForURL(/\/kunde\/ausschreibung\/\d+$/);
    const bezeichnung = seite.locator('input[name=bezeichnung]');
    await expect.poll(() => bezeichnung.inputValue()).toBe('Strom Feuerwehrhäuser 2027');
    await bezeichnung.fill('Strom Feuerwehrhäuser und Bauhof 2027');
    await seite.getByRole('button', { name: 'Speichern' }).click();
    await seite.waitForURL('**/kunde/ausschreibung/*/show');
    await seite.getByText('Strom Feuerwehrhäuser und Bauhof 2027').waitFor();
    await seite.getByRole('button', { name: 'Löschen' }).click();
    const dialog = seite.getByRole('dialog', { name: 'Eintrag löschen?' });
    await dialog.getByText(/Soll der Eintrag „A-\d{4}-\d{5} – Strom Feuerwehrhäuser und Bauhof 2027“ wirklich gelöscht werden\?/).waitFor();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await seite.waitForURL('**/kunde/ausschreibung');
    await seite.getByText(/wurde gelöscht/).waitFor();
    expect(await sitzung.portal.app.db.selectFrom('ausschreibung').select('id').where('bezeichnung', 'like', 'Strom Feuerwehrhäuser%').execute()).toHaveLength(0);
  });

  it('legt eine Ausschreibung mit importierter Lieferstellendatei an und lädt ein Dokument hoch', async () => {
    await seite.getByRole('link', { name: 'Neue Ausschreibung' }).first().click();
    await seite.waitForURL('**/kunde/ausschreibung/create');
    await seite.locator('input[name=bezeichnung]').fill('Strom Schulen 2027');
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByRole('button', { name: 'Aus Datei importieren' }).click();
    const dialog = seite.getByRole('dialog', { name: 'Lieferstellen aus Datei importieren' });
    const [vorlage] = await Promise.all([seite.waitForEvent('download'), dialog.getByRole('button', { name: 'Vorlage (Excel)' }).click()]);
    expect(vorlage.suggestedFilename()).toBe('Vorlage_Lieferstellen_Strom.xlsx');
    // A file is read in a worker of its own: what is wrong with it comes back as the reader's German message.
    const kaputt = seite.waitForEvent('worker');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'Kaputt.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('keine Arbeitsmappe') });
    await kaputt;
    await dialog.getByText(EXCEL_UNLESBAR).waitFor();
    // The template read back as it was downloaded, with its two example rows: an .xlsx is read with exceljs, which the
    // worker loads when it needs it.
    const leser = seite.waitForEvent('worker');
    const xlsx = fs.readFileSync((await vorlage.path())!);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'Vorlage.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
    expect((await leser).url()).toMatch(/dateiLeser/);
    await dialog.getByText('2 Zeilen gelesen:', { exact: false }).waitFor();
    // As German Excel saves "CSV (Trennzeichen-getrennt)": semicolons and Windows-1252.
    const csv = [
      'Bezeichnung;Straße;PLZ;Ort;MaLo-ID;Netzbetreiber;Messart;Jahresverbrauch (kWh);Max. Leistung (kW);Spannungsebene',
      'Grundschule Süd;Schulstraße 3;97070;Würzburg;41373559241;Stadtwerke Netz GmbH;SLP;38.000;;NS',
      'Gymnasium;Röntgenring 9;97070;Würzburg;12345678905;Stadtwerke Netz GmbH;RLM;240.000;95;MS/NS',
      'Turnhalle;Schulstraße 5;97070;Würzburg;12345678906;Stadtwerke Netz GmbH;SLP;12.000;;NS',
    ].join('\r\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'Schulen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
    await dialog.getByText('3 Zeilen gelesen: 2 in Ordnung, 0 mit Hinweisen, 1 mit Fehlern.', { exact: false }).waitFor();
    await dialog.getByText('Fehler – MaLo-ID: Die Prüfziffer der MaLo-ID ist falsch.').waitFor();
    await bildschirmfoto(seite, 'kunde-import', { ganz: false });
    await dialog.getByRole('button', { name: '2 Lieferstellen übernehmen' }).click();
    await seite.getByText('2 Lieferstellen übernommen.').waitFor();
    expect(await seite.locator('input[name="lieferstellen.0.strasse"]').inputValue()).toBe('Schulstraße 3');
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByText('2 Lieferstellen mit zusammen 278.000 kWh im Jahr').waitFor();
    await seite.getByRole('button', { name: 'Ausschreibung absenden' }).click();
    await seite.waitForURL('**/kunde/ausschreibung/*/show');
    await seite.locator('input[type=file]').setInputFiles({ name: 'Vollmacht.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%Vollmacht\n') });
    await seite.getByRole('list', { name: 'Dokumente' }).getByText('Vollmacht.pdf').waitFor();
    await bildschirmfoto(seite, 'kunde-import-gesendet');
    const db = sitzung.portal.app.db;
    const neu = await db.selectFrom('ausschreibung').select('id').where('bezeichnung', '=', 'Strom Schulen 2027').executeTakeFirstOrThrow();
    const lieferstellen = await db.selectFrom('lieferstelle').select(['strasse', 'malo_id', 'jahresverbrauch_kwh', 'spannungsebene']).where('ausschreibung_id', '=', neu.id).orderBy('position').execute();
    expect(lieferstellen).toEqual([
      { strasse: 'Schulstraße 3', malo_id: '41373559241', jahresverbrauch_kwh: 38_000, spannungsebene: 'NS' },
      { strasse: 'Röntgenring 9', malo_id: '12345678905', jahresverbrauch_kwh: 240_000, spannungsebene: 'MS/NS' },
    ]);
    expect(await db.selectFrom('dokument').select('name').where('ausschreibung_id', '=', neu.id).execute()).toEqual([{ name: 'Vollmacht.pdf' }]);
    await seite.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Ausschreibungen' }).click();
    await seite.waitForURL('**/kunde/ausschreibung');
  });

  it('vergleicht die Angebote und erteilt dem günstigsten den Zuschlag', async () => {
    await seite.getByText('Bindefrist', { exact: true }).first().click();
    await seite.waitForURL('**/kunde/ausschreibung/*/show');
    await seite.getByRole('timer').filter({ hasText: 'Bindefrist: noch' }).waitFor();
    const tabelle = seite.getByRole('table', { name: 'Angebote nach Jahreskosten' });
    await tabelle.getByText('bestes Angebot').waitFor();
    const bester = (await tabelle.locator('tbody tr').first().locator('td').nth(1).textContent())!.trim();
    await tabelle.locator('tbody tr').first().getByRole('button', { name: 'Zuschlag erteilen' }).click();
    const dialog = seite.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    await dialog.getByText(/Das lässt sich nicht rückgängig machen/).waitFor();
    await dialog.getByRole('button', { name: 'Zuschlag erteilen' }).click();
    await seite.getByText(`Zuschlag erteilt an ${bester}`, { exact: false }).waitFor();
    await seite.getByText('Abgeschlossen', { exact: true }).first().waitFor();
    expect(await seite.getByRole('button', { name: 'Zuschlag erteilen' }).count()).toBe(0);
    await bildschirmfoto(seite, 'kunde-zuschlag');
    const mails = await sitzung.portal.app.db.selectFrom('mail_outbox').select('betreff').execute();
    expect(mails.some((m) => m.betreff.startsWith('Zuschlag für Ausschreibung'))).toBe(true);
  });
});
