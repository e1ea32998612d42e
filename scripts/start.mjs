// `npm start`: build the app when there is no build yet or its sources changed since (a `git pull`), then run
// the server (it migrates the database and seeds the demo data into an empty one). Runs under tsx (package.json).
//
// The server runs in this process, not in a child: a wrapper that forwards signals gave the server a second SIGTERM
// whenever the first went to the whole process group (systemd, Ctrl-C). Any further one, from whoever sends it,
// the server ignores (server/betrieb/herunterfahren.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gebauterStand, istVeraltet, quellenHash } from './oberflaechenStand.ts';

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

await import('../server/main.ts');
