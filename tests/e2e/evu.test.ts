import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meldeAn, angemeldeteSitzung, bildschirmfoto, zaehleAbrufe } from './hilfen/portal';

/** Issue 8's journey: the EVU sees an active tender it is invited to, revises its offer, and sees no other tender. */
describe('EVU-Bereich im Browser', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let portal: Awaited<ReturnType<typeof angemeldeteSitzung>>['portal'];
  let seite: Page;

  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('evu', '/evu/ausschreibung');
    ({ portal, seite } = sitzung);
  });
  afterAll(() => sitzung?.stop());

  it('ändert das eigene Angebot einer aktiven Ausschreibung vor der Angebotsfrist', async () => {
    const abrufe = zaehleAbrufe(seite, /^\/api\/evu\/ausschreibung\/\d+(\/angebot)?$/);
    await seite.getByText('Aktiv', { exact: true }).first().click();
    await seite.waitForURL('**/evu/ausschreibung/*/*/show');
    await seite.getByRole('heading', { name: 'Ihr Angebot' }).waitFor();
    await seite.getByRole('timer').filter({ hasText: 'Angebotsfrist: noch' }).waitFor();
    const arbeitspreis = seite.locator('input[name=arbeitspreisCtKwh]');
    await expect.poll(() => arbeitspreis.inputValue()).not.toBe('');
    // The tender and the offer once each: the form, shown once the offer card has the offer, read it a second time.
    const id = /\/strom\/(\d+)\/show/.exec(seite.url())![1];
    expect(abrufe.ende().sort()).toEqual([`/api/evu/ausschreibung/${id}`, `/api/evu/ausschreibung/${id}/angebot`]);
    await arbeitspreis.fill('23,4567');
    await seite.getByText(/^Jahreskosten: .* €$/).waitFor();
    await seite.getByRole('button', { name: 'Angebot ändern' }).click();
    await seite.getByText('Ihr Angebot wurde geändert.').waitFor();
    await seite.getByText(/Ihr Angebot \(Version 2\) liegt vor/).waitFor();
    expect(await arbeitspreis.inputValue()).toBe('23,4567');
    await bildschirmfoto(seite, 'evu-angebot');
    const [excel] = await Promise.all([seite.waitForEvent('download'), seite.getByRole('button', { name: 'Excel', exact: true }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^Lieferstellen_A-\d{4}-\d{5}\.xlsx$/);
    const gespeichert = await portal.app.db.selectFrom('angebot').select(['arbeitspreis_ct_kwh_e4', 'version']).where('arbeitspreis_ct_kwh_e4', '=', 234_567).executeTakeFirst();
    expect(gespeichert?.version).toBe(2);
  });

  it('stellt die Felder des Angebots auf dem Telefon mit gleichen Abständen untereinander', async () => {
    await seite.setViewportSize({ width: 360, height: 740 });
    try {
      await seite.reload();
      await seite.getByRole('heading', { name: 'Ihr Angebot' }).waitFor();
      const felder = ['arbeitspreisCtKwh', 'grundpreisEurMonat', 'leistungspreisEurKwJahr', 'oekoaufschlagCtKwh', 'bindefristBis', 'bemerkung'];
      const rahmen = await Promise.all(
        felder.map((name) => seite.locator(`[name=${name}]`).evaluate((e) => e.closest('.MuiFormControl-root')!.getBoundingClientRect().toJSON() as DOMRect)),
      );
      const abstaende = rahmen.slice(1).map((r, i) => Math.round(r.top - rahmen[i]!.bottom));
      expect(new Set(abstaende).size, `Abstände ${abstaende.join(', ')} px`).toBe(1);
      expect(rahmen.every((r) => r.right <= 360)).toBe(true);
    } finally {
      await seite.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('hat eine Liste für Strom und Gas: Frist zuerst, mit Restzeit, nach Sparte und offenem Angebot zu filtern', async () => {
    await seite.goto(`${portal.url}/evu/ausschreibung`);
    const zeilen = seite.locator('main tbody tr');
    await zeilen.first().waitFor();
    const sparten = await zeilen.locator('td.column-typ').allTextContents();
    expect(new Set(sparten)).toEqual(new Set(['Strom', 'Gas']));
    // The Aktiv tenders come first, each with the time left to its Angebotsfrist.
    const status = await zeilen.locator('td.column-status').allTextContents();
    const aktive = status.filter((s) => s === 'Aktiv').length;
    expect(aktive).toBeGreaterThan(0);
    expect(status.slice(0, aktive).every((s) => s === 'Aktiv')).toBe(true);
    expect(await zeilen.getByRole('timer').count()).toBe(aktive);
    await bildschirmfoto(seite, 'evu-liste');

    await seite.getByRole('combobox', { name: 'Sparte' }).click();
    await seite.getByRole('option', { name: 'Gas' }).click();
    await seite.keyboard.press('Escape');
    await expect.poll(async () => new Set(await zeilen.locator('td.column-typ').allTextContents())).toEqual(new Set(['Gas']));
    await seite.getByLabel('Angebot offen').check();
    await seite.getByRole('region', { name: 'Aktive Filter' }).getByText('Angebot offen: ja').waitFor();
    await expect.poll(async () => (await zeilen.locator('td.column-status').allTextContents()).every((s) => s === 'Aktiv')).toBe(true);

    // On a phone each tender is one entry, the time left above its facts.
    await seite.setViewportSize({ width: 360, height: 740 });
    try {
      await seite.goto(`${portal.url}/evu/ausschreibung?filter=${encodeURIComponent('{}')}`);
      // The list's entries, not the links of the Neuigkeiten above it.
      const eintrag = seite.locator('main .RaList-main li > a[href*="/show"]').first();
      await eintrag.waitFor();
      expect(await eintrag.getByRole('timer').count()).toBe(1);
      expect(await seite.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await bildschirmfoto(seite, 'evu-liste-telefon');
    } finally {
      await seite.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('sieht eine Ausschreibung nicht, zu der es nicht eingeladen ist', async () => {
    const evu = await portal.app.db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select('v.id').where('b.login', '=', 'evu').executeTakeFirstOrThrow();
    // The demo data invites this EVU everywhere; one tender becomes foreign by taking its invitation away.
    const fremde = await portal.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('einladung as e', 'e.ausschreibung_id', 'a.id')
      .select(['a.id', 'a.nummer'])
      .where('a.status', '>=', 1)
      .where('e.evu_id', '=', evu.id)
      .executeTakeFirstOrThrow();
    await portal.app.db.deleteFrom('einladung').where('ausschreibung_id', '=', fremde.id).where('evu_id', '=', evu.id).execute();
    for (const sparte of ['strom', 'gas']) {
      await seite.goto(`${portal.url}/evu/ausschreibung/${sparte}`);
      await seite.locator('tbody tr').first().waitFor();
      expect(await seite.getByText(fremde.nummer).count()).toBe(0);
    }
    await seite.goto(`${portal.url}/evu/ausschreibung/strom/${fremde.id}/show`);
    // react-admin leads to the Sparte's list: the one list, filtered to Strom.
    await seite.waitForURL((url) => url.pathname === '/evu/ausschreibung' && url.searchParams.get('filter') === '{"typen":[1]}');
    expect(await seite.getByText(fremde.nummer).count()).toBe(0);
  });

  it('gibt als anderes EVU ein erstes Angebot ab und ändert es', async () => {
    await seite.getByRole('button', { name: 'Abmelden' }).click();
    await meldeAn(seite, 'evu2', { landung: '/evu/ausschreibung' });
    // The tenders still waiting for its offer.
    await seite.getByLabel('Angebot offen').check();
    await seite.getByRole('region', { name: 'Aktive Filter' }).getByText('Angebot offen: ja').waitFor();
    await seite.getByText('Aktiv', { exact: true }).first().click();
    await seite.getByRole('button', { name: 'Angebot abgeben' }).waitFor();
    await seite.locator('input[name=arbeitspreisCtKwh]').fill('24,1');
    await seite.locator('input[name=grundpreisEurMonat]').fill('11');
    await seite.locator('input[name=leistungspreisEurKwJahr]').fill('90');
    await seite.getByRole('button', { name: 'Angebot abgeben' }).click();
    await seite.getByText('Ihr Angebot wurde abgegeben.').waitFor();
    await seite.getByText(/Ihr Angebot \(Version 1\) liegt vor/).waitFor();
    await seite.locator('input[name=arbeitspreisCtKwh]').fill('23,9');
    await seite.getByRole('button', { name: 'Angebot ändern' }).click();
    await seite.getByText(/Ihr Angebot \(Version 2\) liegt vor/).waitFor();
  });
});
