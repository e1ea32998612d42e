import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { EncryptionKeyAntwort } from '../../../domain/auth';
import { WIRD_SCHON_BEENDET } from '../../../server/betrieb/shutdown';
import { datenbanken } from '../hilfen/datenbanken';
import { prozesseDerGruppe, starteServerProzess } from '../hilfen/serverProzess';
import { verschluessele } from '../hilfen/testApp';

interface Antwort {
  status: number;
  body: string;
}

/**
 * A POST whose headers the server has read (it answered `100 Continue`) but whose body is still to come: a request
 * in flight for as long as the test wants. `sende` delivers the body and waits for the answer.
 */
function angefangen(url: string, pfad: string, xsrf: string, body: string, kopf: Record<string, string>): Promise<{ sende(): Promise<Antwort> }> {
  return new Promise((resolve, reject) => {
    const anfrage = http.request(`${url}${pfad}`, {
      method: 'POST',
      headers: { expect: '100-continue', 'content-length': Buffer.byteLength(body), cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, ...kopf },
    });
    const antwort = new Promise<Antwort>((fertig, fehler) => {
      anfrage.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => fertig({ status: res.statusCode!, body: text }));
      });
      anfrage.on('error', fehler);
    });
    // Awaited through `sende`; a test that fails before leaves it rejected, which is no error of its own.
    antwort.catch(() => undefined);
    anfrage.on('error', reject);
    anfrage.on('continue', () => resolve({ sende: () => (anfrage.end(body), antwort) }));
    anfrage.flushHeaders();
  });
}

/** A sign-in in flight (one account's sign-ins do not run side by side: each counts as a failure until it ends). */
function angefangeneAnmeldung(url: string, xsrf: string, schluessel: EncryptionKeyAntwort) {
  const body = new URLSearchParams({ grant_type: 'password', username: 'kunde', password: verschluessele(schluessel, 'Demo#2026') }).toString();
  return angefangen(url, '/framework/oauth/token', xsrf, body, { 'content-type': 'application/x-www-form-urlencoded', 'on-encryption-key': schluessel.key });
}

/** A browser's log message in flight: written to the database when its body has come. */
function angefangeneMeldung(url: string, xsrf: string, nummer: number) {
  return angefangen(url, '/api/log/info', xsrf, JSON.stringify({ message: `Meldung ${nummer} beim Beenden` }), { 'content-type': 'application/json' });
}

/** The encryption key and the XSRF cookie a browser fetches before it signs in. */
async function vorDerAnmeldung(url: string): Promise<{ xsrf: string; schluessel: EncryptionKeyAntwort }> {
  const start = await fetch(`${url}/framework/api/encryption`);
  const schluessel = (await start.json()) as EncryptionKeyAntwort;
  return { schluessel, xsrf: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')![1]!) };
}

describe.each(datenbanken())('Beenden mit SIGTERM auf $name', (datenbank) => {
  it('beantwortet die laufenden Anfragen normal, meldet sich nicht bereit und endet mit 0', { timeout: 60_000 }, async () => {
    const { url: databaseUrl, entferne } = await datenbank.erstelle({ demodaten: true });
    const server = await starteServerProzess({ DATABASE_URL: databaseUrl, SHUTDOWN_DELAY_MS: '1000' });
    try {
      const { xsrf, schluessel } = await vorDerAnmeldung(server.url);
      expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);

      const laufend = await Promise.all([1, 2, 3].map(() => angefangeneAnmeldung(server.url, xsrf, schluessel)));
      const beendet = new Promise<number | null>((resolve) => server.prozess.once('exit', (code) => resolve(code)));
      server.prozess.kill('SIGTERM');

      // The load balancer's view while the instance drains: still answering, but not ready any more.
      await expect.poll(async () => (await fetch(`${server.url}/health/ready`)).status, { timeout: 5_000 }).toBe(503);
      const bereit = await (await fetch(`${server.url}/health/ready`)).json();
      expect(bereit).toEqual({ status: 'nicht bereit', grund: 'Der Server wird beendet.' });

      const antworten = await Promise.all(laufend.map((a) => a.sende()));
      for (const antwort of antworten) {
        expect(antwort.status, antwort.body).toBe(200);
        expect(JSON.parse(antwort.body).access_token).toEqual(expect.any(String));
      }
      expect(await beendet, server.fehlerausgabe()).toBe(0);
      // Afterwards nobody is accepted any more.
      await expect(fetch(`${server.url}/health/live`)).rejects.toThrow();
    } finally {
      await server.toete();
      await entferne();
    }
  });

  it('beantwortet unter zweimal SIGTERM an die ganze Prozessgruppe von npm start jede laufende Anfrage und endet binnen 10 s', { timeout: 60_000 }, async () => {
    const { url: databaseUrl, entferne } = await datenbank.erstelle({ demodaten: true });
    // As systemd stops a unit (KillMode=control-group) and Ctrl-C a terminal's command: npm, its shell and the
    // server in one process group, each getting every signal sent to the group. npm and the shell end at once; the
    // server must answer what it began, whatever comes after.
    // tsx's cache off, as on a fresh checkout or after an update: a TypeScript loader compiles, and its compiler would show.
    const server = await starteServerProzess({ DATABASE_URL: databaseUrl, npm_config_update_notifier: 'false', TSX_DISABLE_CACHE: '1' }, { befehl: ['npm', 'start'], eigeneGruppe: true });
    const gruppe = -server.prozess.pid!;
    try {
      const { xsrf, schluessel } = await vorDerAnmeldung(server.url);
      // npm start runs the built server with node alone: no compiler process (tsx's esbuild) in the group that the
      // signal would end while the server still has work to do.
      const programme = prozesseDerGruppe(server.prozess.pid!);
      expect(programme).toContain('node');
      expect(programme.filter((p) => /esbuild|tsx/.test(p)), programme.join(', ')).toEqual([]);
      // One sign-in and 19 log messages, all begun before the signals, all to be answered after them.
      const laufend = await Promise.all([angefangeneAnmeldung(server.url, xsrf, schluessel), ...Array.from({ length: 19 }, (_, i) => angefangeneMeldung(server.url, xsrf, i))]);
      const wirdBeendet = server.naechsteZeile('Server wird beendet');
      const uebergangen = server.naechsteZeile(WIRD_SCHON_BEENDET);
      const beendet = server.naechsteZeile('Server beendet');
      const beginn = Date.now();
      process.kill(gruppe, 'SIGTERM');
      await wirdBeendet;
      // Sent once the first was handled, so the two cannot merge into one pending signal.
      process.kill(gruppe, 'SIGTERM');
      await uebergangen;

      const antworten = await Promise.all(laufend.map((a) => a.sende()));
      expect(antworten.map((a) => a.status)).toEqual([200, ...Array(19).fill(204)]);
      expect(JSON.parse(antworten[0]!.body).access_token).toEqual(expect.any(String));
      // The server's last line before it exits with 0, then the end of every process of the group: each of them
      // (npm, its shell, the server) holds the output pipes, which close when the last one ends.
      await beendet;
      await server.alleBeendet;
      expect(Date.now() - beginn).toBeLessThan(10_000);
      // Neither the server nor a compiler's loader complained on the way out.
      expect(server.fehlerausgabe()).not.toMatch(/esbuild|service (was stopped|is no longer running)/i);
      expect(server.fehlerzeilen()).toEqual([]);
    } finally {
      await server.toete();
      await entferne();
    }
  });
});
