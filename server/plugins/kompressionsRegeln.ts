/**
 * What the server's on-the-fly compression and the build's precompressed chunks share, so both answer alike.
 * Below MINDESTGROESSE the headers outweigh the saving; the browser's Accept-Encoding picks among KODIERUNGEN,
 * the strongest first.
 */
export const MINDESTGROESSE = 1024;
export const KODIERUNGEN = ['br', 'gzip'] as const;
export type Kodierung = (typeof KODIERUNGEN)[number];
