import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { KODIERUNGEN, MINDESTGROESSE } from './kompressionsRegeln';

/**
 * Answers above MINDESTGROESSE leave compressed when the client accepts it (brotli at a quality cheap enough per request,
 * else gzip). A stream (the CSV downloads) is compressed as it flows, never collected first. Chunk files come
 * precompressed from the build and already carry their Content-Encoding, which this leaves alone.
 */
export const kompression = fp(async (app) => {
  await app.register(compress, { global: true, threshold: MINDESTGROESSE, encodings: [...KODIERUNGEN] });
});
