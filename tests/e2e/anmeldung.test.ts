import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bildschirmfoto, starteChromium, startePortal } from './hilfen/portal';

/** SPEC.md section 2: landing and navigation per role. */
const ROLLEN = [
  {
    login: 'admin',
    landung: '/administrator/dashboard',
    navigation: ['Dashboard', 'Kunden', 'EVUs', 'Ausschreibungen', 'Administratoren', 'Schwellenwerte', 'Export', 'Passwort ändern', 'Abmelden'],
    inhalt: 'Prüfung Ausschreibung',
  },
  {
    login: 'kunde',
    landung: '/kunde/ausschreibung',
    navigation: ['Ausschreibungen', 'Benutzerdaten', 'Passwort ändern', 'Abmelden'],
    inhalt: 'Strom Standorte Dortmund',
  },
  {
    login: 'evu',
    landung: '/evu/ausschreibung',
    navigation: ['Ausschreibungen', 'Zulassung & Nachweise', 'Benutzerdaten', 'Passwort ändern', 'Abmelden'],
    inhalt: 'Strom',
  },
] as const;

describe('Anmeldung im Browser', () => {
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startePortal>>;

  beforeAll(async () => {
    portal = await startePortal();
    browser = await starteChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const neueSeite = async (): Promise<Page> => {
    const seite = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    return seite;
  };

  const navigationsPunkte = (seite: Page) =>
    seite.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a, button').allTextContents();

  it('zeigt die Anmeldeseite mit allen Texten der Spezifikation', async () => {
    const seite = await neueSeite();
    await seite.goto(portal.url + '/');
    await seite.getByRole('heading', { name: 'Anmeldung' }).waitFor();
    for (const text of ['Anmeldenamen vergessen?', 'Passwort vergessen?', 'Wollen Sie sich als Energiekunde oder Energieversorger registrieren?']) {
      await seite.getByText(text).waitFor();
    }
    await seite.getByLabel('Anmeldename').waitFor();
    await seite.locator('input[name=password]').waitFor();
    expect(await seite.getByRole('link', { name: 'Kunde', exact: true }).getAttribute('href')).toBe('/kunde/registrieren');
    expect(await seite.getByRole('link', { name: 'Versorger', exact: true }).getAttribute('href')).toBe('/evu/registrieren');
    expect(await seite.evaluate(() => document.documentElement.lang)).toBe('de');
    await bildschirmfoto(seite, 'anmeldung');
    await seite.close();
  });

  for (const rolle of ROLLEN) {
    it(`meldet ${rolle.login} an, landet auf ${rolle.landung}, zeigt die Navigation der Rolle und meldet ab`, async () => {
      const seite = await neueSeite();
      await seite.goto(portal.url + '/');
      await seite.getByLabel('Anmeldename').fill(rolle.login);
      await seite.locator('input[name=password]').fill('Demo#2026');
      await seite.getByRole('button', { name: 'Anmelden' }).click();
      await seite.waitForURL(portal.url + rolle.landung);
      await seite.getByText(rolle.inhalt).first().waitFor();
      expect((await navigationsPunkte(seite)).map((t) => t.trim())).toEqual(rolle.navigation);
      const gespeichert = await seite.evaluate(() => JSON.parse(sessionStorage.getItem('AUTHENTICATION') ?? 'null'));
      expect(gespeichert).toMatchObject({ login: rolle.login, roles: expect.any(Array), sessionId: expect.any(Number) });
      await bildschirmfoto(seite, `landung-${rolle.login}`);

      await seite.getByRole('button', { name: 'Abmelden' }).click();
      await seite.waitForURL(portal.url + '/');
      await seite.getByRole('heading', { name: 'Anmeldung' }).waitFor();
      expect(await seite.evaluate(() => sessionStorage.getItem('AUTHENTICATION'))).toBeNull();
      const offen = await portal.app.db
        .selectFrom('sitzung')
        .select('id')
        .where('id', '=', gespeichert.sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      expect(offen).toBeUndefined();
      await seite.close();
    });
  }

  it('schickt Unangemeldete mit returnUrl zur Anmeldung und danach dorthin zurück', async () => {
    const seite = await neueSeite();
    await seite.goto(portal.url + '/evu/benutzerdaten');
    await seite.waitForURL((url) => url.pathname === '/' && url.searchParams.get('returnUrl') === '/evu/benutzerdaten');
    await seite.getByLabel('Anmeldename').fill('evu');
    await seite.locator('input[name=password]').fill('Demo#2026');
    await seite.getByRole('button', { name: 'Anmelden' }).click();
    await seite.waitForURL(portal.url + '/evu/benutzerdaten');
    await seite.close();
  });

  it('zeigt für eine unbekannte Adresse "Die Seite wurde nicht gefunden"', async () => {
    const seite = await neueSeite();
    await seite.goto(portal.url + '/gibt/es/nicht');
    await seite.getByRole('heading', { name: 'Die Seite wurde nicht gefunden' }).waitFor();
    await bildschirmfoto(seite, 'nicht-gefunden', { ganz: false });
    await seite.close();
  });

  it('meldet ein falsches Passwort auf Deutsch', async () => {
    const seite = await neueSeite();
    await seite.goto(portal.url + '/');
    await seite.getByLabel('Anmeldename').fill('kunde');
    await seite.locator('input[name=password]').fill('Falsch#2026');
    await seite.getByRole('button', { name: 'Anmelden' }).click();
    await seite.getByRole('alert').getByText('Anmeldename oder Passwort ist falsch.').waitFor();
    await seite.close();
  });
});
