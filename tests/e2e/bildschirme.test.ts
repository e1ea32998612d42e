import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OEFFENTLICHE_SEITEN, seitenPfad } from '../../domain/seiten';
import { ruhig, schwereVerstoesse } from './hilfen/axe';
import { demoAusschreibung, SCREENSHOTS, seitenJeRolle, starteChromium, startePortal } from './hilfen/portal';
import type { Rolle } from './hilfen/rollen';

/*
 * Issue 10, reflow (WCAG 1.4.10): on a 360 px phone and at 320 CSS px the public, member, Kunde and EVU screens
 * need no sideways scrolling of the page; lists are one entry per record there (issue 17). Every main screen is saved at 360 px and 1280 px to tests/e2e/output/ to be looked at, and
 * checked with axe-core at phone width too (a table that scrolls there must be reachable by keyboard).
 */


interface Bildschirm {
  name: string;
  rolle: Rolle;
  pfad: string | (() => Promise<string>);
  /** The page's level-one heading. */
  titel: string | RegExp;
  /** Brings the screen into the state to look at, after it has loaded. */
  danach?: (seite: Page) => Promise<void>;
  /** A list: a table at a desk, one entry per record on a phone (jedeRoute.test.ts checks the widths). */
  liste?: boolean;
}

const SCHMAL = [360, 320];
const BILDER = [1280, 360];

describe('Bildschirme auf dem Telefon und am Arbeitsplatz (Reflow, Bildschirmfotos)', () => {
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let browser: Browser;
  let seiten: Map<Rolle, Page>;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    portal = await startePortal();
    browser = await starteChromium();
    // The server's Content-Security-Policy (script-src 'self') forbids the inline script that injects axe-core.
    seiten = await seitenJeRolle(browser, portal.url, { viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const ausschreibung = (filter: Parameters<typeof demoAusschreibung>[1]) => demoAusschreibung(portal.app.db, filter);
  const kundeId = async (login: string) =>
    (await portal.app.db.selectFrom('kunde as k').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id').select('k.id').where('b.login', '=', login).executeTakeFirstOrThrow()).id;

  const reiter = (name: string) => async (seite: Page) => {
    await seite.getByRole('main').getByRole('tab', { name, exact: true }).click();
  };

  const BILDSCHIRME: Bildschirm[] = [
    { name: 'anmeldung', rolle: 'gast', pfad: '/', titel: 'Anmeldung' },
    {
      name: 'anmeldung-fehler',
      rolle: 'gast',
      pfad: '/',
      titel: 'Anmeldung',
      danach: async (s) => {
        await s.getByRole('button', { name: 'Anmelden' }).click();
        await s.getByText('Eine Eingabe wird erwartet').first().waitFor();
      },
    },
    {
      name: 'menue',
      rolle: 'gast',
      pfad: seitenPfad('startseite'),
      titel: /.+/,
      danach: async (s) => {
        // The header's menu exists below the md breakpoint only.
        if ((s.viewportSize()?.width ?? 0) >= 900) return;
        await s.getByRole('button', { name: 'Menü öffnen' }).click();
        await s.locator('#mobiles-menue').getByRole('navigation', { name: 'Website' }).waitFor();
      },
    },
    { name: 'passwort-vergessen', rolle: 'gast', pfad: '/recover-password', titel: 'Passwort vergessen?' },
    { name: 'anmeldename-vergessen', rolle: 'gast', pfad: '/recover-name', titel: 'Anmeldenamen vergessen?' },
    { name: 'passwort-link-ungueltig', rolle: 'gast', pfad: '/change-password-with-token?token=abgelaufen', titel: 'Passwort ändern' },
    { name: 'aktivierung-ungueltig', rolle: 'gast', pfad: '/activate-user?token=abgelaufen', titel: /aktivier/i },
    { name: 'email-bestaetigen-ungueltig', rolle: 'gast', pfad: '/confirm-email?token=abgelaufen', titel: 'E-Mail-Adresse bestätigen' },
    {
      name: 'registrierung-kunde',
      rolle: 'gast',
      pfad: '/kunde/registrieren',
      titel: 'Registrierung als Energiekunde',
      danach: async (s) => {
        await s.getByRole('button', { name: 'Registrieren' }).click();
        await s.getByText('Bitte prüfen Sie die markierten Felder.').waitFor();
      },
    },
    { name: 'registrierung-evu', rolle: 'gast', pfad: '/evu/registrieren', titel: /Registrierung/ },
    { name: 'nicht-gefunden', rolle: 'gast', pfad: '/gibt-es-nicht', titel: 'Die Seite wurde nicht gefunden' },
    ...OEFFENTLICHE_SEITEN.map((s): Bildschirm => ({ name: `seite-${s.slug}`, rolle: 'gast', pfad: seitenPfad(s.slug), titel: /.+/ })),

    { name: 'passwort-aendern', rolle: 'mitglied', pfad: '/change-password', titel: 'Passwort ändern' },
    { name: 'sitzungen', rolle: 'mitglied', pfad: '/sitzungen', titel: 'Sitzungen' },
    {
      name: 'zweiter-faktor',
      rolle: 'mitglied',
      pfad: '/zweiter-faktor',
      titel: 'Zweiter Faktor',
      danach: async (s) => {
        await s.getByRole('button', { name: 'Google Authenticator hinzufügen' }).click();
        await s.getByRole('img', { name: /QR-Code/ }).waitFor();
      },
    },
    {
      name: 'benutzermenue',
      rolle: 'mitglied',
      pfad: '/evu/ausschreibung/gas',
      titel: 'Gasausschreibungen',
      danach: async (s) => {
        await s.getByRole('button', { name: /Benutzermenü/ }).click();
        await s.getByRole('menu').waitFor();
      },
    },

    { name: 'liste', rolle: 'kunde', pfad: '/kunde/ausschreibung', titel: 'Meine Ausschreibungen' },
    { name: 'anlegen-eckdaten', rolle: 'kunde', pfad: '/kunde/ausschreibung/create', titel: 'Neue Ausschreibung' },
    {
      name: 'anlegen-lieferstellen',
      rolle: 'kunde',
      pfad: '/kunde/ausschreibung/create',
      titel: 'Neue Ausschreibung',
      danach: async (s) => {
        await s.locator('input[name=bezeichnung]').fill('Strom Rathaus');
        await s.getByRole('button', { name: 'Weiter' }).click();
        await s.getByRole('button', { name: 'Lieferstelle hinzufügen' }).click();
        await s.locator('input[name="lieferstellen.0.bezeichnung"]').waitFor();
      },
    },
    {
      name: 'in-pruefung',
      rolle: 'kunde',
      pfad: async () => `/kunde/ausschreibung/${await ausschreibung({ status: 0, login: 'kunde' })}/show`,
      titel: /ausschreibung A-/,
    },
    {
      name: 'bindefrist-zuschlag',
      rolle: 'kunde',
      pfad: async () => `/kunde/ausschreibung/${await ausschreibung({ status: 3, login: 'kunde' })}/show`,
      titel: /ausschreibung A-/,
    },
    {
      name: 'abgeschlossen',
      rolle: 'kunde',
      pfad: async () => `/kunde/ausschreibung/${await ausschreibung({ status: 4, login: 'kunde' })}/show`,
      titel: /ausschreibung A-/,
    },
    {
      name: 'bearbeiten-lieferstellen',
      rolle: 'kunde',
      pfad: async () => `/kunde/ausschreibung/${await ausschreibung({ status: 0, login: 'kunde' })}`,
      titel: /bearbeiten$/,
      danach: reiter('Lieferstellen'),
    },
    { name: 'benutzerdaten', rolle: 'kunde', pfad: '/kunde/benutzerdaten', titel: 'Benutzerdaten' },

    { name: 'strom', rolle: 'evu', pfad: '/evu/ausschreibung/strom', titel: 'Stromausschreibungen' },
    { name: 'gas', rolle: 'evu', pfad: '/evu/ausschreibung/gas', titel: 'Gasausschreibungen' },
    {
      name: 'angebot-abgeben',
      rolle: 'evu',
      pfad: async () => `/evu/ausschreibung/strom/${await ausschreibung({ status: 1, sparte: 1 })}/show`,
      titel: /ausschreibung A-/,
    },
    {
      name: 'abgeschlossen',
      rolle: 'evu',
      pfad: async () => `/evu/ausschreibung/gas/${await ausschreibung({ status: 4, sparte: 2 })}/show`,
      titel: /ausschreibung A-/,
    },
    { name: 'benutzerdaten', rolle: 'evu', pfad: '/evu/benutzerdaten', titel: 'Benutzerdaten' },

    { name: 'dashboard', rolle: 'admin', pfad: '/administrator/dashboard', titel: 'Dashboard' },
    { name: 'ausschreibungen', rolle: 'admin', pfad: '/administrator/ausschreibung', titel: 'Ausschreibungen', liste: true },
    {
      name: 'ausschreibung-angebote',
      rolle: 'admin',
      pfad: async () => `/administrator/ausschreibung/strom/${await ausschreibung({ status: 2, sparte: 1 })}/show`,
      titel: /ausschreibung A-/,
      danach: reiter('Angebote'),
    },
    {
      name: 'ausschreibung-bearbeiten',
      rolle: 'admin',
      pfad: async () => `/administrator/ausschreibung/strom/${await ausschreibung({ status: 0, sparte: 1 })}`,
      titel: /bearbeiten$/,
    },
    { name: 'kunden', rolle: 'admin', pfad: '/administrator/kunde', titel: 'Kunden', liste: true },
    { name: 'kunde', rolle: 'admin', pfad: async () => `/administrator/kunde/${await kundeId('kunde')}/show`, titel: /^Kunde / },
    { name: 'kunde-bearbeiten', rolle: 'admin', pfad: async () => `/administrator/kunde/${await kundeId('kunde')}`, titel: /bearbeiten$/ },
    { name: 'evus', rolle: 'admin', pfad: '/administrator/evu', titel: 'EVUs', liste: true },
    { name: 'evu-anlegen', rolle: 'admin', pfad: '/administrator/evu/create', titel: 'EVU anlegen' },
    { name: 'administratoren', rolle: 'admin', pfad: '/administrator/administrator', titel: 'Administratoren', liste: true },
    { name: 'export', rolle: 'admin', pfad: '/administrator/export', titel: 'Export der Lieferstellen' },
  ];

  /** How wide the page is, and what sticks out of it without a container that scrolls or clips it. */
  const vermessen = (seite: Page) =>
    seite.evaluate(() => {
      const breite = window.innerWidth;
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
      return { seitenbreite: document.documentElement.scrollWidth, breite, heraus: [...heraus].slice(0, 12) };
    });

  for (const b of BILDSCHIRME) {
    it(`${b.rolle}: ${b.name}`, async () => {
      const seite = seiten.get(b.rolle)!;
      const pfad = typeof b.pfad === 'string' ? b.pfad : await b.pfad();
      const befunde: string[] = [];
      for (const breite of [...new Set([...BILDER, ...SCHMAL])]) {
        await seite.setViewportSize({ width: breite, height: breite < 900 ? 780 : 900 });
        await seite.goto(portal.url + pfad);
        await seite.getByRole('heading', { level: 1, name: b.titel }).first().waitFor();
        await ruhig(seite);
        await b.danach?.(seite);
        // The heading stands before the list's records arrive; look at the list only once they are there.
        if (b.liste) await seite.locator('main table tbody tr, main li > a[href]').first().waitFor();
        await ruhig(seite);
        if (BILDER.includes(breite)) await seite.screenshot({ path: path.join(SCREENSHOTS, `bildschirm-${b.rolle}-${b.name}-${breite}.png`), fullPage: true });
        if (!SCHMAL.includes(breite)) continue;
        const m = await vermessen(seite);
        if (m.seitenbreite > m.breite) befunde.push(`${breite} px: die Seite ist ${m.seitenbreite} px breit:\n    ${m.heraus.join('\n    ')}`);
        if (breite === 360) befunde.push(...(await schwereVerstoesse(seite)).map((v) => `360 px, axe:\n${v}`));
      }
      expect(befunde.length, `${b.rolle}: ${b.name} (${pfad})\n${befunde.join('\n')}`).toBe(0);
    });
  }
});
