import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vorkomprimiere } from '../../scripts/vorkomprimierung';
import { datenbanken } from './hilfen/datenbanken';
import { starteTestApp, TestClient, type TestApp } from './hilfen/testApp';

/** A chunk as the build writes it: hashed name, well above the compression threshold. */
const CHUNK = `export const zeilen = [${Array.from({ length: 400 }, (_, i) => `"Lieferstelle ${i}"`).join(',')}];\n`;

describe.each(datenbanken())('Komprimierte Auslieferung auf $name', (datenbank) => {
  let t: TestApp;
  let client: TestClient;
  let oberflaeche: string;
  beforeAll(async () => {
    oberflaeche = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.mkdirSync(path.join(oberflaeche, 'assets'));
    fs.writeFileSync(path.join(oberflaeche, 'index.html'), `<!doctype html><title>Energieausschreibungsportal</title><script src="/assets/index-Kx7q.js"></script>`);
    fs.writeFileSync(path.join(oberflaeche, 'assets', 'index-Kx7q.js'), CHUNK);
    fs.writeFileSync(path.join(oberflaeche, 'assets', 'klein-Zz01.js'), 'export {};');
    fs.writeFileSync(path.join(oberflaeche, 'assets', 'dateiLeser.worker-Ab3c.js'), 'self.onmessage = () => {};');
    await vorkomprimiere(oberflaeche, ['assets/index-Kx7q.js', 'assets/klein-Zz01.js']);
    t = await starteTestApp(datenbank, { STATIC_DIR: oberflaeche });
    client = await new TestClient(t.app).start();
  });
  afterAll(async () => {
    await t.schliesse();
    fs.rmSync(oberflaeche, { recursive: true, force: true });
  });

  const hole = (url: string, kodierungen?: string, accessToken?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...(kodierungen ? { 'accept-encoding': kodierungen } : {}), ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) } });

  it('schreibt beim Bauen Brotli- und gzip-Fassungen nur der Dateien, bei denen es sich lohnt', () => {
    const inhalt = fs.readFileSync(path.join(oberflaeche, 'assets', 'index-Kx7q.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(oberflaeche, 'assets', 'index-Kx7q.js.br')))).toEqual(inhalt);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(oberflaeche, 'assets', 'index-Kx7q.js.gz')))).toEqual(inhalt);
    expect(fs.existsSync(path.join(oberflaeche, 'assets', 'klein-Zz01.js.br'))).toBe(false);
  });

  it('liefert Chunks vorkomprimiert nach Accept-Encoding, mit Vary und unbegrenzt zwischenspeicherbar', async () => {
    const br = await hole('/assets/index-Kx7q.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await hole('/assets/index-Kx7q.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const roh = await hole('/assets/index-Kx7q.js');
    expect(roh.headers['content-encoding']).toBeUndefined();
    expect(roh.headers.vary).toMatch(/accept-encoding/i);
    expect(roh.body).toBe(CHUNK);

    // Too small to precompress: whatever the server then does, the browser gets the file.
    const klein = await hole('/assets/klein-Zz01.js', 'br');
    expect(klein.statusCode).toBe(200);
    const kleinInhalt = klein.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(klein.rawPayload).toString() : klein.body;
    expect(kleinInhalt).toBe('export {};');
  });

  it('schickt Chunks ohne die Kopfzeilen, die nur ein Dokument befolgt, index.html mit allen', async () => {
    for (const kodierungen of ['br', undefined]) {
      const chunk = await hole('/assets/index-Kx7q.js', kodierungen);
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(chunk.headers[name], name).toBeUndefined();
      }
      expect(chunk.headers['x-content-type-options']).toBe('nosniff');
      expect(chunk.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(chunk.headers['strict-transport-security']).toContain('max-age=31536000');
    }
    // A worker runs as a script of its own, under the policy that comes with it.
    const worker = await hole('/assets/dateiLeser.worker-Ab3c.js');
    expect(worker.statusCode).toBe(200);
    expect(String(worker.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(worker.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/administrator/ausschreibung', '/index.html']) {
      const seite = await hole(url, 'br');
      expect(String(seite.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(seite.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('bietet die komprimierten Fassungen nicht unter eigenem Namen an', async () => {
    for (const url of ['/assets/index-Kx7q.js.br', '/assets/index-Kx7q.js.gz']) {
      const antwort = await hole(url, 'br');
      expect(antwort.statusCode, url).toBe(404);
      expect(antwort.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('lässt index.html nie veraltet im Zwischenspeicher, auch nicht unter ihrem Dateinamen', async () => {
    for (const url of ['/', '/index.html', '/kunde/ausschreibung/3']) {
      const seite = await hole(url, 'br, gzip');
      expect(seite.statusCode, url).toBe(200);
      expect(seite.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('komprimiert API-Antworten über 1 KB, kleine nicht', async () => {
    const { access_token } = await client.angemeldet('admin');
    const liste = await hole('/api/ausschreibungasadmin?request.paging.size=25', 'br, gzip', access_token);
    expect(liste.statusCode).toBe(200);
    expect(liste.headers['content-encoding']).toBe('br');
    expect(liste.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.brotliDecompressSync(liste.rawPayload).toString()) as { total: number; items: unknown[] };
    expect(json.items.length).toBeGreaterThan(0);
    expect(json.total).toBeGreaterThanOrEqual(json.items.length);
    expect((await hole('/api/ausschreibungasadmin?request.paging.size=25', 'gzip', access_token)).headers['content-encoding']).toBe('gzip');
    expect((await hole('/api/ausschreibungasadmin?request.paging.size=25', undefined, access_token)).headers['content-encoding']).toBeUndefined();

    const klein = await hole('/api/ausschreibungasadmin?request.paging.size=1&request.filter.idSearch=keine-solche-nummer', 'br, gzip', access_token);
    expect(klein.statusCode).toBe(200);
    expect(klein.headers['content-encoding']).toBeUndefined();
    expect(klein.json()).toEqual({ total: 0, items: [] });
  });

  it('komprimiert den CSV-Export im Fluss, ohne ihn vorher ganz zu sammeln', async () => {
    const { access_token } = await client.angemeldet('admin');
    const roh = await hole('/api/ausschreibungasadmin/CSV', undefined, access_token);
    expect(roh.statusCode).toBe(200);
    const gz = await hole('/api/ausschreibungasadmin/CSV', 'gzip', access_token);
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    // A collected body would carry its length; a stream goes out chunked.
    expect(gz.headers['content-length']).toBeUndefined();
    expect(gz.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(roh.body);
  });
});
