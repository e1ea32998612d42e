import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the headers outweigh the saving; the same bound as the server's on-the-fly compression. */
export const MINDESTGROESSE = 1024;
const KOMPRIMIERBAR = /\.(js|mjs|css|html|svg|json|txt|woff)$/;

/**
 * Writes `<datei>.br` (quality 11) and `<datei>.gz` (level 9) beside each compressible file, so the server sends
 * the strongest compression without spending CPU per request (@fastify/static's preCompressed).
 */
export async function vorkomprimiere(verzeichnis: string, dateien: string[]): Promise<void> {
  await Promise.all(
    dateien
      .filter((datei) => KOMPRIMIERBAR.test(datei))
      .map(async (datei) => {
        const pfad = path.join(verzeichnis, datei);
        const inhalt = await fs.readFile(pfad);
        if (inhalt.length < MINDESTGROESSE) return;
        const [br, gz] = await Promise.all([
          brotli(inhalt, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: inhalt.length } }),
          gzip(inhalt, { level: 9 }),
        ]);
        await Promise.all([fs.writeFile(`${pfad}.br`, br), fs.writeFile(`${pfad}.gz`, gz)]);
      }),
  );
}

/** The hashed chunks of a build (assets/), precompressed once it is written. index.html is served fresh each time. */
export function vorkomprimierung(): Plugin {
  let outDir = '';
  return {
    name: 'vorkomprimierung',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: async (_optionen, bundle) => {
      await vorkomprimiere(outDir, Object.keys(bundle).filter((datei) => datei.startsWith('assets/')));
    },
  };
}
