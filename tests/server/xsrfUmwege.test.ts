import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { portalTests } from './hilfen/portalTest';
import type { TestApp } from './hilfen/testApp';

/** A request exactly as written on the wire: no client library normalises the target first (inject resolves `..`). */
function roh(port: number, method: string, ziel: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const anfrage = http.request({ host: '127.0.0.1', port, method, path: ziel, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (antwort) => {
      let text = '';
      antwort.on('data', (teil: Buffer) => (text += teil.toString()));
      antwort.on('end', () => resolve({ status: antwort.statusCode!, body: text }));
    });
    anfrage.on('error', reject);
    anfrage.end(body);
  });
}

/**
 * Spellings of /api and /framework. The router decodes a path once, so `%61pi` runs the /api handler; the rest
 * (double encoding, other case, trailing or doubled slashes, dot segments, `;parameters`, an encoded slash, an
 * absolute-form target) reach no handler but are still treated as API calls: without the XSRF token all get 403.
 */
const schreibweisen = (pfad: string) => {
  const [, bereich, rest] = /^\/(api|framework)(\/.*)$/.exec(pfad)!;
  const kodiert = `%${bereich!.charCodeAt(0).toString(16)}${bereich!.slice(1)}`;
  return [
    pfad,
    `/${kodiert}${rest}`,
    `/${[...bereich!].map((z) => `%${z.charCodeAt(0).toString(16).toUpperCase()}`).join('')}${rest}`,
    `/%25${kodiert.slice(1)}${rest}`,
    `/%${bereich!.toUpperCase().charCodeAt(0).toString(16)}${bereich!.slice(1).toUpperCase()}${rest}`,
    `/${bereich!.toUpperCase()}${rest}`,
    `${pfad}/`,
    `/${pfad}`,
    `/${bereich}/${rest}`,
    `/${bereich}/../${bereich}${rest}`,
    `/./${bereich}${rest}`,
    `/%2e%2e/${bereich}${rest}`,
    `/${bereich};x=1${rest}`,
    `/${bereich}%2F${rest.slice(1)}`,
    `http://127.0.0.1${pfad}`,
  ];
};

describe.each(portalTests())('XSRF-Schutz bei jeder Schreibweise des Pfades auf $name', ({ it }) => {
  let port: number;
  // The app closes its listener with the file's app fixture.
  it.beforeAll(async ({ t }) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const mails = async (t: TestApp) => (await t.app.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('verschickt ohne Token bei keiner Schreibweise einen Link zum Zurücksetzen des Passworts', async ({ t, client }) => {
    const vorher = Number(await mails(t));
    const body = JSON.stringify({ username: 'kunde' });
    for (const ziel of schreibweisen('/framework/api/member/recover-password')) {
      const antwort = await roh(port, 'POST', ziel, { 'content-type': 'application/json' }, body);
      expect(antwort.status, ziel).toBe(403);
      expect(JSON.parse(antwort.body).message, ziel).toMatch(/^Die Anfrage konnte nicht bestätigt werden/);
    }
    expect(Number(await mails(t))).toBe(vorher);

    // The decoded spelling does reach the handler: with the token it mails the link.
    const mitToken = await roh(port, 'POST', '/%66ramework/api/member/recover-password', { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf }, body);
    expect(mitToken.status).toBe(204);
    expect(Number(await mails(t))).toBe(vorher + 1);
  });

  it('löscht ohne Token bei keiner Schreibweise eine Ausschreibung, auch mit gültiger Anmeldung', async ({ client, kunde }) => {
    const eigene = (await client.get('/api/kunde/ausschreibung?request.paging.size=100', kunde)).json().items as { id: number; status: number }[];
    const id = eigene.find((a) => a.status === 0)!.id;
    for (const ziel of schreibweisen(`/api/kunde/ausschreibung/${id}`)) {
      const antwort = await roh(port, 'DELETE', ziel, { authorization: `Bearer ${kunde}` });
      expect(antwort.status, ziel).toBe(403);
      expect((await client.get(`/api/kunde/ausschreibung/${id}`, kunde)).statusCode, ziel).toBe(200);
    }

    const mitToken = await roh(port, 'DELETE', `/%61pi/kunde/ausschreibung/${id}`, { authorization: `Bearer ${kunde}`, cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf });
    expect(mitToken.status).toBe(204);
    expect((await client.get(`/api/kunde/ausschreibung/${id}`, kunde)).statusCode).toBe(404);
  });

  it('antwortet auf eine doppelt kodierte Adresse mit Token mit 404: der Router dekodiert nur einmal', async ({ client }) => {
    const antwort = await roh(port, 'POST', '/%2566ramework/api/member/recover-password', { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf }, JSON.stringify({ username: 'kunde' }));
    expect(antwort.status).toBe(404);
    expect(JSON.parse(antwort.body)).toEqual({ message: 'Die angeforderte Adresse gibt es nicht.' });
  });
});
