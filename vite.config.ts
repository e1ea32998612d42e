import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { quellenHash, STEMPEL_DATEI } from './scripts/oberflaechenStand.ts';
import { prerenderedHeader } from './scripts/prerenderedHeader.ts';
import { vorkomprimierung } from './scripts/vorkomprimierung.ts';
import { fruehesLaden } from './scripts/fruehesLaden.ts';
import { ladeStufen } from './scripts/ladeStufen.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/** Marks the build with the hash of its sources, so `npm start` sees when a `git pull` made it stale. */
function quellenStempel(): Plugin {
  let stempel = '';
  let outDir = '';
  return {
    name: 'quellen-stempel',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Taken when the build starts: a file changed while it runs makes the next start build again.
    buildStart: () => {
      stempel = quellenHash(process.cwd());
    },
    writeBundle: () => {
      fs.writeFileSync(path.join(outDir, STEMPEL_DATEI), stempel);
    },
  };
}

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102), which
 * a production bundle then carries with its warnings and checks; the build takes the production files beside it.
 */
const reactRouterProduktion = (datei: string) => path.resolve('node_modules/react-router/dist/production', datei);

export default defineConfig(({ command }) => ({
  plugins: [react(), quellenStempel(), prerenderedHeader(), fruehesLaden(), ladeStufen(), vorkomprimierung()],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduktion('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduktion('dom-export.mjs') },
          ],
        }
      : undefined,
  // The Lieferstellen file's worker loads exceljs only for an .xlsx: a worker that splits into chunks is a module.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // For reading the client log's stack traces on the server; no bundle names them and the server never serves them.
    sourcemap: 'hidden',
    // read by `npm run bench` to weigh what the login route downloads
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': apiTarget,
      '/framework': apiTarget,
    },
  },
}));
