import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Writes the plain header (src/shell/light/LightHeader.tsx, rendered once at build time) into index.html's root
 * element: on a slow connection the page shows the portal's top bar with its links as soon as the HTML and its
 * stylesheet arrive, instead of a white page until the scripts have loaded. React replaces it on its first render
 * with the same header, so nothing moves. (headerMarkup.ts renders a browser component: the type check with
 * the DOM covers it, not the server's that covers the rest of scripts/.)
 */
export function prerenderedHeader(): Plugin {
  return {
    name: 'prerendered-header',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { headerMarkup } = (await tsImport('./headerMarkup.ts', import.meta.url)) as { headerMarkup: () => string };
        return html.replace('<div id="root"></div>', `<div id="root">${headerMarkup()}</div>`);
      },
    },
  };
}
