import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, formatPreis } from '../../domain/format';
import { jahreskosten } from '../../domain/jahreskosten';
import { bildschirmfoto, meldeAn, starteChromium, startePortal } from './hilfen/portal';
import { plan } from '../server/hilfen/auktion';
import { TestClient } from '../server/hilfen/testApp';
import { VersetzteUhr } from './hilfen/uhr';

const MINUTE = 60_000;

/**
 * Issue 42 in the browser: Nordwind (evu2) means 24,xx ct/kWh and types a tenth of it. The bid comes back as a
 * question with the Jahreskosten it would bind Nordwind to; at 1280 px the bidder cancels with Escape and finds
 * its input untouched, at 360 px it confirms with the keyboard and the bid stands. The auction is planned through
 * the API (the planning dialog has tests of its own) and begun by the scheduler on the moved clock.
 */
describe('Tippfehler im Gebot der Online-Auktion', () => {
  const uhr = new VersetzteUhr();
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let id = 0;

  const gebote = () => portal.app.db.selectFrom('auktion_gebot').select('arbeitspreis_ct_kwh_e4').where('ausschreibung_id', '=', id).execute();

  beforeAll(async () => {
    portal = await startePortal({ uhr, scheduler: true });
    browser = await starteChromium();
    const db = portal.app.db;
    id = (await db.selectFrom('ausschreibung').select('id').where('status', '=', 2).where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const client = await new TestClient(portal.app).start();
    const beginn = Math.ceil((uhr.now() + MINUTE) / MINUTE) * MINUTE;
    const geplant = await client.send('PUT', `/api/ausschreibungasadmin/strom/${id}/auktion`, plan(beginn, { dauerMinuten: 30 }), (await client.angemeldet('admin')).access_token);
    expect(geplant.statusCode, geplant.body).toBe(204);
    uhr.versatz = beginn - Date.now();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function anmelden(login: string): Promise<Page> {
    const kontext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    await kontext.clock.install({ time: new Date(uhr.now()) });
    const seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    await seite.goto(portal.url + '/');
    await meldeAn(seite, login, { landung: '/evu/ausschreibung' });
    return seite;
  }

  it('fragt nach einem Gebot mit einem Zehntel des Preises mit den Jahreskosten nach, am Arbeitsplatz und am Telefon', async () => {
    const db = portal.app.db;
    await expect.poll(async () => (await db.selectFrom('auktion').select('status').where('ausschreibung_id', '=', id).executeTakeFirstOrThrow()).status).toBe('laeuft');
    const angebot = await db
      .selectFrom('angebot as a')
      .innerJoin('evu as v', 'v.id', 'a.evu_id')
      .select(['a.arbeitspreis_ct_kwh_e4', 'a.grundpreis_eur_monat_e4', 'a.leistungspreis_eur_kw_jahr_e4', 'a.oekoaufschlag_ct_kwh_e4'])
      .where('a.ausschreibung_id', '=', id)
      .where('v.firma', '=', 'Nordwind Strom AG')
      .executeTakeFirstOrThrow();
    const lieferstellen = await db.selectFrom('lieferstelle').select(['jahresverbrauch_kwh', 'messart', 'max_leistung_kw']).where('ausschreibung_id', '=', id).execute();
    // A tenth of the own price: the comma one place too far left.
    const tippfehlerE4 = Math.round(angebot.arbeitspreis_ct_kwh_e4 / 100) * 10;
    const tippfehler = formatPreis(tippfehlerE4 / 10_000);
    const kosten = jahreskosten(
      {
        arbeitspreisCtKwhE4: tippfehlerE4,
        grundpreisEurMonatE4: angebot.grundpreis_eur_monat_e4,
        leistungspreisEurKwJahrE4: angebot.leistungspreis_eur_kw_jahr_e4,
        oekoaufschlagCtKwhE4: angebot.oekoaufschlag_ct_kwh_e4,
      },
      lieferstellen.map((l) => ({ jahresverbrauchKwh: l.jahresverbrauch_kwh, messart: l.messart, maxLeistungKw: l.max_leistung_kw })),
    );

    const seite = await anmelden('evu2');
    await seite.goto(`${portal.url}/evu/ausschreibung/strom/${id}/show`);
    const feld = seite.getByLabel('Neuer Arbeitspreis (ct/kWh)');
    await feld.fill(tippfehler);
    // The preview under the field already says what the bid costs.
    await seite.getByText(`Jahreskosten ${formatEuro(kosten.euro)}`, { exact: false }).waitFor();
    await feld.press('Enter');
    const dialog = seite.getByRole('dialog', { name: 'Gebot wirklich abgeben?' });
    await dialog.getByText(`Es ergäbe Jahreskosten von ${formatEuro(kosten.euro)} und wäre verbindlich.`, { exact: false }).waitFor();
    await dialog.getByText(`Jahreskosten: ${formatEuro(kosten.euro)}`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Eingabe korrigieren' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await bildschirmfoto(seite, 'auktion-tippfehler-1280', { ganz: false });
    await seite.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await feld.inputValue()).toBe(tippfehler);
    expect(await gebote()).toEqual([]);

    // On a phone the bidder means it: the question again, confirmed with the keyboard.
    await seite.setViewportSize({ width: 360, height: 740 });
    await seite.getByRole('button', { name: 'Verbindlich bieten' }).click();
    await dialog.getByText(`Jahreskosten: ${formatEuro(kosten.euro)}`).waitFor();
    expect(await seite.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await bildschirmfoto(seite, 'auktion-tippfehler-360', { ganz: false });
    await seite.keyboard.press('Tab');
    expect(await dialog.getByRole('button', { name: 'Gebot verbindlich abgeben' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await seite.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await seite.getByRole('table', { name: 'Ihre Gebote' }).getByText(`${tippfehler} ct/kWh`).waitFor();
    await seite.getByText('1 von 2').waitFor();
    expect(await feld.inputValue()).toBe('');
    expect(await gebote()).toEqual([{ arbeitspreis_ct_kwh_e4: tippfehlerE4 }]);
    await seite.context().close();
  });
});
