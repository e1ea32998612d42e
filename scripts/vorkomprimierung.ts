import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { ENCODINGS, MIN_COMPRESSED_SIZE, type Encoding } from '../server/plugins/compressionSettings.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Each encoding at its strongest, under the file suffix @fastify/static's preCompressed looks for. */
const KOMPRIMIERER: Record<Encoding, { endung: string; komprimiere: (inhalt: Buffer) => Promise<Buffer> }> = {
  br: {
    endung: '.br',
    komprimiere: (inhalt) => brotli(inhalt, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: inhalt.length } }),
  },
  gzip: { endung: '.gz', komprimiere: (inhalt) => gzip(inhalt, { level: 9 }) },
};
const KOMPRIMIERBAR = /\.(js|mjs|css|html|svg|json|txt|woff)$/;

/**
 * Writes `<datei>.br` and `<datei>.gz` beside each compressible file, so the server sends the strongest
 * compression without spending CPU per request (@fastify/static's preCompressed).
 */
export async function vorkomprimiere(verzeichnis: string, dateien: string[]): Promise<void> {
  await Promise.all(
    dateien
      .filter((datei) => KOMPRIMIERBAR.test(datei))
      .map(async (datei) => {
        const pfad = path.join(verzeichnis, datei);
        const inhalt = await fs.readFile(pfad);
        if (inhalt.length < MIN_COMPRESSED_SIZE) return;
        await Promise.all(
          ENCODINGS.map(async (kodierung) => {
            const { endung, komprimiere } = KOMPRIMIERER[kodierung];
            await fs.writeFile(`${pfad}${endung}`, await komprimiere(inhalt));
          }),
        );
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
