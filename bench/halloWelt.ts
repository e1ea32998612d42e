import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';

/** A bare Fastify answering `{"hallo":"Welt"}` in its own process: what this machine serves at best. */
const SERVER = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hallo: 'Welt' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);`;

/** Requests per second and latency of the bare Fastify at each connection count, for the mixed load's ratio. */
export async function messeHalloWelt(verbindungen: number[], sekunden: number) {
  const prozess = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      readline.createInterface({ input: prozess.stdout! }).once('line', (zeile) => resolve(Number(zeile)));
      prozess.once('exit', (code) => reject(new Error(`Hallo-Welt-Server beendet (${code})`)));
    });
    const ergebnisse = [];
    for (const anzahl of verbindungen) {
      const e = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: anzahl, duration: sekunden });
      ergebnisse.push({ verbindungen: anzahl, anfragenProSekunde: e.requests.average, p99: e.latency.p99, fehler: e.errors + e.non2xx + e.timeouts });
    }
    return ergebnisse;
  } finally {
    prozess.kill('SIGTERM');
  }
}
