import { vi } from 'vitest';

/** The width of happy-dom's window, which its style sheets' media queries read. */
export function setzeFensterbreite(breite: number) {
  // jsdom (a file may ask for it) evaluates no media queries: there is nothing to set.
  (window as unknown as { happyDOM?: { setViewport(v: { width: number }): void } }).happyDOM?.setViewport({ width: breite });
}

/**
 * A window whose width the test sets: the style sheets' media queries read it from happy-dom's window, the
 * components' (useNarrowerThan) from matchMedia, answered here from that width.
 */
export function fensterMitBreite(start: number) {
  let breite = start;
  setzeFensterbreite(start);
  const listen = new Set<{ query: string; zuhoerer: Set<() => void> }>();
  // Only the breakpoints' max-width queries are answered; any other query (a framework's own) never matches.
  const grenze = (query: string) => Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? -1);
  vi.stubGlobal('matchMedia', (query: string) => {
    const eintrag = { query, zuhoerer: new Set<() => void>() };
    listen.add(eintrag);
    return {
      media: query,
      get matches() {
        return breite <= grenze(query);
      },
      addEventListener: (_: string, z: () => void) => eintrag.zuhoerer.add(z),
      removeEventListener: (_: string, z: () => void) => eintrag.zuhoerer.delete(z),
    };
  });
  return (neu: number) => {
    const vorher = breite;
    breite = neu;
    setzeFensterbreite(neu);
    for (const { query, zuhoerer } of listen) if (vorher <= grenze(query) !== neu <= grenze(query)) zuhoerer.forEach((z) => z());
  };
}
