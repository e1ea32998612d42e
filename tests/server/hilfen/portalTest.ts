import { test } from 'vitest';
import type { AppOptionen } from '../../../server/app';
import { datenbanken, type TestDatenbank } from './datenbanken';
import { starteSmtpPeer } from './smtpPeer';
import { starteTestApp, TestClient } from './testApp';

export interface PortalOptionen {
  /** configuration on top of the test defaults (starteTestApp) */
  env?: Record<string, string>;
  /** start an SMTP peer for the file and send the app's mail to it */
  mails?: boolean;
  beiRoute?: AppOptionen['beiRoute'];
}

/**
 * One test object per database, for `describe.each(portalTests())('… auf $name', ({ it }) => …)`. Its fixtures
 * live for the file: the first test that asks for the app starts it, vitest closes it after the file's last test;
 * `admin` and `kunde` are access tokens of the demo accounts.
 * A file-scoped fixture can only be declared at the top of a file, so each database gets its own test object
 * (and with it its own app) instead of a per-suite override.
 */
export function portalTests(optionen: PortalOptionen = {}) {
  return datenbanken().map((datenbank) => ({ name: datenbank.name, datenbank, it: portalTest(datenbank, optionen) }));
}

function portalTest(datenbank: TestDatenbank, { env = {}, mails = false, beiRoute }: PortalOptionen) {
  return test
    .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
      if (!mails) throw new Error('Der SMTP-Partner läuft nur mit portalTests({ mails: true }).');
      const peer = await starteSmtpPeer();
      onCleanup(() => peer.stop());
      return peer;
    })
    .extend('env', { scope: 'file' }, mails ? async ({ smtp }) => ({ SMTP_URL: smtp.url, ...env }) : async () => env)
    .extend('t', { scope: 'file' }, async ({ env }, { onCleanup }) => {
      const t = await starteTestApp(datenbank, env, beiRoute ? { beiRoute } : {});
      onCleanup(() => t.schliesse());
      return t;
    })
    .extend('client', { scope: 'file' }, async ({ t }) => new TestClient(t.app).start())
    // Signed in afresh for each test: a test that moves the clock past the session's end or locks the account does
    // not leave the next one a dead token.
    .extend('admin', async ({ client }) => (await client.angemeldet('admin')).access_token)
    .extend('kunde', async ({ client }) => (await client.angemeldet('kunde')).access_token);
}
