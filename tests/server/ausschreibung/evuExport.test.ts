import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { erledigteAufgaben } from '../../../server/shared/arbeiter/pool';
import { portalTests } from '../hilfen/portalTest';
import { type TestApp } from '../hilfen/testApp';

describe.each(portalTests())('Lieferstellen-Export für EVUs auf $name', ({ it }) => {
  const aktiveStrom = (t: TestApp) => t.app.db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).where('sparte', '=', 1).executeTakeFirstOrThrow();
  const lieferstellen = (t: TestApp, id: number) => t.app.db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', id).orderBy('position').execute();

  it('liefert die Lieferstellen als CSV für das deutsche Excel', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const token = (await client.angemeldet('evu2')).access_token;
    const antwort = await client.get(`/api/evu/ausschreibung/${a.id}/lieferstellen?format=csv`, token);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(antwort.headers['content-disposition']).toContain(`Lieferstellen_${a.nummer}.csv`);
    const zeilen = antwort.body.split('\r\n').filter(Boolean);
    expect(zeilen[0]).toBe('\uFEFFLieferstelle;Straße;PLZ;Ort;MaLo-ID;Zählpunkt;Netzbetreiber;Messart;Jahresverbrauch (kWh);Max. Leistung (kW);SLP-Profil;Spannungsebene / Druckstufe');
    const erwartet = await lieferstellen(t, a.id);
    expect(zeilen).toHaveLength(erwartet.length + 1);
    expect(zeilen[1]!.split(';')[4]).toBe(erwartet[0]!.malo_id);
    expect(zeilen[1]!.split(';')[8]).toBe(String(erwartet[0]!.jahresverbrauch_kwh));
  });

  it('liefert dieselbe Tabelle als Excel-Datei mit Zahlen als Zahlen, gebaut im Arbeiter-Thread', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const token = (await client.angemeldet('evu2')).access_token;
    // Laying out and zipping a workbook of 5,000 rows is a few hundred milliseconds: never in the event loop.
    const gebaut = () => erledigteAufgaben().get('ausschreibung/lieferstellenMappe.worker#lieferstellenMappe') ?? 0;
    const vorher = gebaut();
    const antwort = await client.get(`/api/evu/ausschreibung/${a.id}/lieferstellen?format=xlsx`, token);
    expect(antwort.statusCode).toBe(200);
    expect(gebaut()).toBe(vorher + 1);
    expect((await client.get(`/api/evu/ausschreibung/${a.id}/lieferstellen?format=csv`, token)).statusCode).toBe(200);
    expect(gebaut()).toBe(vorher + 1);
    expect(antwort.headers['content-disposition']).toContain(`Lieferstellen_${a.nummer}.xlsx`);
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(antwort.rawPayload as unknown as ArrayBuffer);
    const blatt = mappe.getWorksheet('Lieferstellen')!;
    expect(blatt.getRow(1).getCell(5).value).toBe('MaLo-ID');
    const erwartet = await lieferstellen(t, a.id);
    expect(blatt.rowCount).toBe(erwartet.length + 1);
    expect(blatt.getRow(2).getCell(9).value).toBe(erwartet[0]!.jahresverbrauch_kwh);
  });

  it('verweigert fremde Ausschreibungen und unbekannte Formate', async ({ t, client }) => {
    const a = await aktiveStrom(t);
    const fremd = (await client.angemeldet('evu3')).access_token;
    expect((await client.get(`/api/evu/ausschreibung/${a.id}/lieferstellen`, fremd)).statusCode).toBe(404);
    const eingeladen = (await client.angemeldet('evu2')).access_token;
    expect((await client.get(`/api/evu/ausschreibung/${a.id}/lieferstellen?format=pdf`, eingeladen)).statusCode).toBe(400);
    const kunde = (await client.angemeldet('kunde')).access_token;
    expect((await client.get(`/api/evu/ausschreibung/${a.id}/lieferstellen`, kunde)).statusCode).toBe(403);
  });
});
