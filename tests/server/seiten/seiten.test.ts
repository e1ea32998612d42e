import { describe, expect } from 'vitest';
import { OEFFENTLICHE_SEITEN } from '../../../domain/api/seiten';
import { portalTests } from '../hilfen/portalTest';
import { starteTestApp, TestClient } from '../hilfen/testApp';

describe.each(portalTests({ env: { SEED_DEMO: 'false' } }))('Öffentliche Seiten auf $name', ({ it, datenbank }) => {
  it('liefert jede Seite mit deutschem Inhalt aus dem Repository, ohne Anmeldung', async ({ client }) => {
    for (const { slug, titel } of OEFFENTLICHE_SEITEN) {
      const antwort = await client.get(`/api/seiten/${slug}`);
      expect(antwort.statusCode, slug).toBe(200);
      const seite = antwort.json();
      expect(seite.titel).toBe(titel);
      expect(seite.markdown).toMatch(/^# \S/);
    }
    expect((await client.get('/api/seiten/glossar')).json().markdown).toContain('**Marktlokation (MaLo-ID)**');
    expect((await client.get('/api/seiten/../../etc/passwd')).statusCode).toBe(404);
    expect((await client.get('/api/seiten/gibt-es-nicht')).json().message).toBe('Diese Seite gibt es nicht.');
  });

  it('verweist auf die Website des Maklers, wenn PUBLIC_SITE_URL gesetzt ist', async () => {
    const extern = await starteTestApp(datenbank, { SEED_DEMO: 'false', PUBLIC_SITE_URL: 'https://makler.example/' });
    const seite = (await new TestClient(extern.app).get('/api/seiten/impressum')).json();
    expect(seite).toEqual({ slug: 'impressum', titel: 'Impressum', externeUrl: 'https://makler.example/impressum' });
    await extern.schliesse();
  });
});
