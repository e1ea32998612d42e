// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAdministratorProvider } from '../../../../src/api/admin/dataProvider';
import { ModelStateError } from '../../../../src/api/http/errors';
import type { FormularFehler } from '../../../../src/api/http/formularFehler';
import { sendEmpty, sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();
const provider = createAdministratorProvider();

const anfragen = () => server.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${decodeURIComponent(String(r.query))}` : ''}`);

describe('Datenanbieter der Personenverwaltung im Backoffice', () => {
  it('liest Listen mit Filter, Sortierung und Seite in der Form der Ausschreibungsliste', async () => {
    server.handle((_r, response) => sendJson(response, 200, { items: [{ id: 3 }], total: 1 }));
    const liste = await provider.getList('evu', { filter: { suche: 'Nord', zustaende: [0, 2], sparten: [1] }, sort: { field: 'firma', order: 'DESC' }, pagination: { page: 2, perPage: 25 } });
    expect(liste).toEqual({ data: [{ id: 3 }], total: 1 });
    expect(anfragen()).toEqual([
      'GET /api/evuasadmin?request.paging.size=25&request.paging.index=1&request.ordering.key=firma&request.ordering.direction=2&request.filter.suche=Nord&request.filter.zustaende=0&request.filter.zustaende=2&request.filter.sparten=1',
    ]);
  });

  it('schickt jede Ressource an ihren Pfad und lässt die Ausschreibungen bei ihrem', async () => {
    server.handle((r, response) => (r.method === 'PUT' && r.path.includes('ausschreibung') ? sendEmpty(response, 204) : sendJson(response, 200, { id: 5, version: 2 })));
    await provider.getOne('kunde', { id: 5 });
    await provider.getOne('administrator', { id: 6 });
    const { data } = await provider.update('evu', { id: 7, data: { firma: 'Neu', version: 1 }, previousData: { id: 7 } });
    await provider.update('ausschreibung/strom', { id: 8, data: { version: 1 }, previousData: { id: 8 } });
    expect(data).toEqual({ id: 5, version: 2 });
    expect(anfragen()).toEqual([
      'GET /api/kundeasadmin/5',
      'GET /api/administratorasadmin/6',
      'PUT /api/evuasadmin/7',
      'PUT /api/ausschreibungasadmin/strom/8',
      'GET /api/ausschreibungasadmin/strom/8',
    ]);
  });

  it('legt an und bringt Feldfehler des Servers auf die Formularfelder', async () => {
    server.handle((_r, response) => sendJson(response, 400, { message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { login: ['Dieser Anmeldename ist bereits vergeben.'] } }));
    const fehler = (await provider.create('administrator', { data: { login: 'admin' } }).catch((e: unknown) => e)) as FormularFehler;
    expect(fehler.body.errors).toEqual({ login: 'Dieser Anmeldename ist bereits vergeben.' });
    expect(anfragen()).toEqual(['POST /api/administratorasadmin']);
  });

  it('ruft die Kontoaktionen, die Historie und die Auswahllisten unter ihren Pfaden', async () => {
    server.handle((r, response) => (r.method === 'GET' ? sendJson(response, 200, []) : sendEmpty(response, 204)));
    await provider.kontoSperren('evu', 7);
    await provider.kontoEntsperren('evu', 7);
    await provider.aktivierungSenden('kunde', 3);
    await provider.sitzungenBeenden('administrator', 1);
    await provider.zweiteFaktorenZuruecksetzen('kunde', 3);
    await provider.kontoHistorie('evu', 7);
    await provider.personenOptionen('kunde');
    await provider.delete('kunde', { id: 3, previousData: { id: 3 } });
    expect(anfragen()).toEqual([
      'POST /api/evuasadmin/7/sperren',
      'POST /api/evuasadmin/7/entsperren',
      'POST /api/kundeasadmin/3/aktivierung',
      'DELETE /api/administratorasadmin/1/sessions',
      'DELETE /api/kundeasadmin/3/second-factors',
      'GET /api/evuasadmin/7/historie',
      'GET /api/kundeasadmin/options',
      'DELETE /api/kundeasadmin/3',
    ]);
  });

  it('gibt die Begründung eines verweigerten Löschens weiter', async () => {
    server.handle((_r, response) => sendJson(response, 400, { message: 'Der Eintrag kann nicht gelöscht werden. Das EVU hat 3 Angebote abgegeben, die erhalten bleiben müssen.' }));
    const fehler = await provider.delete('evu', { id: 7 }).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(ModelStateError);
    expect((fehler as ModelStateError).body.message).toBe('Der Eintrag kann nicht gelöscht werden. Das EVU hat 3 Angebote abgegeben, die erhalten bleiben müssen.');
  });

  it('liest die Kennzahlen des Dashboards', async () => {
    server.handle((_r, response) => sendJson(response, 200, { gesamt: 12 }));
    expect(await provider.dashboard()).toEqual({ gesamt: 12 });
    expect(anfragen()).toEqual(['GET /api/dashboard']);
  });
});
