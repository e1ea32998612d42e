import net from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cutWhenStalled } from '../../../../server/shared/stalledDownload';

const STOCKUNG_MS = 500;
const TEIL = Buffer.alloc(64 * 1024, 'x');

/**
 * A download of `teile` chunks of 64 KB behind cutWhenStalled, one every `takt` ms (0: as fast as the client takes
 * them); `strom` settles once the server closed its source, `geschlossen` with the bytes the client received.
 */
async function starte(teile: number, takt = 0) {
  const app = Fastify();
  let gesendet = 0;
  let beendet!: () => void;
  const strom = new Promise<void>((r) => (beendet = r));
  app.get('/datei', (_request, reply) => {
    const quelle = new Readable({
      read() {
        const naechstes = () => this.push(gesendet++ < teile ? TEIL : null);
        if (takt) setTimeout(naechstes, takt);
        else naechstes();
      },
    });
    quelle.on('close', beendet);
    return cutWhenStalled(reply, STOCKUNG_MS).send(quelle);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  socket.write('GET /datei HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  const geschlossen = new Promise<number>((resolve) => {
    let bytes = 0;
    socket.on('data', (d: Buffer) => (bytes += d.length));
    socket.on('error', () => {});
    socket.on('close', () => resolve(bytes));
  });
  return { app, socket, strom, geschlossen, gesendet: () => gesendet };
}

describe('cutWhenStalled', () => {
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(() => app?.close());

  it('beendet einen Download, dessen Client nichts mehr abnimmt, und schließt seine Quelle', async () => {
    const d = await starte(Number.POSITIVE_INFINITY);
    app = d.app;
    d.socket.once('data', () => d.socket.pause());
    await d.strom;
    // The source was stopped by the client's back pressure long before it could have sent everything.
    expect(d.gesendet()).toBeLessThan(10_000);
    d.socket.resume();
    await d.geschlossen;
  });

  it('lässt einen Download laufen, der langsam, aber stetig fließt, auch weit über die Frist hinaus', async () => {
    // A piece every tenth of the limit (room for a busy machine), for four times the limit in all: only a limit on
    // the whole would cut it.
    const teile = 40;
    const d = await starte(teile, STOCKUNG_MS / 10);
    app = d.app;
    expect(await d.geschlossen).toBeGreaterThan(teile * TEIL.length);
  });
});
