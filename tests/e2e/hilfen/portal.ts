import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../../../server/app';
import type { Clock } from '../../../server/clock';
import { loadConfig } from '../../../server/config';

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

export const SCREENSHOTS = path.resolve('tests/e2e/output');

/**
 * Waits for the next .eml file to a recipient (the server writes mails as files without SMTP) and returns its
 * text. The directory is watched, so the mail is read as soon as it is written; a mail that does not come
 * within `frist` ms fails the test with its recipient named.
 */
export async function warteAufMail(mailDir: string, an: string, bekannt: Set<string>, frist = 20_000): Promise<string> {
  fs.mkdirSync(mailDir, { recursive: true });
  // A file is created empty and then written: it is looked at again on every event until it names the recipient.
  const suche = (): string | undefined => {
    for (const datei of fs.readdirSync(mailDir).filter((d) => !bekannt.has(d))) {
      const inhalt = fs.readFileSync(path.join(mailDir, datei), 'utf8');
      if (inhalt.includes(`To: ${an}`)) {
        bekannt.add(datei);
        // quoted-printable soft line breaks and =3D would hide the link
        return inhalt.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      }
    }
    return undefined;
  };
  const beobachter = fs.watch(mailDir);
  let ende: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      ende = setTimeout(() => reject(new Error(`Keine Mail an ${an}`)), frist);
      const pruefe = () => {
        const mail = suche();
        if (mail !== undefined) resolve(mail);
      };
      beobachter.on('change', pruefe);
      beobachter.on('error', reject);
      // The mail may have been written before the watch began.
      pruefe();
    });
  } finally {
    clearTimeout(ende);
    beobachter.close();
  }
}

/** A portal, a browser and one page signed in as `login` on its landing page; page errors fail the test. */
export async function angemeldeteSitzung(login: string, landung: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const portal = await startePortal();
  const browser = await starteChromium();
  const seite = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'de-DE', acceptDownloads: true });
  seite.on('pageerror', (fehler) => {
    throw fehler;
  });
  await seite.goto(portal.url + '/');
  await seite.getByLabel('Anmeldename').fill(login);
  await seite.locator('input[name=password]').fill('Demo#2026');
  await seite.getByRole('button', { name: 'Anmelden' }).click();
  await seite.waitForURL(`**${landung}`);
  return {
    portal,
    seite,
    async stop() {
      await browser.close();
      await portal.stop();
    },
  };
}
