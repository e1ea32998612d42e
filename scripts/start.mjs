// `npm start`: build the app when there is no build yet or its sources changed since (a `git pull`), then run
// the server (it migrates the database and seeds the demo data into an empty one). Runs under tsx (package.json).
import { spawn, spawnSync } from 'node:child_process';
import { gebauterStand, istVeraltet, quellenHash } from './oberflaechenStand.ts';

const gebaut = gebauterStand('dist');
if (istVeraltet(gebaut, quellenHash('.'))) {
  console.log(gebaut.indexVorhanden ? 'Die Quellen haben sich geändert, die Oberfläche wird neu gebaut …' : 'Die Oberfläche wird gebaut (einmalig) …');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
