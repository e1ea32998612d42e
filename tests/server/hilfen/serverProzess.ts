import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Kysely } from 'kysely';
import { baueServer, SERVER_BUILD } from '../../../scripts/baueServer';
import type { EncryptionKeyAntwort, TokenAntwort } from '../../../domain/auth';
import { verbinde } from '../../../server/db/connect';
import type { Database } from '../../../server/db/schema';
import type { TestDatenbank } from './datenbanken';
import { verschluessele } from './testApp';

/** A port nobody listens on now. */
export function freierPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The programs (`comm`) of the processes in process group `gruppe` now, from /proc (Linux). */
export function prozesseDerGruppe(gruppe: number): string[] {
  const programme: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read from its last ")".
    const ende = stat.lastIndexOf(')');
    if (Number(stat.slice(ende + 2).split(' ')[2]) === gruppe) programme.push(stat.slice(stat.indexOf('(') + 1, ende));
  }
  return programme;
}

export interface ServerProzess {
  url: string;
  port: number;
  prozess: ChildProcess;
  /** what the process wrote to stderr, for a failing test's message */
  fehlerausgabe(): string;
  /** the log's lines of level error and above (an unexpected error with its errorId and stack), for a failing test's message */
  fehlerzeilen(): string[];
  /** the next line of the log (stdout) that contains `text`, read from now on */
  naechsteZeile(text: string): Promise<string>;
  /** every process that shares its output has ended (with `eigeneGruppe`: the whole group, as systemd waits for) */
  alleBeendet: Promise<void>;
  /** SIGTERM (with `eigeneGruppe` to the whole group) and wait for the exit */
  beende(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power */
  toete(): Promise<void>;
}

export interface ProzessOptionen {
  /** the command, from the repository's root; the built server when not given */
  befehl?: string[];
  /** the port to listen on (a restarted instance keeps its own); a free one when not given */
  port?: number;
  /** a process group of its own, as systemd runs a unit and a terminal a command, to signal it as a whole */
  eigeneGruppe?: boolean;
}

/** Built (or found up to date) once per test worker. */
let serverGebaut: Promise<boolean> | undefined;

/**
 * The real server as its own process, ready when it says it listens: by default as `npm start` and the systemd
 * units run it (`node dist-server/main.js`, built from the current sources when they changed). Under tsx every
 * start compiled the whole server again, twice the processor time of the start itself.
 */
export async function starteServerProzess(env: Record<string, string>, optionen: ProzessOptionen = {}): Promise<ServerProzess> {
  const port = optionen.port ?? (await freierPort());
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
  if (!optionen.befehl) await (serverGebaut ??= baueServer());
  const [programm, ...argumente] = optionen.befehl ?? [process.execPath, '--enable-source-maps', path.join(SERVER_BUILD, 'main.js')];
  const prozess = spawn(programm!, argumente, {
    // info, for the line main.ts writes once it listens; the lines that follow are read and dropped unless awaited
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '/nicht-vorhanden', MAIL_DIR: mailDir, LOG_LEVEL: 'info', ANMELDE_LIMIT_PRO_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: optionen.eigeneGruppe ?? false,
  });
  let stderr = '';
  prozess.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  // 'close': the process exited and the pipes it handed down were closed by everyone holding them.
  const alleBeendet = new Promise<void>((resolve) => prozess.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const zeilen = readline.createInterface({ input: prozess.stdout! });
  const fehlerzeilen: string[] = [];
  zeilen.on('line', (zeile) => {
    if (/"level":(50|60)\b/.test(zeile)) fehlerzeilen.push(zeile);
  });
  // Read until every writer has ended: in a group, the server may outlive the process that started it (npm).
  const naechsteZeile = (text: string) => {
    const zeile = new Promise<string>((resolve, reject) => {
      const gesehen = (zeile: string) => {
        if (!zeile.includes(text)) return;
        zeilen.off('line', gesehen);
        prozess.off('close', vorzeitig);
        resolve(zeile);
      };
      const vorzeitig = () => reject(new Error(`Server beendet (${prozess.exitCode ?? prozess.signalCode}), bevor er „${text}“ schrieb: ${stderr}`));
      zeilen.on('line', gesehen);
      prozess.once('close', vorzeitig);
    });
    // A line awaited later, or not at all once the test failed: its rejection is the awaiting test's business.
    zeile.catch(() => undefined);
    return zeile;
  };
  await naechsteZeile('Energieausschreibungsportal läuft auf');
  const ende = async (signal: NodeJS.Signals) => {
    if (optionen.eigeneGruppe) {
      try {
        process.kill(-prozess.pid!, signal);
      } catch {
        // the group has ended already
      }
    } else if (prozess.exitCode === null && prozess.signalCode === null) {
      prozess.kill(signal);
    }
    await alleBeendet;
  };
  return { url, port, prozess, fehlerausgabe: () => stderr, fehlerzeilen: () => fehlerzeilen, naechsteZeile, alleBeendet, beende: () => ende('SIGTERM'), toete: () => ende('SIGKILL') };
}

export interface ZweiInstanzen {
  a: ServerProzess;
  b: ServerProzess;
  /** the test's own connection to the shared database */
  db: Kysely<Database>;
  /** stops both instances and removes the database */
  beende(): Promise<void>;
}

/**
 * Two instances as behind a load balancer, on one fresh database of `datenbank` (PostgreSQL: instances share only
 * through it). The first migrates and seeds; the second finds both done.
 */
export async function zweiInstanzen(datenbank: TestDatenbank, env: Record<string, string> = {}): Promise<ZweiInstanzen> {
  const neu = await datenbank.erstelle();
  const a = await starteServerProzess({ ...env, DATABASE_URL: neu.url });
  const b = await starteServerProzess({ ...env, DATABASE_URL: neu.url });
  const { db } = await verbinde(neu.url);
  return {
    a,
    b,
    db,
    async beende() {
      await Promise.all([a.beende(), b.beende()]);
      await db.destroy();
      await neu.entferne();
    },
  };
}

/**
 * A browser-like client over real HTTP: it keeps the XSRF cookie and echoes it, encrypts the password as the
 * sign-in page does, and can talk to any instance (the cookie and the tokens are valid on all of them).
 */
export class HttpClient {
  private xsrf = '';
  /** the instance the next call goes to: behind a load balancer, any of them */
  constructor(public basis: string) {}

  private async roh(method: string, pfad: string, optionen: { body?: string; headers?: Record<string, string>; token?: string } = {}) {
    const antwort = await fetch(this.basis + pfad, {
      method,
      body: optionen.body,
      headers: {
        ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf } : {}),
        ...(optionen.token ? { authorization: `Bearer ${optionen.token}` } : {}),
        ...optionen.headers,
      },
    });
    const cookie = antwort.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    if (cookie) this.xsrf = decodeURIComponent(cookie.slice('XSRF-TOKEN='.length).split(';')[0]!);
    return antwort;
  }

  private async token(felder: Record<string, string>, headers: Record<string, string> = {}) {
    return this.roh('POST', '/framework/oauth/token', { body: new URLSearchParams(felder).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  }

  async anmelden(login: string, passwort = 'Demo#2026'): Promise<TokenAntwort> {
    const schluessel = (await (await this.roh('GET', '/framework/api/encryption')).json()) as EncryptionKeyAntwort;
    const antwort = await this.token({ grant_type: 'password', username: login, password: verschluessele(schluessel, passwort) }, { 'on-encryption-key': schluessel.key });
    if (antwort.status !== 200) throw new Error(`Anmeldung ${login}: ${antwort.status} ${await antwort.text()}`);
    return (await antwort.json()) as TokenAntwort;
  }

  erneuern(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  get(pfad: string, token?: string) {
    return this.roh('GET', pfad, { token });
  }

  send(method: 'POST' | 'PUT' | 'DELETE', pfad: string, body: unknown, token?: string) {
    return this.roh(method, pfad, { token, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });
  }
}
