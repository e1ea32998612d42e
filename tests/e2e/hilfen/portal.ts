import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { buildApp } from '../../../server/app';
import type { Clock } from '../../../server/clock';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import { schluesselpaar } from '../../server/hilfen/schluesselpaar';
import { LOGIN, type Rolle } from './rollen';

/** Debian's Chromium with the flags this machine needs (no GPU, no background network). */
export function starteChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The real server with the built app (npm test builds dist/ first) with demo data: on a fresh SQLite file unless
 * a database is given; with a clock of the test's own when the test moves time; with the scheduler when the test
 * waits for what time alone does (an auction beginning and ending with no one asking).
 */
export async function startePortal(optionen: { databaseUrl?: string; uhr?: Clock; scheduler?: boolean } = {}): Promise<{ app: FastifyInstance; url: string; mailDir: string; stop(): Promise<void> }> {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: optionen.databaseUrl ?? `sqlite:${path.join(verzeichnis, 'portal.db')}`,
      STATIC_DIR: path.resolve('dist'),
      MAIL_DIR: path.join(verzeichnis, 'mail'),
      SCHEDULER: String(optionen.scheduler ?? false),
    }),
    { logger: false, clock: optionen.uhr },
  );
  await app.schluessel.hinterlege(schluesselpaar());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const adresse = app.server.address();
  const port = typeof adresse === 'object' && adresse ? adresse.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    mailDir: path.join(verzeichnis, 'mail'),
    async stop() {
      await app.close();
      fs.rmSync(verzeichnis, { recursive: true, force: true });
    },
  };
}

/**
 * The portal and Chromium for one test file: started before its first test, stopped after its last. Read
 * `portal` and `browser` inside the tests; a file's own `beforeAll` registered after this one finds both started.
 */
export function portalImBrowser(optionen?: Parameters<typeof startePortal>[0]) {
  const umgebung = {} as { portal: Awaited<ReturnType<typeof startePortal>>; browser: Browser };
  beforeAll(async () => {
    umgebung.portal = await startePortal(optionen);
    umgebung.browser = await starteChromium();
  });
  afterAll(async () => {
    await umgebung.browser?.close();
    await umgebung.portal?.stop();
  });
  return umgebung;
}

const SCREENSHOTS = path.resolve('tests/e2e/output');

/**
 * Saves what the page shows to tests/e2e/output/<name>.png to be looked at, when asked for with SCREENSHOTS=1: a
 * picture asserts nothing, and taking a hundred of them in every run cost the suite its time.
 */
export async function bildschirmfoto(seite: Page, name: string, { ganz = true }: { ganz?: boolean } = {}): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await seite.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: ganz });
}

/**
 * Waits for the next .eml file to a recipient (the server writes mails as files without SMTP) and returns it
 * parsed. The directory is watched, so the mail is read as soon as it is written; a mail that does not come
 * within `frist` ms fails the test with its recipient named.
 */
export async function warteAufMail(mailDir: string, an: string, bekannt: Set<string>, frist = 20_000): Promise<ParsedMail> {
  fs.mkdirSync(mailDir, { recursive: true });
  // A file is created empty and then written: it is looked at again on every event until it names the recipient.
  const suche = (): string | undefined => {
    for (const datei of fs.readdirSync(mailDir).filter((d) => !bekannt.has(d))) {
      const inhalt = fs.readFileSync(path.join(mailDir, datei), 'utf8');
      if (inhalt.includes(`To: ${an}`)) {
        bekannt.add(datei);
        return inhalt;
      }
    }
    return undefined;
  };
  const beobachter = fs.watch(mailDir);
  let ende: NodeJS.Timeout | undefined;
  try {
    // Decoded by a real mail parser: a token may start with what reads as a quoted-printable escape.
    return await simpleParser(await new Promise<string>((resolve, reject) => {
      ende = setTimeout(() => reject(new Error(`Keine Mail an ${an}`)), frist);
      const pruefe = () => {
        const mail = suche();
        if (mail !== undefined) resolve(mail);
      };
      beobachter.on('change', pruefe);
      beobachter.on('error', reject);
      // The mail may have been written before the watch began.
      pruefe();
    }));
  } finally {
    clearTimeout(ende);
    beobachter.close();
  }
}

/** The portal's path and query of the link to `pfad` in a mail, e.g. '/activate-user?token=…'. */
export function linkAus(mail: ParsedMail, pfad: string): string {
  const text = mail.text ?? '';
  const treffer = new RegExp(`https?://\\S+${pfad}\\?token=[\\w%-]+`).exec(text);
  if (!treffer) throw new Error(`Kein Link ${pfad} in der Mail:\n${text}`);
  return new URL(treffer[0]).pathname + new URL(treffer[0]).search;
}

/** The password of every demo login. */
export const DEMO_PASSWORT = 'Demo#2026';

/** Fills the sign-in form the page shows and sends it; with `landung` it waits until that page is open. */
export async function meldeAn(seite: Page, login: string, { passwort = DEMO_PASSWORT, landung }: { passwort?: string; landung?: string } = {}): Promise<void> {
  await seite.getByLabel('Anmeldename').fill(login);
  await seite.locator('input[name=password]').fill(passwort);
  await seite.getByRole('button', { name: 'Anmelden' }).click();
  if (landung) await seite.waitForURL(`**${landung}`);
}

/**
 * A page in a browser context of its own, signed out. A page error fails the test; forms that warn before unsaved
 * changes are lost are left without asking.
 */
export async function neueSeite(browser: Browser, kontext: BrowserContextOptions): Promise<Page> {
  const seite = await (await browser.newContext(kontext)).newPage();
  seite.on('pageerror', (fehler) => {
    throw fehler;
  });
  seite.on('dialog', (frage) => void frage.accept());
  return seite;
}

/** One page per role (`neueSeite`), each signed in once on its landing page (the guest is not). */
export async function seitenJeRolle(browser: Browser, url: string, kontext: BrowserContextOptions): Promise<Map<Rolle, Page>> {
  const seiten = new Map<Rolle, Page>();
  for (const rolle of ['gast', ...Object.keys(LOGIN)] as Rolle[]) {
    const seite = await neueSeite(browser, kontext);
    if (rolle !== 'gast') {
      await seite.goto(url + '/');
      await meldeAn(seite, LOGIN[rolle].login, { landung: LOGIN[rolle].landung });
    }
    seiten.set(rolle, seite);
  }
  return seiten;
}

/** The first demo tender in `status`, of a Sparte and of the Kunde signing in as `login` when given: its id and number. */
export function demoAusschreibung(db: Kysely<Database>, { status, sparte, login }: { status: number; sparte?: 1 | 2; login?: string }): Promise<{ id: number; nummer: string }> {
  let q = db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
    .select(['a.id', 'a.nummer'])
    .where('a.status', '=', status);
  if (sparte) q = q.where('a.sparte', '=', sparte);
  if (login) q = q.where('b.login', '=', login);
  return q.orderBy('a.id').executeTakeFirstOrThrow();
}

/** The demo Kunde's first RLM Lieferstelle in a tender still in review (status 0): where a Lastgang can be uploaded. */
export function demoRlmLieferstelle(db: Kysely<Database>) {
  return db
    .selectFrom('ausschreibung as a')
    .innerJoin('lieferstelle as l', 'l.ausschreibung_id', 'a.id')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
    .select(['a.id', 'a.sparte', 'l.id as lieferstelleId', 'l.bezeichnung'])
    .where('b.login', '=', 'kunde')
    .where('a.status', '=', 0)
    .where('l.messart', '=', 'RLM')
    .executeTakeFirstOrThrow();
}

/** A portal, a browser and one page signed in as `login` on its landing page; page errors fail the test. */
export async function angemeldeteSitzung(login: string, landung: string) {
  const portal = await startePortal();
  const browser = await starteChromium();
  const seite = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'de-DE', acceptDownloads: true });
  seite.on('pageerror', (fehler) => {
    throw fehler;
  });
  await seite.goto(portal.url + '/');
  await meldeAn(seite, login, { landung });
  return {
    portal,
    seite,
    async stop() {
      await browser.close();
      await portal.stop();
    },
  };
}

/** Records the page's GET requests whose address matches `muster` until `ende()`, which returns them. */
export function zaehleAbrufe(seite: Page, muster: RegExp): { ende(): string[] } {
  const abrufe: string[] = [];
  const zaehle = (anfrage: Request) => {
    const pfad = new URL(anfrage.url()).pathname;
    if (anfrage.method() === 'GET' && muster.test(pfad)) abrufe.push(pfad);
  };
  seite.on('request', zaehle);
  return {
    ende() {
      seite.off('request', zaehle);
      return abrufe;
    },
  };
}
