import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { admissionQueue, AUSGELASTET, requestQueue } from '../../../../server/plugins/requestQueue';

/** One turn of the event loop: an immediate queued now runs after those already queued. */
const naechsteRunde = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('admissionQueue', () => {
  it('starts one task per turn of the event loop, first come first served', async () => {
    const queue = admissionQueue(10);
    const gestartet: number[] = [];
    for (const n of [1, 2, 3]) expect(queue.enqueue(() => gestartet.push(n))).toBe(true);
    expect(gestartet).toEqual([]);
    await naechsteRunde();
    expect(gestartet).toEqual([1]);
    queue.enqueue(() => gestartet.push(4));
    await naechsteRunde();
    expect(gestartet).toEqual([1, 2]);
    await naechsteRunde();
    await naechsteRunde();
    expect(gestartet).toEqual([1, 2, 3, 4]);
    // Empty again, a new task starts on the next turn.
    queue.enqueue(() => gestartet.push(5));
    await naechsteRunde();
    expect(gestartet).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes no more tasks than it may hold', async () => {
    const queue = admissionQueue(2);
    const gestartet: number[] = [];
    expect([1, 2, 3].map((n) => queue.enqueue(() => gestartet.push(n)))).toEqual([true, true, false]);
    await naechsteRunde();
    await naechsteRunde();
    await naechsteRunde();
    expect(gestartet).toEqual([1, 2]);
  });
});

describe('requestQueue', () => {
  async function app(maxQueued?: number) {
    const reihenfolge: number[] = [];
    const app = Fastify();
    await app.register(requestQueue, { maxQueued });
    app.get<{ Params: { n: string } }>('/:n', async (request) => {
      reihenfolge.push(Number(request.params.n));
      return { n: Number(request.params.n) };
    });
    return { app, reihenfolge };
  }

  it('answers every request of a burst, starting them in the order they came', async () => {
    const { app: a, reihenfolge } = await app();
    const antworten = await Promise.all(Array.from({ length: 20 }, (_, n) => a.inject({ url: `/${n}` })));
    expect(antworten.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(reihenfolge).toEqual(Array.from({ length: 20 }, (_, n) => n));
    await a.close();
  });

  it('says in German that the server is overloaded when the queue is full', async () => {
    const { app: a, reihenfolge } = await app(0);
    const antwort = await a.inject({ url: '/1' });
    expect(antwort.statusCode).toBe(503);
    expect(antwort.headers['retry-after']).toBe('1');
    expect(antwort.json()).toEqual({ message: AUSGELASTET, errors: {} });
    expect(reihenfolge).toEqual([]);
    await a.close();
  });
});
