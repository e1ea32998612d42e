/**
 * What the server's on-the-fly compression and the build's precompressed chunks share, so both answer alike.
 * Below MIN_COMPRESSED_SIZE the headers outweigh the saving; the browser's Accept-Encoding picks among ENCODINGS,
 * the strongest first.
 */
export const MIN_COMPRESSED_SIZE = 1024;
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
