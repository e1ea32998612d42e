import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastgangCsv, lastgangZeilen } from '../server/hilfen/lastgangDatei';
import { angemeldeteSitzung, demoRlmLieferstelle, meldeAn, bildschirmfoto } from './hilfen/portal';

/** Issue 19's journey: the Kunde imports a Lastgang and sees it checked and drawn; once released, the invited EVU downloads it. */
describe('Lastgang im Browser', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let seite: Page;
  let ausschreibungId: number;
  let sparte: 'strom' | 'gas';
  /** the Kunde's RLM Lieferstelle in that tender */
  let lieferstelle: string;

  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('kunde', '/kunde/ausschreibung');
    ({ seite } = sitzung);
    const a = await demoRlmLieferstelle(sitzung.portal.app.db);
    [ausschreibungId, sparte, lieferstelle] = [a.id, a.sparte === 1 ? 'strom' : 'gas', a.bezeichnung];
  });
  afterAll(() => sitzung?.stop());

  it('lädt den Lastgang einer RLM-Lieferstelle hoch und zeigt Bericht, Kennzahlen und Wärmebild', async () => {
    await seite.goto(`${sitzung.portal.url}/kunde/ausschreibung/${ausschreibungId}/show`);
    await seite.getByRole('button', { name: `Lastgang ${lieferstelle}` }).click();
    const dialog = seite.getByRole('dialog', { name: new RegExp(`^Lastgang: ${lieferstelle}`) });
    await dialog.getByText('Für diese Lieferstelle liegt noch kein Lastgang vor.').waitFor();
    const datei = dialog.locator('input[type=file]');

    // A gap of two hours: refused with the report, nothing stored.
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01' });
    const mitLuecke = lastgangCsv(zeilen.filter((_, i) => i < 6_777 || i >= 6_785));
    await datei.setInputFiles({ name: 'Lastgang 2025.csv', mimeType: 'text/csv', buffer: Buffer.from(mitLuecke) });
    await dialog.getByRole('alert').getByText('Es fehlen Werte von 12.03.2025 14:15 bis 12.03.2025 16:00.').waitFor();
    await dialog.getByText('Zeile 6.779:').waitFor();

    await datei.setInputFiles({ name: 'Lastgang 2025.csv', mimeType: 'text/csv', buffer: Buffer.from(lastgangCsv(zeilen)) });
    // The preview first: the rows as read, and the Max. Leistung the Lastgang contradicts as a proposal.
    const vorschau = dialog.getByRole('region', { name: 'Vorschau des Lastgangs' });
    // The times' reading is always asked, the portal's guess (start of the quarter hour) preselected; the test confirms it.
    const zeitbezug = dialog.getByRole('radiogroup', { name: 'Die Zeitpunkte der Datei bezeichnen' });
    await zeitbezug.waitFor();
    await dialog.getByText('Erkannt: Beginn des Intervalls.', { exact: false }).waitFor();
    expect(await zeitbezug.getByRole('radio', { name: 'Beginn des Intervalls' }).isChecked()).toBe(true);
    await zeitbezug.getByRole('radio', { name: 'Beginn des Intervalls' }).check();
    // The first row under both readings: as start (chosen) 00:00–00:15, as end the quarter hour before.
    const ersteZeile = vorschau.getByRole('table', { name: 'Erste Zeilen, wie gelesen' }).getByRole('row').nth(1);
    await ersteZeile.getByRole('cell', { name: '01.01.2025 00:00–00:15', exact: true }).waitFor();
    await ersteZeile.getByRole('cell', { name: '31.12.2024 23:45–00:00', exact: true }).waitFor();
    await bildschirmfoto(seite, 'lastgang-vorschau');
    await vorschau.getByRole('radio', { name: 'Wert aus dem Lastgang übernehmen (150 kW)' }).check();
    await vorschau.getByRole('button', { name: 'Lastgang speichern' }).click();
    await vorschau.waitFor({ state: 'detached' });
    await dialog.getByText('Jahresarbeit').waitFor();
    await dialog.getByText('35.040', { exact: true }).waitFor();
    await dialog.getByText(/^150 kW am \d{2}\.\d{2}\.2025 \d{2}:\d{2}$/).waitFor();
    await dialog.getByText(/^Max\. Leistung: bisher [\d.]+ kW, laut Lastgang 150 kW/).waitFor();
    const waermebild = dialog.getByRole('img', { name: /^Wärmebild: Leistung je Viertelstunde über 365 Tage/ });
    await waermebild.waitFor();
    // The pointer names the quarter hour under it: 3 January, 11:15 (the plot lies within the chart's margins).
    const flaeche = (await waermebild.boundingBox())!;
    const [breite, hoehe] = [flaeche.width - 62 - 12, flaeche.height - 8 - 78];
    await seite.mouse.move(flaeche.x + 62 + (2.5 / 365) * breite, flaeche.y + 8 + (45.5 / 96) * hoehe);
    await dialog.getByText('Datum: 03.01.2025').waitFor();
    await dialog.getByText('Uhrzeit: 11:15 Uhr').waitFor();
    await dialog.getByText(/^Leistung: [\d.,]+ kW$/).waitFor();
    await dialog.getByRole('region', { name: 'Jahresdauerlinie' }).locator('svg').first().waitFor();
    await bildschirmfoto(seite, 'lastgang-kunde');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    // The Lieferstelle shows the figures of the Lastgang.
    await seite.getByRole('cell', { name: '150', exact: true }).waitFor();
  });

  it('gibt den Lastgang nach der Freigabe dem eingeladenen EVU zum Herunterladen', async () => {
    const db = sitzung.portal.app.db;
    const evu = await db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select('v.id').where('b.login', '=', 'evu').executeTakeFirstOrThrow();
    await db.insertInto('einladung').values({ ausschreibung_id: ausschreibungId, evu_id: evu.id, eingeladen_am: Date.now(), eingeladen_von: null }).onConflict((oc) => oc.doNothing()).execute();
    await db.updateTable('ausschreibung').set({ status: 1 }).where('id', '=', ausschreibungId).execute();

    const evuSeite = await seite.context().browser()!.newPage({ viewport: { width: 1366, height: 900 }, locale: 'de-DE', acceptDownloads: true });
    await evuSeite.goto(sitzung.portal.url + '/');
    await meldeAn(evuSeite, 'evu', { landung: '/evu/**' });
    await evuSeite.goto(`${sitzung.portal.url}/evu/ausschreibung/${sparte}/${ausschreibungId}/show`);
    await evuSeite.getByRole('button', { name: `Lastgang ${lieferstelle}` }).click();
    const dialog = evuSeite.getByRole('dialog', { name: new RegExp(`^Lastgang: ${lieferstelle}`) });
    await dialog.getByText('Jahresarbeit').waitFor();
    expect(await dialog.getByRole('button', { name: 'Lastgang hochladen' }).count()).toBe(0);
    const [download] = await Promise.all([evuSeite.waitForEvent('download'), dialog.getByRole('button', { name: 'CSV herunterladen' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Lastgang_A-\d{4}-\d{5}_\d{11}\.csv$/);
    const inhalt = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(inhalt[0]).toMatch(/^\uFEFFZeitpunkt;(\d{11}|DE\w{31}) \(kW\)$/);
    expect(inhalt[1]).toBe('2025-01-01T00:00:00+01:00;40');
    expect(inhalt).toHaveLength(35_042);
    await evuSeite.close();
  });
});
