import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORT, meldeAn, bildschirmfoto, starteChromium, linkAus, startePortal, warteAufMail } from './hilfen/portal';
import { VersetzteUhr } from './hilfen/uhr';

describe('Selbstbedienung im Browser', () => {
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startePortal>>;
  const gelesen = new Set<string>();
  const uhr = new VersetzteUhr();

  beforeAll(async () => {
    portal = await startePortal({ uhr });
    browser = await starteChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const seite = async (): Promise<Page> => {
    const p = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    p.on('pageerror', (e) => {
      throw e;
    });
    return p;
  };
  const anmelden = async (p: Page, login: string, passwort: string) => {
    await p.goto(portal.url + '/');
    await meldeAn(p, login, { passwort });
  };
  /** On the sessions page of a user signed in twice (the table's header row and two sessions): ends the other one. */
  const beendeDieAndereSitzung = async (p: Page) => {
    await p.goto(portal.url + '/sitzungen');
    await expect.poll(() => p.getByRole('row').count()).toBe(3);
    await p.getByText('diese Sitzung').waitFor();
    await p.getByRole('button', { name: 'Beenden' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Beenden' }).click();
    await expect.poll(() => p.getByRole('row').count()).toBe(2);
  };
  /** A new page with the administrator signed in, in his area. */
  const alsAdministrator = async (): Promise<Page> => {
    const p = await seite();
    await anmelden(p, 'admin', DEMO_PASSWORT);
    await p.waitForURL((url) => url.pathname.startsWith('/administrator'));
    return p;
  };

  it('registriert einen Kunden, aktiviert das Konto über die Mail und meldet ihn an', async () => {
    const p = await seite();
    await p.goto(portal.url + '/');
    await p.getByRole('link', { name: 'Kunde', exact: true }).click();
    await p.getByRole('heading', { name: 'Registrierung als Energiekunde' }).waitFor();
    const fuelle = (name: string, wert: string) => p.locator(`input[name=${name}]`).fill(wert);
    await fuelle('firma', 'Bäckerei Huber KG');
    await fuelle('vorname', 'Maria');
    await fuelle('nachname', 'Huber');
    await fuelle('strasse', 'Marktplatz 3');
    await fuelle('plz', '93047');
    await fuelle('ort', 'Regensburg');
    await fuelle('email', 'info@baeckerei-huber.example');
    await fuelle('login', 'baeckerei.huber');
    await fuelle('password', 'Frühling#2027');
    await fuelle('passwordConfirmation', 'Frühling#2027');
    await p.getByRole('button', { name: 'Registrieren' }).click();
    await p.getByText('Bitte stimmen Sie der Datenschutzerklärung zu.').waitFor();
    await p.getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Registrieren' }).click();
    await p.getByText(/Vielen Dank für Ihre Registrierung/).waitFor();
    await bildschirmfoto(p, 'registrierung-kunde');

    const mail = await warteAufMail(portal.mailDir, 'info@baeckerei-huber.example', gelesen);
    expect(mail.subject).toBe('Bitte aktivieren Sie Ihr Konto');
    await p.goto(portal.url + linkAus(mail, '/activate-user'));
    await p.getByText('Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.').waitFor();
    await anmelden(p, 'baeckerei.huber', 'Frühling#2027');
    await p.waitForURL(portal.url + '/kunde/ausschreibung');
    await p.getByText('Sie haben noch keine Ausschreibung.').waitFor();
    await p.close();
  });

  it('setzt ein vergessenes Passwort über den Link aus der Mail neu', async () => {
    const p = await seite();
    await p.goto(portal.url + '/');
    await p.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await p.getByLabel(/Anmeldename/).fill('kunde2');
    await p.getByRole('button', { name: 'Anfordern' }).click();
    await p.getByText('Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt.').waitFor();
    const mail = await warteAufMail(portal.mailDir, 'energie@beispielhausen.example', gelesen);
    const link = linkAus(mail, '/change-password-with-token');
    await p.goto(portal.url + link);
    await p.locator('input[name=password]').fill('Herbstlaub#2026');
    await p.locator('input[name=passwordConfirmation]').fill('Herbstlaub#2026');
    await p.getByRole('button', { name: 'Passwort ändern' }).click();
    await p.getByText(/Ihr Passwort wurde geändert. Sie können sich/).waitFor();
    await p.goto(portal.url + link);
    await p.getByText('Diese Aktion kann nicht mehr ausgeführt werden.').waitFor();
    await anmelden(p, 'kunde2', 'Herbstlaub#2026');
    await p.waitForURL(portal.url + '/kunde/ausschreibung');
    await p.close();
  });

  it('richtet einen zweiten Faktor ein, meldet sich mit Code an und beendet die andere Sitzung', async () => {
    const p = await seite();
    await anmelden(p, 'evu', DEMO_PASSWORT);
    await p.waitForURL(portal.url + '/evu/ausschreibung');
    await p.getByRole('button', { name: /Benutzermenü/ }).click();
    await p.getByRole('menuitem', { name: 'Zweiter Faktor' }).click();
    await p.getByRole('button', { name: 'Google Authenticator hinzufügen' }).click();
    const secret = (await p.locator('code').textContent())!.trim();
    await p.getByLabel(/Bezeichnung/).fill('Diensthandy');
    await p.getByLabel(/Code aus der App/).fill(await generate({ secret }));
    await p.getByLabel(/Aktuelles Passwort/).fill(DEMO_PASSWORT);
    await p.getByRole('button', { name: 'Bestätigen' }).click();
    await p.getByText('Diensthandy').waitFor();
    await bildschirmfoto(p, 'zweiter-faktor');

    const zweite = await seite();
    await anmelden(zweite, 'evu', DEMO_PASSWORT);
    await zweite.getByRole('heading', { name: 'Zweiter Faktor' }).waitFor();
    // The code of the current 30 s step was used up when the factor was confirmed and a step is never
    // accepted twice: the server's clock moves on by one step, and the app makes the code for its time.
    uhr.versatz += 30_000;
    await zweite.getByLabel(/^Code/).fill(await generate({ secret, epoch: Math.floor(uhr.now() / 1000) }));
    await zweite.getByRole('button', { name: 'Anmelden' }).click();
    await zweite.waitForURL(portal.url + '/evu/ausschreibung');

    await beendeDieAndereSitzung(p);
    await bildschirmfoto(p, 'sitzungen');
    await zweite.goto(portal.url + '/evu/benutzerdaten');
    await zweite.getByRole('heading', { name: 'Anmeldung' }).waitFor({ timeout: 20_000 });
    await p.close();
    await zweite.close();
  });

  // The administrator's lists leave the sign-in check to the area's Guard: the ended session is noticed by the
  // list's own request (401, the refresh refused) and still leads to the login, with the way back.
  it('führt eine anderswo beendete Sitzung von der Ausschreibungsliste der Administration zur Anmeldung', async () => {
    const p = await alsAdministrator();
    const zweite = await alsAdministrator();

    await beendeDieAndereSitzung(p);

    await zweite.goto(portal.url + '/administrator/ausschreibung');
    await zweite.getByRole('heading', { name: 'Anmeldung' }).waitFor({ timeout: 20_000 });
    expect(new URL(zweite.url()).searchParams.get('returnUrl')).toBe('/administrator/ausschreibung');
    await p.close();
    await zweite.close();
  });

  it('vergisst Suche und Filter der Listen mit der Abmeldung, auch für den nächsten im selben Browser', async () => {
    const p = await alsAdministrator();
    const navigation = p.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: 'Ausschreibungen' }).click();
    await p.getByRole('textbox', { name: 'Suche' }).fill('Vertraulich');
    await p.waitForURL((url) => decodeURIComponent(url.search).includes('Vertraulich'));
    // The list remembers its search when it has rendered it (react-admin writes its store in an effect); the chip
    // shows that render. Leaving in the instant the address changed lost it in one CI run (see the note).
    await p.getByRole('region', { name: 'Aktive Filter' }).getByText('Suche: „Vertraulich“').waitFor();
    // Inside the area the list keeps its search, as before.
    await navigation.getByRole('link', { name: 'Kunden' }).click();
    await p.waitForURL((url) => url.pathname === '/administrator/kunde');
    await navigation.getByRole('link', { name: 'Ausschreibungen' }).click();
    await expect.poll(() => p.getByRole('textbox', { name: 'Suche' }).inputValue()).toBe('Vertraulich');

    await p.getByRole('button', { name: 'Abmelden' }).click();
    await p.getByRole('heading', { name: 'Anmeldung' }).waitFor();
    expect(await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('RaStore.')))).toEqual([]);
    await meldeAn(p, 'admin', { passwort: DEMO_PASSWORT });
    await p.waitForURL((url) => url.pathname.startsWith('/administrator'));
    await navigation.getByRole('link', { name: 'Ausschreibungen' }).click();
    await p.getByRole('heading', { name: 'Ausschreibungen' }).waitFor();
    await p.getByRole('textbox', { name: 'Suche' }).waitFor();
    expect(await p.getByRole('textbox', { name: 'Suche' }).inputValue()).toBe('');
    expect(decodeURIComponent(p.url())).not.toContain('Vertraulich');
    await p.close();
  });
});
