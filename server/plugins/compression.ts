import compress from '@fastify/compress';
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
