// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthentifizierung } from '../../../../src/api/auth/authStore';
import { beginSession, logout } from '../../../../src/api/auth/session';
import { setApiBaseUrl } from '../../../../src/api/http/apiBase';
import { onApiVersionMismatch } from '../../../../src/api/http/apiVersion';
import { HttpError, ModelStateError } from '../../../../src/api/http/errors';
import { download, DOWNLOAD_ABGEBROCHEN, request, RETRY_DELAY_MS } from '../../../../src/api/http/httpClient';
import { API_VERSION } from '../../../../domain/apiVersion';
import { tokenAntwort } from '../auth/tokenAntwort';
import { sendEmpty, sendJson, startTestServer, type SeenRequest, type TestServer } from '../testServer';

let server: TestServer;
let foreign: TestServer;

beforeAll(async () => {
  [server, foreign] = await Promise.all([startTestServer(), startTestServer()]);
  setApiBaseUrl(server.url);
});
afterAll(() => Promise.all([server.close(), foreign.close()]));
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
  server.handle((_request, response) => sendJson(response, 200, { ok: true }));
});
afterEach(async () => {
  await logout();
  server.requests.length = 0;
  foreign.requests.length = 0;
});

const calls = (path: string) => server.requests.filter((r) => r.path === path);
const refreshes = () => server.requests.filter((r) => r.path === '/framework/oauth/token');
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('headers', () => {
  it('sends the Bearer token when signed in, none when signed out', async () => {
    await request('/api/a');
    beginSession(tokenAntwort({ access_token: 'token-123' }));
    await request('/api/b');
    expect(calls('/api/a')[0]!.headers.authorization).toBeUndefined();
    expect(calls('/api/b')[0]!.headers.authorization).toBe('Bearer token-123');
  });

  it('echoes the XSRF cookie on POST, PUT, PATCH and DELETE, not on GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      await request(`/api/${method}`, { method, responseType: 'none' });
    }
    const echoed = Object.fromEntries(server.requests.map((r) => [r.method, r.headers['x-xsrf-token']]));
    expect(echoed).toEqual({ GET: undefined, HEAD: undefined, POST: 'nonce.mac', PUT: 'nonce.mac', PATCH: 'nonce.mac', DELETE: 'nonce.mac' });
  });

  it('never shows the XSRF token to another origin', async () => {
    foreign.handle((_request, response) => sendJson(response, 200, {}));
    await request(`${foreign.url}/hook`, { method: 'POST', body: {} });
    expect(foreign.requests[0]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it('sends bodies as JSON with the JSON content type and reads JSON answers', async () => {
    server.handle((r, response) => sendJson(response, 200, { echo: JSON.parse(r.body) as unknown }));
    const answer = await request<{ echo: unknown }>('/api/echo', { method: 'POST', body: { name: 'Müller', n: 1.5 } });
    expect(answer).toEqual({ echo: { name: 'Müller', n: 1.5 } });
    expect(calls('/api/echo')[0]!.headers['content-type']).toBe('application/json');
  });

  it('passes query parameters, repeating arrays', async () => {
    await request('/api/liste', { query: { 'request.filter.status': [0, 1], 'request.paging.size': 25 } });
    expect(calls('/api/liste')[0]!.url).toBe('/api/liste?request.filter.status=0&request.filter.status=1&request.paging.size=25');
  });
});

describe('API version', () => {
  it('calls the registered handler when x-anis differs from our version, once per server version', async () => {
    const handler = vi.fn();
    const unsubscribe = onApiVersionMismatch(handler);
    await request('/api/gleich');
    expect(handler).not.toHaveBeenCalled();

    server.handle((_request, response) => sendJson(response, 200, {}, { 'x-anis': '2099.1.1' }));
    await Promise.all([request('/api/neu'), request('/api/neu'), request('/api/neu')]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('2099.1.1', API_VERSION);
    unsubscribe();
  });

  it('also notices a new version on error answers', async () => {
    const handler = vi.fn();
    const unsubscribe = onApiVersionMismatch(handler);
    server.handle((_request, response) => sendJson(response, 500, { message: 'x' }, { 'x-anis': '2099.2.0' }));
    await rejection(request('/api/kaputt'));
    expect(handler).toHaveBeenCalledWith('2099.2.0', API_VERSION);
    unsubscribe();
  });
});

describe('answers', () => {
  it('gives undefined for 204', async () => {
    server.handle((_request, response) => sendEmpty(response, 204));
    await expect(request('/api/x', { method: 'PUT', body: {} })).resolves.toBeUndefined();
  });

  it('throws a ModelStateError with message and field errors for 400', async () => {
    const body = { message: 'Die Eingaben sind ungültig.', errors: { 'lieferstellen[2].maloId': ['Die MaLo-ID ist ungültig.'] } };
    server.handle((_request, response) => sendJson(response, 400, body));
    const error = (await rejection(request('/api/x', { method: 'PUT', body: {} }))) as ModelStateError;
    expect(error).toBeInstanceOf(ModelStateError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Die Eingaben sind ungültig.');
    expect(error.body).toEqual(body);
  });

  it('throws an Error "500 Internal Server Error" that carries the body with the errorId', async () => {
    server.handle((_request, response) => sendJson(response, 500, { message: 'Ein Fehler ist aufgetreten.', errorId: 'abc-1' }));
    const error = (await rejection(request('/api/x'))) as HttpError;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('500 Internal Server Error');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: 'Ein Fehler ist aufgetreten.', errorId: 'abc-1' });
  });

  it('throws 401 of a signed-out caller at once, without refresh or retry', async () => {
    server.handle((_request, response) => sendJson(response, 401, { message: 'Sie sind nicht angemeldet.' }));
    const error = (await rejection(request('/api/geschuetzt'))) as HttpError;
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });
});

describe('401 on a signed-in call', () => {
  /** 401 for the first `failures` calls of /api/daten, then 200; every refresh issues a new token. */
  function serve(failures: number, refreshAnswer: (r: SeenRequest) => [number, unknown] = () => [200, tokenAntwort()]) {
    let seen = 0;
    server.handle((r, response) => {
      if (r.path === '/framework/oauth/token') return sendJson(response, ...refreshAnswer(r));
      if (r.path.startsWith('/framework/api/member/sessions/')) return sendEmpty(response, 204);
      seen++;
      return seen <= failures ? sendJson(response, 401, { message: 'abgelaufen' }) : sendJson(response, 200, { daten: r.headers.authorization });
    });
  }

  /**
   * The client's timers are fake, the server's answers real I/O: waits until the client has set its retry's
   * timer of 500 ms with `vorher` calls of /api/daten made, then moves the clock by those 500 ms.
   */
  async function naechsterVersuch(wartezeiten: { mock: { calls: unknown[][] } }, vorher: number) {
    const gestellt = wartezeiten.mock.calls.filter((c) => c[1] === RETRY_DELAY_MS).length;
    while (wartezeiten.mock.calls.filter((c) => c[1] === RETRY_DELAY_MS).length === gestellt) await new Promise((r) => setImmediate(r));
    expect(calls('/api/daten')).toHaveLength(vorher);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
  }
  function falscheUhr() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return vi.spyOn(globalThis, 'setTimeout');
  }
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the token and retries after 500 ms with the new token', async () => {
    serve(1, () => [200, tokenAntwort({ access_token: 'erneuert' })]);
    beginSession(tokenAntwort({ access_token: 'abgelehnt' }));
    const wartezeiten = falscheUhr();

    const antwort = request('/api/daten');
    await naechsterVersuch(wartezeiten, 1);
    await expect(antwort).resolves.toEqual({ daten: 'Bearer erneuert' });

    const [first] = calls('/api/daten');
    expect(first!.headers.authorization).toBe('Bearer abgelehnt');
    expect(refreshes()).toHaveLength(1);
    expect(getAuthentifizierung()?.access_token).toBe('erneuert');
  });

  it('gives up after 3 retries: signs out (ending the server session) and throws the 401', async () => {
    serve(Infinity, () => [200, tokenAntwort({ sessionId: 31 })]);
    beginSession(tokenAntwort({ sessionId: 31 }));
    const wartezeiten = falscheUhr();

    const antwort = rejection(request('/api/daten'));
    for (const vorher of [1, 2, 3]) await naechsterVersuch(wartezeiten, vorher);
    const error = (await antwort) as HttpError;

    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    expect(calls('/api/daten')).toHaveLength(4);
    expect(refreshes()).toHaveLength(3);
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/framework/api/member/sessions/31']);
    expect(getAuthentifizierung()).toBeNull();
  });

  it('stops at once when the refresh says the session has ended', async () => {
    serve(Infinity, () => [400, { error: 'session_expired' }]);
    beginSession(tokenAntwort());
    const error = (await rejection(request('/api/daten'))) as HttpError;
    expect(error.status).toBe(401);
    expect(calls('/api/daten')).toHaveLength(1);
    expect(getAuthentifizierung()).toBeNull();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('lets parallel calls that fail together share one refresh', async () => {
    let refreshed = false;
    server.handle((r, response) => {
      if (r.path === '/framework/oauth/token') {
        refreshed = true;
        return sendJson(response, 200, tokenAntwort({ access_token: 'neu' }));
      }
      return refreshed ? sendJson(response, 200, {}) : sendJson(response, 401, {});
    });
    beginSession(tokenAntwort({ access_token: 'alt' }));
    await Promise.all([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(refreshes()).toHaveLength(1);
  });
});

describe('download', () => {
  it('returns the binary answer and the file name from Content-Disposition', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="Ausschreibungen.csv"; filename*=UTF-8''Ausschreibungen%202026%20%C3%BC.csv`,
        'x-anis': API_VERSION,
      });
      response.end('\uFEFFNummer;Status\nA-2026-00012;Aktiv\n');
    });
    beginSession(tokenAntwort({ access_token: 'dl' }));

    const file = await download('/api/Download', { filter: {} }, { query: { blobId: 'b7' } });

    expect(file.fileName).toBe('Ausschreibungen 2026 ü.csv');
    // Byte for byte, BOM included: Excel needs it to read the CSV as UTF-8.
    expect(Buffer.from(await file.blob.arrayBuffer()).toString('hex')).toBe(
      Buffer.from('\uFEFFNummer;Status\nA-2026-00012;Aktiv\n', 'utf8').toString('hex'),
    );
    const [sent] = calls('/api/Download');
    expect(sent!.method).toBe('POST');
    expect(sent!.url).toBe('/api/Download?blobId=b7');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.headers.authorization).toBe('Bearer dl');
    expect(sent!.body).toBe('{"filter":{}}');
  });

  it('can fetch a file with GET (the CSV)', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-disposition': 'attachment; filename=tender.csv' });
      response.end('x');
    });
    const file = await download('/api/ausschreibungasadmin/CSV', undefined, { method: 'GET', query: { von: '2027-01-01', bis: '2027-12-31' } });
    expect(file.fileName).toBe('tender.csv');
    expect(calls('/api/ausschreibungasadmin/CSV')[0]!.url).toBe('/api/ausschreibungasadmin/CSV?von=2027-01-01&bis=2027-12-31');
  });

  it('says in German that a file broke off when its answer ends early, with and without progress', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename=lastgaenge.csv' });
      response.write('Zeitstempel;DE0001\n'.repeat(1000));
      setImmediate(() => response.destroy());
    });
    for (const onProgress of [undefined, () => undefined]) {
      const fehler = (await rejection(download('/api/lastgang/ausschreibung/12/werte', undefined, { method: 'GET', onProgress }))) as HttpError;
      expect(fehler).toBeInstanceOf(HttpError);
      expect(fehler.body).toEqual({ message: DOWNLOAD_ABGEBROCHEN });
    }
  });

  it('throws a ModelStateError for 400 and "status statusText" otherwise', async () => {
    server.handle((_request, response) => sendJson(response, 400, { message: 'Der Zeitraum ist ungültig.', errors: { von: ['Zu früh.'] } }));
    const invalid = (await rejection(download('/api/Download'))) as ModelStateError;
    expect(invalid).toBeInstanceOf(ModelStateError);
    expect(invalid.body.errors).toEqual({ von: ['Zu früh.'] });

    server.handle((_request, response) => sendJson(response, 404, { message: 'Die Datei wurde nicht gefunden.' }));
    await expect(download('/api/Download')).rejects.toThrow(/^404 Not Found$/);
  });
});
