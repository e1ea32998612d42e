import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDatumZeit } from '../../domain/format';
import { bildschirmfoto, starteChromium, startePortal } from './hilfen/portal';

/** Only the keyboard: sign in and submit an offer without a single mouse event (issue 10). */
describe('Bedienung allein mit der Tastatur', () => {
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let seite: Page;

  beforeAll(async () => {
    portal = await startePortal();
    browser = await starteChromium();
    seite = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** What has the focus: its accessible name as a screen reader would start it, and whether the focus is visible. */
  const fokus = () =>
    seite.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { name: '', sichtbar: false, was: 'body' };
      const beschriftung = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.textContent ?? '';
      const stil = getComputedStyle(el);
      const ring = stil.outlineStyle !== 'none' && stil.outlineWidth !== '0px';
      return { was: el.outerHTML.slice(0, 160), name: beschriftung.replace(/\s+/g, ' ').trim(), sichtbar: el.matches(':focus-visible') && (ring || stil.boxShadow !== 'none' || el.closest('.Mui-focused, .Mui-focusVisible') !== null) };
    });

  /** Tab until the element named `name` has the focus; every stop on the way must show where the focus is. */
  async function tabBis(name: RegExp, hoechstens = 60) {
    const weg: string[] = [];
    for (let i = 0; i < hoechstens; i++) {
      await seite.keyboard.press('Tab');
      const f = await fokus();
      weg.push(f.name.slice(0, 40));
      expect(f.sichtbar, `Fokus auf „${f.name}“ (${f.was}) ist nicht sichtbar; gesucht ${name}, Weg: ${weg.join(' → ')}`).toBe(true);
      if (name.test(f.name)) return;
    }
    throw new Error(`${name} ist mit der Tabulatortaste nicht erreichbar`);
  }

  it('meldet sich an: der Anmeldename hat den Fokus, Tab führt zum Passwort, Enter meldet an', async () => {
    await seite.goto(portal.url + '/');
    await seite.getByLabel('Anmeldename').waitFor();
    expect((await fokus()).name).toMatch(/^Anmeldename/);
    await seite.keyboard.type('evu2');
    await tabBis(/^Passwort/);
    await seite.keyboard.type('Demo#2026');
    await seite.keyboard.press('Enter');
    await seite.waitForURL('**/evu/ausschreibung');
    await expect.poll(() => seite.title()).toMatch(/^Ausschreibungen – Energieausschreibungsportal$|– Energieausschreibungsportal$/);
  });

  it('springt mit dem ersten Tab über Kopf und Navigation zum Inhalt', async () => {
    await seite.reload();
    await seite.locator('tbody tr').first().waitFor();
    await seite.keyboard.press('Tab');
    const f = await fokus();
    expect(f).toMatchObject({ name: 'Zum Inhalt springen', sichtbar: true });
    await seite.keyboard.press('Enter');
    expect(await seite.evaluate(() => document.activeElement?.id)).toBe('inhalt');
  });

  it('öffnet eine aktive Ausschreibung und gibt ein Angebot ab', async () => {
    const aktiv = await portal.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('einladung as e', 'e.ausschreibung_id', 'a.id')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .leftJoin('angebot as o', (j) => j.onRef('o.ausschreibung_id', '=', 'a.id').onRef('o.evu_id', '=', 'v.id'))
      .select('a.nummer')
      .where('b.login', '=', 'evu2')
      .where('a.status', '=', 1)
      .where('o.id', 'is', null)
      .executeTakeFirstOrThrow();
    await tabBis(new RegExp(aktiv.nummer));
    await seite.keyboard.press('Enter');
    await seite.waitForURL('**/evu/ausschreibung/strom/*/show');
    // The opened record takes the focus away from the list: it now stands at the start of the content.
    await seite.getByRole('button', { name: 'Angebot abgeben' }).waitFor();
    expect(await seite.evaluate(() => document.activeElement?.id)).toBe('inhalt');
    await tabBis(/^Arbeitspreis/);
    await seite.keyboard.type('24,25');
    await tabBis(/^Grundpreis/);
    await seite.keyboard.type('11');
    await tabBis(/^Leistungspreis/);
    await seite.keyboard.type('90');
    await tabBis(/^Angebot abgeben$/);
    await seite.keyboard.press('Enter');
    await seite.getByText('Ihr Angebot wurde abgegeben.').waitFor();
    // This browser runs in UTC: the form still shows German time, as the facts above it do.
    const bindefrist = await portal.app.db.selectFrom('ausschreibung').select('bindefrist').where('nummer', '=', aktiv.nummer).executeTakeFirstOrThrow();
    expect(await seite.locator('input[name=bindefristBis]').inputValue()).toBe(formatDatumZeit(Number(bindefrist.bindefrist)));
    await bildschirmfoto(seite, 'tastatur-angebot');
    const angebot = await portal.app.db.selectFrom('angebot').select('arbeitspreis_ct_kwh_e4').where('arbeitspreis_ct_kwh_e4', '=', 242_500).executeTakeFirst();
    expect(angebot).toBeDefined();
  });
});
