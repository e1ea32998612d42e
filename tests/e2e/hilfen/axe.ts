import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE = createRequire(import.meta.url).resolve('axe-core');

/** WCAG 2.1 A and AA, what BITV 2.0 asks for through EN 301 549. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until nothing loads or moves: skeletons, spinners and MUI's transitions would be checked half-drawn. The
 * ripple a click leaves on a button fades for half a second over what is already drawn: it is not waited for.
 */
export async function ruhig(seite: Page) {
  await expect
    .poll(
      () =>
        seite.evaluate(() => {
          const laedt = document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root');
          const bewegt = document
            .getAnimations()
            .some(
              (a) =>
                a.playState === 'running' &&
                a.effect?.getComputedTiming().iterations !== Infinity &&
                !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.MuiTouchRipple-root'),
            );
          return !laedt && !bewegt;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

function beschreibe(v: Result): string {
  const ziele = v.nodes.map((n) => `      ${n.target.join(' ')}\n        ${n.html.slice(0, 200)}\n        ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`);
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${ziele.join('\n')}`;
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations, each with the selectors
 * of the elements concerned. The page's context must bypass the CSP: the script is injected inline.
 */
export async function schwereVerstoesse(seite: Page): Promise<string[]> {
  await ruhig(seite);
  if (!(await seite.evaluate(() => 'axe' in window))) await seite.addScriptTag({ path: AXE });
  const ergebnis = await seite.evaluate(
    (tags) => (window as unknown as { axe: { run(kontext: Document, optionen: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
  );
  return ergebnis.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(beschreibe);
}
