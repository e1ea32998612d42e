import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Whether the element's content is wider (or taller) than the element, kept up to date as either changes size. */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [ueberlaeuft, setUeberlaeuft] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const pruefe = () => setUeberlaeuft(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    pruefe();
    // jsdom has no ResizeObserver; there nothing is ever laid out, so nothing overflows either.
    if (typeof ResizeObserver === 'undefined') return;
    const beobachter = new ResizeObserver(pruefe);
    beobachter.observe(element);
    // The content grows when its rows arrive; the container itself keeps its width.
    for (const kind of Array.from(element.children)) beobachter.observe(kind);
    return () => beobachter.disconnect();
  }, [ref]);
  return ueberlaeuft;
}

/**
 * A container for a wide table: on a narrow screen the table scrolls inside it instead of widening the page
 * (WCAG 1.4.10 reflow). While it overflows it is a focus stop and a region named `label`, so that a keyboard user
 * can scroll it with the arrow keys (WCAG 2.1.1) and a screen reader says what the stop holds; while everything
 * fits, it adds no stop.
 */
export function ScrollArea({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const ref = useRef<HTMLDivElement>(null);
  const ueberlaeuft = useOverflow(ref);
  return (
    <Box
      ref={ref}
      {...(ueberlaeuft ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      sx={[{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
