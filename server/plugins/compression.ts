import zlib from 'node:zlib';
import compress, { type FastifyCompressRouteOptions } from '@fastify/compress';
import fp from 'fastify-plugin';
import { ENCODINGS, MIN_COMPRESSED_SIZE } from './compressionSettings';

/**
 * Answers above MIN_COMPRESSED_SIZE leave compressed when the client accepts it (brotli at a quality cheap enough per request,
 * else gzip). A stream (the CSV downloads) is compressed as it flows, never collected first. Chunk files come
 * precompressed from the build and already carry their Content-Encoding, which this leaves alone.
 */
export const compression = fp(async (app) => {
  await app.register(compress, { global: true, threshold: MIN_COMPRESSED_SIZE, encodings: [...ENCODINGS] });
});

/**
 * The compression of a streamed download (route option `compress`), at the fastest level: a download of a million
 * rows is compressed while its client waits, on the thread pool every other request shares. Brotli's quality 1 still
 * packs the CSV better than gzip's level 1 (in a trial of 500-row pieces 8.8 % against 12.7 % of the size, each over a
 * million rows/s). What made the compressed export slow were its writes of one row each (adminExport.ts), not the level.
 */
export const STREAM_COMPRESSION: Exclude<FastifyCompressRouteOptions['compress'], false | undefined> = {
  threshold: MIN_COMPRESSED_SIZE,
  encodings: [...ENCODINGS],
  zlibOptions: { level: zlib.constants.Z_BEST_SPEED },
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
};
