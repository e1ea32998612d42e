// `npm start`: build what is missing or stale (scripts/baue.ts, under tsx in a process of its own that has ended
// before the server starts), then run the built server (it migrates the database and seeds the demo data into an
// empty one) with node alone: no compiler process beside it that a SIGTERM to the process group could end while the
// server still answers requests (issue 41).
//
// The server runs in this process, not in a child: a wrapper that forwards signals gave the server a second SIGTERM
// whenever the first went to the whole process group (systemd, Ctrl-C). Any further one, from whoever sends it,
// the server ignores (server/betrieb/shutdown.ts).
//
// The build runs in a process group of its own: tsx's esbuild service outlives the build by a moment, and in this
// group it was still there when the server had started (a SIGTERM to the group found it). A signal meant for this
// process while the build runs goes on to the build's group.
import { spawn } from 'node:child_process';

const bau = spawn(process.execPath, ['--import', 'tsx', 'scripts/baue.ts'], { stdio: 'inherit', detached: true });
const weiterleiten = (signal) => process.kill(-bau.pid, signal);
const SIGNALE = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALE) process.on(signal, weiterleiten);
const status = await new Promise((resolve) => bau.on('exit', (code) => resolve(code ?? 1)));
for (const signal of SIGNALE) process.off(signal, weiterleiten);
if (status !== 0) process.exit(status);

// Stack traces in the log name the TypeScript sources (dist-server/*.js.map), as the systemd unit's --enable-source-maps does.
process.setSourceMapsEnabled(true);
await import('../dist-server/main.js');
