// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAusschreibungAdminProvider, detailRessource } from '../../../../src/api/admin/ausschreibung';
import type { FormularFehler } from '../../../../src/api/http/formularFehler';
import { sendEmpty, sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();
const provider = createAusschreibungAdminProvider();

const anfragen = () => server.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);

describe('Datenanbieter des Ausschreibungs-Backoffice', () => {
  it('liest Strom und Gas unter ihrem Pfad', async () => {
    server.handle((_r, response) => sendJson(response, 200, { id: 5, typ: 2 }));
    await provider.getOne('ausschreibung/gas', { id: 5 });
    await provider.getOne('ausschreibung/strom', { id: 6 });
    expect(anfragen()).toEqual(['GET /api/ausschreibungasadmin/gas/5', 'GET /api/ausschreibungasadmin/strom/6']);
    expect([detailRessource(1), detailRessource(2)]).toEqual(['ausschreibung/strom', 'ausschreibung/gas']);
  });

  it('speichert mit PUT und liest danach den gespeicherten Stand mit der neuen Version', async () => {
    server.handle((r, response) => (r.method === 'PUT' ? sendEmpty(response, 204) : sendJson(response, 200, { id: 5, version: 4, bezeichnung: 'neu' })));
    const { data } = await provider.update<{ id: number; bezeichnung: string; version: number }>('ausschreibung/gas', { id: 5, data: { bezeichnung: 'neu', version: 3 }, previousData: { id: 5, bezeichnung: 'alt', version: 3 } });
    expect(data).toEqual({ id: 5, version: 4, bezeichnung: 'neu' });
    expect(anfragen()).toEqual(['PUT /api/ausschreibungasadmin/gas/5', 'GET /api/ausschreibungasadmin/gas/5']);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ bezeichnung: 'neu', version: 3 });
  });

  it('legt Feldfehler eines 400 auf die Formularpfade', async () => {
    server.handle((_r, response) => sendJson(response, 400, { message: 'Bitte prüfen Sie die markierten Felder.', errors: { 'lieferstellen[1].maloId': ['Die Prüfziffer der MaLo-ID ist falsch.'] } }));
    const fehler = (await provider.update('ausschreibung/strom', { id: 1, data: {}, previousData: { id: 1 } }).catch((e: unknown) => e)) as FormularFehler;
    expect(fehler.body.errors).toEqual({ lieferstellen: { 1: { maloId: 'Die Prüfziffer der MaLo-ID ist falsch.' } } });
    expect(anfragen()).toEqual(['PUT /api/ausschreibungasadmin/strom/1']);
  });

  it('ruft Freigaben, Einladungen, Angebote und Optionen unter ihren Pfaden', async () => {
    server.handle((r, response) => (r.method === 'POST' ? sendEmpty(response, 204) : sendJson(response, 200, [])));
    await provider.freigeben(1, 7);
    await provider.angeboteFreigeben(2, 8);
    await provider.ladeEvusEin(7, [3, 4]);
    await provider.eingeladeneEvus(7);
    await provider.passendeEvus(7);
    await provider.angebote(2, 8);
    await provider.historie(7);
    await provider.optionen();
    expect(anfragen()).toEqual([
      'POST /api/ausschreibungasadmin/strom/7/freigeben',
      'POST /api/ausschreibungasadmin/gas/8/angebot/freigeben',
      'POST /api/ausschreibungasadmin/evu/7',
      'GET /api/ausschreibungasadmin/evu/7',
      'GET /api/ausschreibungasadmin/evuoptions/7',
      'GET /api/ausschreibungasadmin/gas/8/angebote',
      'GET /api/ausschreibungasadmin/7/historie',
      'GET /api/ausschreibungasadmin/options',
    ]);
    expect(JSON.parse(server.requests[2]!.body)).toEqual({ evuIds: [3, 4] });
  });

  it('lädt nicht zugelassene EVUs nur mit Begründung ein und liest sie unter ihrem Pfad', async () => {
    server.handle((r, response) => (r.method === 'POST' ? sendEmpty(response, 204) : sendJson(response, 200, [])));
    await provider.nichtZugelasseneEvus(7);
    await provider.ladeEvusEin(7, [3, 11], 'Wunsch des Kunden');
    expect(anfragen()).toEqual(['GET /api/ausschreibungasadmin/evuoptions/7/nichtzugelassen', 'POST /api/ausschreibungasadmin/evu/7']);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ evuIds: [3, 11], begruendung: 'Wunsch des Kunden' });
  });

  it('exportiert die gefilterte Liste in ihrer Sortierung und meldet den Fortschritt', async () => {
    server.handle((_r, response) => {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="Ausschreibungen_2026-11-22.csv"' });
      response.end('\uFEFFNummer;Status\r\nA-1;Aktiv\r\n');
    });
    const fortschritt: number[] = [];
    const datei = await provider.exportiereListe({ filter: { status: [1, 2], idSearch: '', kunden: [] }, sort: { field: 'lieferbeginn', order: 'DESC' } }, (n) => fortschritt.push(n));
    expect(anfragen()).toEqual(['POST /api/ausschreibungasadmin/export']);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ filter: { status: [1, 2] }, ordering: { key: 'lieferbeginn', direction: 2 } });
    expect(datei.fileName).toBe('Ausschreibungen_2026-11-22.csv');
    expect(datei.blob.size).toBe(Buffer.byteLength('\uFEFFNummer;Status\r\nA-1;Aktiv\r\n'));
    expect(fortschritt.at(-1)).toBe(datei.blob.size);
  });

  it('lädt die Lieferstellen eines Zeitraums als CSV', async () => {
    server.handle((_r, response) => sendJson(response, 200, 'x'));
    await provider.lieferstellenCsv('2027-01-01', '2027-12-31');
    expect(anfragen()).toEqual(['GET /api/ausschreibungasadmin/CSV?von=2027-01-01&bis=2027-12-31']);
  });
});
