import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { erledigteAufgaben } from '../../../server/shared/arbeiter/pool';
import { blattZeile, ladeLastgangHoch, lastgangCsv, lastgangZeilen, xlsxMitBlatt } from '../hilfen/lastgangDatei';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const K = '/api/kunde/ausschreibung';
const L = '/api/lastgang';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ARBEIT = 'lastgang/dateiPruefen#pruefeLastgangDatei';
const erledigt = () => erledigteAufgaben().get(ARBEIT) ?? 0;

/** Issue 41, findings 1 and 2: no Lastgang file makes the server allocate beyond its limits or widen the tender's export by years. */
describe.each(portalTests())('Grenzen des Lastgangs auf $name', ({ it }) => {
  const lieferstelle = (maloId: string, bezeichnung: string) => ({
    bezeichnung, strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId, zaehlpunkt: null, netzbetreiber: 'Westnetz GmbH',
    messart: 'RLM', jahresverbrauchKwh: 500_000, maxLeistungKw: 140, spannungsebene: 'MS',
  });

  /** A tender of the demo Kunde in review, delivering in 2027: Lastgänge from 01.01.2022 00:00 to 31.12.2027 23:45. */
  async function ausschreibung(t: TestApp, client: TestClient, kunde: string) {
    const jetzt = t.uhr.now();
    const angelegt = await client.send('POST', `${K}/strom`, {
      bezeichnung: 'Strom Werk Nord', lieferbeginn: '2027-01-01', lieferende: '2027-12-31',
      angebotsfrist: new Date(jetzt + 14 * 86_400_000).toISOString(), bindefrist: new Date(jetzt + 21 * 86_400_000).toISOString(),
      preismodell: 'Festpreis', toleranzband: 10, zahlungszielTage: 14, rechnungslegung: 'Monatsrechnung', bemerkung: null, oekostrom: 'keiner',
      lieferstellen: [lieferstelle('41373559241', 'Werk Nord'), lieferstelle('50346512186', 'Halle Süd')],
    }, kunde);
    expect(angelegt.statusCode, angelegt.body).toBe(200);
    const detail = (await client.get(`${K}/${angelegt.json().id}`, kunde)).json();
    const [rlm, rlm2] = detail.lieferstellen.map((l: { id: number }) => l.id) as [number, number];
    return { id: angelegt.json().id as number, rlm, rlm2 };
  }

  const tag = (vonTag: string, anzahl = 96) => Buffer.from(lastgangCsv(lastgangZeilen({ vonTag, anzahl })));
  const kopf = blattZeile(1, ['Zeitstempel', 'Wert [kW]']);
  const excel = (client: TestClient, id: number, datei: Buffer, kunde: string) => ladeLastgangHoch(client, id, datei, kunde, { name: 'Lastgang.xlsx', typ: XLSX });

  it('weist eine Excel-Datei von wenigen KB ab, deren Blatt Zeile 300.000.000 oder Zelle ZZZZZZ2 nennt, ehe ein Leser Zeilen anlegt', async ({ t, client, kunde }) => {
    const a = await ausschreibung(t, client, kunde);
    // Read, these would be 300 million rows, or rows of 321 million cells: the worker would run out of memory (a 500).
    const zeile = await excel(client, a.rlm, xlsxMitBlatt(`${kopf}<row r="300000000"><c r="A300000000"><v>1</v></c></row>`), kunde);
    expect(zeile.statusCode).toBe(400);
    expect(zeile.json()).toEqual({
      message: 'Ein Tabellenblatt der Excel-Datei reicht bis Zeile 300.000.000. Ein Lastgang hat höchstens 40.000 Zeilen: Ist es die richtige Datei?',
      errors: {},
    });
    const spalte = await excel(client, a.rlm, xlsxMitBlatt(`${kopf}<row r="2"><c r="ZZZZZZ2"><v>1</v></c></row>`), kunde);
    expect(spalte.json()).toEqual({
      message: 'Ein Tabellenblatt der Excel-Datei reicht bis Spalte 321.272.406. Ein Lastgang hat höchstens 50 Spalten: Ist es die richtige Datei?',
      errors: {},
    });
    const erklaert = await excel(client, a.rlm, xlsxMitBlatt(kopf, { davor: '<dimension ref="A1:B300000000"/>' }), kunde);
    expect(erklaert.json().message).toBe('Ein Tabellenblatt der Excel-Datei reicht bis Zeile 300.000.000. Ein Lastgang hat höchstens 40.000 Zeilen: Ist es die richtige Datei?');
    expect((await client.get(`${L}/lieferstelle/${a.rlm}`, kunde)).statusCode).toBe(404);
  });

  it('liest ein Blatt bis Zeile 40.000 und Spalte AX und weist eine Zeile oder Spalte mehr ab', async ({ t, client, kunde }) => {
    const a = await ausschreibung(t, client, kunde);
    const wert = (r: number) => blattZeile(r, ['01.01.2025 00:00', 5]);
    // At the limit the sheet is read: its one value is too little for a Lastgang, which the rules then say.
    const amRand = await excel(client, a.rlm, xlsxMitBlatt(kopf + wert(40_000)), kunde);
    expect(amRand.json()).toEqual({
      message: 'Der Lastgang wurde nicht gespeichert: Die Datei hat ein Problem.',
      errors: { 'zeile[40000]': ['Die Datei enthält weniger als einen Tag an Viertelstundenwerten. Ist es die richtige Datei?'] },
    });
    expect((await excel(client, a.rlm, xlsxMitBlatt(kopf + wert(40_001)), kunde)).json().message).toBe(
      'Ein Tabellenblatt der Excel-Datei reicht bis Zeile 40.001. Ein Lastgang hat höchstens 40.000 Zeilen: Ist es die richtige Datei?',
    );
    const breit = (spalte: string) => xlsxMitBlatt(kopf + wert(2).replace('</row>', `<c r="${spalte}2"><v>1</v></c></row>`));
    expect((await excel(client, a.rlm, breit('AX'), kunde)).json().errors).toEqual({ 'zeile[2]': ['Die Datei enthält weniger als einen Tag an Viertelstundenwerten. Ist es die richtige Datei?'] });
    expect((await excel(client, a.rlm, breit('AY'), kunde)).json().message).toBe(
      'Ein Tabellenblatt der Excel-Datei reicht bis Spalte 51. Ein Lastgang hat höchstens 50 Spalten: Ist es die richtige Datei?',
    );
  });

  it('liest und prüft jede Lastgang-Datei in einem Worker-Thread, nicht in der Ereignisschleife', async ({ t, client, kunde }) => {
    const a = await ausschreibung(t, client, kunde);
    const vorher = erledigt();
    expect((await ladeLastgangHoch(client, a.rlm, tag('2025-01-01'), kunde)).statusCode).toBe(200);
    expect(erledigt()).toBe(vorher + 1);
    expect((await excel(client, a.rlm, xlsxMitBlatt(`${kopf}<row r="300000000"/>`), kunde)).statusCode).toBe(400);
    expect(erledigt()).toBe(vorher + 2);
  });

  it('nimmt Lastgänge von fünf Jahren vor dem Lieferbeginn bis zum Lieferende und nennt sonst den erlaubten Zeitraum', async ({ t, client, kunde }) => {
    const a = await ausschreibung(t, client, kunde);
    const zeitraum = 'Zu dieser Ausschreibung passt ein Lastgang vom 01.01.2022 00:00 bis 31.12.2027 23:45.';
    const abgewiesen = (zeile: number, meldung: string) => ({ message: 'Der Lastgang wurde nicht gespeichert: Die Datei hat ein Problem.', errors: { [`zeile[${zeile}]`]: [meldung] } });

    const frueh = await ladeLastgangHoch(client, a.rlm, tag('2021-12-31'), kunde);
    expect(frueh.statusCode).toBe(400);
    expect(frueh.json()).toEqual(abgewiesen(2, `Die Viertelstunde 31.12.2021 00:00 liegt mehr als 5 Jahre vor dem Lieferbeginn (01.01.2027). ${zeitraum}`));
    // A day reaching from the last delivery day into the next: its first quarter hour past the end is named.
    const spaet = await ladeLastgangHoch(client, a.rlm, tag('2027-12-31', 192), kunde);
    expect(spaet.json()).toEqual(abgewiesen(98, `Die Viertelstunde 01.01.2028 00:00 liegt nach dem Lieferende (31.12.2027). ${zeitraum}`));
    // A typo of a century is one message, not a report of every line.
    const jahrhundert = await ladeLastgangHoch(client, a.rlm, tag('2125-01-01'), kunde);
    expect(jahrhundert.json()).toEqual(abgewiesen(2, `Die Viertelstunde 01.01.2125 00:00 liegt nach dem Lieferende (31.12.2027). ${zeitraum}`));
    expect((await client.get(`${L}/lieferstelle/${a.rlm}`, kunde)).statusCode).toBe(404);

    const ersterTag = await ladeLastgangHoch(client, a.rlm, tag('2022-01-01'), kunde);
    expect(ersterTag.statusCode, ersterTag.body).toBe(200);
    expect(ersterTag.json().kennzahlen).toMatchObject({ von: '2021-12-31T23:00:00.000Z' });
    const letzterTag = await ladeLastgangHoch(client, a.rlm2, tag('2027-12-31'), kunde);
    expect(letzterTag.statusCode, letzterTag.body).toBe(200);
    expect(letzterTag.json().kennzahlen).toMatchObject({ bis: '2027-12-31T23:00:00.000Z' });
  });

  it('exportiert die Lastgänge einer Ausschreibung als Strom, eine Zeile je belegte Viertelstunde, ohne die leeren Jahre dazwischen', async ({ t, client, kunde }) => {
    const a = await ausschreibung(t, client, kunde);
    expect((await ladeLastgangHoch(client, a.rlm, tag('2022-01-01'), kunde)).statusCode).toBe(200);
    expect((await ladeLastgangHoch(client, a.rlm2, tag('2027-12-31'), kunde)).statusCode).toBe(200);

    // Six years lie between the two days: one row per quarter hour of that span would be 210 000 rows.
    const csv = await client.get(`${L}/ausschreibung/${a.id}/werte?format=csv`, kunde);
    expect(csv.statusCode).toBe(200);
    const zeilen = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(zeilen).toHaveLength(1 + 192 + 1);
    expect(zeilen[0]).toBe('Zeitpunkt;41373559241 (kW);50346512186 (kW)');
    expect(zeilen[1]).toMatch(/^2022-01-01T00:00:00\+01:00;[\d,]+;$/);
    expect(zeilen[96]).toMatch(/^2022-01-01T23:45:00\+01:00;[\d,]+;$/);
    expect(zeilen[97]).toMatch(/^2027-12-31T00:00:00\+01:00;;[\d,]+$/);
    expect(zeilen[193]).toBe('');

    const xlsx = await client.get(`${L}/ausschreibung/${a.id}/werte?format=xlsx`, kunde);
    expect(xlsx.statusCode).toBe(200);
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const blatt = mappe.worksheets[0]!;
    expect(blatt.name).toBe('Lastgang (kW)');
    expect(blatt.rowCount).toBe(193);
    expect(blatt.getRow(1).values).toEqual([undefined, 'Zeitpunkt (Beginn)', 'Zeitzone', '41373559241 (kW)', '50346512186 (kW)']);
    // A real Excel date-time (Berlin's wall clock), shown the German way, not a text.
    expect(blatt.getRow(98).getCell(1).value).toEqual(new Date(Date.UTC(2027, 11, 31, 0, 0)));
    expect(blatt.getRow(98).getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(blatt.getRow(98).getCell(2).value).toBe('MEZ');
    expect(blatt.getRow(98).getCell(3).value).toBeNull();
    expect(typeof blatt.getRow(98).getCell(4).value).toBe('number');
  });
});
