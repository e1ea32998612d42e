import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEintrag {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The JavaScript a browser downloads before the login page shows: the entry chunk and everything it
 * imports statically (lazy areas excluded), gzip-compressed as the server would send it.
 */
export function loginRouteJs(distDir = 'dist'): { dateien: { datei: string; gzip: number }[]; gzipGesamt: number } {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEintrag>;
  const eintrag = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!eintrag) throw new Error('Kein Einstiegspunkt im Vite-Manifest');
  const besucht = new Set<string>();
  const besuche = (schluessel: string) => {
    if (besucht.has(schluessel)) return;
    besucht.add(schluessel);
    for (const i of manifest[schluessel]!.imports ?? []) besuche(i);
  };
  besuche(eintrag);
  const dateien = [...besucht].map((k) => {
    const datei = manifest[k]!.file;
    return { datei, gzip: gzipSync(fs.readFileSync(path.join(distDir, datei)), { level: 9 }).length };
  });
  return { dateien, gzipGesamt: dateien.reduce((s, d) => s + d.gzip, 0) };
}
