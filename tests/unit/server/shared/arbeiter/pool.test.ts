import { once } from 'node:events';
import { request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../../../../../server/plugins/errorHandler';
import { auftraggeber } from '../../../../../server/shared/arbeiter/anfrage';
import { ARBEITER_MELDUNG, Arbeiterpool, type Auftraggeber, type PoolGrenzen } from '../../../../../server/shared/arbeiter/pool';
import { AnfrageAbgebrochen, Ausgelastet, ZuVieleAuftraege } from '../../../../../server/shared/errors';

const MODUL = new URL('./pruefArbeiter.ts', import.meta.url);
const ZU_LANG = 'Die Datei konnte nicht in angemessener Zeit verarbeitet werden.';

const pools: Arbeiterpool[] = [];
const freizugeben: Int32Array[] = [];
afterEach(async () => {
  for (const feld of freizugeben.splice(0)) {
    Atomics.store(feld, 1, 1);
    Atomics.notify(feld, 1);
  }
  await Promise.all(pools.splice(0).map((p) => p.destroy()));
});

function neuerPool(grenzen: Partial<PoolGrenzen>): Arbeiterpool {
  const pool = new Arbeiterpool({ threads: 1, fristMs: 60_000, warteschlange: 4, jeBenutzer: 2, ...grenzen });
  pools.push(pool);
  return pool;
}

/** Atomics.waitAsync (Node 16+; TypeScript types it from ES2024 on): waits without blocking the test's thread. */
const warteAsync = (Atomics as typeof Atomics & { waitAsync(feld: Int32Array, index: number, wert: number): { value: Promise<string> | string } }).waitAsync;

/** Shared with the tasks `halte` and `endlos`: how many started, and the switch that lets them go. */
function zeichen() {
  const zeichen = new SharedArrayBuffer(8);
  const feld = new Int32Array(zeichen);
  freizugeben.push(feld);
  return {
    zeichen,
    /** Resolves once `anzahl` tasks holding these signs run in a thread. */
    async gestartet(anzahl: number) {
      for (let n = Atomics.load(feld, 0); n < anzahl; n = Atomics.load(feld, 0)) await warteAsync(feld, 0, n).value;
    },
    frei() {
      Atomics.store(feld, 1, 1);
      Atomics.notify(feld, 1);
    },
  };
}

const von = (benutzerId: number, abbruch = new AbortController().signal): { fuer: Auftraggeber; zuLang: string } => ({ fuer: { benutzerId, abbruch }, zuLang: ZU_LANG });

describe('Arbeiterpool', () => {
  it('ends a task past its deadline with its thread, answers 503 in German, and serves the next task', async () => {
    // The deadline counts a thread's start in (tsx and the module loading); a thread already started takes the task
    // at once, so a short deadline ends it while it runs, without the test waiting seconds.
    const pool = neuerPool({ fristMs: 1_000 });
    expect(await pool.run(MODUL, 'verdopple', 1, von(1))).toBe(2);
    const z = zeichen();
    const endlos = pool.run(MODUL, 'endlos', { zeichen: z.zeichen }, von(1));
    await expect(endlos).rejects.toBeInstanceOf(Ausgelastet);
    // It was running when its deadline ended it.
    await z.gestartet(1);
    const fehler = (await endlos.catch((e: unknown) => e)) as Ausgelastet;
    expect(fehler.statusCode).toBe(503);
    expect(fehler.message).toBe(ZU_LANG);
    expect(fehler.headers).toEqual({ 'retry-after': '10' });
    expect(pool.abgewiesen.get('frist')).toBe(1);
    // The one thread was ended and another took its place.
    expect(await pool.run(MODUL, 'verdopple', 21, von(1))).toBe(42);
    expect(pool.stand()).toEqual({ laufend: 0, wartend: 0 });
  });

  it('refuses a task with 503 and Retry-After when the queue is full, and runs the queued ones', async () => {
    const pool = neuerPool({ threads: 1, warteschlange: 1 });
    const z = zeichen();
    const laufend = pool.run(MODUL, 'halte', { zeichen: z.zeichen }, von(1));
    await z.gestartet(1);
    const wartend = pool.run(MODUL, 'halte', { zeichen: z.zeichen }, von(2));
    expect(pool.stand()).toEqual({ laufend: 1, wartend: 1 });
    const fehler = await pool.run(MODUL, 'verdopple', 1, von(3)).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(Ausgelastet);
    expect((fehler as Ausgelastet).body()).toEqual({ message: ARBEITER_MELDUNG.ausgelastet, errors: {} });
    expect((fehler as Ausgelastet).headers).toEqual({ 'retry-after': '10' });
    z.frei();
    expect(await Promise.all([laufend, wartend])).toEqual(['frei', 'frei']);
    expect(await pool.run(MODUL, 'verdopple', 2, von(3))).toBe(4);
  });

  it("refuses a user's third task with 429 while another user's task runs", async () => {
    const pool = neuerPool({ threads: 3, warteschlange: 10, jeBenutzer: 2 });
    const z = zeichen();
    const erste = [pool.run(MODUL, 'halte', { zeichen: z.zeichen }, von(7)), pool.run(MODUL, 'halte', { zeichen: z.zeichen }, von(7))];
    const andere = pool.run(MODUL, 'halte', { zeichen: z.zeichen }, von(8));
    await z.gestartet(3);
    const fehler = await pool.run(MODUL, 'verdopple', 1, von(7)).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(ZuVieleAuftraege);
    expect((fehler as ZuVieleAuftraege).statusCode).toBe(429);
    expect((fehler as ZuVieleAuftraege).body()).toEqual({ message: 'Sie haben bereits 2 Dateien oder Dokumente in Bearbeitung. Bitte warten Sie, bis eines davon fertig ist.', errors: {} });
    expect(pool.abgewiesen.get('benutzer')).toBe(1);
    z.frei();
    expect(await Promise.all([...erste, andere])).toEqual(['frei', 'frei', 'frei']);
    // Done, the user may ask again.
    expect(await pool.run(MODUL, 'verdopple', 5, von(7))).toBe(10);
  });

  it('ends a running task and drops a waiting one when their client leaves, and frees the thread', async () => {
    const pool = neuerPool({ threads: 1 });
    const z = zeichen();
    const laufendWeg = new AbortController();
    const wartendWeg = new AbortController();
    const laufend = pool.run(MODUL, 'endlos', { zeichen: z.zeichen }, von(1, laufendWeg.signal));
    await z.gestartet(1);
    const wartend = pool.run(MODUL, 'verdopple', 1, von(2, wartendWeg.signal));
    wartendWeg.abort();
    await expect(wartend).rejects.toBeInstanceOf(AnfrageAbgebrochen);
    expect(pool.stand()).toEqual({ laufend: 1, wartend: 0 });
    laufendWeg.abort();
    await expect(laufend).rejects.toBeInstanceOf(AnfrageAbgebrochen);
    expect(pool.abgewiesen.get('getrennt')).toBe(2);
    expect(await pool.run(MODUL, 'verdopple', 3, von(1))).toBe(6);
  });
});

describe('auftraggeber', () => {
  it('ends the task of a request whose client closes the connection before the answer', async () => {
    const pool = neuerPool({ threads: 1 });
    const z = zeichen();
    const app = Fastify();
    await app.register(errorHandler);
    let ergebnis: Promise<unknown> | undefined;
    app.get('/arbeit', async (_request, reply) => {
      ergebnis = pool.run(MODUL, 'endlos', { zeichen: z.zeichen }, { fuer: auftraggeber(4, reply), zuLang: ZU_LANG });
      return ergebnis;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const anfrage = httpRequest({ port, host: '127.0.0.1', path: '/arbeit' });
      anfrage.on('error', () => {});
      anfrage.end();
      await z.gestartet(1);
      anfrage.destroy();
      await expect(ergebnis).rejects.toBeInstanceOf(AnfrageAbgebrochen);
      expect(await pool.run(MODUL, 'verdopple', 4, von(4))).toBe(8);
    } finally {
      await app.close();
    }
  });

  it('answers a refusal of the pool with its status, Retry-After and the German message', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/voll', async () => {
      throw new ZuVieleAuftraege(ARBEITER_MELDUNG.jeBenutzer(2), 10);
    });
    const antwort = await app.inject({ method: 'GET', url: '/voll' });
    expect(antwort.statusCode).toBe(429);
    expect(antwort.headers['retry-after']).toBe('10');
    expect(antwort.json()).toEqual({ message: ARBEITER_MELDUNG.jeBenutzer(2), errors: {} });
  });

  it('leaves the task of an answered request alone', async () => {
    const app = Fastify();
    let signal: AbortSignal | undefined;
    let antwort: ServerResponse | undefined;
    app.get('/kurz', async (_request, reply) => {
      signal = auftraggeber(4, reply).abbruch;
      antwort = reply.raw;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/kurz`)).status).toBe(200);
      if (!antwort!.closed) await once(antwort!, 'close');
      expect(signal?.aborted).toBe(false);
    } finally {
      await app.close();
    }
  });
});
