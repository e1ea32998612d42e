import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestEintrag {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RoutenJs {
  dateien: { datei: string; gzip: number; br: number }[];
  gzipGesamt: number;
  /** what the server sends: the build's precompressed .br file */
  brGesamt: number;
}

/**
 * The JavaScript a browser downloads before a route shows: the entry chunks, the given lazy chunks (an area) and
 * everything they import statically (lazy views excluded), gzip-compressed and as brotli the way the server sends it.
 */
export function routenJs(bereiche: string[] = [], distDir = 'dist'): RoutenJs {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEintrag>;
  // index.html's entries: index.js and the small early one (vorladen.ts)
  const eintraege = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (eintraege.length === 0) throw new Error('Kein Einstiegspunkt im Vite-Manifest');
  const besucht = new Set<string>();
  const besuche = (schluessel: string) => {
    if (besucht.has(schluessel)) return;
    besucht.add(schluessel);
    for (const i of manifest[schluessel]!.imports ?? []) besuche(i);
  };
  eintraege.forEach(besuche);
  for (const bereich of bereiche) {
    // a source file, or a chunk the build named (scripts/ladeStufen.ts)
    const schluessel = Object.keys(manifest).filter((k) => k === bereich || manifest[k]!.name === bereich);
    if (schluessel.length === 0) throw new Error(`${bereich} fehlt im Vite-Manifest`);
    schluessel.forEach(besuche);
  }
  const dateien = [...besucht].map((k) => {
    const datei = manifest[k]!.file;
    const inhalt = fs.readFileSync(path.join(distDir, datei));
    const vorkomprimiert = path.join(distDir, `${datei}.br`);
    const br = fs.existsSync(vorkomprimiert) ? fs.statSync(vorkomprimiert).size : brotliCompressSync(inhalt).length;
    return { datei, gzip: gzipSync(inhalt, { level: 9 }).length, br };
  });
  return { dateien, gzipGesamt: dateien.reduce((s, d) => s + d.gzip, 0), brGesamt: dateien.reduce((s, d) => s + d.br, 0) };
}

/** The login route: the entry chunks alone (every area is lazy). */
export const loginRouteJs = (distDir = 'dist') => routenJs([], distDir);
