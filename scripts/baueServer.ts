// The server as plain JavaScript in dist-server/: `npm start` and the systemd units run it with node alone. Under
// tsx, its esbuild child process shared the server's process group, and a SIGTERM to the group (systemd's default
// KillMode, Ctrl-C) ended it while the server still answered requests: a module loaded after that (a worker thread's
// first PDF) could not be compiled any more (issue 41).
//
// One bundle per entry (main.js and each worker module, node_modules left as imports), without shared chunks, so the
// code that finds the worker modules (server/shared/arbeiter/module.ts) lies in main.js at the root of dist-server/.
// Built only when the sources changed since, each file written whole and then renamed into place: two builds at once
// (parallel test files, two instances starting) write the same files and never leave one half-written.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ARBEITER_MODULE } from '../server/shared/arbeiter/module';
import { gebauterStand, istVeraltet, quellenHash, STEMPEL_DATEI } from './oberflaechenStand';

export const SERVER_BUILD = 'dist-server';

/** What the built server is made of. */
const QUELLEN = ['server', 'domain', 'scripts/baueServer.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Builds dist-server/ below `wurzel` when it is missing or older than its sources; true when it built. */
export async function baueServer(wurzel = '.'): Promise<boolean> {
  const ziel = path.join(wurzel, SERVER_BUILD);
  const quellen = quellenHash(wurzel, QUELLEN);
  if (!istVeraltet(gebauterStand(ziel, 'main.js'), quellen)) return false;
  const ergebnis = await build({
    absWorkingDir: path.resolve(wurzel),
    entryPoints: ['server/main.ts', ...ARBEITER_MODULE.map((m) => `server/${m}.ts`)],
    outdir: SERVER_BUILD,
    outbase: 'server',
    bundle: true,
    splitting: false,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Kept as in the sources: logs and stack traces name the functions the code has.
    keepNames: true,
    write: false,
    logLevel: 'warning',
  });
  for (const datei of ergebnis.outputFiles) {
    fs.mkdirSync(path.dirname(datei.path), { recursive: true });
    const teil = `${datei.path}.${process.pid}.teil`;
    fs.writeFileSync(teil, datei.contents);
    fs.renameSync(teil, datei.path);
  }
  const stempel = path.join(ziel, `${STEMPEL_DATEI}.${process.pid}.teil`);
  fs.writeFileSync(stempel, quellen);
  fs.renameSync(stempel, path.join(ziel, STEMPEL_DATEI));
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (await baueServer()) console.log(`Der Server wurde nach ${SERVER_BUILD}/ übersetzt.`);
}
