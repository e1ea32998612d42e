// `npm start`: build the app when there is no build yet, then run the server (it migrates the database
// and seeds the demo data into an empty one).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/index.html')) {
  console.log('Die Oberfläche wird gebaut (einmalig) …');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
