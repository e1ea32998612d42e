// `npm test`: boundary check, type check, build the app (the end-to-end tests serve it), then every vitest project
// side by side (the server's on SQLite and on a PostgreSQL of its own), ending with the time of each part and one
// plain summary line that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startePostgres } from './postgres.mjs';

const npx = (args, env = process.env) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
/** A command's exit code once it has ended, its output on this terminal. */
const laeuft = (befehl, args) => new Promise((resolve) => spawn(befehl, args, { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)));

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
// Every TypeScript project of tsconfig.tests.json in one build (domain/, browser and server, then the tests, each
// reading the others' declarations), the app's build beside it. TypeScript 7 (typescript7 in package.json), the
// native compiler, checks in a quarter of TypeScript 5's time and builds independent projects in parallel; TypeScript 5
// stays for the tools that read its JavaScript API (dependency-cruiser, the route table of the end-to-end tests),
// and both claim the `tsc` command, so this one is called by its path. The build info (.tsbuild/) spares a second
// run what did not change.
const TSC = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');
await gemessen('Typen und Build', async () => {
  const [typen, build] = await Promise.all([
    laeuft(process.execPath, [TSC, '-b', 'tsconfig.tests.json']),
    laeuft('npx', ['vite', 'build', '--logLevel', 'warn']),
  ]);
  if (typen !== 0) {
    console.error('Typprüfung fehlgeschlagen.');
    process.exit(1);
  }
  if (build !== 0) {
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
