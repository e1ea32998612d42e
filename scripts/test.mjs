// `npm test`: boundary check, the app's build (the end-to-end tests serve it), then every vitest project side by side
// (the server's on SQLite and on a PostgreSQL of its own) with the type check beside them, ending with the time of each
// part and one plain summary line that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startePostgres } from './postgres.mjs';

const npx = (args, env = process.env) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;

const zeiten = [];
const sekunden = (start) => `${((Date.now() - start) / 1000).toFixed(1)} s`.padStart(8);
const gemessen = async (name, schritt) => {
  const start = Date.now();
  const ergebnis = await schritt();
  zeiten.push(`  ${name.padEnd(18)} ${sekunden(start)}`);
  return ergebnis;
};
/**
 * A command beside the others; resolves to its exit code and notes its time. `nebenbei`: at the lowest priority
 * (nice 19), so that it takes only the processor time the tests leave idle and never slows them.
 */
function nebenher(name, befehl, args, { nebenbei = false, env = process.env } = {}) {
  const start = Date.now();
  const [programm, argumente] = nebenbei ? ['nice', ['-n', '19', befehl, ...args]] : [befehl, args];
  return new Promise((resolve) =>
    spawn(programm, argumente, { stdio: 'inherit', env }).on('exit', (code) => {
      zeiten.push(`  ${name.padEnd(18)} ${sekunden(start)}  (nebenher${nebenbei ? ', niedrige Priorität' : ''})`);
      resolve(code ?? 1);
    }),
  );
}

// After `npm ci --ignore-scripts` (.ci/run installs so) no package's install script has run. esbuild's takes a moment
// and comes first (the build uses it); better-sqlite3's compiles SQLite from source, a minute on one core that npm ci
// would spend before anything else could start, and runs here beside the build instead.
const nativerTreiber = path.join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
let treiberGebaut = Promise.resolve(0);
if (!fs.existsSync(nativerTreiber)) {
  if (spawnSync('npm', ['rebuild', 'esbuild'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  treiberGebaut = nebenher('SQLite-Treiber', 'npm', ['rebuild', 'better-sqlite3'], { env: { ...process.env, JOBS: 'max' } });
}

// The walls first: domain/ imports neither side, browser and server never each other (.dependency-cruiser.cjs).
await gemessen('Grenzen', () => {
  if (npx(['depcruise', '--config', '.dependency-cruiser.cjs', 'domain', 'src', 'server']) !== 0) {
    console.error('Die Grenzen zwischen domain/, src/ und server/ sind verletzt.');
    process.exit(1);
  }
});

// The type check — browser (DOM, no Node), server (Node, no DOM), everything with the tests — runs beside the build
// and the tests at the lowest priority: the tests leave a core idle for minutes while they wait for a browser or a
// database, and the check used to hold everything up for a minute before the first test.
const typen = Object.entries({ 'tsconfig.browser.json': 'Browser', 'tsconfig.server.json': 'Server', 'tsconfig.json': 'mit Tests' }).map(([projekt, name]) => ({
  projekt,
  code: nebenher(`Typen ${name}`, 'npx', ['tsc', '--noEmit', '-p', projekt], { nebenbei: true }),
}));
const [build, treiber] = await Promise.all([nebenher('Build', 'npx', ['vite', 'build', '--logLevel', 'warn']), treiberGebaut]);
if (build !== 0) {
  console.error('Build der Oberfläche fehlgeschlagen.');
  process.exit(1);
}
if (treiber !== 0) {
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
// Not spawnSync: the type check beside it is waited for (and timed) by this process's event loop.
const status = await gemessen(
  'Tests (vitest)',
  () =>
    new Promise((resolve) =>
      spawn('npx', ['vitest', 'run', '--reporter=./tests/timingReporter.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${bericht}`, ...process.argv.slice(2)], { stdio: 'inherit', env }).on(
        'exit',
        (code) => resolve(code ?? 1),
      ),
    ),
);
postgres?.stop();
const typfehler = [];
for (const { projekt, code } of typen) if ((await code) !== 0) typfehler.push(projekt);
if (typfehler.length) console.error(`Typprüfung fehlgeschlagen (${typfehler.join(', ')}).`);

console.log(`\nZeit je Schritt:\n${zeiten.join('\n')}`);
if (fs.existsSync(bericht)) {
  const e = JSON.parse(fs.readFileSync(bericht, 'utf8'));
  const skipped = (e.numPendingTests ?? 0) + (e.numTodoTests ?? 0);
  console.log(`\nTests: ${e.numPassedTests} passed, ${e.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status || (typfehler.length ? 1 : 0));
