import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datenbankStand, geaenderteTabellen } from './hilfen/datenbankStand';
import { datenbanken } from './hilfen/datenbanken';
import { eingabeAus, K, neuerKunde } from './hilfen/personen';
import { starteTestApp, TestClient, type TestApp } from './hilfen/testApp';

const B = '/api/ausschreibungasadmin';

/** Input the schemas let through that once ended in a 500: now a 400 with a German message, and nothing written. */
describe.each(datenbanken())('Eingaben am Rand dessen, was das Schema erlaubt, auf $name', (datenbank) => {
  let t: TestApp;
  let client: TestClient;
  let admin: string;
  let kunde: string;
  beforeAll(async () => {
    t = await starteTestApp(datenbank);
    client = await new TestClient(t.app).start();
    admin = (await client.angemeldet('admin')).access_token;
    kunde = (await client.angemeldet('kunde')).access_token;
  });
  afterAll(() => t.schliesse());

  /** Sends, expects 400 with exactly these field errors, and checks that nothing was written. */
  async function abgewiesen(methode: 'GET' | 'POST' | 'PUT', url: string, body: unknown, token: string | undefined, fehler: Record<string, string[]>) {
    const vorher = await datenbankStand(t.app);
    const antwort = methode === 'GET' ? await client.get(url, token) : await client.send(methode, url, body, token);
    expect(antwort.statusCode, `${methode} ${url}: ${antwort.body}`).toBe(400);
    expect(antwort.json().errors, `${methode} ${url}`).toEqual(fehler);
    expect(geaenderteTabellen(vorher, await datenbankStand(t.app))).toEqual([]);
  }

  it('verlangt die Firma eines Unternehmens und einer Kommune, auch wenn sie fehlt oder null ist', async () => {
    const ohneFirma = (typ: string) => {
      const { firma: _f, ...rest } = neuerKunde({ typ });
      return rest;
    };
    for (const typ of ['Unternehmen', 'Kommune']) {
      await abgewiesen('POST', K, neuerKunde({ typ, firma: null }), admin, { firma: ['Eine Eingabe wird erwartet'] });
      await abgewiesen('POST', K, ohneFirma(typ), admin, { firma: ['Eine Eingabe wird erwartet'] });
    }
    const { items } = (await client.get(`${K}?request.filter.typen=Unternehmen&request.filter.typen=Kommune`, admin)).json();
    for (const { id } of items as { id: number }[]) {
      const { firma: _f, ...gelesen } = eingabeAus((await client.get(`${K}/${id}`, admin)).json());
      await abgewiesen('PUT', `${K}/${id}`, { ...gelesen, firma: null }, admin, { firma: ['Eine Eingabe wird erwartet'] });
      await abgewiesen('PUT', `${K}/${id}`, gelesen, admin, { firma: ['Eine Eingabe wird erwartet'] });
    }
    expect(items.length).toBeGreaterThanOrEqual(2);
  });

  it('nimmt Versionen und Ids nur im Bereich einer 4-Byte-Zahl an; die größte Version ist nur veraltet', async () => {
    const GROESSTE = 2_147_483_647;
    const { emailAusstehend: _e, ...benutzerdaten } = (await client.get('/api/kunde/benutzerdaten', kunde)).json();
    const kunde1 = (await t.app.db.selectFrom('kunde').select('id').executeTakeFirstOrThrow()).id;
    const gelesen = eingabeAus((await client.get(`${K}/${kunde1}`, admin)).json());
    for (const [url, body, token] of [
      ['/api/kunde/benutzerdaten', benutzerdaten, kunde],
      [`${K}/${kunde1}`, gelesen, admin],
    ] as const) {
      const vorher = await datenbankStand(t.app);
      const veraltet = await client.send('PUT', url, { ...body, version: GROESSTE }, token);
      expect(veraltet.statusCode, `${url}: ${veraltet.body}`).toBe(409);
      expect(veraltet.json().message).toMatch(/inzwischen geändert/);
      expect(geaenderteTabellen(vorher, await datenbankStand(t.app))).toEqual([]);
      await abgewiesen('PUT', url, { ...body, version: GROESSTE + 1 }, token, { version: [`Der Wert darf höchstens ${GROESSTE} sein.`] });
    }
    await abgewiesen('POST', `${B}/export`, { filter: { kunden: [GROESSTE + 1] } }, admin, { 'filter.kunden[0]': [`Der Wert darf höchstens ${GROESSTE} sein.`] });
  });
});
