// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ModelStateError } from '../../../../src/api/http/errors';
import { createKundeProvider } from '../../../../src/api/kunde/dataProvider';
import { sendEmpty, sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();
const provider = createKundeProvider();

const anfragen = () => server.requests.map((r) => `${r.method} ${r.path}`);

describe('Datenanbieter des Kunden', () => {
  it('legt eine Ausschreibung unter ihrer Sparte an und ändert sie dort', async () => {
    server.handle((r, response) => (r.method === 'POST' ? sendJson(response, 200, { id: 9, nummer: 'A-2026-00009' }) : r.method === 'PUT' ? sendEmpty(response, 204) : sendJson(response, 200, { id: 9, version: 2 })));
    const { data } = await provider.create('ausschreibung', { data: { typ: 2, bezeichnung: 'Gas 2027' } });
    expect(data).toEqual({ typ: 2, bezeichnung: 'Gas 2027', id: 9, nummer: 'A-2026-00009' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ bezeichnung: 'Gas 2027' });
    const geaendert = await provider.update<{ id: number; typ?: number; version?: number }>('ausschreibung', { id: 9, data: { version: 1 }, previousData: { id: 9, typ: 2 } });
    expect(geaendert.data).toEqual({ id: 9, version: 2 });
    expect(anfragen()).toEqual(['POST /api/kunde/ausschreibung/gas', 'PUT /api/kunde/ausschreibung/gas/9', 'GET /api/kunde/ausschreibung/9']);
  });

  it('liest die freigegebenen Angebote und erteilt einem den Zuschlag', async () => {
    server.handle((r, response) => (r.method === 'POST' ? sendEmpty(response, 204) : sendJson(response, 200, [{ id: 20, rang: 1 }])));
    expect(await provider.angebote(7)).toEqual([{ id: 20, rang: 1 }]);
    await provider.zuschlag(7, 20);
    expect(anfragen()).toEqual(['GET /api/kunde/ausschreibung/7/angebote', 'POST /api/kunde/ausschreibung/7/zuschlag']);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ angebotId: 20 });
    expect(server.requests[1]!.headers['x-xsrf-token']).toBe('nonce.mac');
  });

  it('meldet eine Ablehnung des Zuschlags mit dem deutschen Grund', async () => {
    server.handle((_r, response) => sendJson(response, 400, { message: 'Die Bindefrist ist abgelaufen.', errors: {} }));
    const fehler = await provider.zuschlag(7, 20).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(ModelStateError);
    expect((fehler as ModelStateError).body.message).toBe('Die Bindefrist ist abgelaufen.');
  });

  it('liest und speichert die eigenen Benutzerdaten', async () => {
    server.handle((r, response) => sendJson(response, 200, { email: 'a@b.example', version: r.method === 'PUT' ? 4 : 3, emailAusstehend: null }));
    expect((await provider.benutzerdaten()).version).toBe(3);
    expect((await provider.speichereBenutzerdaten({ ort: 'Dortmund', version: 3 })).version).toBe(4);
    expect(anfragen()).toEqual(['GET /api/kunde/benutzerdaten', 'PUT /api/kunde/benutzerdaten']);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ ort: 'Dortmund', version: 3 });
  });
});
