import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptionen } from '../../../server/app';
import { VerstellbareUhr } from '../../../server/clock';
import { loadConfig } from '../../../server/config';
import type { EncryptionKeyAntwort, TokenAntwort } from '../../../domain/auth';
import type { TestDatenbank } from './datenbanken';
import { schluesselpaar } from './schluesselpaar';

export interface TestApp {
  app: FastifyInstance;
  uhr: VerstellbareUhr;
  schliesse(): Promise<void>;
}

/** The moment every test app's clock starts at, and its demo data is seeded for: 22 November 2026, 10:00 in Berlin. */
export const TESTBEGINN = Date.UTC(2026, 10, 22, 9, 0, 0);

export async function starteTestApp(datenbank: TestDatenbank, env: Record<string, string> = {}, optionen: Pick<AppOptionen, 'beiRoute'> = {}): Promise<TestApp> {
  // The app's own reading of SEED_DEMO decides whether its database starts with the demo data.
  const { url, entferne } = await datenbank.erstelle({ demodaten: loadConfig(env).seedDemo });
  const config = loadConfig({ DATABASE_URL: url, STATIC_DIR: '/nicht-vorhanden', SCHEDULER: 'false', ANMELDE_LIMIT_PRO_MINUTE: '100000', BIETERFRAGEN_PRO_MINUTE: '100000', ...env });
  const uhr = new VerstellbareUhr(TESTBEGINN);
  const app = await buildApp(config, { clock: uhr, logger: false, ...optionen });
  await app.schluessel.hinterlege(schluesselpaar());
  return {
    app,
    uhr,
    async schliesse() {
      await app.close();
      await entferne();
    },
  };
}

/** A browser-like client: keeps the XSRF cookie and echoes it, as the SPA's HTTP client does. */
export class TestClient {
  xsrf = '';
  /** where the password grant goes: the standard path, or the one an app was configured with (TOKEN_PATH) */
  tokenPfad = '/framework/oauth/token';
  constructor(readonly app: FastifyInstance) {}

  async start(): Promise<this> {
    const antwort = await this.app.inject({ method: 'GET', url: '/framework/api/encryption' });
    this.xsrf = xsrfAusAntwort(antwort);
    return this;
  }

  schluessel(): Promise<EncryptionKeyAntwort> {
    return this.app.inject({ method: 'GET', url: '/framework/api/encryption' }).then((a) => a.json());
  }

  async token(felder: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: this.tokenPfad,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `XSRF-TOKEN=${this.xsrf}`,
        'x-xsrf-token': this.xsrf,
        ...headers,
      },
      payload: new URLSearchParams(felder).toString(),
    });
  }

  /** Password grant with the password encrypted like the browser does it. */
  async anmelden(
    username: string,
    password: string,
    extra: { passwordChange?: { password: string; passwordConfirmation: string }; secondFactor?: object; currentSessionId?: number } = {},
  ): Promise<LightMyRequestResponse> {
    const key = await this.schluessel();
    const felder: Record<string, string> = { grant_type: 'password', username, password: verschluessele(key, password) };
    if (extra.passwordChange) {
      felder.passwordChange = JSON.stringify({
        password: verschluessele(key, extra.passwordChange.password),
        passwordConfirmation: verschluessele(key, extra.passwordChange.passwordConfirmation),
      });
    }
    if (extra.secondFactor) felder.secondFactor = JSON.stringify(extra.secondFactor);
    if (extra.currentSessionId) felder.currentSessionId = String(extra.currentSessionId);
    return this.token(felder, { 'on-encryption-key': key.key });
  }

  async angemeldet(username: string, password = 'Demo#2026'): Promise<TokenAntwort> {
    const antwort = await this.anmelden(username, password);
    if (antwort.statusCode !== 200) throw new Error(`Anmeldung ${username}: ${antwort.statusCode} ${antwort.body}`);
    return antwort.json();
  }

  get(url: string, accessToken?: string) {
    return this.app.inject({ method: 'GET', url, headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  }

  /** JSON call with XSRF echo; `payload` as a string is sent as it is (for malformed bodies). */
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, accessToken?: string, headers: Record<string, string> = {}) {
    return this.app.inject({
      method,
      url,
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${this.xsrf}`,
        'x-xsrf-token': this.xsrf,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  }

  delete(url: string, accessToken?: string, headers: Record<string, string> = {}) {
    return this.app.inject({
      method: 'DELETE',
      url,
      headers: {
        cookie: `XSRF-TOKEN=${this.xsrf}`,
        'x-xsrf-token': this.xsrf,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...headers,
      },
    });
  }

  /** The current password as a change that needs it sends it: encrypted like the login, in X-Current-Password. */
  async passwortKoepfe(passwort: string): Promise<Record<string, string>> {
    const key = await this.schluessel();
    return { 'x-current-password': verschluessele(key, passwort), 'on-encryption-key': key.key };
  }
}

export function verschluessele(key: EncryptionKeyAntwort, klartext: string): string {
  const publicKey = createPublicKey({
    key: { kty: 'RSA', n: Buffer.from(key.modulus, 'hex').toString('base64url'), e: Buffer.from(key.exponent, 'hex').toString('base64url') },
    format: 'jwk',
  });
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(klartext, 'utf8')).toString('base64');
}

export function xsrfAusAntwort(antwort: LightMyRequestResponse): string {
  const cookie = antwort.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('Kein XSRF-TOKEN-Cookie gesetzt');
  return cookie.value;
}
