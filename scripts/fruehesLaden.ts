import path from 'node:path';
import type { Plugin } from 'vite';

export const FRUEHER_EINSTIEG = 'src/vorladen.ts';
const NAME = 'vorladen';

/**
 * index.html gets a second entry, src/vorladen.ts, as its own small script (async, first in the head): Vite would
 * merge a second script tag of index.html into index.js, and then it would start only once index.js has arrived.
 */
export function fruehesLaden(): Plugin {
  return {
    name: 'fruehes-laden',
    config: (_config, { command }) =>
      command === 'build' ? { build: { rolldownOptions: { input: { index: path.resolve('index.html'), [NAME]: path.resolve(FRUEHER_EINSTIEG) } } } } : undefined,
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === NAME);
        if (ctx.bundle && !chunk) throw new Error(`${FRUEHER_EINSTIEG} fehlt im Build`);
        const src = chunk ? `/${chunk.fileName}` : `/${FRUEHER_EINSTIEG}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
