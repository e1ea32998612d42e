import { spawnSync } from 'node:child_process';
import { loginRouteJs } from './loginBundle';

/** `npm run bench`: prints the figures of DESIGN.md section 10 that exist so far. */
const BUDGET_LOGIN_KB = 160;

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { dateien, gzipGesamt } = loginRouteJs();
console.log('\nInitiales JavaScript der Login-Seite (gzip):');
for (const d of dateien) console.log(`  ${d.datei.padEnd(50)} ${(d.gzip / 1024).toFixed(1).padStart(7)} KB`);
console.log(`  ${'gesamt'.padEnd(50)} ${(gzipGesamt / 1024).toFixed(1).padStart(7)} KB (Budget ${BUDGET_LOGIN_KB} KB)`);
