// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createEvuProvider } from '../../../../src/api/evu/dataProvider';
import type { FormularFehler } from '../../../../src/api/http/formularFehler';
import { sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();
const provider = createEvuProvider();

const anfragen = () => server.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${decodeURIComponent(String(r.query))}` : ''}`);

describe('Datenanbieter des EVU', () => {
  it('hat vor dem ersten Angebot keines und gibt eines unter der Ausschreibung ab', async () => {
    server.handle((r, response) => (r.method === 'GET' ? sendJson(response, 404, { message: 'Kein Angebot.' }) : sendJson(response, 200, { id: 3, version: 1 })));
    expect(await provider.eigenesAngebot(5)).toBeNull();
    const angebot = { arbeitspreisCtKwh: 25.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, bindefristBis: '2099-01-01T00:00:00.000Z', bemerkung: null };
    expect(await provider.gibAngebotAb(5, angebot)).toEqual({ id: 3, version: 1 });
    expect(anfragen()).toEqual(['GET /api/evu/ausschreibung/5/angebot', 'PUT /api/evu/ausschreibung/5/angebot']);
    expect(JSON.parse(server.requests[1]!.body)).toEqual(angebot);
  });

  it('legt Feldfehler eines abgelehnten Angebots auf die Formularfelder', async () => {
    server.handle((_r, response) => sendJson(response, 400, { message: 'Bitte prüfen Sie Ihr Angebot.', errors: { BindefristBis: ['Zu kurz.'] } }));
    const fehler = (await provider.gibAngebotAb(5, {} as never).catch((e: unknown) => e)) as FormularFehler;
    expect(fehler.body).toEqual({ message: 'Bitte prüfen Sie Ihr Angebot.', errors: { bindefristBis: 'Zu kurz.' } });
  });

  it('fragt die eine Liste beider Sparten mit Sparte, offenem Angebot und „Frist zuerst“ ab', async () => {
    server.handle((_r, response) => sendJson(response, 200, { items: [], total: 0 }));
    await provider.getList('ausschreibung', { pagination: { page: 1, perPage: 25 }, sort: { field: 'fristZuerst', order: 'ASC' }, filter: { typen: [2], angebotOffen: true } });
    expect(anfragen()).toEqual([
      'GET /api/evu/ausschreibung?request.paging.size=25&request.paging.index=0&request.ordering.key=fristZuerst&request.ordering.direction=1&request.filter.typen=2&request.filter.angebotOffen=true',
    ]);
  });

  it('liest und speichert die eigenen Benutzerdaten', async () => {
    server.handle((_r, response) => sendJson(response, 200, { email: 'a@b.example', version: 1, emailAusstehend: null }));
    await provider.benutzerdaten();
    await provider.speichereBenutzerdaten({ sparten: 3, version: 1 });
    await provider.lieferstellen(5, 'xlsx');
    expect(anfragen()).toEqual(['GET /api/evu/benutzerdaten', 'PUT /api/evu/benutzerdaten', 'GET /api/evu/ausschreibung/5/lieferstellen?format=xlsx']);
  });
});
