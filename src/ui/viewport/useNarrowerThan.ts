import { useEffect, useState } from 'react';
import { useTheme, type Breakpoint } from '@mui/material/styles';

/** Layout follows the window's size only after it has rested this long (SPEC.md section 9). */
export const RESIZE_DEBOUNCE_MS = 200;

const passt = (query: string) => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);

/**
 * Whether the window is narrower than the breakpoint, e.g. a phone below `sm`: lists become cards there.
 * Dragging a window's edge crosses a breakpoint back and forth; the layout switches once the size has settled
 * for 200 ms, so a table is not rebuilt on every step.
 */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  const query = useTheme().breakpoints.down(breakpoint).replace(/^@media\s*/, '');
  const [schmal, setSchmal] = useState(() => passt(query));
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const mql = window.matchMedia(query);
    let zeitgeber: ReturnType<typeof setTimeout> | undefined;
    const spaeter = () => {
      clearTimeout(zeitgeber);
      zeitgeber = setTimeout(() => setSchmal(mql.matches), RESIZE_DEBOUNCE_MS);
    };
    setSchmal(mql.matches);
    mql.addEventListener('change', spaeter);
    return () => {
      clearTimeout(zeitgeber);
      mql.removeEventListener('change', spaeter);
    };
  }, [query]);
  return schmal;
}
