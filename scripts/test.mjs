// `npm test`: boundary check, type check, build the app (the end-to-end tests serve it), then every vitest project on
// SQLite and PostgreSQL, ending with one plain summary line that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startePostgres } from './postgres.mjs';

const npx = (args, env = process.env) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;

// The walls first: domain/ imports neither side, browser and server never each other (.dependency-cruiser.cjs).
if (npx(['depcruise', '--config', '.dependency-cruiser.cjs', 'domain', 'src', 'server']) !== 0) {
  console.error('Die Grenzen zwischen domain/, src/ und server/ sind verletzt.');
  process.exit(1);
}
// Browser (DOM, no Node), server (Node, no DOM), and everything with the tests.
for (const projekt of ['tsconfig.browser.json', 'tsconfig.server.json', 'tsconfig.json']) {
  if (npx(['tsc', '--noEmit', '-p', projekt]) !== 0) {
    console.error(`Typprüfung fehlgeschlagen (${projekt}).`);
    process.exit(1);
  }
}
if (npx(['vite', 'build', '--logLevel', 'warn']) !== 0) {
  console.error('Build der Oberfläche fehlgeschlagen.');
  process.exit(1);
}

let postgres;
if (!process.env.TEST_DATABASE_URL) {
  postgres = await startePostgres();
  if (postgres) console.log(`PostgreSQL für die Tests: ${postgres.url}`);
  else console.warn('PostgreSQL ist nicht installiert: die Server-Tests laufen nur auf SQLite (.ci/run installiert es).');
}

const bericht = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-')), 'ergebnis.json');
const env = { ...process.env, ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}) };
const status = npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${bericht}`, ...process.argv.slice(2)], env);
postgres?.stop();

if (fs.existsSync(bericht)) {
  const e = JSON.parse(fs.readFileSync(bericht, 'utf8'));
  const skipped = (e.numPendingTests ?? 0) + (e.numTodoTests ?? 0);
  console.log(`\nTests: ${e.numPassedTests} passed, ${e.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
