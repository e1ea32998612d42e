import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OEFFENTLICHE_SEITEN, seitenPfad } from '../../domain/seiten';
import { ruhig } from './hilfen/axe';
import { demoAusschreibung, seitenJeRolle, starteChromium, startePortal } from './hilfen/portal';
import { routenDerApp } from './hilfen/routentabelle';
import type { Rolle } from './hilfen/rollen';

/*
 * Issue 17: every route of every role, at a desk (1280 × 800) and on a phone (360 × 740), fits the screen's width
 * (the page never scrolls sideways; a wide table may scroll inside its own card) and shows none of the framework's
 * own texts: react-admin's default title "React Admin" or a translation key ("ra.…", "resources.…") that found no
 * German text. At the desk no table hides columns behind a scroll bar of its own either; on a phone a list is one
 * entry per record instead of a table, a record's page (its Lieferstellen, Angebote, Historie) shows no table that
 * scrolls sideways in its card, and no floating button covers rows or the footer. The route list is read
 * from the app's source (hilfen/routentabelle.ts), so a new route fails here until it gets a visit.
 */

const GROESSEN = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

interface Besuch {
  route: string;
  rolle: Rolle;
  /** The concrete paths that show the route, e.g. one record per status. */
  pfade(): Promise<string[]>;
  /** A list: a table at the desk, entries on a phone. */
  liste?: boolean;
  /** A record with tabs: each tab is looked at. */
  reiter?: boolean;
}

describe('Jede Route passt in die Breite und zeigt keine Texte des Frameworks', () => {
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let browser: Browser;
  let seiten: Map<Rolle, Page>;

  beforeAll(async () => {
    portal = await startePortal();
    browser = await starteChromium();
    seiten = await seitenJeRolle(browser, portal.url, { viewport: GROESSEN[0], locale: 'de-DE' });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const ausschreibung = (filter: Parameters<typeof demoAusschreibung>[1]) => demoAusschreibung(portal.app.db, filter);

  const kundeId = async () =>
    (await portal.app.db.selectFrom('kunde as k').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id').select('k.id').where('b.login', '=', 'kunde').executeTakeFirstOrThrow()).id;
  const evuId = async () =>
    (await portal.app.db.selectFrom('evu as e').innerJoin('benutzer as b', 'b.id', 'e.benutzer_id').select('e.id').where('b.login', '=', 'evu').executeTakeFirstOrThrow()).id;
  const administratorId = async () => (await portal.app.db.selectFrom('benutzer').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;

  const fest =
    (...pfade: string[]) =>
    async () =>
      pfade;
  /** A tender's paths in every status its role sees it in. */
  const jeStatus = (stati: number[], pfad: (id: number) => string, filter: { sparte?: 1 | 2; login?: string } = {}) => async () =>
    Promise.all(stati.map(async (status) => pfad(await ausschreibung({ status, ...filter }))));

  const BESUCHE: Besuch[] = [
    { route: '/', rolle: 'gast', pfade: fest('/') },
    { route: '/*', rolle: 'gast', pfade: fest('/gibt-es-nicht') },
    // Not found inside an area is the area's catch-all, not a route of its own.
    { route: '/*', rolle: 'admin', pfade: fest('/administrator/x') },
    { route: '/*', rolle: 'kunde', pfade: fest('/kunde/x') },
    { route: '/*', rolle: 'evu', pfade: fest('/evu/x') },
    { route: '/app', rolle: 'gast', pfade: fest('/app') },
    { route: '/recover-password', rolle: 'gast', pfade: fest('/recover-password') },
    { route: '/recover-name', rolle: 'gast', pfade: fest('/recover-name') },
    { route: '/change-password-with-token', rolle: 'gast', pfade: fest('/change-password-with-token?token=abgelaufen') },
    { route: '/activate-user', rolle: 'gast', pfade: fest('/activate-user?token=abgelaufen') },
    { route: '/confirm-email', rolle: 'gast', pfade: fest('/confirm-email?token=abgelaufen') },
    { route: '/kunde/registrieren', rolle: 'gast', pfade: fest('/kunde/registrieren') },
    { route: '/evu/registrieren', rolle: 'gast', pfade: fest('/evu/registrieren') },
    { route: '/seite/:slug', rolle: 'gast', pfade: fest(...OEFFENTLICHE_SEITEN.map((s) => seitenPfad(s.slug))) },
    { route: '/forbidden', rolle: 'kunde', pfade: fest('/forbidden') },
    { route: '/change-password', rolle: 'mitglied', pfade: fest('/change-password') },
    { route: '/sitzungen', rolle: 'mitglied', pfade: fest('/sitzungen') },
    { route: '/zweiter-faktor', rolle: 'mitglied', pfade: fest('/zweiter-faktor') },
    { route: '/ui', rolle: 'admin', pfade: fest('/ui') },

    { route: '/kunde/ausschreibung', rolle: 'kunde', pfade: fest('/kunde/ausschreibung'), liste: true },
    { route: '/kunde/ausschreibung/create', rolle: 'kunde', pfade: fest('/kunde/ausschreibung/create') },
    { route: '/kunde/ausschreibung/:id/show', rolle: 'kunde', pfade: jeStatus([0, 1, 2, 3, 4], (id) => `/kunde/ausschreibung/${id}/show`, { login: 'kunde' }), reiter: true },
    { route: '/kunde/ausschreibung/:id', rolle: 'kunde', pfade: jeStatus([0], (id) => `/kunde/ausschreibung/${id}`, { login: 'kunde' }) },
    { route: '/kunde/benutzerdaten', rolle: 'kunde', pfade: fest('/kunde/benutzerdaten') },

    { route: '/evu/ausschreibung/strom', rolle: 'evu', pfade: fest('/evu/ausschreibung/strom'), liste: true },
    { route: '/evu/ausschreibung/gas', rolle: 'evu', pfade: fest('/evu/ausschreibung/gas'), liste: true },
    { route: '/evu/ausschreibung/strom/:id/show', rolle: 'evu', pfade: jeStatus([1, 2, 3, 4], (id) => `/evu/ausschreibung/strom/${id}/show`, { sparte: 1 }), reiter: true },
    { route: '/evu/ausschreibung/gas/:id/show', rolle: 'evu', pfade: jeStatus([1, 2, 3, 4], (id) => `/evu/ausschreibung/gas/${id}/show`, { sparte: 2 }), reiter: true },
    { route: '/evu/benutzerdaten', rolle: 'evu', pfade: fest('/evu/benutzerdaten') },

    { route: '/administrator', rolle: 'admin', pfade: fest('/administrator') },
    { route: '/administrator/dashboard', rolle: 'admin', pfade: fest('/administrator/dashboard') },
    { route: '/administrator/export', rolle: 'admin', pfade: fest('/administrator/export') },
    { route: '/administrator/ausschreibung', rolle: 'admin', pfade: fest('/administrator/ausschreibung'), liste: true },
    { route: '/administrator/ausschreibung/strom/:id/show', rolle: 'admin', pfade: jeStatus([0, 2, 4], (id) => `/administrator/ausschreibung/strom/${id}/show`, { sparte: 1 }), reiter: true },
    { route: '/administrator/ausschreibung/gas/:id/show', rolle: 'admin', pfade: jeStatus([0, 2, 4], (id) => `/administrator/ausschreibung/gas/${id}/show`, { sparte: 2 }), reiter: true },
    { route: '/administrator/ausschreibung/strom/:id', rolle: 'admin', pfade: jeStatus([0], (id) => `/administrator/ausschreibung/strom/${id}`, { sparte: 1 }) },
    { route: '/administrator/ausschreibung/gas/:id', rolle: 'admin', pfade: jeStatus([0], (id) => `/administrator/ausschreibung/gas/${id}`, { sparte: 2 }) },
    { route: '/administrator/kunde', rolle: 'admin', pfade: fest('/administrator/kunde'), liste: true },
    { route: '/administrator/kunde/create', rolle: 'admin', pfade: fest('/administrator/kunde/create') },
    { route: '/administrator/kunde/:id/show', rolle: 'admin', pfade: async () => [`/administrator/kunde/${await kundeId()}/show`], reiter: true },
    { route: '/administrator/kunde/:id', rolle: 'admin', pfade: async () => [`/administrator/kunde/${await kundeId()}`] },
    { route: '/administrator/evu', rolle: 'admin', pfade: fest('/administrator/evu'), liste: true },
    { route: '/administrator/evu/create', rolle: 'admin', pfade: fest('/administrator/evu/create') },
    { route: '/administrator/evu/:id/show', rolle: 'admin', pfade: async () => [`/administrator/evu/${await evuId()}/show`], reiter: true },
    { route: '/administrator/evu/:id', rolle: 'admin', pfade: async () => [`/administrator/evu/${await evuId()}`] },
    { route: '/administrator/administrator', rolle: 'admin', pfade: fest('/administrator/administrator'), liste: true },
    { route: '/administrator/administrator/create', rolle: 'admin', pfade: fest('/administrator/administrator/create') },
    { route: '/administrator/administrator/:id/show', rolle: 'admin', pfade: async () => [`/administrator/administrator/${await administratorId()}/show`] },
    { route: '/administrator/administrator/:id', rolle: 'admin', pfade: async () => [`/administrator/administrator/${await administratorId()}`] },
  ];

  /** How much wider than the window the page is, with the widest elements that stick out (to find the cause). */
  const breite = (seite: Page) =>
    seite.evaluate(() => {
      const fenster = document.documentElement.clientWidth;
      const heraus = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((e) => e.getBoundingClientRect().right > fenster + 1 && e.getClientRects().length > 0)
        .slice(-5)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(0, 2).join('.')} „${(e.innerText ?? '').slice(0, 40)}“ bis ${Math.round(e.getBoundingClientRect().right)} px`);
      return { seite: document.documentElement.scrollWidth, fenster, heraus };
    });

  /** The framework's default title and translation keys that found no German text, as far as they are visible. */
  const rahmenTexte = (seite: Page) =>
    seite.evaluate(() => {
      const text = `${document.title}\n${document.body.innerText}`;
      const muster = [/React Admin/, /(^|[^\p{L}\p{N}_])ra\.[a-z_]+/u, /(^|[^\p{L}\p{N}_])resources\.[a-z]/u];
      return muster.flatMap((m) => m.exec(text)?.[0] ?? []);
    });

  /** The administrator's workspace keeps at most five records open; each visit closes what it opened. */
  async function reiterSchliessen(seite: Page) {
    const schliessen = seite.getByRole('tablist', { name: 'Geöffnete Einträge' }).getByRole('button', { name: /schließen$/ });
    while ((await schliessen.count()) > 0) {
      await schliessen.first().click();
      const frage = seite.getByRole('dialog', { name: 'Änderungen speichern?' });
      if (await frage.isVisible()) await frage.getByRole('button', { name: 'Verwerfen' }).click();
    }
  }

  it('hat einen Besuch für jede Route der App (und keinen für eine Route, die es nicht gibt)', () => {
    const besucht = BESUCHE.map((b) => b.route).sort();
    const echt = routenDerApp();
    expect({ ohneBesuch: echt.filter((r) => !besucht.includes(r)), ohneRoute: besucht.filter((r) => !echt.includes(r)) }).toEqual({ ohneBesuch: [], ohneRoute: [] });
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

  /** What a visit finds on the page as it is now. */
  async function pruefe(seite: Page, besuch: Besuch, wo: string, breiteFenster: number, befunde: string[]) {
    await ruhig(seite);
    const b = await breite(seite);
    if (b.seite > b.fenster) befunde.push(`${wo}: die Seite ist ${b.seite} px breit\n    ${b.heraus.join('\n    ')}`);
    for (const t of await rahmenTexte(seite)) befunde.push(`${wo}: Text des Frameworks sichtbar: „${t.trim()}“`);
    if (await seite.locator('.MuiFab-root').count()) befunde.push(`${wo}: ein schwebender Knopf verdeckt Zeilen oder die Fußzeile`);
    if (breiteFenster >= 1280 || besuch.reiter) for (const t of await rollendeTabellen(seite)) befunde.push(`${wo}: ${t}`);
    if (besuch.liste && breiteFenster < 600 && (await seite.locator('main table').count())) befunde.push(`${wo}: die Liste ist eine Tabelle statt Einträgen`);
  }

  for (const besuch of BESUCHE) {
    it(`${besuch.route} (${besuch.rolle})`, async () => {
      const seite = seiten.get(besuch.rolle)!;
      const befunde: string[] = [];
      for (const pfad of await besuch.pfade()) {
        for (const groesse of GROESSEN) {
          await seite.setViewportSize(groesse);
          await seite.goto(portal.url + pfad);
          await seite.getByRole('heading', { level: 1 }).first().waitFor();
          // The heading stands before a list's records arrive; measure the list once they are there.
          if (besuch.liste) await seite.locator('main table tbody tr, main li > a[href]').first().waitFor();
          const wo = `${pfad} bei ${groesse.width} px`;
          await pruefe(seite, besuch, wo, groesse.width, befunde);
          if (!besuch.reiter) continue;
          // The record's own tabs, not the administrator's workspace of open records.
          const reiter = seite.getByRole('main').getByRole('tablist').filter({ hasNot: seite.getByRole('button', { name: /schließen$/ }) }).last().getByRole('tab');
          for (const name of await reiter.allInnerTexts()) {
            await seite.getByRole('main').getByRole('tab', { name, exact: true }).click();
            await pruefe(seite, besuch, `${wo}, Reiter „${name}“`, groesse.width, befunde);
          }
        }
        if (besuch.rolle === 'admin') await reiterSchliessen(seite);
      }
      expect(befunde, befunde.join('\n')).toEqual([]);
    });
  }
});
