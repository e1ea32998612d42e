import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { ausschreibungMitAngeboten, plan, weitereBieter } from '../hilfen/auktion';
import { EreignisStrom, type Ereignis } from '../hilfen/ereignisStrom';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const MINUTE = 60_000;
/** Bidders beyond the demo's two: each event of the administrator's stream then carries a ranking of ~80 KB. */
const BIETER = 300;

/** The complete events in a text of Server-Sent Events (a block cut off at the end is left out). */
function ereignisseIn(text: string): Ereignis[] {
  const bloecke = text.split('\n\n').slice(0, -1);
  return bloecke.flatMap((block) => {
    const felder = Object.fromEntries(block.split('\n').filter((z) => z && !z.startsWith(':')).map((z) => [z.slice(0, z.indexOf(':')), z.slice(z.indexOf(':') + 1).trim()]));
    return felder.event ? [{ id: Number(felder.id), art: felder.event, daten: JSON.parse(felder.data ?? 'null') }] : [];
  });
}

/** The body of an HTTP/1.1 answer in chunked encoding, as far as it arrived (a chunk cut off counts as far as it came). */
function koerper(roh: Buffer): string {
  const teile: Buffer[] = [];
  let i = roh.indexOf('\r\n\r\n') + 4;
  for (;;) {
    const zeilenende = roh.indexOf('\r\n', i);
    if (zeilenende < 0) break;
    const laenge = parseInt(roh.subarray(i, zeilenende).toString('latin1'), 16);
    if (!laenge) break;
    teile.push(roh.subarray(zeilenende + 2, Math.min(zeilenende + 2 + laenge, roh.length)));
    i = zeilenende + 2 + laenge + 2;
    if (i > roh.length) break;
  }
  return Buffer.concat(teile).toString('utf8');
}

/**
 * A way into the app's HTTP server over a Unix socket, whose connections it serves as its own. There the kernel holds
 * at most the socket's send buffer (net.core.wmem_default, ~200 KB) for a client that stopped reading; over TCP the
 * buffers of both ends grow to megabytes (up to the tcp_wmem and tcp_rmem maxima), which took ~60 bids of 80 KB to
 * fill before the stream's own send buffer began to. What the server does is the same on either.
 */
async function unixZugang(t: TestApp) {
  const pfad = join(tmpdir(), `auktion-${randomUUID()}.sock`);
  const server = net.createServer((socket) => t.app.server.emit('connection', socket));
  await new Promise<void>((fertig) => server.listen(pfad, fertig));
  return {
    verbinde: () => net.connect(pfad),
    schliesse: () => new Promise<void>((fertig) => server.close(() => fertig())),
  };
}

/**
 * A client that opens a stream, reads its first event and then stops reading, as a stalled tab or a client that
 * wants to pin the server's memory does: its socket's buffers fill, then the server's. `rest` reads on until the
 * server has closed the connection and returns every complete event it got.
 */
async function stockenderLeser(socket: net.Socket, pfad: string, token: string) {
  const roh: Buffer[] = [];
  const geschlossen = new Promise<void>((fertig) => socket.once('close', () => fertig()));
  socket.on('error', () => undefined);
  socket.write(`GET ${pfad} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`);
  const sammle = (teil: Buffer) => roh.push(teil);
  socket.on('data', sammle);
  await expect.poll(() => ereignisseIn(koerper(Buffer.concat(roh))).length).toBe(1);
  socket.pause();
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(Buffer.concat(roh).toString('latin1'))![1]);
  return {
    status,
    erstes: ereignisseIn(koerper(Buffer.concat(roh)))[0]!,
    async rest(): Promise<Ereignis[]> {
      socket.resume();
      await geschlossen;
      return ereignisseIn(koerper(Buffer.concat(roh)));
    },
    schliesse: () => socket.destroy(),
  };
}

describe.each(portalTests())('Sendepuffer der Auktionsströme auf $name', ({ it }) => {
  const basis = async (t: TestApp) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  };
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const adminPfad = (id: number) => `/api/ausschreibungasadmin/strom/${id}/auktion`;
  const evuPfad = (id: number) => `/api/evu/ausschreibung/${id}/auktion`;
  const geschlossen = async (t: TestApp, grund: string) => (await t.app.metriken.registry.getSingleMetric('auktion_stroeme_geschlossen_total')!.get()).values.find((v) => v.labels.grund === grund)?.value ?? 0;
  const ereignisIds = async (t: TestApp, id: number, nach: number) =>
    (await t.app.db.selectFrom('auktion_ereignis').select('id').where('ausschreibung_id', '=', id).where('id', '>', nach).orderBy('id').execute()).map((e) => e.id);

  /** A running auction with many bidders, the administrator's stream read by `zeuge`, and a bidder that bids on. */
  const grosseAuktion = async (t: TestApp, client: TestClient) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    await weitereBieter(t.app.db, a.id, BIETER);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', adminPfad(a.id), plan(beginn, { verlaengerungMinuten: 0, mindestschrittCtKwh: 0.0001 }), await anmelden(client, 'admin'))).statusCode).toBe(204);
    t.uhr.set(beginn);
    const zeuge = await EreignisStrom.oeffne(`${await basis(t)}${adminPfad(a.id)}/ereignisse`, await anmelden(client, 'admin'));
    expect((await zeuge.naechstes()).art).toBe('stand');
    const bieter = await anmelden(client, 'evu2');
    let preis = (await client.get(evuPfad(a.id), bieter)).json().naechsterHoechstpreisCtKwh as number;
    expect((await zeuge.naechstes()).art).toBe('begonnen');
    /** One bid; resolves once the administrators' streams were sent its event (`zeuge` got it). */
    const biete = async () => {
      const r = await client.send('POST', `${evuPfad(a.id)}/gebot`, { arbeitspreisCtKwh: preis }, bieter);
      expect(r.statusCode).toBe(200);
      preis = r.json().naechsterHoechstpreisCtKwh;
      return zeuge.bis('gebot');
    };
    return { a, zeuge, biete };
  };

  it('trennt einen Strom, der nicht mehr gelesen wird, sobald sein Sendepuffer voll ist, zählt es, und nach dem Wiederverbinden fehlt nichts', async ({ t, client }) => {
    const url = await basis(t);
    const { a, zeuge, biete } = await grosseAuktion(t, client);
    const token = await anmelden(client, 'admin');
    const unix = await unixZugang(t);
    const stockt = await stockenderLeser(unix.verbinde(), `${adminPfad(a.id)}/ereignisse`, token);
    try {
      expect(stockt.status).toBe(200);
      expect(stockt.erstes.art).toBe('stand');
      const vorher = await geschlossen(t, 'puffer');
      // Bids until the server cuts the stream: first the socket's buffer fills (the kernel's, see unixZugang), then
      // the stream's send buffer. Each bid's event has reached the other streams when `biete` returns, so the stalled
      // one has been sent it (or was cut) by then. 32 MB sent without a cut would mean there is no bound.
      let gesendet = 0;
      while ((await geschlossen(t, 'puffer')) === vorher) {
        const e = await biete();
        gesendet += JSON.stringify(e.daten).length;
        expect(gesendet, 'Bytes an den stockenden Strom ohne Trennung').toBeLessThan(32_000_000);
      }
      expect(await geschlossen(t, 'puffer')).toBe(vorher + 1);
      expect(zeuge.beendet).toBe(false);

      // The client reads again: it gets what the sockets held, then the end; it reconnects from its last event.
      const gelesen = await stockt.rest();
      const letzte = gelesen.at(-1)!.id;
      expect(letzte).toBeLessThan(zeuge.ereignisse.at(-1)!.id);
      const fehlend = await ereignisIds(t, a.id, letzte);
      const weiter = await EreignisStrom.oeffne(`${url}${adminPfad(a.id)}/ereignisse`, token, letzte);
      try {
        expect(weiter.status).toBe(200);
        for (const id of fehlend) expect((await weiter.naechstes()).id).toBe(id);
        // Nothing twice, nothing more: the next event is the next bid's.
        const naechstes = await biete();
        expect((await weiter.naechstes()).id).toBe(naechstes.id);
        // What the two connections got together is every event since the first.
        const alle = [...gelesen, ...weiter.ereignisse].filter((e) => e.art !== 'stand');
        expect(alle.map((e) => e.id)).toEqual(await ereignisIds(t, a.id, stockt.erstes.id));
        expect(alle.at(-1)!.daten).toEqual(naechstes.daten);
      } finally {
        weiter.schliesse();
      }
    } finally {
      stockt.schliesse();
      zeuge.schliesse();
      await unix.schliesse();
    }
    // Without the bound the loop above runs to its 32 MB, ~20 s on a loaded machine: time for the assertion to say so.
  }, 60_000);

  it('holt eine Lücke bis zum Doppelten des Sendepuffers nach und beginnt bei einer größeren mit dem Stand von jetzt', async ({ t, client }) => {
    const url = await basis(t);
    const { a, zeuge, biete } = await grosseAuktion(t, client);
    const token = await anmelden(client, 'admin');
    const grenze = 2 * t.app.config.auktionStromPufferBytes;
    // Bids until the events after the first bid's would not fit twice the send buffer.
    const erstes = await biete();
    const danach: Ereignis[] = [];
    while (danach.reduce((n, e) => n + JSON.stringify(e.daten).length, 0) <= grenze) danach.push(await biete());

    const zuGross = await EreignisStrom.oeffne(`${url}${adminPfad(a.id)}/ereignisse`, token, erstes.id);
    const klein = await EreignisStrom.oeffne(`${url}${adminPfad(a.id)}/ereignisse`, token, danach.at(-3)!.id);
    try {
      const neu = await zuGross.naechstes();
      expect(neu.art).toBe('stand');
      expect(neu.id).toBe(danach.at(-1)!.id);
      expect({ ...(neu.daten as object), stand: undefined }).toEqual({ ...(danach.at(-1)!.daten as object), stand: undefined });
      expect((await klein.naechstes()).id).toBe(danach.at(-2)!.id);
      expect((await klein.naechstes()).id).toBe(danach.at(-1)!.id);
      const naechstes = await biete();
      for (const s of [zuGross, klein]) expect((await s.naechstes()).id).toBe(naechstes.id);
    } finally {
      zuGross.schliesse();
      klein.schliesse();
      zeuge.schliesse();
    }
  });

  it('zählt die Ströme einer abgestürzten Instanz nicht mehr mit und räumt sie weg', async ({ t, client }) => {
    const url = await basis(t);
    const a = await ausschreibungMitAngeboten(t.app.db);
    expect((await client.send('PUT', adminPfad(a.id), plan(t.uhr.now() + MINUTE), await anmelden(client, 'admin'))).statusCode).toBe(204);
    const sitzung = await client.angemeldet('evu');
    const benutzerId = (await t.app.db.selectFrom('benutzer').select('id').where('login', '=', 'evu').executeTakeFirstOrThrow()).id;
    // What an instance killed with its streams open leaves behind: rows nobody renews any more.
    const tot = Array.from({ length: 25 }, () => ({ benutzer_id: benutzerId, instanz: 'abgestuerzt', lebt_bis: Date.now() - 1 }));
    await t.app.db.insertInto('auktion_strom').values(tot).execute();
    const strom = await EreignisStrom.oeffne(`${url}${evuPfad(a.id)}/ereignisse`, sitzung.access_token);
    try {
      expect(strom.status).toBe(200);
      expect((await strom.naechstes()).art).toBe('stand');
      const zeilen = await t.app.db.selectFrom('auktion_strom').select('instanz').where('benutzer_id', '=', benutzerId).execute();
      expect(zeilen.map((z) => z.instanz)).not.toContain('abgestuerzt');
      expect(zeilen).toHaveLength(1);
    } finally {
      strom.schliesse();
    }
    // A closed stream leaves no row.
    await expect.poll(async () => (await t.app.db.selectFrom('auktion_strom').select('id').where('benutzer_id', '=', benutzerId).execute()).length).toBe(0);
  });
});
