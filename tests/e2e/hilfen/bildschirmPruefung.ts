import type { Page } from 'playwright-core';
import { ruhig, schwereVerstoesse } from './axe';

/** What the route walk knows about the screen it looks at. */
export interface Bildschirm {
  /** A list: a table at a desk, one entry per record on a phone (issue 17). */
  liste?: boolean;
  /** A record with tabs (its Lieferstellen, Angebote, Historie): no table of it may scroll sideways in its card. */
  reiter?: boolean;
}

/** Below this width a list is one entry per record (MUI's sm breakpoint). */
const TELEFON = 600;

/**
 * How much wider than the window the page is, and the outermost elements (and texts) that stick out without a
 * container that scrolls or clips them, to find the cause.
 */
const vermessen = (seite: Page) =>
  seite.evaluate(() => {
    const breite = document.documentElement.clientWidth;
    const seitenbreite = document.documentElement.scrollWidth;
    // Looking for the cause costs a layout query per element and text: only where there is something to find.
    if (seitenbreite <= breite) return { seitenbreite, breite, heraus: [] };
    const beschreibe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].filter((k) => !k.startsWith('css-')).slice(0, 3).map((k) => `.${k}`).join('')}> „${(el.textContent ?? '').trim().slice(0, 40)}“`;
    // Whether a container between the element and the page clips or scrolls it. An absolutely positioned element
    // escapes every such container below its containing block, a fixed one all of them.
    const eingefasst = (el: Element) => {
      let position = getComputedStyle(el).position;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const stil = getComputedStyle(p);
        if (position === 'fixed') return false;
        if (position === 'absolute' && stil.position === 'static') continue;
        if (stil.overflowX !== 'visible') return true;
        position = stil.position;
      }
      return false;
    };
    const heraus = new Set<string>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rechts = el.getBoundingClientRect().right;
      const eltern = el.parentElement?.getBoundingClientRect().right ?? 0;
      // The outermost culprit only: its children stick out because it does.
      if (rechts > breite + 0.5 && eltern <= breite + 0.5 && !eingefasst(el)) heraus.add(`${beschreibe(el)} bis ${Math.round(rechts)} px`);
    }
    // Text can overflow a box that itself fits (a long word, an e-mail address).
    const text = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const bereich = document.createRange();
    for (let t = text.nextNode(); t; t = text.nextNode()) {
      bereich.selectNodeContents(t);
      const rechts = bereich.getBoundingClientRect().right;
      if (rechts > breite + 0.5 && t.parentElement && !eingefasst(t.parentElement)) heraus.add(`Text in ${beschreibe(t.parentElement)} bis ${Math.round(rechts)} px`);
    }
    return { seitenbreite, breite, heraus: [...heraus].slice(0, 12) };
  });

/** The framework's default title and translation keys that found no German text, as far as they are visible. */
const rahmenTexte = (seite: Page) =>
  seite.evaluate(() => {
    const text = `${document.title}\n${document.body.innerText}`;
    const muster = [/React Admin/, /(^|[^\p{L}\p{N}_])ra\.[a-z_]+/u, /(^|[^\p{L}\p{N}_])resources\.[a-z]/u];
    return muster.flatMap((m) => m.exec(text)?.[0] ?? []);
  });

/** Every visible table whose columns do not fit and scroll inside its container. */
const rollendeTabellen = (seite: Page) =>
  seite.evaluate(() =>
    Array.from(document.querySelectorAll('main table'))
      .filter((t) => t.getClientRects().length > 0)
      .flatMap((tabelle) => {
        let rahmen = tabelle.parentElement;
        while (rahmen && !['auto', 'scroll'].includes(getComputedStyle(rahmen).overflowX)) rahmen = rahmen.parentElement;
        if (!rahmen || rahmen.scrollWidth <= rahmen.clientWidth) return [];
        const name = tabelle.getAttribute('aria-label') ?? tabelle.querySelector('th')?.textContent ?? '';
        return [`die Tabelle „${name.trim()}“ ist ${rahmen.scrollWidth} px breit in ${rahmen.clientWidth} px`];
      }),
  );

/** A page never scrolls sideways (WCAG 1.4.10, issue 10 and 17). */
async function breiteBefunde(seite: Page): Promise<string[]> {
  const m = await vermessen(seite);
  return m.seitenbreite > m.breite ? [`die Seite ist ${m.seitenbreite} px breit in ${m.breite} px:\n    ${m.heraus.join('\n    ')}`] : [];
}

/**
 * Everything the route walk checks on the screen as it is now, at the window's width: it fits the width; it shows
 * none of the framework's own texts; no floating button covers rows or the footer; at a desk (and in a record's tabs
 * everywhere) no table hides columns behind a scroll bar of its own; on a phone a list is entries, not a table; no
 * serious or critical axe-core violation of WCAG 2.1 A/AA. On a phone the page also reflows at 320 CSS px (what a
 * 400 % zoom of a 1280 px window gives) without scrolling sideways.
 */
export async function pruefeBildschirm(seite: Page, bildschirm: Bildschirm): Promise<string[]> {
  await ruhig(seite);
  const fenster = seite.viewportSize()!;
  const befunde = [...(await breiteBefunde(seite)), ...(await rahmenTexte(seite)).map((t) => `Text des Frameworks sichtbar: „${t.trim()}“`)];
  if (await seite.locator('.MuiFab-root').count()) befunde.push('ein schwebender Knopf verdeckt Zeilen oder die Fußzeile');
  if (fenster.width >= 1280 || bildschirm.reiter) befunde.push(...(await rollendeTabellen(seite)));
  if (bildschirm.liste && fenster.width < TELEFON && (await seite.locator('main table').count())) befunde.push('die Liste ist eine Tabelle statt Einträgen');
  befunde.push(...(await schwereVerstoesse(seite)).map((v) => `axe:\n${v}`));
  if (fenster.width < TELEFON) {
    // 360 and 320 lie on the same side of every breakpoint: the page only reflows, nothing renders anew.
    await seite.setViewportSize({ width: 320, height: fenster.height });
    await ruhig(seite);
    befunde.push(...(await breiteBefunde(seite)).map((b) => `bei 320 px: ${b}`));
    await seite.setViewportSize(fenster);
  }
  return befunde;
}
