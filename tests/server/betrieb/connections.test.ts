import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it as einzeln, vi } from 'vitest';
import { WIRD_BEENDET } from '../../../server/betrieb/connections';
import { loadConfig } from '../../../server/config';
import { datenbanken } from '../hilfen/datenbanken';
import { portalTests } from '../hilfen/portalTest';
import { starteTestApp, TestClient } from '../hilfen/testApp';

const TOKEN = 'metrik-geheimnis-456';

/** A raw TCP connection to the server: the test decides byte by byte what the server gets. */
class Verbindung {
  empfangen = '';
  readonly geschlossen: Promise<void>;
  private weck: (() => void) | undefined;

  private constructor(readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (teil: string) => {
      this.empfangen += teil;
      this.weck?.();
    });
    socket.on('error', () => undefined);
    this.geschlossen = new Promise((resolve) => socket.once('close', () => resolve()));
    void this.geschlossen.then(() => this.weck?.());
  }

  static oeffne(port: number): Promise<Verbindung> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Verbindung(socket)));
      socket.once('error', reject);
    });
  }

  /** A GET on this connection; its whole answer (header and body), or what came before the server closed. */
  async frage(pfad: string, kopf: Record<string, string> = {}): Promise<string> {
    this.empfangen = '';
    const zeilen = Object.entries({ host: '127.0.0.1', ...kopf }).map(([k, v]) => `${k}: ${v}\r\n`);
    this.socket.write(`GET ${pfad} HTTP/1.1\r\n${zeilen.join('')}\r\n`);
    let offen = true;
    void this.geschlossen.then(() => (offen = false));
    while (offen && !Verbindung.vollstaendig(this.empfangen)) await new Promise<void>((r) => (this.weck = r));
    return this.empfangen;
  }

  private static vollstaendig(antwort: string): boolean {
    const ende = antwort.indexOf('\r\n\r\n');
    if (ende < 0) return false;
    const laenge = Number(/^content-length: *(\d+)/im.exec(antwort.slice(0, ende))?.[1] ?? 0);
    return Buffer.byteLength(antwort.slice(ende + 4)) >= laenge;
  }
}

describe.each(portalTests({ env: { CONNECTIONS_PER_IP: '3', HEADERS_TIMEOUT_MS: '60000', KEEP_ALIVE_TIMEOUT_MS: '60000', METRICS_TOKEN: TOKEN } }))(
  'Verbindungen je Adresse auf $name',
  ({ it }) => {
    it('schließt die Verbindung über der Grenze sofort und nimmt wieder an, sobald eine endet', async ({ t }) => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const abgewiesen = async () => {
        const metriken = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
        return Number(/^verbindungen_abgewiesen_total (\d+)$/m.exec(metriken.body)?.[1]);
      };
      const vorher = await abgewiesen();

      // Three connections, each shown to be taken by a request it gets its answer to; they stay open (keep-alive).
      const drei = await Promise.all([1, 2, 3].map(() => Verbindung.oeffne(port)));
      for (const v of drei) expect(await v.frage('/health/live')).toMatch(/^HTTP\/1\.1 200 /);

      const vierte = await Verbindung.oeffne(port);
      await vierte.geschlossen;
      expect(vierte.empfangen).toBe('');
      expect(await abgewiesen()).toBe(vorher + 1);
      for (const v of drei) expect(await v.frage('/health/live')).toMatch(/^HTTP\/1\.1 200 /);

      // One of the three ends: a new connection is taken again (once the server has seen the end).
      drei[0]!.socket.end();
      await drei[0]!.geschlossen;
      await vi.waitFor(
        async () => {
          const neue = await Verbindung.oeffne(port);
          try {
            expect(await neue.frage('/health/live')).toMatch(/^HTTP\/1\.1 200 /);
          } finally {
            neue.socket.destroy();
          }
        },
        { timeout: 5_000 },
      );
      for (const v of drei) v.socket.destroy();
    });

    it('zieht hinter einem Proxy keine Grenze, denn alle Verbindungen kämen vom Proxy', () => {
      expect(loadConfig({}).connectionsPerIp).toBe(100);
      expect(loadConfig({ TRUST_PROXY: 'true' }).connectionsPerIp).toBe(0);
      expect(loadConfig({ TRUST_PROXY: 'true', CONNECTIONS_PER_IP: '50' }).connectionsPerIp).toBe(50);
    });
  },
);

describe.each(portalTests({ env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600', KEEP_ALIVE_TIMEOUT_MS: '200' } }))('Zeitgrenzen der Verbindungen auf $name', ({ it }) => {
  it('schließt eine Verbindung, deren Kopfzeilen tröpfchenweise kommen, mit 408', async ({ t }) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const v = await Verbindung.oeffne((t.app.server.address() as net.AddressInfo).port);
    // A slowloris client: the connection is never idle, only its header never ends.
    v.socket.write('GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const tropfen = setInterval(() => v.socket.write('X-Langsam: 1\r\n'), 20);
    await v.geschlossen;
    clearInterval(tropfen);
    expect(v.empfangen).toMatch(/^HTTP\/1\.1 408 /);
    expect(v.empfangen).toContain('{"message":"Die Anfrage kam nicht rechtzeitig an.","errors":{}}');
  });

  it('schließt eine Verbindung, deren Inhalt tröpfchenweise kommt, mit 408', async ({ t }) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { xsrf } = await new TestClient(t.app).start();
    const v = await Verbindung.oeffne((t.app.server.address() as net.AddressInfo).port);
    // The header complete at once, the 1,000 bytes of the body one by one: only the whole request's limit ends it.
    v.socket.write(
      'POST /api/log/info HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
        `Cookie: XSRF-TOKEN=${encodeURIComponent(xsrf)}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n{"message":"`,
    );
    const tropfen = setInterval(() => v.socket.write('x'), 20);
    await v.geschlossen;
    clearInterval(tropfen);
    expect(v.empfangen).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('schließt eine Verbindung, die nichts schickt, mit 408', async ({ t }) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const v = await Verbindung.oeffne((t.app.server.address() as net.AddressInfo).port);
    await v.geschlossen;
    expect(v.empfangen).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('schließt eine Verbindung nach ihrer Antwort, wenn keine weitere Anfrage kommt', async ({ t }) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const v = await Verbindung.oeffne((t.app.server.address() as net.AddressInfo).port);
    const antwort = await v.frage('/health/live');
    expect(antwort).toMatch(/^HTTP\/1\.1 200 /);
    expect(antwort).toMatch(/^connection: keep-alive$/im);
    await v.geschlossen;
    // Closed in silence: no answer to a request that never came.
    expect(v.empfangen).toBe(antwort);
  });
});

describe.each(datenbanken())('Anfragen, während der Server schließt, auf $name', (datenbank) => {
  einzeln('beantwortet die laufende Anfrage und beginnt die nächste auf derselben Verbindung nicht (503)', async () => {
    const t = await starteTestApp(datenbank);
    let zu: Promise<void> | undefined;
    try {
      const { xsrf } = await new TestClient(t.app).start();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const v = await Verbindung.oeffne((t.app.server.address() as net.AddressInfo).port);
      const body = 'grant_type=refresh_token&refresh_token=erfunden';
      const begonnen = once(t.app.server, 'request');
      v.socket.write(
        'POST /framework/oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          `Content-Length: ${body.length}\r\nCookie: XSRF-TOKEN=${encodeURIComponent(xsrf)}\r\nX-XSRF-TOKEN: ${xsrf}\r\n\r\n`,
      );
      // The first request is in flight (its header read, its body still to come) when the server closes.
      await begonnen;
      zu = t.schliesse();
      await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
      // /health/ready documents a 503 of its own: the refusal's body must pass its serializer too.
      v.socket.write(`${body}GET /health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await v.geschlossen;

      const [erste, zweite] = v.empfangen.split(/(?=HTTP\/1\.1 \d{3} )/);
      expect(erste).toMatch(/^HTTP\/1\.1 400 /);
      expect(erste).toContain('invalid_grant');
      expect(zweite).toMatch(/^HTTP\/1\.1 503 /);
      expect(zweite).toMatch(/^connection: close$/im);
      expect(zweite).toContain(JSON.stringify({ message: WIRD_BEENDET, errors: {} }));
      await zu;
    } finally {
      await (zu ?? t.schliesse());
    }
  });
});
