import { vi } from 'vitest';

/** A window whose width the test sets; jsdom has no layout, so its media queries are answered from that width. */
export function fensterMitBreite(start: number) {
  let breite = start;
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
    for (const { query, zuhoerer } of listen) if (vorher <= grenze(query) !== neu <= grenze(query)) zuhoerer.forEach((z) => z());
  };
}
