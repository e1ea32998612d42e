import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataProvider } from 'ra-core';
import { setApiBaseUrl } from '../../../src/api/http/apiBase';
import { createDataProvider } from '../../../src/api/createDataProvider';
import { ModelStateError } from '../../../src/api/http/errors';
import type { FormularFehler } from '../../../src/api/http/formularFehler';
import { sendEmpty, sendJson, startTestServer, type Handler, type TestServer } from './testServer';

let server: TestServer;
let dataProvider: DataProvider;

beforeAll(async () => {
  server = await startTestServer();
  setApiBaseUrl(server.url);
  dataProvider = createDataProvider({ ausschreibung: '/api/ausschreibungasadmin', kunde: '/api/kundeasadmin/' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const answer = (handler: Handler) => server.handle(handler);
const last = () => server.requests.at(-1)!;

describe('getList', () => {
  it('asks with the list query shape and maps { items, total }', async () => {
    answer((_r, response) => sendJson(response, 200, { items: [{ id: 1 }, { id: 2 }], total: 57 }));

    const result = await dataProvider.getList('ausschreibung', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'angebotsfrist', order: 'DESC' },
      filter: { idSearch: 'A-2026', status: [0, 1], kunden: [7], leer: '', nichts: null },
    });

    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 57 });
    expect(last().path).toBe('/api/ausschreibungasadmin');
    expect([...last().query]).toEqual([
      ['request.paging.size', '25'],
      ['request.paging.index', '2'],
      ['request.ordering.key', 'angebotsfrist'],
      ['request.ordering.direction', '2'],
      ['request.filter.idSearch', 'A-2026'],
      ['request.filter.status', '0'],
      ['request.filter.status', '1'],
      ['request.filter.kunden', '7'],
    ]);
  });

  it('turns a count that stopped at its limit into partial pagination with the bound in meta', async () => {
    answer((_r, response) => sendJson(response, 200, { items: [{ id: 1 }], total: 1000, totalUntergrenze: true }));
    const erste = await dataProvider.getList('ausschreibung', { pagination: { page: 1, perPage: 25 }, filter: { idSearch: 'Regensburg' } });
    expect(erste).toEqual({ data: [{ id: 1 }], pageInfo: { hasNextPage: true, hasPreviousPage: false }, meta: { mehrAls: 1000 } });
    answer((_r, response) => sendJson(response, 200, { items: [{ id: 2 }], total: 1025, totalUntergrenze: true }));
    const tiefer = await dataProvider.getList('ausschreibung', { pagination: { page: 41, perPage: 25 }, filter: { idSearch: 'Regensburg' } });
    expect(tiefer).toEqual({ data: [{ id: 2 }], pageInfo: { hasNextPage: true, hasPreviousPage: true }, meta: { mehrAls: 1025 } });
  });

  it('sends ASC as direction 1 and nested filters as dotted keys', async () => {
    answer((_r, response) => sendJson(response, 200, { items: [], total: 0 }));
    await dataProvider.getList('ausschreibung', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'nummer', order: 'ASC' },
      filter: { lieferbeginn: { von: '2027-01-01' } },
    });
    expect(last().query.get('request.ordering.direction')).toBe('1');
    expect(last().query.get('request.paging.index')).toBe('0');
    expect(last().query.get('request.filter.lieferbeginn.von')).toBe('2027-01-01');
  });

  it('passes a 400 of the list on as ModelStateError', async () => {
    answer((_r, response) => sendJson(response, 400, { message: 'Ungültiger Filter.', errors: { 'request.filter.status': ['Unbekannt.'] } }));
    await expect(dataProvider.getList('ausschreibung', { pagination: { page: 1, perPage: 10 }, filter: {} })).rejects.toBeInstanceOf(ModelStateError);
  });
});

describe('single records', () => {
  it('getOne reads base/{id}', async () => {
    answer((r, response) => sendJson(response, 200, { id: Number(r.path.split('/').at(-1)), bezeichnung: 'Strom 2027' }));
    await expect(dataProvider.getOne('ausschreibung', { id: 12 })).resolves.toEqual({ data: { id: 12, bezeichnung: 'Strom 2027' } });
    expect(last().path).toBe('/api/ausschreibungasadmin/12');
  });

  it('getMany reads every id', async () => {
    answer((r, response) => sendJson(response, 200, { id: Number(r.path.split('/').at(-1)) }));
    const result = await dataProvider.getMany('kunde', { ids: [3, 4] });
    expect(result.data).toEqual([{ id: 3 }, { id: 4 }]);
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/api/kundeasadmin/3', '/api/kundeasadmin/4']);
  });

  it('getManyReference filters the list by the target', async () => {
    answer((_r, response) => sendJson(response, 200, { items: [{ id: 9 }], total: 1 }));
    const result = await dataProvider.getManyReference('ausschreibung', {
      target: 'kunden',
      id: 5,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 9 }], total: 1 });
    expect(last().query.getAll('request.filter.kunden')).toEqual(['5']);
  });

  it('update PUTs the data and, on 204, answers the merged record', async () => {
    answer((_r, response) => sendEmpty(response, 204));
    const result = await dataProvider.update('ausschreibung', {
      id: 12,
      data: { bezeichnung: 'neu' },
      previousData: { id: 12, bezeichnung: 'alt', status: 0 },
    });
    expect(result).toEqual({ data: { id: 12, bezeichnung: 'neu', status: 0 } });
    expect(last().method).toBe('PUT');
    expect(last().path).toBe('/api/ausschreibungasadmin/12');
    expect(JSON.parse(last().body)).toEqual({ bezeichnung: 'neu' });
  });

  it('update answers the server’s record when it sends one', async () => {
    answer((_r, response) => sendJson(response, 200, { id: 12, bezeichnung: 'neu', version: 4 }));
    const result = await dataProvider.update('ausschreibung', { id: 12, data: { bezeichnung: 'neu' }, previousData: { id: 12 } });
    expect(result.data).toEqual({ id: 12, bezeichnung: 'neu', version: 4 });
  });

  it('update gives react-admin the field errors of a 400', async () => {
    answer((_r, response) => sendJson(response, 400, { message: 'Ungültig.', errors: { 'lieferstellen[0].maloId': ['Prüfziffer falsch.'] } }));
    const error = (await dataProvider
      .update('ausschreibung', { id: 1, data: {}, previousData: { id: 1 } })
      .catch((e: unknown) => e)) as FormularFehler;
    // react-admin puts body.errors onto the form's fields by their react-hook-form paths.
    expect(error.body).toEqual({ message: 'Ungültig.', errors: { lieferstellen: { 0: { maloId: 'Prüfziffer falsch.' } } } });
    expect(error.modellzustand.errors).toEqual({ 'lieferstellen[0].maloId': ['Prüfziffer falsch.'] });
  });

  it('create POSTs to the base and accepts the new id or the created record', async () => {
    answer((_r, response) => sendJson(response, 200, 77));
    await expect(dataProvider.create('kunde', { data: { firma: 'Stadtwerke' } })).resolves.toEqual({ data: { id: 77, firma: 'Stadtwerke' } });
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/kundeasadmin');

    answer((_r, response) => sendJson(response, 201, { id: 78, firma: 'Stadtwerke', version: 1 }));
    await expect(dataProvider.create('kunde', { data: { firma: 'Stadtwerke' } })).resolves.toEqual({
      data: { id: 78, firma: 'Stadtwerke', version: 1 },
    });
  });

  it('delete and deleteMany DELETE base/{id}', async () => {
    answer((_r, response) => sendEmpty(response, 204));
    await expect(dataProvider.delete('kunde', { id: 'a/b', previousData: { id: 'a/b' } })).resolves.toEqual({ data: { id: 'a/b' } });
    expect(last().path).toBe('/api/kundeasadmin/a%2Fb');
    await expect(dataProvider.deleteMany('kunde', { ids: [1, 2] })).resolves.toEqual({ data: [1, 2] });
    expect(server.requests.map((r) => `${r.method} ${r.path}`).slice(1)).toEqual(['DELETE /api/kundeasadmin/1', 'DELETE /api/kundeasadmin/2']);
  });

  it('updateMany PUTs every id', async () => {
    answer((_r, response) => sendEmpty(response, 204));
    await expect(dataProvider.updateMany('kunde', { ids: [1, 2], data: { aktiv: false } })).resolves.toEqual({ data: [1, 2] });
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'PUT /api/kundeasadmin/1 {"aktiv":false}',
      'PUT /api/kundeasadmin/2 {"aktiv":false}',
    ]);
  });

  it('refuses a resource it has no URL for', async () => {
    await expect(dataProvider.getOne('unbekannt', { id: 1 })).rejects.toThrow('Unbekannte Ressource: unbekannt');
  });
});
