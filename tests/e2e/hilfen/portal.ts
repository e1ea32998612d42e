import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../../../server/app';
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

/** The real server with the built app (npm test builds dist/ first) on a fresh SQLite file with demo data. */
export async function startePortal(): Promise<{ app: FastifyInstance; url: string; stop(): Promise<void> }> {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: `sqlite:${path.join(verzeichnis, 'portal.db')}`,
      STATIC_DIR: path.resolve('dist'),
      MAIL_DIR: path.join(verzeichnis, 'mail'),
      SCHEDULER: 'false',
    }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const adresse = app.server.address();
  const port = typeof adresse === 'object' && adresse ? adresse.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      fs.rmSync(verzeichnis, { recursive: true, force: true });
    },
  };
}

export const SCREENSHOTS = path.resolve('tests/e2e/output');
