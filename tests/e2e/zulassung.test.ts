import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bdewPruefziffer } from '../../domain/bdewCodenummer';
import { deutscherKalendertag } from '../../domain/datum';
import { formatDatum } from '../../domain/format';
import { tagNach } from '../../domain/datum';
import { lasseZulassungenAblaufen } from '../../server/zulassung/ablauf';
import { kleinesPdf } from '../server/hilfen/dateien';
import { schwereVerstoesse } from './hilfen/axe';
import { DEMO_PASSWORT, bildschirmfoto, demoAusschreibung, linkAus, meldeAn, starteChromium, startePortal, warteAufMail } from './hilfen/portal';
import { VersetzteUhr } from './hilfen/uhr';

const TAG = 86_400_000;
const FIRMA = 'Nordlicht Energie GmbH';
const LOGIN = 'nordlicht.energie';
const PASSWORT = 'Polarstern#2027';
const EMAIL = 'vertrieb@nordlicht-energie.example';
const BDEW = '990012345678' + bdewPruefziffer('990012345678');

/**
 * Issue 45's journey in one browser: a new EVU registers for Strom, uploads its proofs, signs its Eigenerklärung and
 * its Referenzliste and applies; the administrator checks the proofs and admits it, and the invitation dialog offers
 * it among the admitted suppliers; then its Betriebshaftpflicht's Gültig bis passes, the expiry run lets the
 * Zulassung expire, the EVU reads why on its start page, and the dialog no longer offers it as admitted.
 */
describe('Zulassung eines neuen Versorgers im Browser', () => {
  const uhr = new VersetzteUhr();
  const gelesen = new Set<string>();
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let browser: Awaited<ReturnType<typeof starteChromium>>;
  let kontext: BrowserContext;
  let seite: Page;
  let heute = '';
  let ausschreibung: { id: number; nummer: string };

  beforeAll(async () => {
    portal = await startePortal({ uhr });
    browser = await starteChromium();
    // axe injects its script inline: the page's CSP is bypassed as in the route walks.
    kontext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', bypassCSP: true });
    seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    heute = deutscherKalendertag(uhr.now());
    ausschreibung = await demoAusschreibung(portal.app.db, { status: 0, sparte: 1 });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** Types a day into the portal's date field labelled `label` (MUI's sectioned field: day, month, year). */
  async function datum(bereich: Page | ReturnType<Page['locator']>, label: string, tag: string) {
    const [j, m, t] = tag.split('-');
    await bereich.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
    await seite.keyboard.type(`${t}${m}${j}`);
  }

  async function abmelden() {
    await seite.getByRole('button', { name: 'Abmelden' }).click();
    await seite.getByLabel('Anmeldename').waitFor();
  }

  async function einladungsDialog() {
    await seite.goto(`${portal.url}/administrator/ausschreibung/strom/${ausschreibung.id}/show`);
    await seite.getByText(ausschreibung.nummer, { exact: true }).first().waitFor();
    await seite.getByRole('tab', { name: 'EVUs und Freigabe' }).click();
    await seite.getByRole('button', { name: 'EVUs einladen …' }).click();
    const dialog = seite.getByRole('dialog', { name: 'EVUs einladen' });
    // Both lists loaded: the admitted ones' search, the others counted on their button.
    await dialog.getByRole('searchbox', { name: 'Suche' }).waitFor();
    await dialog.getByRole('button', { name: /^Nicht zugelassene Versorger \(\d+\)/ }).waitFor();
    return dialog;
  }

  it('ein neuer Versorger registriert sich für Strom und aktiviert sein Konto', async () => {
    await seite.goto(portal.url + '/evu/registrieren');
    await seite.getByRole('heading', { name: 'Registrierung als Energieversorger' }).waitFor();
    const fuelle = (name: string, wert: string) => seite.locator(`input[name=${name}]`).fill(wert);
    await fuelle('firma', FIRMA);
    await seite.getByRole('checkbox', { name: 'Strom' }).check();
    await fuelle('bdewCodenummer', BDEW);
    await fuelle('ansprechpartner', 'Frauke Petersen');
    await fuelle('vorname', 'Frauke');
    await fuelle('nachname', 'Petersen');
    await fuelle('strasse', 'Hafenstraße 12');
    await fuelle('plz', '24103');
    await fuelle('ort', 'Kiel');
    await fuelle('email', EMAIL);
    await fuelle('login', LOGIN);
    await fuelle('password', PASSWORT);
    await fuelle('passwordConfirmation', PASSWORT);
    await seite.locator('input[name=datenschutz]').check();
    await seite.getByRole('button', { name: 'Registrieren' }).click();
    await seite.getByText(/Vielen Dank für Ihre Registrierung/).waitFor();
    const mail = await warteAufMail(portal.mailDir, EMAIL, gelesen);
    await seite.goto(portal.url + linkAus(mail, '/activate-user'));
    await seite.getByText('Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.').waitFor();
  });

  it('meldet sich an, sieht „registriert“ mit dem, was fehlt, und reicht Nachweise, Eigenerklärung und Referenzliste ein', async () => {
    await seite.goto(portal.url + '/');
    await meldeAn(seite, LOGIN, { passwort: PASSWORT, landung: '/evu/ausschreibung' });
    const karte = seite.getByRole('region', { name: 'Zulassung Strom' });
    await karte.getByText('registriert', { exact: true }).waitFor();
    await karte.getByText('Betriebshaftpflichtversicherung: fehlt').waitFor();
    await seite.locator('#inhalt').getByRole('link', { name: 'Zulassung & Nachweise' }).click();
    await seite.waitForURL('**/evu/zulassung');
    await seite.getByRole('button', { name: 'Eigenerklärung speichern' }).waitFor();

    const nachweise = seite.getByRole('region', { name: 'Nachweise' });
    const hochladen = async (art: string, gueltigBis: string, datei: string) => {
      await nachweise.getByRole('combobox', { name: /Art des Nachweises/ }).click();
      await seite.getByRole('option', { name: art, exact: true }).click();
      await datum(nachweise, 'Gültig bis *', gueltigBis);
      const auswahl = nachweise.locator('input[type=file]');
      await expect.poll(() => auswahl.isEnabled()).toBe(true);
      await auswahl.setInputFiles({ name: datei, mimeType: 'application/pdf', buffer: kleinesPdf() });
      await nachweise.getByRole('list', { name: 'Ihre Nachweise' }).getByText(datei).waitFor();
    };
    await hochladen('Handelsregisterauszug', tagNach(heute, 150), 'Handelsregister.pdf');
    await hochladen('Bilanz/Jahresabschluss', tagNach(heute, 365), 'Jahresabschluss_2025.pdf');
    // The proof that will expire: ten days from now.
    await hochladen('Betriebshaftpflichtversicherung', tagNach(heute, 10), 'Haftpflicht.pdf');
    await nachweise.getByText(`Gültig bis ${formatDatum(tagNach(heute, 10))}`).waitFor();

    const erklaerung = seite.getByRole('region', { name: 'Eigenerklärung zu Ausschlussgründen' });
    // Every ground starts unanswered and must be answered: here all at once, as none applies; the signature makes it a declaration.
    await erklaerung.getByRole('button', { name: 'Alle Gründe mit „liegt nicht vor“ beantworten' }).click();
    await erklaerung.getByRole('textbox', { name: /Unterzeichnet von/ }).fill('Frauke Petersen');
    await datum(erklaerung, 'Datum *', heute);
    await erklaerung.getByRole('button', { name: 'Eigenerklärung speichern' }).click();
    await erklaerung.getByText(/^Abgegeben von Frauke Petersen am /).waitFor();

    const referenzen = seite.getByRole('region', { name: 'Referenzliste' });
    const erste = referenzen.getByRole('group', { name: 'Referenz 1' });
    await erste.getByRole('textbox', { name: 'Kunde *' }).fill('Stadtwerke Flensburg Bäderbetriebe');
    await erste.getByRole('textbox', { name: 'MWh/Jahr *' }).fill('4200');
    await datum(erste, 'Lieferbeginn *', tagNach(heute, -730));
    await referenzen.getByRole('button', { name: 'Referenzliste speichern' }).click();
    await seite.getByText('Ihre Referenzliste wurde gespeichert.').waitFor();

    await seite.goto(portal.url + '/evu/zulassung');
    const antrag = seite.getByRole('button', { name: 'Zulassung beantragen' });
    await expect.poll(() => antrag.isEnabled()).toBe(true);
    expect(await schwereVerstoesse(seite)).toEqual([]);
    await bildschirmfoto(seite, 'zulassung-evu-vollstaendig');
    await antrag.click();
    await seite.getByText('Ihr Antrag ist eingegangen. Wir prüfen Ihre Nachweise und benachrichtigen Sie.').waitFor();
    await seite.getByRole('region', { name: 'Zulassung Strom' }).getByText('in Prüfung', { exact: true }).waitFor();
    await abmelden();
  });

  it('der Administrator prüft die Nachweise, lässt den Versorger zu und lädt ihn ein', async () => {
    await meldeAn(seite, 'admin', { landung: '/administrator/dashboard' });
    const evu = await portal.app.db.selectFrom('evu').select('id').where('firma', '=', FIRMA).executeTakeFirstOrThrow();
    await seite.goto(`${portal.url}/administrator/evu/${evu.id}/show`);
    await seite.getByRole('tab', { name: 'Zulassung' }).click();
    const strom = seite.getByRole('region', { name: 'Strom' });
    await strom.getByText('in Prüfung', { exact: true }).waitFor();
    // Complete but unread: admitting waits until the administrator has checked the files.
    await strom.getByText('Alle Pflichtnachweise liegen gültig vor. Noch nicht geprüft: Handelsregisterauszug; Bilanz/Jahresabschluss oder Bonitätsauskunft; Betriebshaftpflichtversicherung.').waitFor();
    expect(await strom.getByRole('button', { name: 'Zulassen …' }).isDisabled()).toBe(true);
    const nachweise = seite.getByRole('region', { name: 'Nachweise' });
    for (let offen = 3; offen > 0; offen--) {
      await expect.poll(() => nachweise.getByRole('button', { name: 'Geprüft', exact: true }).count()).toBe(offen);
      await nachweise.getByRole('button', { name: 'Geprüft', exact: true }).first().click();
    }
    await expect.poll(() => nachweise.getByText(/^geprüft am /).count()).toBe(3);
    await strom.getByText('Alle Pflichtnachweise liegen gültig vor und sind geprüft.').waitFor();
    await seite.getByRole('region', { name: 'Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB)' }).getByText(`Unterzeichnet von Frauke Petersen am ${formatDatum(heute)}`).waitFor();
    await seite.getByRole('region', { name: 'Referenzliste' }).getByText('Stadtwerke Flensburg Bäderbetriebe').waitFor();
    expect(await schwereVerstoesse(seite)).toEqual([]);

    await strom.getByRole('button', { name: 'Zulassen …' }).click();
    const frage = seite.getByRole('dialog', { name: 'Für Strom zulassen?' });
    await frage.getByRole('textbox', { name: /Begründung/ }).fill('Nachweise vollständig und geprüft.');
    await frage.getByRole('button', { name: 'Zulassen' }).click();
    await seite.getByText('Das EVU ist für Strom zugelassen.').waitFor();
    await strom.getByText('zugelassen', { exact: true }).waitFor();
    const entscheidung = await warteAufMail(portal.mailDir, EMAIL, gelesen);
    expect(entscheidung.subject).toBe('Ihre Zulassung für Strom: zugelassen');
    expect(entscheidung.text).toContain('Begründung: Nachweise vollständig und geprüft.');

    const dialog = await einladungsDialog();
    await dialog.getByLabel(new RegExp(`^${FIRMA}`)).check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await seite.getByText('Die Einladungen wurden gespeichert.').waitFor();
    const einladung = await portal.app.db.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', ausschreibung.id).where('evu_id', '=', evu.id).executeTakeFirst();
    expect(einladung?.evu_id).toBe(evu.id);
    await abmelden();
  });

  it('nach Ablauf der Betriebshaftpflicht ist die Zulassung abgelaufen und der Versorger nicht mehr unter den zugelassenen', async () => {
    uhr.versatz = 11 * TAG;
    // A window whose clock shows the server's time: the pages compute „today“ as the server does.
    await kontext.close();
    kontext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', bypassCSP: true });
    await kontext.clock.install({ time: new Date(uhr.now()) });
    seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });

    // What the scheduler runs on the deadlines' tick, called once on the moved clock.
    const app = portal.app;
    expect(await lasseZulassungenAblaufen({ db: app.db, clock: app.clock, outbox: app.outbox, publicUrl: app.config.publicUrl, pflicht: app.config.nachweisPflicht })).toBeGreaterThanOrEqual(1);
    const mail = await warteAufMail(portal.mailDir, EMAIL, gelesen);
    expect(mail.subject).toBe('Ihre Zulassung für Strom ist abgelaufen');

    await seite.goto(portal.url + '/');
    await meldeAn(seite, LOGIN, { passwort: PASSWORT, landung: '/evu/ausschreibung' });
    const karte = seite.getByRole('region', { name: 'Zulassung Strom' });
    await karte.getByText('abgelaufen', { exact: true }).waitFor();
    await karte.getByText(`Grund: Vorgeschriebener Nachweis abgelaufen: Betriebshaftpflichtversicherung`, { exact: false }).waitFor();
    await karte.getByText(`Betriebshaftpflichtversicherung: abgelaufen am ${formatDatum(tagNach(heute, 10))}`).waitFor();
    await bildschirmfoto(seite, 'zulassung-evu-abgelaufen');
    await abmelden();

    await meldeAn(seite, 'admin', { passwort: DEMO_PASSWORT, landung: '/administrator/dashboard' });
    const dialog = await einladungsDialog();
    // Still invited, it is no longer among the admitted suppliers: only the folded list of the others has it, with its state.
    const firma = { name: new RegExp(`^${FIRMA}`) };
    expect(await dialog.getByRole('checkbox', firma).count()).toBe(0);
    await dialog.getByRole('button', { name: /^Nicht zugelassene Versorger/ }).click();
    const andere = dialog.getByRole('region', { name: 'Nicht zugelassene Versorger' });
    await andere.getByRole('checkbox', firma).waitFor();
    expect(await dialog.getByRole('checkbox', firma).count()).toBe(1);
    await andere.locator('label').filter({ hasText: FIRMA }).getByText(/Zulassung: abgelaufen/).waitFor();
  });
});
