import { generate } from 'otplib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OEFFENTLICHE_SEITEN, seitenPfad } from '../../domain/seiten';
import { ruhig, schwereVerstoesse } from './hilfen/axe';
import { DEMO_PASSWORT, meldeAn, starteChromium, linkAus, startePortal, warteAufMail } from './hilfen/portal';
import { routenDerApp } from './hilfen/routentabelle';
import { LOGIN, type Rolle } from './hilfen/rollen';

/*
 * Issue 10: every route of the portal, as the role that uses it, in its main states and with its main dialogs,
 * has no serious or critical axe-core violation of WCAG 2.1 A/AA. ROUTEN below is the route table; the first test
 * compares it with the routes the app really declares (read from the source, see hilfen/routentabelle.ts), so a
 * new route fails here until it gets a visit.
 */



interface Besuch {
  seite: Page;
  /** Opens `pfad` afresh and waits until the page's level-one heading `titel` is there and nothing is loading. */
  geh(pfad: string, titel: string | RegExp): Promise<void>;
  /** Runs axe on the page as it is now; `zustand` names what is on screen in the report. */
  pruefe(zustand: string): Promise<void>;
  /** A browser of its own, signed out, for states that need a second person or a fresh sign-in. */
  neueSeite(): Promise<Page>;
}

interface Eintrag {
  /** The route as the app declares it (see routentabelle.ts). */
  route: string;
  rolle: Rolle;
  besuch(b: Besuch): Promise<void>;
}

describe('Barrierefreiheit: jede Route ohne schwere Verstöße nach axe-core (WCAG 2.1 AA)', () => {
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let browser: Browser;
  const kontexte = new Map<Rolle, { kontext: BrowserContext; seite: Page }>();
  const gelesen = new Set<string>();

  async function neuerKontext() {
    // The server's Content-Security-Policy (script-src 'self') forbids the inline script that injects axe-core.
    const kontext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    // Forms that warn before unsaved changes are lost ask the browser; leaving them is intended here.
    seite.on('dialog', (frage) => void frage.accept());
    return { kontext, seite };
  }

  async function anmelden(seite: Page, login: string, passwort = DEMO_PASSWORT) {
    await seite.goto(portal.url + '/');
    await meldeAn(seite, login, { passwort });
  }

  beforeAll(async () => {
    portal = await startePortal();
    browser = await starteChromium();
    // Everyone signs in before any route runs: the login page's own checks add a second factor and change
    // passwords, which must not stand in the way of these sessions.
    kontexte.set('gast', await neuerKontext());
    for (const [rolle, { login, landung }] of Object.entries(LOGIN) as [Exclude<Rolle, 'gast'>, (typeof LOGIN)['admin']][]) {
      const k = await neuerKontext();
      await anmelden(k.seite, login);
      await k.seite.waitForURL(portal.url + landung);
      kontexte.set(rolle, k);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  function besuchFuer(seite: Page, verstoesse: string[]): Besuch {
    return {
      seite,
      async geh(pfad, titel) {
        await seite.goto(portal.url + pfad);
        await seite.getByRole('heading', { level: 1, name: titel }).first().waitFor();
        await ruhig(seite);
      },
      async pruefe(zustand) {
        const schwer = await schwereVerstoesse(seite);
        if (schwer.length) verstoesse.push(`${zustand} (${new URL(seite.url()).pathname}):\n${schwer.join('\n')}`);
      },
      async neueSeite() {
        return (await neuerKontext()).seite;
      },
    };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Helpers the routes share
  // ---------------------------------------------------------------------------------------------------------

  const dialog = (seite: Page, name: string | RegExp) => seite.getByRole('dialog', { name });

  /** Opens a dialog with `knopf`, checks it and leaves it with Abbrechen. */
  async function imDialog(b: Besuch, knopf: Locator, name: string | RegExp) {
    await knopf.click();
    const d = dialog(b.seite, name);
    await d.waitFor();
    await b.pruefe(`Dialog „${name}“`);
    await d.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await d.waitFor({ state: 'hidden' });
  }

  /** Every tab of a record's TabbedShowLayout or TabbedForm (not the workspace's tabs), each checked once selected. */
  async function jederReiter(b: Besuch, vorher?: (name: string) => Promise<void>) {
    const reiter = b.seite.getByRole('main').getByRole('tablist').filter({ hasNot: b.seite.getByRole('button', { name: /schließen$/ }) }).last().getByRole('tab');
    const namen = await reiter.allInnerTexts();
    expect(namen.length).toBeGreaterThan(1);
    for (const name of namen) {
      await b.seite.getByRole('main').getByRole('tab', { name, exact: true }).click();
      await vorher?.(name);
      await b.pruefe(`Reiter „${name}“`);
    }
  }

  /** The record's tab in the administrator's workspace closes again, so that the five-tab limit never bites. */
  async function reiterSchliessen(b: Besuch, titel: string) {
    await b.seite.getByRole('tablist', { name: 'Geöffnete Einträge' }).getByRole('button', { name: `${titel} schließen` }).click();
  }

  /** A tender of the demo data: the first in `status`, of a Sparte and a Kunde when given. */
  async function ausschreibung({ status, sparte, login }: { status: number; sparte?: 1 | 2; login?: string }) {
    let q = portal.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
      .select(['a.id', 'a.nummer'])
      .where('a.status', '=', status);
    if (sparte) q = q.where('a.sparte', '=', sparte);
    if (login) q = q.where('b.login', '=', login);
    return q.orderBy('a.id').executeTakeFirstOrThrow();
  }

  let laufendeNummer = 0;
  /** Registers a new account through the page; returns its login and e-mail address. */
  async function registriere(b: Besuch, art: 'kunde' | 'evu', mitFehlern = false) {
    const seite = b.seite;
    const n = ++laufendeNummer;
    const login = `barrierefrei.${art}${n}`;
    const email = `${login}@beispiel.example`;
    await seite.goto(`${portal.url}/${art}/registrieren`);
    await seite.getByRole('heading', { level: 1 }).waitFor();
    if (mitFehlern) {
      await b.pruefe('leeres Formular');
      await seite.getByRole('button', { name: 'Registrieren' }).click();
      await seite.getByText('Bitte prüfen Sie die markierten Felder.').waitFor();
      await b.pruefe('Formular mit Fehlern');
    }
    const fuelle = (name: string, wert: string) => seite.locator(`input[name=${name}]`).fill(wert);
    await fuelle('firma', `Barrierefrei ${art} ${n} GmbH`);
    if (art === 'evu') {
      await seite.getByRole('checkbox', { name: 'Strom' }).check();
      await fuelle('ansprechpartner', 'Eva Zugang');
    }
    await fuelle('vorname', 'Eva');
    await fuelle('nachname', 'Zugang');
    await fuelle('strasse', 'Am Markt 1');
    await fuelle('plz', '10115');
    await fuelle('ort', 'Berlin');
    await fuelle('email', email);
    await fuelle('login', login);
    await fuelle('password', 'Leitsystem#2027');
    await fuelle('passwordConfirmation', 'Leitsystem#2027');
    await seite.getByRole('checkbox', { name: /Datenschutz/ }).check();
    await seite.getByRole('button', { name: 'Registrieren' }).click();
    await seite.getByText(/Vielen Dank für Ihre Registrierung/).waitFor();
    return { login, email };
  }


  /** A second factor for `login`, set up through its page in a browser of its own. */
  async function zweiterFaktor(b: Besuch, login: string) {
    const seite = await b.neueSeite();
    await anmelden(seite, login);
    await seite.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await seite.goto(portal.url + '/zweiter-faktor');
    await seite.getByRole('button', { name: 'Google Authenticator hinzufügen' }).click();
    const secret = (await seite.locator('code').textContent())!.trim();
    await seite.getByLabel(/Code aus der App/).fill(await generate({ secret }));
    await seite.getByRole('button', { name: 'Bestätigen' }).click();
    await seite.getByText('Der zweite Faktor wurde eingerichtet.', { exact: false }).waitFor();
    await seite.context().close();
  }

  // ---------------------------------------------------------------------------------------------------------
  // The route table: every route of the app with the role that sees it and what is checked there.
  // ---------------------------------------------------------------------------------------------------------

  const ROUTEN: Eintrag[] = [
    // Public and member pages
    {
      route: '/',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/', 'Anmeldung');
        await b.pruefe('Anmeldung');
        await b.seite.getByRole('button', { name: 'Anmelden' }).click();
        await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
        await b.pruefe('Anmeldung ohne Eingaben');
        await anmelden(b.seite, 'kunde', 'falsch');
        await b.seite.getByRole('alert').getByText('Anmeldename oder Passwort ist falsch.').waitFor();
        await b.pruefe('Anmeldung abgelehnt');

        // Password change required: the flag an administrator's new account carries.
        await portal.app.db.updateTable('benutzer').set({ password_change_required: 1 }).where('login', '=', 'kunde2').execute();
        await anmelden(b.seite, 'kunde2');
        await b.seite.locator('input[name=neuesPasswort]').waitFor();
        await b.pruefe('Anmeldung mit Passwortänderung');

        await zweiterFaktor(b, 'evu2');
        await anmelden(b.seite, 'evu2');
        await b.seite.getByRole('heading', { name: 'Zweiter Faktor' }).waitFor();
        await b.pruefe('Anmeldung mit zweitem Faktor');
      },
    },
    {
      route: '/recover-password',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/recover-password', 'Passwort vergessen?');
        await b.pruefe('Formular');
        await b.seite.getByLabel(/Anmeldename/).focus();
        await b.seite.getByLabel(/Anmeldename/).blur();
        await b.seite.getByText('Eine Eingabe wird erwartet').waitFor();
        await b.pruefe('Formular mit Fehler');
        await b.seite.getByLabel(/Anmeldename/).fill('niemand');
        await b.seite.getByRole('button', { name: 'Anfordern' }).click();
        await b.seite.getByText('Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt.').waitFor();
        await b.pruefe('Bestätigung');
      },
    },
    {
      route: '/recover-name',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/recover-name', 'Anmeldenamen vergessen?');
        await b.pruefe('Formular');
        await b.seite.getByLabel(/E-Mail-Adresse/).fill('kein-at-zeichen');
        await b.seite.getByLabel(/E-Mail-Adresse/).blur();
        await b.seite.getByText('Eine gültige E-Mail-Adresse wird erwartet.').waitFor();
        await b.pruefe('Formular mit Fehler');
        await b.seite.getByLabel(/E-Mail-Adresse/).fill('niemand@beispiel.example');
        await b.seite.getByRole('button', { name: 'Anfordern' }).click();
        await b.seite.getByText(/Ihr Anmeldename wurde Ihnen per E-Mail zugeschickt/).waitFor();
        await b.pruefe('Bestätigung');
      },
    },
    {
      route: '/change-password-with-token',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/change-password-with-token?token=abgelaufen', 'Passwort ändern');
        await b.seite.getByText('Diese Aktion kann nicht mehr ausgeführt werden.').waitFor();
        await b.pruefe('ungültiger Link');
        const { login, email } = await registriere(b, 'kunde');
        await b.seite.goto(portal.url + linkAus(await warteAufMail(portal.mailDir, email, gelesen), '/activate-user'));
        await b.seite.getByText('Ihr Konto ist aktiviert.', { exact: false }).waitFor();
        await b.seite.goto(portal.url + '/recover-password');
        await b.seite.getByLabel(/Anmeldename/).fill(login);
        await b.seite.getByRole('button', { name: 'Anfordern' }).click();
        await b.seite.getByText(/wurde Ihnen per E-Mail zugeschickt/).waitFor();
        const link = linkAus(await warteAufMail(portal.mailDir, email, gelesen), '/change-password-with-token');
        await b.geh(link, 'Passwort ändern');
        await b.seite.locator('input[name=password]').waitFor();
        await b.pruefe('Formular');
        await b.seite.locator('input[name=password]').fill('Sommerregen#2027');
        await b.seite.locator('input[name=passwordConfirmation]').fill('Sommerregen#2028');
        await b.seite.locator('input[name=passwordConfirmation]').blur();
        await b.seite.getByText('Die Passwörter stimmen nicht überein.').waitFor();
        await b.pruefe('Formular mit Fehler');
        await b.seite.locator('input[name=passwordConfirmation]').fill('Sommerregen#2027');
        await b.seite.getByRole('button', { name: 'Passwort ändern' }).click();
        await b.seite.getByText(/Ihr Passwort wurde geändert. Sie können sich/).waitFor();
        await b.pruefe('Bestätigung');
      },
    },
    {
      route: '/activate-user',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/activate-user?token=abgelaufen', /aktivier/i);
        await b.seite.getByText('Diese Aktion kann nicht mehr ausgeführt werden.').waitFor();
        await b.pruefe('ungültiger Link');
        const { email } = await registriere(b, 'evu');
        await b.geh(linkAus(await warteAufMail(portal.mailDir, email, gelesen), '/activate-user'), /aktivier/i);
        await b.seite.getByText('Ihr Konto ist aktiviert.', { exact: false }).waitFor();
        await b.pruefe('Konto aktiviert');
      },
    },
    {
      route: '/confirm-email',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/confirm-email?token=abgelaufen', 'E-Mail-Adresse bestätigen');
        await b.seite.getByText('Diese Aktion kann nicht mehr ausgeführt werden.').waitFor();
        await b.pruefe('ungültiger Link');
        // A changed address in the Benutzerdaten sends the link.
        const seite = await b.neueSeite();
        await anmelden(seite, 'evu3');
        await seite.waitForURL('**/evu/ausschreibung/strom');
        await seite.goto(portal.url + '/evu/benutzerdaten');
        await seite.locator('input[name=email]').fill('neu.evu3@beispiel.example');
        await seite.getByRole('button', { name: 'Speichern' }).click();
        await seite.getByText('Ihre Daten wurden gespeichert.').waitFor();
        await seite.context().close();
        await b.geh(linkAus(await warteAufMail(portal.mailDir, 'neu.evu3@beispiel.example', gelesen), '/confirm-email'), 'E-Mail-Adresse bestätigen');
        await b.seite.getByText('Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.').waitFor();
        await b.pruefe('Adresse bestätigt');
      },
    },
    {
      route: '/change-password',
      rolle: 'mitglied',
      async besuch(b) {
        await b.geh('/change-password', 'Passwort ändern');
        await b.pruefe('Formular');
        // The signed-in user's menu beside the navigation leads to the member pages.
        await b.seite.getByRole('button', { name: /Benutzermenü/ }).click();
        await b.seite.getByRole('menu').waitFor();
        await b.pruefe('Benutzermenü');
        await b.seite.keyboard.press('Escape');
        await b.seite.getByRole('menu').waitFor({ state: 'hidden' });
        await b.seite.getByRole('button', { name: 'Passwort ändern' }).click();
        await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
        await b.pruefe('Formular mit Fehlern');
      },
    },
    {
      route: '/sitzungen',
      rolle: 'mitglied',
      async besuch(b) {
        await b.geh('/sitzungen', 'Sitzungen');
        await b.seite.getByText('diese Sitzung').waitFor();
        await b.pruefe('Liste');
        await imDialog(b, b.seite.getByRole('button', { name: 'Beenden' }).first(), /beenden/i);
      },
    },
    {
      route: '/zweiter-faktor',
      rolle: 'mitglied',
      async besuch(b) {
        await b.geh('/zweiter-faktor', 'Zweiter Faktor');
        await b.pruefe('ohne Faktor');
        await b.seite.getByRole('button', { name: 'Google Authenticator hinzufügen' }).click();
        const secret = (await b.seite.locator('code').textContent())!.trim();
        await b.pruefe('Faktor einrichten');
        await b.seite.getByLabel(/Code aus der App/).fill(await generate({ secret }));
        await b.seite.getByRole('button', { name: 'Bestätigen' }).click();
        await b.seite.getByText('Der zweite Faktor wurde eingerichtet.', { exact: false }).waitFor();
        await b.pruefe('mit Faktor');
        await imDialog(b, b.seite.getByRole('button', { name: /löschen$/ }).first(), 'Eintrag löschen?');
      },
    },
    {
      route: '/kunde/registrieren',
      rolle: 'gast',
      async besuch(b) {
        await registriere(b, 'kunde', true);
        await b.pruefe('Bestätigung');
      },
    },
    {
      route: '/evu/registrieren',
      rolle: 'gast',
      async besuch(b) {
        await registriere(b, 'evu', true);
        await b.pruefe('Bestätigung');
      },
    },
    {
      route: '/app',
      rolle: 'gast',
      async besuch(b) {
        // 'Mein Konto' leads a visitor to the login.
        await b.geh('/app', 'Anmeldung');
        await b.pruefe('Mein Konto ohne Anmeldung');
      },
    },
    {
      route: '/forbidden',
      rolle: 'kunde',
      async besuch(b) {
        await b.geh('/administrator/dashboard', /.+/);
        await b.seite.waitForURL('**/forbidden?**');
        await b.pruefe('Kein Zugriff');
      },
    },
    {
      route: '/seite/:slug',
      rolle: 'gast',
      async besuch(b) {
        for (const s of OEFFENTLICHE_SEITEN) {
          await b.geh(seitenPfad(s.slug), /.+/);
          await b.pruefe(s.titel);
        }
        // The header's menu on a phone.
        await b.seite.setViewportSize({ width: 360, height: 800 });
        await b.seite.getByRole('button', { name: 'Menü öffnen' }).click();
        await b.seite.locator('#mobiles-menue').getByRole('navigation', { name: 'Website' }).waitFor();
        await b.pruefe('Menü auf dem Telefon');
        await b.seite.keyboard.press('Escape');
        await b.seite.locator('#mobiles-menue').waitFor({ state: 'hidden' });
      },
    },
    {
      route: '/*',
      rolle: 'gast',
      async besuch(b) {
        await b.geh('/gibt-es-nicht', 'Die Seite wurde nicht gefunden');
        await b.pruefe('nicht gefunden');
      },
    },
    {
      route: '/ui',
      rolle: 'admin',
      async besuch(b) {
        await b.geh('/ui', /.+/);
        await b.pruefe('Musterseite');
        // The shared pieces every area uses: each dialog, and the messages of every kind at once.
        for (const knopf of await b.seite.getByRole('button', { name: / öffnen$/ }).all()) {
          const name = (await knopf.innerText()).trim();
          await knopf.click();
          await b.seite.getByRole('dialog').waitFor();
          await b.pruefe(`Dialog ${name}`);
          await b.seite.keyboard.press('Escape');
          await b.seite.getByRole('dialog').waitFor({ state: 'hidden' });
        }
        for (const name of ['Fehlermeldung', 'Erfolgsmeldung', 'Hinweis', 'Warnung']) await b.seite.getByRole('button', { name, exact: true }).click();
        await expect.poll(() => b.seite.locator('.MuiAlert-filled').count()).toBe(4);
        await b.pruefe('Meldungen');
      },
    },

    // The Kunde's area
    {
      route: '/kunde/ausschreibung',
      rolle: 'kunde',
      async besuch(b) {
        await b.geh('/kunde/ausschreibung', 'Meine Ausschreibungen');
        await b.pruefe('Liste');
      },
    },
    {
      route: '/kunde/ausschreibung/create',
      rolle: 'kunde',
      async besuch(b) {
        await b.geh('/kunde/ausschreibung/create', 'Neue Ausschreibung');
        await b.pruefe('Schritt Eckdaten');
        await b.seite.getByRole('button', { name: 'Weiter' }).click();
        await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
        await b.pruefe('Schritt Eckdaten mit Fehlern');
        await b.seite.locator('input[name=bezeichnung]').fill('Strom Barrierefreiheit');
        await b.seite.getByRole('button', { name: 'Weiter' }).click();
        await b.seite.getByRole('button', { name: 'Lieferstelle hinzufügen' }).waitFor();
        await b.pruefe('Schritt Lieferstellen');
        await imDialog(b, b.seite.getByRole('button', { name: 'Aus Datei importieren' }), 'Lieferstellen aus Datei importieren');
        await b.seite.getByRole('button', { name: 'Lieferstelle hinzufügen' }).click();
        await b.seite.getByRole('button', { name: 'Weiter' }).click();
        await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
        await b.pruefe('Lieferstelle mit Fehlern');
      },
    },
    {
      route: '/kunde/ausschreibung/:id/show',
      rolle: 'kunde',
      async besuch(b) {
        for (const status of [0, 1, 3, 4]) {
          const a = await ausschreibung({ status, login: 'kunde' });
          await b.geh(`/kunde/ausschreibung/${a.id}/show`, new RegExp(`ausschreibung ${a.nummer}$`));
          await b.pruefe(`Status ${status}`);
          if (status === 0) {
            await imDialog(b, b.seite.getByRole('button', { name: 'Löschen' }), 'Eintrag löschen?');
            await b.seite.locator('input[type=file]').setInputFiles({ name: 'Vollmacht.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%Vollmacht\n') });
            await b.seite.getByRole('list', { name: 'Dokumente' }).getByText('Vollmacht.pdf').waitFor();
            await b.pruefe('mit hochgeladenem Dokument');
          }
          if (status === 3) await imDialog(b, b.seite.getByRole('button', { name: 'Zuschlag erteilen' }).first(), 'Zuschlag erteilen?');
        }
      },
    },
    {
      route: '/kunde/ausschreibung/:id',
      rolle: 'kunde',
      async besuch(b) {
        const a = await ausschreibung({ status: 0, login: 'kunde' });
        await b.geh(`/kunde/ausschreibung/${a.id}`, new RegExp(`ausschreibung ${a.nummer} bearbeiten$`));
        await jederReiter(b, async (reiter) => {
          if (reiter === 'Lieferstellen') await imDialog(b, b.seite.getByRole('button', { name: 'Aus Datei importieren' }), 'Lieferstellen aus Datei importieren');
        });
      },
    },
    {
      route: '/kunde/benutzerdaten',
      rolle: 'kunde',
      async besuch(b) {
        await benutzerdaten(b, '/kunde/benutzerdaten');
      },
    },

    // The EVU's area
    {
      route: '/evu/ausschreibung/strom',
      rolle: 'evu',
      async besuch(b) {
        await b.geh('/evu/ausschreibung/strom', 'Stromausschreibungen');
        await b.pruefe('Liste');
      },
    },
    {
      route: '/evu/ausschreibung/gas',
      rolle: 'evu',
      async besuch(b) {
        await b.geh('/evu/ausschreibung/gas', 'Gasausschreibungen');
        await b.pruefe('Liste');
      },
    },
    {
      route: '/evu/ausschreibung/strom/:id/show',
      rolle: 'evu',
      async besuch(b) {
        await evuAusschreibung(b, 1);
      },
    },
    {
      route: '/evu/ausschreibung/gas/:id/show',
      rolle: 'evu',
      async besuch(b) {
        await evuAusschreibung(b, 2);
      },
    },
    {
      route: '/evu/benutzerdaten',
      rolle: 'evu',
      async besuch(b) {
        await benutzerdaten(b, '/evu/benutzerdaten');
      },
    },

    // The administrator's area
    {
      route: '/administrator',
      rolle: 'admin',
      async besuch(b) {
        await b.geh('/administrator', 'Dashboard');
        await b.seite.waitForURL('**/administrator/dashboard');
        await b.pruefe('weitergeleitet zum Dashboard');
      },
    },
    {
      route: '/administrator/dashboard',
      rolle: 'admin',
      async besuch(b) {
        await b.geh('/administrator/dashboard', 'Dashboard');
        await b.pruefe('Dashboard');
      },
    },
    {
      route: '/administrator/export',
      rolle: 'admin',
      async besuch(b) {
        await b.geh('/administrator/export', 'Export der Lieferstellen');
        await b.pruefe('Export');
      },
    },
    {
      route: '/administrator/ausschreibung',
      rolle: 'admin',
      async besuch(b) {
        await b.geh('/administrator/ausschreibung', 'Ausschreibungen');
        await b.seite.locator('tbody tr').first().waitFor();
        await b.pruefe('Liste');
        await b.seite.getByRole('combobox', { name: 'Status' }).click();
        await b.seite.getByRole('listbox').waitFor();
        await b.pruefe('Auswahl Status geöffnet');
        await b.seite.keyboard.press('Escape');
        await b.seite.getByRole('listbox').waitFor({ state: 'hidden' });
        await b.seite.getByRole('button', { name: /Filter/ }).first().click();
        await b.seite.getByRole('menu').waitFor();
        await b.pruefe('Filter hinzufügen');
        await b.seite.keyboard.press('Escape');
      },
    },
    ...(['strom', 'gas'] as const).flatMap((sparte): Eintrag[] => [
      {
        route: `/administrator/ausschreibung/${sparte}/:id/show`,
        rolle: 'admin',
        async besuch(b) {
          for (const status of [0, 2, 4]) {
            const a = await ausschreibung({ status, sparte: sparte === 'strom' ? 1 : 2 });
            await b.geh(`/administrator/ausschreibung/${sparte}/${a.id}/show`, new RegExp(`ausschreibung ${a.nummer}$`));
            await jederReiter(b, async (reiter) => {
              if (reiter !== 'EVUs und Freigabe') return;
              if (status === 0) await imDialog(b, b.seite.getByRole('button', { name: 'EVUs einladen …' }), 'EVUs einladen');
              const freigabe = b.seite.getByRole('button', { name: /freigeben$/ });
              if (status === 2 && (await freigabe.isEnabled())) await imDialog(b, freigabe, /freigeben\?$/);
            });
            await reiterSchliessen(b, a.nummer);
          }
        },
      },
      {
        route: `/administrator/ausschreibung/${sparte}/:id`,
        rolle: 'admin',
        async besuch(b) {
          const a = await ausschreibung({ status: 0, sparte: sparte === 'strom' ? 1 : 2 });
          await b.geh(`/administrator/ausschreibung/${sparte}/${a.id}`, new RegExp(`ausschreibung ${a.nummer} bearbeiten$`));
          await expect.poll(() => b.seite.locator('input[name=bezeichnung]').inputValue()).not.toBe('');
          await jederReiter(b, async (reiter) => {
            if (reiter === 'Lieferstellen') await imDialog(b, b.seite.getByRole('button', { name: 'Aus Datei importieren' }), 'Lieferstellen aus Datei importieren');
          });
          await b.seite.getByRole('main').getByRole('tab', { name: 'Eckdaten', exact: true }).click();
          await b.seite.locator('input[name=bezeichnung]').fill('');
          await b.seite.getByRole('button', { name: 'Speichern' }).click();
          await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
          await b.pruefe('Formular mit Fehler');
          // Closing the changed record's tab asks first.
          await reiterSchliessen(b, a.nummer);
          const frage = dialog(b.seite, 'Änderungen speichern?');
          await frage.waitFor();
          await b.pruefe('Dialog „Änderungen speichern?“');
          await frage.getByRole('button', { name: 'Verwerfen' }).click();
        },
      },
    ]),
    ...personen('kunde', 'Kunde', 'Kunden', 'kunde2'),
    ...personen('evu', 'EVU', 'EVUs', 'evu2'),
    ...personen('administrator', 'Administrator', 'Administratoren', 'admin'),
  ];

  async function benutzerdaten(b: Besuch, pfad: string) {
    await b.geh(pfad, 'Benutzerdaten');
    await b.pruefe('Formular');
    await b.seite.locator('input[name=ort]').fill('');
    await b.seite.getByRole('button', { name: 'Speichern' }).click();
    await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
    await b.pruefe('Formular mit Fehler');
  }

  async function evuAusschreibung(b: Besuch, sparte: 1 | 2) {
    const pfad = sparte === 1 ? 'strom' : 'gas';
    for (const status of [1, 4]) {
      const a = await ausschreibung({ status, sparte });
      await b.geh(`/evu/ausschreibung/${pfad}/${a.id}/show`, new RegExp(`ausschreibung ${a.nummer}$`));
      await b.pruefe(`Status ${status}`);
      if (status === 1) {
        await b.seite.locator('input[name=arbeitspreisCtKwh]').fill('');
        await b.seite.getByRole('button', { name: /^Angebot (abgeben|ändern)$/ }).click();
        await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
        await b.pruefe('Angebot mit Fehler');
      }
    }
  }

  /** List, show, edit and create of the administrator's Kunden, EVUs or Administratoren. */
  function personen(resource: 'kunde' | 'evu' | 'administrator', art: string, mehrzahl: string, login: string): Eintrag[] {
    const datensatz = async () => {
      if (resource === 'administrator') {
        const r = await portal.app.db.selectFrom('benutzer').select(['id', 'vorname', 'nachname']).where('login', '=', login).executeTakeFirstOrThrow();
        return { id: r.id, name: `${r.vorname} ${r.nachname}` };
      }
      const r = await portal.app.db
        .selectFrom('benutzer as b')
        .leftJoin('kunde as k', 'k.benutzer_id', 'b.id')
        .leftJoin('evu as e', 'e.benutzer_id', 'b.id')
        .select(['k.id as kundeId', 'k.firma as kundeFirma', 'e.id as evuId', 'e.firma as evuFirma'])
        .where('b.login', '=', login)
        .executeTakeFirstOrThrow();
      return resource === 'kunde' ? { id: r.kundeId!, name: r.kundeFirma ?? '' } : { id: r.evuId!, name: r.evuFirma ?? '' };
    };
    return [
      {
        route: `/administrator/${resource}`,
        rolle: 'admin',
        async besuch(b) {
          const { name } = await datensatz();
          await b.geh(`/administrator/${resource}`, mehrzahl);
          await b.seite.locator('tbody tr').first().waitFor();
          await b.pruefe('Liste');
          await b.seite.getByRole('row', { name }).click({ button: 'right' });
          await b.seite.getByRole('menu', { name: `Aktionen für ${name}` }).waitFor();
          await b.pruefe('Kontextmenü einer Zeile');
          await b.seite.keyboard.press('Escape');
          await b.seite.getByRole('menu').waitFor({ state: 'hidden' });
          await b.seite.getByRole('combobox', { name: 'Zustand' }).click();
          await b.seite.getByRole('listbox').waitFor();
          await b.pruefe('Auswahl Zustand geöffnet');
          await b.seite.keyboard.press('Escape');
        },
      },
      {
        route: `/administrator/${resource}/:id/show`,
        rolle: 'admin',
        async besuch(b) {
          const { id, name } = await datensatz();
          await b.geh(`/administrator/${resource}/${id}/show`, `${art} ${name}`);
          await jederReiter(b, async (reiter) => {
            if (reiter !== 'Übersicht') return;
            const konto = b.seite.getByRole('region', { name: 'Konto' });
            const sperren = konto.getByRole('button', { name: 'Sperren' });
            if (await sperren.isEnabled()) await imDialog(b, sperren, 'Konto sperren?');
            const loeschen = b.seite.getByRole('button', { name: 'Löschen', exact: true });
            if (await loeschen.isEnabled()) await imDialog(b, loeschen, 'Eintrag löschen?');
          });
          await reiterSchliessen(b, name);
        },
      },
      {
        route: `/administrator/${resource}/:id`,
        rolle: 'admin',
        async besuch(b) {
          const { id, name } = await datensatz();
          await b.geh(`/administrator/${resource}/${id}`, `${art} ${name} bearbeiten`);
          await expect.poll(() => b.seite.locator('input[name=nachname]').inputValue()).not.toBe('');
          await b.pruefe('Formular');
          await b.seite.locator('input[name=nachname]').fill('');
          await b.seite.getByRole('button', { name: 'Speichern' }).click();
          await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
          await b.pruefe('Formular mit Fehler');
          await reiterSchliessen(b, name);
          const frage = dialog(b.seite, 'Änderungen speichern?');
          await frage.waitFor();
          await frage.getByRole('button', { name: 'Verwerfen' }).click();
        },
      },
      {
        route: `/administrator/${resource}/create`,
        rolle: 'admin',
        async besuch(b) {
          await b.geh(`/administrator/${resource}/create`, `${art} anlegen`);
          await b.pruefe('Formular');
          await b.seite.getByRole('button', { name: 'Anlegen' }).click();
          await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
          await b.pruefe('Formular mit Fehlern');
        },
      },
    ];
  }

  it('hat für jede Route der App einen Besuch in der Tabelle (und keinen für eine Route, die es nicht gibt)', () => {
    const besucht = ROUTEN.map((r) => r.route).sort();
    const echt = routenDerApp();
    expect({ ohneBesuch: echt.filter((r) => !besucht.includes(r)), ohneRoute: besucht.filter((r) => !echt.includes(r)) }).toEqual({ ohneBesuch: [], ohneRoute: [] });
    expect(new Set(besucht).size).toBe(besucht.length);
  });

  for (const eintrag of ROUTEN) {
    it(`${eintrag.route} (${eintrag.rolle})`, async () => {
      const { seite } = kontexte.get(eintrag.rolle)!;
      await seite.setViewportSize({ width: 1280, height: 900 });
      const verstoesse: string[] = [];
      await eintrag.besuch(besuchFuer(seite, verstoesse));
      expect(verstoesse.length, `Schwere axe-Verstöße auf ${eintrag.route}:\n${verstoesse.join('\n\n')}`).toBe(0);
    });
  }
});
