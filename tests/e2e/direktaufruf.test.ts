import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { meldeAn, portalImBrowser, bildschirmfoto } from './hilfen/portal';

const LISTE = '/administrator/ausschreibung';

/** Requests matching the pattern wait until the test releases them; `angefragt` lists what asked meanwhile. */
async function halte(seite: Page, muster: RegExp) {
  const wartend: Route[] = [];
  let freigegeben = false;
  await seite.route(muster, (route) => (freigegeben ? route.continue() : void wartend.push(route)));
  return {
    wartend,
    async gibFrei() {
      freigegeben = true;
      await Promise.all(wartend.splice(0).map((r) => r.continue()));
    },
  };
}

/**
 * Issue 20: a page of an area opened directly (reload, bookmark) shows the portal's header at once, downloads the
 * portal and the signed-in user's area side by side instead of one after the other, and shifts nothing when its
 * data arrives.
 */
describe('Eine Seite eines Bereichs direkt aufgerufen', () => {
  const umgebung = portalImBrowser();

  const angemeldeteSeite = async (breite: number) => {
    const seite = await umgebung.browser.newPage({ viewport: { width: breite, height: 740 }, locale: 'de-DE' });
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    await seite.goto(umgebung.portal.url + '/');
    await meldeAn(seite, 'admin', { landung: '/administrator/dashboard' });
    return seite;
  };

  /** Opens the list signed in while the chunk matching `muster` is held back. */
  const oeffneUndHalte = async (muster: RegExp) => {
    const seite = await angemeldeteSeite(1280);
    const angefragt: string[] = [];
    seite.on('request', (r) => angefragt.push(new URL(r.url()).pathname));
    const gehalten = await halte(seite, muster);
    await seite.goto(umgebung.portal.url + LISTE, { waitUntil: 'commit' });
    await expect.poll(() => gehalten.wartend.length, { timeout: 10_000 }).toBe(1);
    const angefragtWird = (chunk: string) => expect.poll(() => angefragt.some((p) => new RegExp(`/assets/${chunk}-[^/]*\\.js$`).test(p)), { timeout: 10_000 }).toBe(true);
    const gibFreiUndWarte = async () => {
      await gehalten.gibFrei();
      await seite.getByRole('heading', { name: 'Ausschreibungen' }).waitFor();
      await seite.close();
    };
    return { seite, angefragtWird, gibFreiUndWarte };
  };

  it('zeigt den Kopf sofort und lädt Portal und Bereich nebeneinander', async () => {
    const { seite, angefragtWird, gibFreiUndWarte } = await oeffneUndHalte(/\/assets\/Portal-[^/]*\.js$/);
    // The portal's code is still held: the plain header stands, and the area's code is already on its way.
    await seite.getByRole('banner').getByText('Energieausschreibungsportal').waitFor();
    await angefragtWird('AdministratorApp');
    await gibFreiUndWarte();
  });

  it('fragt Portal und Bereich an, während index.js noch lädt', async () => {
    const { angefragtWird, gibFreiUndWarte } = await oeffneUndHalte(/\/assets\/index-[^/]*\.js$/);
    await angefragtWird('Portal');
    await angefragtWird('AdministratorApp');
    await gibFreiUndWarte();
  });

  it('zeigt den Kopf mit seinen Links, bevor ein Skript läuft', async () => {
    const seite = await umgebung.browser.newPage({ viewport: { width: 1280, height: 740 }, locale: 'de-DE', javaScriptEnabled: false });
    await seite.goto(umgebung.portal.url + LISTE);
    const kopf = seite.getByRole('banner');
    await expect(kopf.getByRole('link', { name: 'Energieausschreibungsportal' }).getAttribute('href')).resolves.toBe('/');
    await expect(kopf.getByRole('navigation', { name: 'Website' }).getByRole('link').count()).resolves.toBeGreaterThan(2);
    // styled by the stylesheet in the page's head: the portal's blue bar, not bare links on white
    expect(await kopf.evaluate((k) => getComputedStyle(k).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await seite.close();
  });

  it('lädt keinen Bereich, den der Besucher nicht sehen darf', async () => {
    const seite = await umgebung.browser.newPage({ viewport: { width: 1280, height: 740 }, locale: 'de-DE' });
    const angefragt: string[] = [];
    seite.on('request', (r) => angefragt.push(new URL(r.url()).pathname));
    await seite.goto(umgebung.portal.url + LISTE);
    await seite.getByRole('heading', { name: 'Anmeldung' }).waitFor();
    await seite.waitForLoadState('networkidle');
    expect(angefragt.filter((p) => /\/assets\/(AdministratorApp|KundeApp|EvuApp)-/.test(p))).toEqual([]);
    await seite.close();
  });

  // A new deployment removed the chunks the page names: the importer's fallback asks to reload, no crash page.
  for (const teil of ['Portal', 'AdministratorApp']) {
    it(`bittet um Neuladen, wenn der Code von ${teil} nicht mehr da ist`, async () => {
      const seite = await angemeldeteSeite(1280);
      await seite.route(new RegExp(`/assets/${teil}-[^/]*\\.js$`), (route) => route.fulfill({ status: 404, body: '' }));
      await seite.goto(umgebung.portal.url + LISTE);
      await seite.getByText('Die Anwendung befindet sich nicht mehr auf dem aktuellen Stand...').first().waitFor();
      await expect(seite.getByText(/Cannot read properties/).count()).resolves.toBe(0);
      await seite.close();
    });
  }

  for (const breite of [1280, 360]) {
    it(`verschiebt bei ${breite} px nichts, wenn die Zeilen der Liste eintreffen`, async () => {
      const seite = await angemeldeteSeite(breite);
      await seite.addInitScript(() => {
        const fenster = window as unknown as { verschiebungen: string[] };
        fenster.verschiebungen = [];
        new PerformanceObserver((liste) => {
          for (const e of liste.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            fenster.verschiebungen.push(`${e.value.toFixed(4)} ${e.sources.map((q) => q.node?.nodeName).join(',')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const zeilen = await halte(seite, /\/api\/ausschreibungasadmin\?/);
      await seite.goto(umgebung.portal.url + LISTE);
      await seite.getByRole('heading', { name: 'Ausschreibungen' }).waitFor();
      await expect.poll(() => zeilen.wartend.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await zeilen.gibFrei();
      await seite.getByText('A-2026-00001').first().waitFor();
      // A frame after the rows: every shift they caused is recorded by now.
      await seite.evaluate(() => new Promise((fertig) => requestAnimationFrame(() => requestAnimationFrame(fertig))));
      expect(await seite.evaluate(() => (window as unknown as { verschiebungen: string[] }).verschiebungen)).toEqual([]);
      await seite.close();
    });
  }

  for (const breite of [1280, 360]) {
    it(`nennt bei ${breite} px, was der Server an einem Link ablehnt, und setzt die Liste zurück`, async () => {
      const seite = await angemeldeteSeite(breite);
      await seite.goto(`${umgebung.portal.url}${LISTE}?filter=${encodeURIComponent(JSON.stringify({ status: [99] }))}&perPage=9999`);
      const meldung = seite.getByRole('alert').filter({ hasText: 'Die Liste konnte nicht geladen werden.' });
      await meldung.waitFor();
      await expect(meldung.getByRole('listitem').allTextContents()).resolves.toEqual(['Status: Der Wert darf höchstens 5 sein.', 'Zeilen pro Seite: Der Wert darf höchstens 500 sein.']);
      // Neither the empty state nor a pager counting the failed request's empty page ("1–25 von 25").
      await expect(seite.getByText(/gefunden|^\d+–\d+ von/).count()).resolves.toBe(0);
      await bildschirmfoto(seite, `liste-abgelehnter-link-${breite}`, { ganz: false });
      await meldung.getByRole('button', { name: 'Liste zurücksetzen' }).click();
      await seite.getByText('A-2026-00001').first().waitFor();
      expect(new URL(seite.url()).searchParams.get('perPage')).toBe('25');
      await expect(seite.getByRole('alert').filter({ hasText: 'nicht geladen' }).count()).resolves.toBe(0);
      await seite.close();
    });
  }
});
