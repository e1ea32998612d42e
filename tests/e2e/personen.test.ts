import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meldeAn, angemeldeteSitzung, linkAus, bildschirmfoto, warteAufMail } from './hilfen/portal';

const EVU = {
  login: 'ostsee.energie',
  firma: 'Ostsee Energie GmbH',
  ansprechpartner: 'Jan Meer',
  vorname: 'Jan',
  nachname: 'Meer',
  strasse: 'Strandweg 1',
  plz: '18055',
  ort: 'Rostock',
  email: 'vertrieb@ostsee-energie.example',
};
const EIGENES_PASSWORT = 'Ostseewind#2027';

/** Issue 6's journey: the administrator creates an EVU, it activates its account, is locked out and let in again. */
describe('Kunden, EVUs und Administratoren im Backoffice', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let admin: Page;
  const gelesen = new Set<string>();
  const bild = (seite: Page, name: string) => bildschirmfoto(seite, `personen-${name}`);

  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('admin', '/administrator/dashboard');
    admin = sitzung.seite;
  });
  afterAll(() => sitzung?.stop());

  /** The EVU in a browser of its own: nothing of the administrator's session is shared. */
  async function evuBrowser(): Promise<{ kontext: BrowserContext; seite: Page }> {
    const kontext = await admin.context().browser()!.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    return { kontext, seite };
  }
  async function anmelden(seite: Page, passwort: string) {
    await seite.goto(sitzung.portal.url + '/');
    await meldeAn(seite, EVU.login, { passwort });
  }

  let aktivierungslink = '';
  let vorlaeufigesPasswort = '';

  it('legt ein EVU an, das eine Aktivierungs-E-Mail mit vorläufigem Passwort bekommt', async () => {
    await admin.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'EVUs' }).click();
    await admin.getByText('Nordwind Strom AG').waitFor();
    await admin.getByRole('link', { name: 'Anlegen' }).click();
    await admin.getByRole('heading', { name: 'EVU anlegen' }).waitFor();
    for (const [name, wert] of Object.entries(EVU)) await admin.locator(`input[name=${name}]`).fill(wert);
    await admin.locator('input[name=plz]').fill('1805');
    await admin.getByRole('button', { name: 'Anlegen' }).click();
    await admin.getByText('Die Postleitzahl hat 5 Ziffern.').waitFor();
    await admin.getByText('Bitte wählen Sie mindestens eine Sparte.').waitFor();
    await bild(admin, 'anlegen-fehler');
    await admin.locator('input[name=plz]').fill(EVU.plz);
    await admin.getByRole('checkbox', { name: 'Strom' }).check();
    await admin.getByRole('button', { name: 'Anlegen' }).click();

    await admin.waitForURL(/\/administrator\/evu\/\d+\/show$/);
    await admin.getByText('Das EVU wurde angelegt. Die E-Mail mit dem Aktivierungslink ist unterwegs.').waitFor();
    const konto = admin.getByRole('region', { name: 'Konto' });
    await konto.getByText('Nicht aktiviert').waitFor();
    expect(await konto.getByText('Bei der nächsten Anmeldung erforderlich').count()).toBe(1);
    // The record opened in its tab, named after the Firma.
    await admin.getByRole('tab', { name: /Ostsee Energie GmbH/ }).waitFor();
    await bild(admin, 'neues-evu');

    const mail = await warteAufMail(sitzung.portal.mailDir, EVU.email, gelesen);
    expect(mail.subject).toBe('Bitte aktivieren Sie Ihr Konto');
    const passwort = /vorläufigen Passwort an:\s+(\S+)/.exec(mail.text ?? '')?.[1];
    expect(passwort, mail.text).toBeDefined();
    aktivierungslink = linkAus(mail, '/activate-user');
    vorlaeufigesPasswort = passwort!;
  });

  it('lässt das EVU sich nach der Aktivierung anmelden und ein eigenes Passwort vergeben', async () => {
    const { kontext, seite } = await evuBrowser();
    await seite.goto(sitzung.portal.url + aktivierungslink);
    await seite.getByText('Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.').waitFor();
    await anmelden(seite, vorlaeufigesPasswort);
    await seite.locator('input[name=neuesPasswort]').fill(EIGENES_PASSWORT);
    await seite.locator('input[name=passwortBestaetigen]').fill(EIGENES_PASSWORT);
    await seite.getByRole('button', { name: 'Anmelden' }).click();
    await seite.waitForURL('**/evu/ausschreibung');
    await kontext.close();

    await admin.reload();
    await admin.getByRole('region', { name: 'Konto' }).getByText('Aktiv', { exact: true }).waitFor();
  });

  it('sperrt das EVU nach Rückfrage: seine Anmeldung scheitert', async () => {
    const konto = admin.getByRole('region', { name: 'Konto' });
    await konto.getByRole('button', { name: 'Sperren' }).click();
    const frage = admin.getByRole('dialog', { name: 'Konto sperren?' });
    await frage.getByText('Das Konto „Ostsee Energie GmbH“ wird gesperrt').waitFor();
    await frage.getByRole('button', { name: 'Sperren' }).click();
    await admin.getByText('Das Konto wurde gesperrt.').waitFor();
    await konto.getByText('Gesperrt', { exact: true }).waitFor();
    await bild(admin, 'gesperrt');

    const { kontext, seite } = await evuBrowser();
    await anmelden(seite, EIGENES_PASSWORT);
    await seite.getByRole('alert').getByText('Anmeldename oder Passwort ist falsch.').waitFor();
    expect(new URL(seite.url()).pathname).toBe('/');
    await kontext.close();

    await admin.getByRole('tab', { name: 'Historie' }).click();
    const schritt = (aktion: string, zusatz: string) => admin.getByRole('row').filter({ hasText: aktion }).filter({ hasText: zusatz }).first().waitFor();
    await schritt('Konto gesperrt', 'Anna Verwalter (Administrator)');
    // The refused sign-in is in the account's history with its true reason, which the EVU was not told.
    await schritt('Anmeldung fehlgeschlagen', 'Konto gesperrt');
    await bild(admin, 'historie');
  });

  it('entsperrt das EVU aus dem Kontextmenü der Liste: die Anmeldung gelingt wieder', async () => {
    await admin.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'EVUs' }).click();
    const zeile = admin.getByRole('row', { name: 'Ostsee Energie GmbH' });
    await zeile.getByText('Gesperrt').waitFor();
    await zeile.click({ button: 'right' });
    const menue = admin.getByRole('menu', { name: 'Aktionen für Ostsee Energie GmbH' });
    await menue.getByRole('menuitem', { name: 'Entsperren' }).click();
    await admin.getByText('Das Konto wurde entsperrt.').waitFor();
    await zeile.getByText('Aktiv', { exact: true }).waitFor();

    const { kontext, seite } = await evuBrowser();
    await anmelden(seite, EIGENES_PASSWORT);
    await seite.waitForURL('**/evu/ausschreibung');
    await kontext.close();
  });

  it('führt vom Kunden zu seinen Ausschreibungen', async () => {
    await admin.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kunden' }).click();
    await admin.getByText('Musterstadt Metallbau GmbH').click();
    await admin.getByRole('link', { name: /Ausschreibungen anzeigen/ }).click();
    await admin.waitForURL('**/administrator/ausschreibung?filter=*');
    expect(decodeURIComponent(admin.url())).toMatch(/"kunden":\[\d+\]/);
    await admin.getByRole('combobox', { name: 'Kunden' }).getByText('Musterstadt Metallbau GmbH').waitFor();
    await expect.poll(() => admin.locator('tbody tr').count()).toBeGreaterThan(0);
    await bild(admin, 'ausschreibungen-des-kunden');
  });
});
