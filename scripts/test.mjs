// `npm test`: type check, build the app (the end-to-end tests serve it), then every vitest project on
// SQLite and PostgreSQL, ending with one plain summary line that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startePostgres } from './postgres.mjs';

const npx = (args, env = process.env) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;

if (npx(['tsc', '--noEmit']) !== 0) {
  console.error('Typprüfung fehlgeschlagen.');
  process.exit(1);
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
