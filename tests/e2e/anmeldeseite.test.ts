import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalImBrowser } from './hilfen/portal';

/**
 * Issue 20: the login route is plain HTML without MUI; the rest of the portal loads later. What a visitor of the
 * login page can do must not depend on that rest: the phone menu, the question after a new deployment.
 */
describe('Anmeldeseite ohne den Rest des Portals', () => {
  const umgebung = portalImBrowser();

  const neueSeite = async (breite = 1280): Promise<Page> => {
    const seite = await umgebung.browser.newPage({ viewport: { width: breite, height: 800 }, locale: 'de-DE' });
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    return seite;
  };

  it('lädt den Rest des Portals erst, wenn jemand auf der Seite tippt', async () => {
    const seite = await neueSeite();
    const geladen: string[] = [];
    seite.on('request', (r) => geladen.push(new URL(r.url()).pathname));
    await seite.goto(umgebung.portal.url + '/');
    await seite.getByRole('heading', { name: 'Anmeldung' }).waitFor();
    await seite.waitForLoadState('networkidle');
    expect(geladen.filter((p) => /\/assets\/Portal-/.test(p))).toEqual([]);
    await seite.keyboard.type('kunde');
    await expect.poll(() => geladen.some((p) => /\/assets\/Portal-.*\.js$/.test(p)), { timeout: 10_000 }).toBe(true);
    await seite.close();
  });

  it('öffnet auf dem Telefon das Menü mit allen Links, schließt es mit Escape und führt über einen Link weiter', async () => {
    const seite = await neueSeite(360);
    await seite.goto(umgebung.portal.url + '/');
    const schalter = seite.getByRole('button', { name: 'Menü öffnen' });
    await schalter.click();
    const menue = seite.locator('#mobiles-menue');
    const website = menue.getByRole('navigation', { name: 'Website' });
    await website.waitFor();
    await expect(seite.getByRole('button', { name: 'Menü schließen' }).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await menue.getByRole('link').allTextContents()).toEqual(['Startseite', 'Energiekunde', 'Energieversorger', 'Über uns', 'Mein Konto', 'Kontakt', 'Impressum', 'Datenschutz', 'Glossar', 'FAQ']);
    await seite.keyboard.press('Escape');
    await menue.waitFor({ state: 'hidden' });
    await expect(seite.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBe('mobiles-menue');
    await expect(schalter.getAttribute('aria-expanded')).resolves.toBe('false');

    await schalter.click();
    await menue.getByRole('link', { name: 'Impressum' }).click();
    await seite.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await menue.waitFor({ state: 'detached' });
    await seite.close();
  });

  it('fragt nach einem neuen Deployment, ob neu geladen werden soll, auch wenn der Rest des Portals fehlt', async () => {
    const seite = await neueSeite();
    // A new deployment replaced the chunks of this build.
    await seite.route('**/assets/Portal-*', (anfrage) => anfrage.fulfill({ status: 404, body: '' }));
    await seite.goto(umgebung.portal.url + '/');
    await seite.getByLabel('Anmeldename').fill('kunde');
    await seite.locator('input[name=password]').click();
    const frage = seite.getByRole('dialog', { name: 'Neue Version verfügbar' });
    await frage.waitFor();
    await expect(frage.textContent()).resolves.toContain('Die Anwendung befindet sich nicht mehr auf dem aktuellen Stand...');
    await frage.getByRole('button', { name: 'Später' }).click();
    await frage.waitFor({ state: 'hidden' });
    await expect(seite.getByLabel('Anmeldename').inputValue()).resolves.toBe('kunde');
    await seite.close();
  });
});
