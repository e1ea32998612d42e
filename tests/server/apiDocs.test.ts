import { describe, expect, it } from 'vitest';
import { datenbanken } from './hilfen/datenbanken';
import { starteTestApp, TestClient } from './hilfen/testApp';

const DOKU = '/api/docs/json';
const OBERFLAECHE = '/api/docs';

/**
 * Who reads the OpenAPI document and its UI (issue 41, point 11): API_DOCS=public|admin|off; in production only
 * signed-in administrators by default.
 */
describe.each(datenbanken())('API-Beschreibung nach API_DOCS auf $name', (datenbank) => {
  /** The app in one mode, its client, and the answers to the document and the UI with a token (or none). */
  const mitModus = async (env: Record<string, string>, pruefe: (abruf: (url: string, login?: string) => Promise<number>, client: TestClient) => Promise<void>) => {
    const t = await starteTestApp(datenbank, env);
    try {
      const client = await new TestClient(t.app).start();
      const abruf = async (url: string, login?: string) => (await client.get(url, login ? (await client.angemeldet(login)).access_token : undefined)).statusCode;
      await pruefe(abruf, client);
    } finally {
      await t.schliesse();
    }
  };

  it('public: für jeden lesbar (der Standard außerhalb der Produktion)', async () => {
    await mitModus({ API_DOCS: 'public' }, async (abruf, client) => {
      expect(await abruf(DOKU)).toBe(200);
      expect(await abruf(OBERFLAECHE)).toBeLessThan(400);
      expect((await client.get(DOKU)).json().paths).toHaveProperty(['/api/dashboard']);
    });
  });

  it('admin: nur mit dem Token eines Administrators, Dokument wie Oberfläche (der Standard in Produktion)', async () => {
    await mitModus({ NODE_ENV: 'production' }, async (abruf, client) => {
      for (const url of [DOKU, OBERFLAECHE, `${OBERFLAECHE}/static/index.html`]) {
        expect(await abruf(url), url).toBe(401);
        expect(await abruf(url, 'kunde'), url).toBe(403);
        expect(await abruf(url, 'evu'), url).toBe(403);
      }
      expect(await abruf(DOKU, 'admin')).toBe(200);
      expect(await abruf(OBERFLAECHE, 'admin')).toBeLessThan(400);
      const ohne = await client.get(DOKU);
      expect(ohne.json().message).toBe('Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen.');
      const token = (await client.angemeldet('admin')).access_token;
      const doku = await client.get(DOKU, token);
      expect(doku.json().paths).toHaveProperty(['/api/dashboard']);
      // Personal to the signed-in administrator: no cache keeps it.
      expect(doku.headers['cache-control']).toBe('no-store');
    });
  });

  it('off: niemand, auch kein Administrator', async () => {
    await mitModus({ API_DOCS: 'off', NODE_ENV: 'production' }, async (abruf) => {
      for (const url of [DOKU, OBERFLAECHE]) {
        expect(await abruf(url), url).toBe(404);
        expect(await abruf(url, 'admin'), url).toBe(404);
      }
    });
  });
});
