import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';
import { starteTestApp } from '../hilfen/testApp';

const TOKEN = 'metrik-geheimnis-123';

/** One request over a real connection: Node's HTTP parser, not inject, sees the headers. */
function roh(port: number, pfad: string, headers: Record<string, string>): Promise<{ status: number; typ: string; body: string }> {
  return new Promise((resolve, reject) => {
    const anfrage = http.request({ host: '127.0.0.1', port, path: pfad, headers, agent: false }, (antwort) => {
      let body = '';
      antwort.setEncoding('utf8');
      antwort.on('data', (teil: string) => (body += teil));
      antwort.on('end', () => resolve({ status: antwort.statusCode!, typ: String(antwort.headers['content-type']), body }));
    });
    anfrage.on('error', reject);
    anfrage.end();
  });
}

describe.each(portalTests({ env: { METRICS_TOKEN: TOKEN } }))('Gesundheit und Metriken auf $name', ({ it, datenbank }) => {
  it('meldet sich lebendig und bereit, ohne Anmeldung', async ({ client }) => {
    const lebt = await client.get('/health/live');
    expect(lebt.statusCode).toBe(200);
    expect(lebt.json()).toEqual({ status: 'ok' });
    const bereit = await client.get('/health/ready');
    expect(bereit.statusCode).toBe(200);
    expect(bereit.json()).toEqual({ status: 'ok' });
  });

  it('ist nicht bereit, solange der Server beendet wird', async ({ t, client }) => {
    t.app.betrieb.wirdBeendet = true;
    try {
      const antwort = await client.get('/health/ready');
      expect(antwort.statusCode).toBe(503);
      expect(antwort.json()).toEqual({ status: 'nicht bereit', grund: 'Der Server wird beendet.' });
      expect((await client.get('/health/live')).statusCode).toBe(200);
    } finally {
      t.app.betrieb.wirdBeendet = false;
    }
  });

  it('ist nicht bereit, wenn eine Mail länger als erlaubt im Postausgang liegt', async ({ t, client }) => {
    const jetzt = t.uhr.now();
    const alt = jetzt - 61 * 60_000;
    const { id } = await t.app.db
      .insertInto('mail_outbox')
      .values({ empfaenger: 'a@example.org', betreff: 'B', text: 'T', html: '<p>T</p>', created_at: alt, sent_at: null, attempts: 1, next_attempt_at: jetzt + 60_000, claimed_until: null, last_error: 'SMTP aus' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const antwort = await client.get('/health/ready');
      expect(antwort.statusCode).toBe(503);
      expect(antwort.json().grund).toMatch(/^Der Postausgang stockt: \d+ Mails, die älteste seit 61 Minuten\.$/);
      const metriken = await client.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(metriken.body).toMatch(/^mail_outbox_aelteste_sekunden 3660$/m);
    } finally {
      await t.app.db.deleteFrom('mail_outbox').where('id', '=', id).execute();
    }
    expect((await client.get('/health/ready')).statusCode).toBe(200);
  });

  it('ist nicht bereit, wenn die Datenbank nicht erreichbar ist', async () => {
    const eigene = await starteTestApp(datenbank);
    await eigene.app.db.destroy();
    const antwort = await eigene.app.inject({ method: 'GET', url: '/health/ready' });
    expect(antwort.statusCode).toBe(503);
    expect(antwort.json()).toEqual({ status: 'nicht bereit', grund: 'Die Datenbank ist nicht erreichbar.' });
    await eigene.schliesse().catch(() => undefined);
  });

  it('liefert Metriken nur mit dem Metrik-Token', async ({ client, kunde }) => {
    await client.anmelden('kunde', 'falsch');
    await client.get('/api/kunde/ausschreibung', kunde);
    expect((await client.get('/metrics')).statusCode).toBe(401);
    expect((await client.get('/metrics', kunde)).statusCode).toBe(401);
    // Other spellings of the path and HEAD reach the same check.
    for (const [method, url] of [['GET', '/%6detrics'], ['GET', '/%6Detrics?x=1'], ['HEAD', '/metrics']] as const) {
      for (const authorization of [undefined, 'Bearer falsch', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const antwort = await client.app.inject({ method, url, headers: authorization ? { authorization } : {} });
        expect(antwort.statusCode, `${method} ${url} ${authorization}`).toBe(401);
        expect(antwort.body).not.toMatch(/http_request/);
      }
    }
    const antwort = await client.get('/metrics', TOKEN);
    expect(antwort.statusCode).toBe(200);
    expect(antwort.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = antwort.body;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/kunde\/ausschreibung",status="200"\} [1-9]/m);
    expect(text).toMatch(/^anmeldungen_total\{ergebnis="erfolg"\} [1-9]/m);
    expect(text).toMatch(/^anmeldungen_total\{ergebnis="invalid_grant"\} [1-9]/m);
    expect(text).toMatch(/^db_pool_verbindungen\{zustand="gesamt"\} \d+/m);
    expect(text).toMatch(/^mail_outbox_offen \d+/m);
    expect(text).toMatch(/^mail_outbox_aelteste_sekunden /m);
    expect(text).toMatch(/^# TYPE scheduler_letzter_lauf_sekunden gauge/m);
    expect(text).toMatch(/^# TYPE ratenlimit_abweisungen_total counter/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('weist zu lange Adressen und Kopfzeilen vor Health Checks und Metriken mit einer deutschen Meldung ab und bedient danach weiter', async ({ t }) => {
    // The app closes its listener with the file's app fixture.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const pfad of ['/metrics', '/health/ready', '/%6detrics']) {
      const antwort = await roh(port, pfad, { authorization: `Bearer ${'a'.repeat(20_000)}` });
      expect(antwort.status, pfad).toBe(400);
      expect(antwort.typ).toMatch(/^application\/json/);
      expect(JSON.parse(antwort.body)).toEqual({ message: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.', errors: {} });
    }
    // The request line counts toward the same limit: a status filter repeated a thousand times.
    const langeAdresse = await roh(port, `/api/ausschreibungasadmin?${'request.filter.status=1&'.repeat(1_000)}`, {});
    expect(langeAdresse.status).toBe(400);
    expect(JSON.parse(langeAdresse.body)).toEqual({ message: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.', errors: {} });
    expect((await roh(port, '/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await roh(port, '/health/ready', {})).status).toBe(200);
  });

  it('kennt ohne METRICS_TOKEN keine Metriken', async () => {
    const ohne = await starteTestApp(datenbank, { SEED_DEMO: 'false' });
    const antwort = await ohne.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer irgendwas' } });
    expect(antwort.statusCode).toBe(404);
    await ohne.schliesse();
  });
});
