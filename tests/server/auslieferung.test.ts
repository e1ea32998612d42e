import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it as einzeln } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { portalTests } from './hilfen/portalTest';

/** RFC 9309 as a crawler applies it: the longest matching rule of the `*` group wins, Allow on a tie. */
function darfCrawlen(robots: string, pfad: string): boolean {
  const regeln = robots
    .split('\n')
    .map((zeile) => /^(allow|disallow):\s*(\S+)/i.exec(zeile.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ erlaubt: m[1]!.toLowerCase() === 'allow', muster: m[2]! }))
    .filter((r) => pfad.startsWith(r.muster));
  if (regeln.length === 0) return true;
  const laengste = Math.max(...regeln.map((r) => r.muster.length));
  return regeln.some((r) => r.muster.length === laengste && r.erlaubt);
}

// A build as Vite makes it: the page, a chunk and the chunk's source map. Both databases' apps serve it.
const oberflaeche = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
fs.mkdirSync(path.join(oberflaeche, 'assets'));
fs.writeFileSync(path.join(oberflaeche, 'index.html'), '<!doctype html><title>Energieausschreibungsportal</title>');
fs.writeFileSync(path.join(oberflaeche, 'assets', 'index-Bq3x.js'), 'console.log("Portal");');
fs.writeFileSync(path.join(oberflaeche, 'assets', 'index-Bq3x.js.map'), '{"version":3,"sources":["../../src/main.tsx"]}');
afterAll(() => fs.rmSync(oberflaeche, { recursive: true, force: true }));

einzeln('liefert die Oberfläche auch aus einem relativ angegebenen STATIC_DIR aus', async () => {
  const app = await buildApp(loadConfig({ DATABASE_URL: 'sqlite::memory:', SEED_DEMO: 'false', STATIC_DIR: path.relative(process.cwd(), oberflaeche) }), { logger: false });
  try {
    const antwort = await app.inject({ method: 'GET', url: '/' });
    expect(antwort.statusCode).toBe(200);
    expect(antwort.body).toContain('<title>Energieausschreibungsportal</title>');
  } finally {
    await app.close();
  }
});

describe.each(portalTests({ env: { STATIC_DIR: oberflaeche } }))('Kopfzeilen, Token-Antworten und ausgelieferte Dateien auf $name', ({ it }) => {

  it('verbietet das Zwischenspeichern jeder Antwort an einen Angemeldeten, auch einer Fehlermeldung', async ({ client }) => {
    const { access_token } = await client.angemeldet('kunde');
    for (const url of ['/api/kunde/benutzerdaten', '/api/kunde/ausschreibung', '/framework/api/member/sessions', '/api/kunde/ausschreibung/999999']) {
      const antwort = await client.get(url, access_token);
      expect(antwort.statusCode, url).toBeLessThan(500);
      expect(antwort.headers['cache-control'], url).toBe('no-store');
    }
    // Public pages stay cacheable.
    expect((await client.get('/api/seiten/impressum')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('versieht jede Antwort des Token-Endpunkts mit Cache-Control: no-store und Pragma: no-cache', async ({ client }) => {
    const antworten = [
      await client.anmelden('kunde', 'Demo#2026'),
      await client.anmelden('kunde', 'falsch-falsch'),
      await client.token({ grant_type: 'password' }),
      await client.token({ grant_type: 'password', username: 'x'.repeat(300), password: 'y' }),
    ];
    expect(antworten.map((a) => a.statusCode)).toEqual([200, 400, 400, 400]);
    for (const antwort of antworten) {
      expect(antwort.headers['cache-control']).toBe('no-store');
      expect(antwort.headers.pragma).toBe('no-cache');
    }
  });

  it('beantwortet fehlende Parameter mit invalid_request und unbekannte Grant-Arten mit unsupported_grant_type', async ({ client }) => {
    const fehlt = (parameter: string) => ({ error: 'invalid_request', error_description: `Der Parameter ${parameter} fehlt.` });
    expect((await client.token({})).json()).toEqual(fehlt('grant_type'));
    expect((await client.token({ grant_type: '' })).json()).toEqual(fehlt('grant_type'));
    expect((await client.token({ username: 'kunde', password: 'abc' })).json()).toEqual(fehlt('grant_type'));
    expect((await client.token({ grant_type: 'password', password: 'abc' })).json()).toEqual(fehlt('username'));
    expect((await client.token({ grant_type: 'password' })).json()).toEqual({ error: 'invalid_request', error_description: 'Die Parameter username und password fehlen.' });
    expect((await client.token({ grant_type: 'password', username: 'kunde' })).json()).toEqual(fehlt('password'));
    expect((await client.token({ grant_type: 'password', username: 'kunde', password: '' })).json()).toEqual(fehlt('password'));
    expect((await client.token({ grant_type: 'refresh_token' })).json()).toEqual(fehlt('refresh_token'));
    for (const grantType of ['client_credentials', 'authorization_code', 'constructor', '__proto__', 'toString']) {
      const antwort = await client.token({ grant_type: grantType, username: 'kunde', password: 'abc' });
      expect(antwort.statusCode, grantType).toBe(400);
      expect(antwort.json(), grantType).toEqual({ error: 'unsupported_grant_type', error_description: 'Diese Anmeldeart wird nicht unterstützt.' });
    }
    // The portal's own verdicts keep their codes.
    expect((await client.anmelden('kunde', 'falsch-falsch')).json().error).toBe('invalid_grant');
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: 'erfunden' })).json().error).toBe('invalid_grant');
  });

  it('liefert eine robots.txt, die nur Anmeldeseite und öffentliche Seiten zum Crawlen freigibt', async ({ t }) => {
    const antwort = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(antwort.statusCode).toBe(200);
    expect(antwort.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(antwort.body).toMatch(/^User-agent: \*$/m);
    for (const pfad of ['/', '/seite/impressum', '/seite/glossar', '/api/seiten/impressum', '/recover-password', '/assets/index-Bq3x.js']) {
      expect(darfCrawlen(antwort.body, pfad), pfad).toBe(true);
    }
    for (const pfad of [
      '/api/kunde/ausschreibung', '/api/docs', '/framework/oauth/token', '/framework/api/member/recover-password', '/administrator',
      '/administrator/ausschreibung', '/kunde/ausschreibung/3', '/evu/ausschreibung', '/ui', '/app', '/sitzungen', '/zweiter-faktor', '/benachrichtigungen',
      '/change-password', '/change-password-with-token?token=abc', '/activate-user?token=abc', '/confirm-email?token=abc',
    ]) {
      expect(darfCrawlen(antwort.body, pfad), pfad).toBe(false);
    }
  });

  it('liefert die Oberfläche aus, aber keine Source Map, auf keinem Weg', async ({ t }) => {
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/index-Bq3x.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("Portal");');
    for (const url of ['/assets/index-Bq3x.js.map', '/assets/index-Bq3x.js.MAP', '/assets/index-Bq3x.js%2Emap', '/assets//index-Bq3x.js.map', '/assets/index-Bq3x.js.map?v=1']) {
      const map = await t.app.inject({ method: 'GET', url });
      expect(map.statusCode, url).toBe(404);
      expect(map.body, url).not.toContain('sources');
      expect(map.headers['content-type'], url).not.toMatch(/html/);
    }
    // A missing chunk or icon is a 404: index.html in its place would be run as a script or kept as the icon.
    for (const url of ['/assets/index-Alt1.js', '/assets/index-Alt1.css', '/assets/ohne-endung', '/favicon.ico', '/logo.png', '/seite/bild.svg']) {
      const fehlt = await t.app.inject({ method: 'GET', url });
      expect(fehlt.statusCode, url).toBe(404);
      expect(fehlt.headers['content-type'], url).not.toMatch(/html/);
    }
    const seite = await t.app.inject({ method: 'GET', url: '/kunde/ausschreibung/3' });
    expect(seite.statusCode).toBe(200);
    expect(seite.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('setzt das XSRF-Cookie mit der Seite, nicht auf einem öffentlich gecachten Chunk', async ({ t }) => {
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/index-Bq3x.js' });
    expect(chunk.headers['cache-control']).toContain('public');
    expect(chunk.headers['set-cookie']).toBeUndefined();
    const seite = await t.app.inject({ method: 'GET', url: '/kunde/ausschreibung/3' });
    expect(String(seite.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });

  it('unterscheidet API und Oberfläche bei unbekannten Adressen nach dem Pfad, wie der Router ihn liest', async ({ t }) => {
    for (const url of ['/api/gibt-es-nicht', '/%61pi/gibt-es-nicht', '/%66ramework/gibt-es-nicht', '//api/gibt-es-nicht', '/API/gibt-es-nicht']) {
      const antwort = await t.app.inject({ method: 'GET', url });
      expect(antwort.statusCode, url).toBe(404);
      expect(antwort.json(), url).toEqual({ message: 'Die angeforderte Adresse gibt es nicht.' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/apix/seite' })).headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
