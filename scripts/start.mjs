// `npm start`: build what is missing or stale (scripts/baue.ts, under tsx in a process of its own that has ended
// before the server starts), then run the built server (it migrates the database and seeds the demo data into an
// empty one) with node alone: no compiler process beside it that a SIGTERM to the process group could end while the
// server still answers requests (issue 41).
//
// The server runs in this process, not in a child: a wrapper that forwards signals gave the server a second SIGTERM
// whenever the first went to the whole process group (systemd, Ctrl-C). Any further one, from whoever sends it,
// the server ignores (server/betrieb/herunterfahren.ts).
import { spawnSync } from 'node:child_process';

const bau = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/baue.ts'], { stdio: 'inherit' });
if (bau.status !== 0) process.exit(bau.status ?? 1);

// Stack traces in the log name the TypeScript sources (dist-server/*.js.map), as the systemd unit's --enable-source-maps does.
process.setSourceMapsEnabled(true);
await import('../dist-server/main.js');
