// `npm test`: boundary check, type check, build the app (the end-to-end tests serve it), then every vitest project
// side by side (the server's on SQLite and on a PostgreSQL of its own), ending with the time of each part and one
// plain summary line that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startePostgres } from './postgres.mjs';

const npx = (args, env = process.env) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
/** Several commands at once (each on a core of its own), their exit codes in order. */
const zugleich = (befehle) =>
  Promise.all(befehle.map((args) => new Promise((resolve) => spawn('npx', args, { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)))));

const zeiten = [];
const gemessen = async (name, schritt) => {
  const start = Date.now();
  const ergebnis = await schritt();
  zeiten.push(`  ${name.padEnd(18)} ${`${((Date.now() - start) / 1000).toFixed(1)} s`.padStart(8)}`);
  return ergebnis;
};

// After `npm ci --ignore-scripts` no package's install script has run (.ci/run installs so, and compiles the driver
// beside npm ci; this is for any other such install). esbuild's takes a moment and comes first (the build below uses
// it); better-sqlite3's compiles SQLite from source, which npm ci would do before anything else could start, and runs
// here beside the type check instead. Optimised less than the package's -O3 (its last -O wins), as .ci/run does: a
// third of the compile time, for SQLite code the server tests spend about 4 % more processor time in.
// npm ci && npm start on a machine of its own compiles the driver as the package sets it.
const nativerTreiber = path.join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
let treiberGebaut = Promise.resolve(0);
if (!fs.existsSync(nativerTreiber)) {
  if (spawnSync('npm', ['rebuild', 'esbuild'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const start = Date.now();
  treiberGebaut = new Promise((resolve) =>
    spawn('npm', ['rebuild', 'better-sqlite3'], { stdio: 'inherit', env: { ...process.env, JOBS: 'max', CFLAGS: '-O1', CXXFLAGS: '-O1' } }).on('exit', (code) => {
      zeiten.push(`  ${'SQLite-Treiber'.padEnd(18)} ${`${((Date.now() - start) / 1000).toFixed(1)} s`.padStart(8)}  (neben Grenzen, Typen und Build)`);
      resolve(code ?? 1);
    }),
  );
}

// The walls first: domain/ imports neither side, browser and server never each other (.dependency-cruiser.cjs).
await gemessen('Grenzen', () => {
  if (npx(['depcruise', '--config', '.dependency-cruiser.cjs', 'domain', 'src', 'server']) !== 0) {
    console.error('Die Grenzen zwischen domain/, src/ und server/ sind verletzt.');
    process.exit(1);
  }
});
// The TypeScript projects in the order of their references (tsconfig.tests.json): domain/, then browser (DOM, no Node) and
// server (Node, no DOM) side by side, then the tests with both, each reading the others' declarations; the app's
// build beside them. Their build info (.tsbuild/) spares a second run what did not change.
await gemessen('Typen und Build', async () => {
  const pruefe = async (projekte) => {
    const codes = await zugleich(projekte.map((p) => ['tsc', '-b', p]));
    const gescheitert = projekte.filter((_, i) => codes[i] !== 0);
    if (gescheitert.length) {
      console.error(`Typprüfung fehlgeschlagen (${gescheitert.join(', ')}).`);
      process.exit(1);
    }
  };
  const build = zugleich([['vite', 'build', '--logLevel', 'warn']]);
  await pruefe(['tsconfig.domain.json']);
  await pruefe(['tsconfig.browser.json', 'tsconfig.server.json']);
  await pruefe(['tsconfig.tests.json']);
  if ((await build)[0] !== 0) {
    console.error('Build der Oberfläche fehlgeschlagen.');
    process.exit(1);
  }
});

if ((await treiberGebaut) !== 0) {
  console.error('Der SQLite-Treiber (better-sqlite3) ließ sich nicht bauen.');
  process.exit(1);
}

let postgres;
if (!process.env.TEST_DATABASE_URL) {
  postgres = await startePostgres();
  if (postgres) console.log(`PostgreSQL für die Tests: ${postgres.url}`);
  else console.warn('PostgreSQL ist nicht installiert: die Server-Tests laufen nur auf SQLite (.ci/run installiert es).');
}
// Found by the test itself (tests/server/hilfen/nginx.ts), in /usr/sbin also where that is not on the PATH.
const nginxOrte = ['/usr/sbin', ...(process.env.PATH ?? '').split(':').filter(Boolean)].map((d) => path.join(d, 'nginx'));
if (!nginxOrte.some((ort) => fs.existsSync(ort))) {
  console.warn('nginx ist nicht installiert: der rollierende Neustart (tests/server/betrieb/rollenderNeustart.test.ts) wird übersprungen (.ci/run installiert es).');
}

const bericht = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-')), 'ergebnis.json');
const env = { ...process.env, ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}) };
const status = await gemessen('Tests (vitest)', () =>
  npx(['vitest', 'run', '--reporter=./tests/timingReporter.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${bericht}`, ...process.argv.slice(2)], env),
);
postgres?.stop();

console.log(`\nZeit je Schritt:\n${zeiten.join('\n')}`);
if (fs.existsSync(bericht)) {
  const e = JSON.parse(fs.readFileSync(bericht, 'utf8'));
  const skipped = (e.numPendingTests ?? 0) + (e.numTodoTests ?? 0);
  console.log(`\nTests: ${e.numPassedTests} passed, ${e.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
