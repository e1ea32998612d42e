import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { API_VERSION } from '../../domain/apiVersion';
import { portalTests } from './hilfen/portalTest';
import { starteTestApp, TestClient } from './hilfen/testApp';

describe.each(portalTests())('Querschnitt auf $name', ({ it, datenbank }) => {
  it('setzt das XSRF-Cookie (SameSite=Strict, für JavaScript lesbar) auf jede Antwort ohne eines', async ({ t, client }) => {
    const antwort = await t.app.inject({ method: 'GET', url: '/framework/api/encryption' });
    const cookie = antwort.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    const mitCookie = await t.app.inject({ method: 'GET', url: '/framework/api/encryption', headers: { cookie: `XSRF-TOKEN=${client.xsrf}` } });
    expect(mitCookie.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('weist Änderungen ohne, mit falschem oder selbst erfundenem XSRF-Token mit 403 ab', async ({ t, client }) => {
    const anfragen = [
      {},
      { cookie: `XSRF-TOKEN=${client.xsrf}` },
      { cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': 'anders' },
      { cookie: 'XSRF-TOKEN=erfunden.mac', 'x-xsrf-token': 'erfunden.mac' },
    ];
    for (const headers of anfragen) {
      const antwort = await t.app.inject({
        method: 'POST',
        url: '/framework/oauth/token',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password',
      });
      expect(antwort.statusCode).toBe(403);
      expect(antwort.json().message).toMatch(/^Die Anfrage konnte nicht bestätigt werden/);
    }
    expect((await client.token({ grant_type: 'password' })).statusCode).toBe(400);
  });

  it('sendet x-anis auf jeder Antwort, auch auf Fehlern', async ({ t }) => {
    for (const url of ['/framework/api/encryption', '/api/dashboard', '/api/gibt-es-nicht']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['x-anis']).toBe(API_VERSION);
    }
  });

  it('schützt mit Helmet und der strengen CSP', async ({ t }) => {
    const antwort = await t.app.inject({ method: 'GET', url: '/framework/api/encryption' });
    const csp = String(antwort.headers['content-security-policy']);
    for (const teil of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(teil);
    }
    expect(antwort.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(antwort.headers['x-content-type-options']).toBe('nosniff');
  });

  it('beantwortet unbekannte API-Adressen mit 404 auf Deutsch', async ({ t }) => {
    const antwort = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(antwort.statusCode).toBe(404);
    expect(antwort.json()).toEqual({ message: 'Die angeforderte Adresse gibt es nicht.' });
  });

  it('meldet Schemafehler als Model State mit deutschen Texten und Feldpfaden', async ({ client }) => {
    const { access_token } = await client.angemeldet('kunde');
    const antwort = await client.get('/api/kunde/ausschreibung?request.paging.size=abc&request.ordering.key=passwort', access_token);
    expect(antwort.statusCode).toBe(400);
    expect(antwort.json()).toEqual({
      message: 'Die Eingaben sind ungültig.',
      errors: {
        'request.paging.size': ['Ein Wert vom Typ ganze Zahl wird erwartet.'],
        'request.ordering.key': ['Der Wert ist nicht erlaubt.'],
      },
    });
    // Repeated, a parameter becomes a list; the answer says so instead of asking for a number it was given twice.
    const doppelt = await client.get('/api/kunde/ausschreibung?request.paging.size=10&request.paging.size=20', access_token);
    expect(doppelt.statusCode).toBe(400);
    expect(doppelt.json().errors).toEqual({ 'request.paging.size': ['Der Parameter darf nur einmal angegeben werden.'] });
  });

  it('beantwortet zu große und kaputte Formulare mit 400/413 statt 500', async ({ t, client }) => {
    const gross = await client.token({ grant_type: 'password', username: 'x'.repeat(20_000) });
    expect(gross.statusCode).toBe(413);
    expect(gross.json().message).toBe('Die Anfrage ist zu groß.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/framework/oauth/token',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf },
      payload: '{"grant_type": ',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
  });

  it('begrenzt Anmeldeversuche je IP mit 429 und Retry-After', async () => {
    const eng = await starteTestApp(datenbank, { ANMELDE_LIMIT_PRO_MINUTE: '3', SEED_DEMO: 'false' });
    const c = await new TestClient(eng.app).start();
    const status = [];
    for (let i = 0; i < 4; i++) status.push((await c.token({ grant_type: 'password' })).statusCode);
    expect(status).toEqual([400, 400, 400, 429]);
    const zuViel = await c.token({ grant_type: 'password' });
    expect(zuViel.headers['retry-after']).toBeDefined();
    expect(zuViel.json().message).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
    await eng.schliesse();
  });

  it('veröffentlicht die OpenAPI-Beschreibung unter /api/docs', async ({ t }) => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    const doku = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doku.openapi).toMatch(/^3\./);
    expect(Object.keys(doku.paths)).toEqual(expect.arrayContaining(['/framework/oauth/token', '/framework/api/member/sessions', '/api/dashboard']));
  });
});

describe('Unerwartete Fehler', () => {
  it('antworten mit 500, einer Fehlernummer und derselben Nummer im Log', async () => {
    const zeilen: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, weiter) {
        zeilen.push(String(chunk));
        weiter();
      },
    });
    const app = await buildApp(loadConfig({ DATABASE_URL: 'sqlite::memory:', SEED_DEMO: 'false', STATIC_DIR: '/nicht-vorhanden' }), {
      logger: { level: 'error', stream },
    });
    app.get('/api/kaputt', async () => {
      throw new Error('Datenbank weg');
    });
    const antwort = await app.inject({ method: 'GET', url: '/api/kaputt' });
    expect(antwort.statusCode).toBe(500);
    const { message, errorId } = antwort.json();
    expect(message).toBe('Ein Fehler ist aufgetreten.');
    expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
    const eintrag = zeilen.map((z) => JSON.parse(z)).find((z) => z.errorId === errorId);
    expect(eintrag?.err?.message).toBe('Datenbank weg');
    expect(antwort.body).not.toContain('Datenbank weg');
    await app.close();
  });
});
