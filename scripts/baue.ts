// `npm start`'s build step, in a process of its own (scripts/start.mjs) that has ended before the server starts:
// build the app when there is no build yet or its sources changed since (a `git pull`), and the server likewise.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { baueServer, SERVER_BUILD } from './baueServer';
import { gebauterStand, istVeraltet, quellenHash } from './oberflaechenStand';

// With STATIC_DIR naming a directory of its own, the operator brings the build (deploy/): nothing to build here.
const eigenerBuild = process.env.STATIC_DIR && path.resolve(process.env.STATIC_DIR) !== path.resolve('dist');
if (!eigenerBuild) {
  const gebaut = gebauterStand('dist');
  if (istVeraltet(gebaut, quellenHash('.'))) {
    console.log(gebaut.indexVorhanden ? 'Die Quellen haben sich geändert, die Oberfläche wird neu gebaut …' : 'Die Oberfläche wird gebaut (einmalig) …');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
if (await baueServer()) console.log(`Der Server wurde nach ${SERVER_BUILD}/ übersetzt.`);
