// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { zulassungAdminApi } from '../../../../src/api/admin/zulassung';
import { sendEmpty, sendJson } from '../testServer';
import { mitTestServer } from '../mitTestServer';

const server = mitTestServer();
const anfragen = () => server.requests.map((r) => `${r.method} ${r.path}`);

describe('Lieferantenregister des Administrators im Browser', () => {
  it('ruft Stand, Entscheidung, Prüfung und Bonität unter ihren Pfaden mit ihren Körpern', async () => {
    server.handle((r, response) => (r.method === 'GET' ? sendJson(response, 200, { sparten: [] }) : sendEmpty(response, 204)));
    expect(await zulassungAdminApi.stand(7)).toEqual({ sparten: [] });
    await zulassungAdminApi.entscheide(7, 2, { status: 'gesperrt', begruendung: 'Insolvenz' });
    await zulassungAdminApi.pruefeNachweis(7, 31, { pruefung: 'abgelehnt', begruendung: 'Zu alt' });
    await zulassungAdminApi.erfasseBonitaet(7, { klasse: 5, datum: '2026-11-02', quelle: 'Creditreform' });
    expect(anfragen()).toEqual([
      'GET /api/evuasadmin/7/zulassung',
      'POST /api/evuasadmin/7/zulassung/gas/entscheidung',
      'POST /api/evuasadmin/7/nachweise/31/pruefung',
      'PUT /api/evuasadmin/7/bonitaet',
    ]);
    expect(server.requests.slice(1).map((r) => JSON.parse(r.body))).toEqual([
      { status: 'gesperrt', begruendung: 'Insolvenz' },
      { pruefung: 'abgelehnt', begruendung: 'Zu alt' },
      { klasse: 5, datum: '2026-11-02', quelle: 'Creditreform' },
    ]);
  });
});
