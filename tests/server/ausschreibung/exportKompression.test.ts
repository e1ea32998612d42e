import zlib from 'node:zlib';
import { afterEach, describe, expect, vi } from 'vitest';
import { exportiereLieferstellen, ZEILEN_JE_STUECK } from '../../../server/ausschreibung/adminExport';
import { seedeMassendaten } from '../../../server/demodaten/massendaten';
import { portalTests } from '../hilfen/portalTest';

const CSV = '/api/ausschreibungasadmin/CSV';
const zeilenIn = (text: string) => text.split('\r\n').length - 1;

interface Kompressor {
  art: 'br' | 'gzip';
  optionen: zlib.BrotliOptions | zlib.ZlibOptions | undefined;
  /** the bytes of each write into the compressor */
  schreibt: number[];
}

/** Records every compressor @fastify/compress creates: with which options, and what is written into it. */
function beobachteKompressoren(): Kompressor[] {
  const gesehen: Kompressor[] = [];
  const brotli = zlib.createBrotliCompress;
  const gzip = zlib.createGzip;
  const beobachte = <S extends zlib.BrotliCompress | zlib.Gzip>(k: Kompressor, strom: S): S => {
    const schreibe = strom.write.bind(strom) as (teil: Buffer, ...rest: unknown[]) => boolean;
    strom.write = ((teil: Buffer, ...rest: unknown[]) => {
      k.schreibt.push(teil.length);
      return schreibe(teil, ...rest);
    }) as S['write'];
    gesehen.push(k);
    return strom;
  };
  vi.spyOn(zlib, 'createBrotliCompress').mockImplementation((optionen) => beobachte({ art: 'br', optionen, schreibt: [] }, brotli(optionen)));
  vi.spyOn(zlib, 'createGzip').mockImplementation((optionen) => beobachte({ art: 'gzip', optionen, schreibt: [] }, gzip(optionen)));
  return gesehen;
}

describe.each(portalTests())('Komprimierter CSV-Export auf $name', ({ it }) => {
  afterEach(() => vi.restoreAllMocks());

  it('schreibt die Zeilen in Stücken zu 500 und komprimiert sie im Fluss auf der schnellsten Stufe', { timeout: 60_000 }, async ({ t, client, admin }) => {
    await seedeMassendaten(t.app.db, 600, t.uhr.now());
    const { n } = await t.app.db.selectFrom('lieferstelle').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(2 * ZEILEN_JE_STUECK);

    // The stream itself: every piece holds ZEILEN_JE_STUECK rows (the first the header too), the last the rest.
    const stuecke: Buffer[] = [];
    for await (const stueck of await exportiereLieferstellen(t.app.streamDb, undefined, undefined)) stuecke.push(Buffer.from(stueck as Buffer));
    const zeilen = stuecke.map((s) => zeilenIn(s.toString()));
    expect(zeilen[0]).toBe(ZEILEN_JE_STUECK + 1);
    expect(zeilen.slice(1, -1).every((z) => z === ZEILEN_JE_STUECK)).toBe(true);
    expect(zeilen.at(-1)!).toBeLessThanOrEqual(ZEILEN_JE_STUECK);
    expect(zeilen.reduce((a, b) => a + b, 0)).toBe(Number(n) + 1);

    const roh = await client.get(CSV, admin);
    expect(roh.statusCode).toBe(200);
    expect(roh.headers['content-encoding']).toBeUndefined();
    expect(roh.rawPayload).toEqual(Buffer.concat(stuecke));

    const kompressoren = beobachteKompressoren();
    const hole = (kodierungen: string) => t.app.inject({ method: 'GET', url: CSV, headers: { authorization: `Bearer ${admin}`, 'accept-encoding': kodierungen } });
    // As a browser asks: brotli, at quality 1, one write per piece.
    const br = await hole('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(roh.rawPayload);
    expect(kompressoren).toHaveLength(1);
    expect(kompressoren[0]!.art).toBe('br');
    expect((kompressoren[0]!.optionen as zlib.BrotliOptions).params?.[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(1);
    expect(kompressoren[0]!.schreibt).toEqual(stuecke.map((s) => s.length));

    const gz = await hole('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(roh.rawPayload);
    expect(kompressoren).toHaveLength(2);
    expect(kompressoren[1]!.art).toBe('gzip');
    expect((kompressoren[1]!.optionen as zlib.ZlibOptions).level).toBe(zlib.constants.Z_BEST_SPEED);
    expect(kompressoren[1]!.schreibt).toEqual(stuecke.map((s) => s.length));

    // The list's export streams the same way; answers that are not streams keep the answers' default.
    const liste = await client.send('POST', '/api/ausschreibungasadmin/export', { filter: { idSearch: 'Los' } }, admin, { 'accept-encoding': 'br' });
    expect(liste.statusCode, liste.body).toBe(200);
    expect((kompressoren[2]!.optionen as zlib.BrotliOptions).params?.[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(1);
    expect(kompressoren[2]!.schreibt.length).toBeGreaterThan(1);
  });
});
