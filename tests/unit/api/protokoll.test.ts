// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { erzeugeLogger, meldeFehlerAnServer, protokolliere } from '../../../src/api/protokoll';
import { sendEmpty, sendJson } from './testServer';
import { mitTestServer } from './mitTestServer';

const server = mitTestServer();
beforeEach(() => {
  server.handle((request, response) => (request.path.endsWith('/level') ? sendJson(response, 200, { level: 'warn' }) : sendEmpty(response, 204)));
});

const gesendet = () => server.requests.filter((r) => r.method === 'POST').map((r) => ({ pfad: r.path, body: JSON.parse(r.body) as Record<string, unknown> }));

describe('Client-Protokoll', () => {
  it('meldet einen unbehandelten Fehler mit Nachricht, Pfad und Stacktrace', async () => {
    const fehler = new TypeError('x ist undefined');
    await meldeFehlerAnServer(fehler, '/kunde/ausschreibung');
    expect(gesendet()).toEqual([{ pfad: '/api/error/log', body: { message: 'x ist undefined', path: '/kunde/ausschreibung', stacktrace: fehler.stack } }]);
  });

  it('kürzt überlange Nachrichten auf die Grenze des Servers und wirft nie', async () => {
    server.handle((_r, response) => sendJson(response, 500, { message: 'kaputt' }));
    await expect(meldeFehlerAnServer('y'.repeat(5000), '/')).resolves.toBeUndefined();
    expect((gesendet()[0]!.body.message as string).length).toBe(4000);
  });

  it('schreibt eigene Protokollzeilen über POST /api/log/error und /api/log/info, gekürzt und ohne je zu werfen', async () => {
    await protokolliere('info', 'Neue Version erkannt');
    await protokolliere('error', 'z'.repeat(5000));
    server.handle((_r, response) => sendJson(response, 429, { message: 'Zu viele Anfragen.' }));
    await expect(protokolliere('error', 'abgewiesen')).resolves.toBeUndefined();
    expect(gesendet()).toEqual([
      { pfad: '/api/log/info', body: { level: 'info', message: 'Neue Version erkannt' } },
      { pfad: '/api/log/error', body: { level: 'error', message: 'z'.repeat(4000) } },
      { pfad: '/api/log/error', body: { level: 'error', message: 'abgewiesen' } },
    ]);
  });

  it("fragt die Stufe einmal ab, sendet nur ab ihr und nutzt das Modul 'Angular' als Vorgabe", async () => {
    const logger = erzeugeLogger();
    logger.info('unter der Stufe');
    await logger.sofort('warn', 'wichtig');
    await logger.sofort('error', 'sehr wichtig');
    logger.debug('auch nicht');
    // A message at the level, sent in the background after the others: once it has arrived, anything
    // below the level would have arrived before it.
    logger.warn('Marke');
    await expect.poll(() => gesendet().some((g) => g.body.message === 'Marke')).toBe(true);
    expect(server.requests.filter((r) => r.path === '/framework/log/Angular/level')).toHaveLength(1);
    expect(gesendet()).toEqual([
      { pfad: '/framework/log/Angular/sync', body: { level: 'warn', message: 'wichtig' } },
      { pfad: '/framework/log/Angular/sync', body: { level: 'error', message: 'sehr wichtig' } },
      { pfad: '/framework/log/Angular/async', body: { level: 'warn', message: 'Marke' } },
    ]);
  });

  it('sendet im Hintergrund an …/async unter dem eigenen Modul', async () => {
    erzeugeLogger('Ausschreibung').error('Speichern fehlgeschlagen');
    await expect.poll(gesendet).toEqual([{ pfad: '/framework/log/Ausschreibung/async', body: { level: 'error', message: 'Speichern fehlgeschlagen' } }]);
  });
});
