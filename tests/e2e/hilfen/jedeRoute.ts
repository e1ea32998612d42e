import { generate } from 'otplib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { RESSOURCEN } from '../../../domain/ressourcen';
import type { Deklaration, Felder, Werte } from '../../../domain/ressourcen/deklaration';
import { OEFFENTLICHE_SEITEN, seitenPfad } from '../../../domain/seiten';
import { spalte } from '../../../server/ressourcen/service';
import { ruhig } from './axe';
import { pruefeBildschirm, type Bildschirm } from './bildschirmPruefung';
import { bildschirmfoto, DEMO_PASSWORT, demoAusschreibung, linkAus, meldeAn, neueSeite, seitenJeRolle, starteChromium, startePortal, warteAufMail } from './portal';
import { routenDerApp } from './routentabelle';
import type { Rolle } from './rollen';

/*
 * Issues 10 and 17: every route of the portal, as the role that uses it, in each of its records' states, its main
 * states and its dialogs, at a desk or on a phone (one test file per width, each on a portal of its own), fits the
 * width without sideways scrolling (on a phone also at 320 CSS px), shows none of the framework's own texts, has no
 * table that hides columns behind a scroll bar at the desk, shows lists as entries on a phone, and has no serious
 * or critical axe-core violation of WCAG 2.1 A/AA (bildschirmPruefung.ts). The first test compares the table below
 * with the routes the app really declares (read from the source, see routentabelle.ts), so a new route fails here
 * until it gets a visit.
 *
 * One browser page per role, signed in once; a visit moves between the app's pages the way a click on a link does
 * (the router reads the new address) instead of loading the whole app again for every screen.
 */

interface Besuch {
  seite: Page;
  /** At the desk (1280 px) rather than on a phone (360 px). */
  breit: boolean;
  /** Opens `pfad` and waits until its level-one heading `titel` (a part of it, or a pattern) is there and nothing loads. */
  geh(pfad: string, titel: string | RegExp): Promise<void>;
  /** Runs every check on the screen as it is now; `zustand` names what is on screen in the report. */
  pruefe(zustand: string): Promise<void>;
  /** A browser page of its own at the same width, signed out, for what needs a second person or a fresh sign-in. */
  neueSeite(): Promise<Page>;
}

interface Eintrag extends Bildschirm {
  /** The route as the app declares it (see routentabelle.ts). */
  route: string;
  rolle: Rolle;
  /** What the test is called beside its route: the record or page it shows when a route has several. */
  name?: string;
  besuch(b: Besuch): Promise<void>;
}

/** The walk through every route at one window size, as one test file's describe. */
export function jedeRouteBei(fenster: { width: number; height: number }) {
  const breit = fenster.width >= 1280;

  describe(`Jede Route bei ${fenster.width} px: passt in die Breite, spricht Deutsch, ohne schwere Verstöße nach axe-core`, () => {
    let portal: Awaited<ReturnType<typeof startePortal>>;
    let browser: Browser;
    let seiten: Map<Rolle, Page>;
    const gelesen = new Set<string>();
    // The server's Content-Security-Policy (script-src 'self') forbids the inline script that injects axe-core.
    // With less motion asked for, the app shows every dialog, menu and tab at once (theme.ts): a screen is checked
    // as soon as it is there instead of after its transition, which took a third of the walk's time.
    const kontext = { viewport: fenster, locale: 'de-DE', bypassCSP: true, reducedMotion: 'reduce' as const };

    async function anmelden(seite: Page, login: string, passwort = DEMO_PASSWORT) {
      await seite.goto(portal.url + '/');
      await meldeAn(seite, login, { passwort });
    }

    beforeAll(async () => {
      portal = await startePortal();
      browser = await starteChromium();
      // Everyone signs in before any route runs: the login page's own checks add a second factor and change
      // passwords, which must not stand in the way of these sessions.
      seiten = await seitenJeRolle(browser, portal.url, kontext);
    });
    afterAll(async () => {
      await browser?.close();
      await portal?.stop();
    });

    /**
     * To a page of the app as a link in it leads there: the router reads the new address, the app stays loaded. The
     * first visit of a page, and another visit of the path already open (to begin afresh), load it. The entry pushed
     * is the router's own kind (a key per location, its index), so everything that follows locations sees a new one.
     * Headings on screen before are marked, so that the one awaited is the new page's even where both carry the
     * same words.
     */
    async function geh(seite: Page, pfad: string, titel: string | RegExp) {
      const ziel = new URL(pfad, portal.url);
      const hier = new URL(seite.url());
      if (hier.origin !== ziel.origin || hier.pathname === ziel.pathname) {
        await seite.goto(ziel.href);
      } else {
        await seite.evaluate((adresse) => {
          for (const h of Array.from(document.querySelectorAll('h1'))) h.dataset.vorher = h.textContent ?? '';
          const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
          history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', adresse);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }, ziel.pathname + ziel.search);
      }
      const muster = typeof titel === 'string' ? { quelle: titel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: 'i' } : { quelle: titel.source, flags: titel.flags };
      await seite.waitForFunction(
        ({ quelle, flags }) =>
          Array.from(document.querySelectorAll('h1')).some(
            (h) => h.getClientRects().length > 0 && new RegExp(quelle, flags).test(h.textContent ?? '') && h.dataset.vorher !== h.textContent,
          ),
        muster,
        { polling: 'raf', timeout: 30_000 },
      );
      await ruhig(seite);
    }

    // -------------------------------------------------------------------------------------------------------
    // Helpers the routes share
    // -------------------------------------------------------------------------------------------------------

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

    /** Sends a form left empty or wrong with `knopf` and checks it once its first field says what it expects. */
    async function mitFehlern(b: Besuch, knopf: string | RegExp, zustand: string) {
      await b.seite.getByRole('button', { name: knopf }).click();
      await b.seite.getByText('Eine Eingabe wird erwartet').first().waitFor();
      await b.pruefe(zustand);
    }

    /** Opens a menu, a select's list or a dialog (`offen`, named `name` when given) with a click on `oeffner`, checks it, closes it with Escape. */
    async function aufgeklappt(b: Besuch, oeffner: Locator, offen: 'menu' | 'listbox' | 'dialog', zustand: string, { name, rechts = false }: { name?: string; rechts?: boolean } = {}) {
      await oeffner.click(rechts ? { button: 'right' } : undefined);
      await b.seite.getByRole(offen, name ? { name } : {}).waitFor();
      await b.pruefe(zustand);
      await b.seite.keyboard.press('Escape');
      await b.seite.getByRole(offen).waitFor({ state: 'hidden' });
    }

    /** Opens a list and checks it once its first entry is there: a row at a desk, a linked entry on a phone. */
    async function liste(b: Besuch, pfad: string, titel: string) {
      await b.geh(pfad, titel);
      await b.seite.locator('main table tbody tr, main li > a[href]').first().waitFor();
      await b.pruefe('Liste');
    }

    /** The import of Lieferstellen from a file, offered wherever a tender's Lieferstellen are edited. */
    const importDialog = (b: Besuch) => imDialog(b, b.seite.getByRole('button', { name: 'Aus Datei importieren' }), 'Lieferstellen aus Datei importieren');

    /** Closes a changed record's tab (checking the question first when `zustand` is given) and discards the change. */
    async function verwerfen(b: Besuch, titel: string, zustand?: string) {
      await reiterSchliessen(b, titel);
      const frage = dialog(b.seite, 'Änderungen speichern?');
      await frage.waitFor();
      if (zustand) await b.pruefe(zustand);
      await frage.getByRole('button', { name: 'Verwerfen' }).click();
    }

    /** A page behind a link from a mail, opened with a token that is no longer valid. */
    async function ungueltigerLink(b: Besuch, pfad: string, titel: string | RegExp) {
      await b.geh(`${pfad}?token=abgelaufen`, titel);
      await b.seite.getByText('Diese Aktion kann nicht mehr ausgeführt werden.').waitFor();
      await b.pruefe('ungültiger Link');
    }

    /** The link to `pfad` in the next mail to `email`. */
    const mailLink = async (email: string, pfad: string) => linkAus(await warteAufMail(portal.mailDir, email, gelesen), pfad);

    /** Activates a new account with the link its activation mail brought. */
    async function aktiviere(b: Besuch, email: string) {
      await b.geh(await mailLink(email, '/activate-user'), /aktivier/i);
      await b.seite.getByText('Ihr Konto ist aktiviert.', { exact: false }).waitFor();
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

    /** The administrator's workspace keeps at most five records open; each visit closes what it opened. */
    async function reiterSchliessen(b: Besuch, titel: string) {
      await b.seite.getByRole('tablist', { name: 'Geöffnete Einträge' }).getByRole('button', { name: `${titel} schließen` }).click();
    }

    const ausschreibung = (filter: Parameters<typeof demoAusschreibung>[1]) => demoAusschreibung(portal.app.db, filter);

    let laufendeNummer = 0;
    /** Registers a new account through the page; returns its login and e-mail address. */
    async function registriere(b: Besuch, art: 'kunde' | 'evu', mitFehlern = false) {
      const seite = b.seite;
      const n = ++laufendeNummer;
      const login = `barrierefrei.${art}${n}`;
      const email = `${login}@beispiel.example`;
      await b.geh(`/${art}/registrieren`, /Registrierung/);
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

    /**
     * Adds a Google Authenticator on the open page Zweiter Faktor and confirms it with a code from its secret and
     * the (demo) password; with `pruefe`, the step with the QR code is checked on the way.
     */
    async function richteFaktorEin(seite: Page, pruefe?: (zustand: string) => Promise<void>) {
      await seite.getByRole('button', { name: 'Google Authenticator hinzufügen' }).click();
      const secret = (await seite.locator('code').textContent())!.trim();
      if (pruefe) {
        await seite.getByRole('img', { name: /QR-Code/ }).waitFor();
        await pruefe('Faktor einrichten');
      }
      await seite.getByLabel(/Code aus der App/).fill(await generate({ secret }));
      await seite.getByLabel(/Aktuelles Passwort/).fill(DEMO_PASSWORT);
      await seite.getByRole('button', { name: 'Bestätigen' }).click();
      await seite.getByText('Der zweite Faktor wurde eingerichtet.', { exact: false }).waitFor();
    }

    /** A second factor for `login`, set up through its page in a browser of its own. */
    async function zweiterFaktor(b: Besuch, login: string) {
      const seite = await b.neueSeite();
      await anmelden(seite, login);
      await seite.waitForURL((adresse) => adresse.pathname !== '/');
      await seite.goto(portal.url + '/zweiter-faktor');
      await richteFaktorEin(seite);
      await seite.context().close();
    }

    /** The Benutzerdaten of the Kunde or the EVU, and the form with a required field emptied. */
    const benutzerdaten = (rolle: 'kunde' | 'evu'): Eintrag => ({
      route: `/${rolle}/benutzerdaten`,
      rolle,
      async besuch(b) {
        await b.geh(`/${rolle}/benutzerdaten`, 'Benutzerdaten');
        await b.pruefe('Formular');
        await b.seite.locator('input[name=ort]').fill('');
        await mitFehlern(b, 'Speichern', 'Formular mit Fehler');
      },
    });

    /** The Kunde's tender in `status`: its tabs, and what it offers to do in that status. */
    const kundeAusschreibung = (status: number): Eintrag => ({
      route: '/kunde/ausschreibung/:id/show',
      rolle: 'kunde',
      name: `Status ${status}`,
      reiter: true,
      async besuch(b) {
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
      },
    });

    /** The EVU's view of a tender in `status`; while offers are open, the offer form with an error. */
    const evuAusschreibung = (sparte: 1 | 2, status: number): Eintrag => {
      const pfad = sparte === 1 ? 'strom' : 'gas';
      return {
        route: `/evu/ausschreibung/${pfad}/:id/show`,
        rolle: 'evu',
        name: `Status ${status}`,
        reiter: true,
        async besuch(b) {
          const a = await ausschreibung({ status, sparte });
          await b.geh(`/evu/ausschreibung/${pfad}/${a.id}/show`, new RegExp(`ausschreibung ${a.nummer}$`));
          await b.pruefe(`Status ${status}`);
          if (status === 1) {
            await b.seite.locator('input[name=arbeitspreisCtKwh]').fill('');
            await mitFehlern(b, /^Angebot (abgeben|ändern)$/, 'Angebot mit Fehler');
          }
        },
      };
    };

    /** The administrator's view of a tender in `status`, each tab, and the dialogs of invitation and release. */
    const adminAusschreibung = (sparte: 'strom' | 'gas', status: number): Eintrag => ({
      route: `/administrator/ausschreibung/${sparte}/:id/show`,
      rolle: 'admin',
      name: `Status ${status}`,
      reiter: true,
      async besuch(b) {
        const a = await ausschreibung({ status, sparte: sparte === 'strom' ? 1 : 2 });
        await b.geh(`/administrator/ausschreibung/${sparte}/${a.id}/show`, new RegExp(`ausschreibung ${a.nummer}$`));
        await jederReiter(b, async (reiter) => {
          if (reiter !== 'EVUs und Freigabe') return;
          if (status === 0) await imDialog(b, b.seite.getByRole('button', { name: 'EVUs einladen …' }), 'EVUs einladen');
          const freigabe = b.seite.getByRole('button', { name: /freigeben$/ });
          if (status === 2 && (await freigabe.isEnabled())) await imDialog(b, freigabe, /freigeben\?$/);
        });
        await reiterSchliessen(b, a.nummer);
      },
    });

    /**
     * List, show, edit and create of the administrator's Kunden, EVUs or Administratoren: the list with the first
     * login's row, and the show and edit pages of every login (records differ in type and length).
     */
    function personen(resource: 'kunde' | 'evu' | 'administrator', art: string, mehrzahl: string, logins: string[]): Eintrag[] {
      const datensatz = async (login = logins[0]!) => {
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
          liste: true,
          async besuch(b) {
            const { name } = await datensatz();
            await liste(b, `/administrator/${resource}`, mehrzahl);
            if (b.breit) await aufgeklappt(b, b.seite.getByRole('row', { name }), 'menu', 'Kontextmenü einer Zeile', { name: `Aktionen für ${name}`, rechts: true });
            await aufgeklappt(b, b.seite.getByRole('combobox', { name: 'Zustand' }), 'listbox', 'Auswahl Zustand geöffnet');
          },
        },
        ...logins.flatMap((login): Eintrag[] => [
          {
            route: `/administrator/${resource}/:id/show`,
            rolle: 'admin',
            name: logins.length > 1 ? login : undefined,
            reiter: true,
            async besuch(b) {
              const { id, name } = await datensatz(login);
              await b.geh(`/administrator/${resource}/${id}/show`, `${art} ${name}`);
              await jederReiter(b, async (reiter) => {
                if (reiter === 'Zulassung') {
                  // The decisions the state allows (an admitted EVU: Sperren; one in Prüfung: Ablehnen), and the rating.
                  const entscheidung = b.seite.getByRole('button', { name: /^(Sperren|Ablehnen) …$/ }).first();
                  await imDialog(b, entscheidung, /(sperren|ablehnen)\?$/);
                  await imDialog(b, b.seite.getByRole('button', { name: 'Bonität erfassen …' }), 'Bonität erfassen');
                  return;
                }
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
            name: logins.length > 1 ? login : undefined,
            async besuch(b) {
              const { id, name } = await datensatz(login);
              await b.geh(`/administrator/${resource}/${id}`, `${art} ${name} bearbeiten`);
              await expect.poll(() => b.seite.locator('input[name=nachname]').inputValue()).not.toBe('');
              await b.pruefe('Formular');
              await b.seite.locator('input[name=nachname]').fill('');
              await mitFehlern(b, 'Speichern', 'Formular mit Fehler');
              await verwerfen(b, name);
            },
          },
        ]),
        {
          route: `/administrator/${resource}/create`,
          rolle: 'admin',
          async besuch(b) {
            await b.geh(`/administrator/${resource}/create`, `${art} anlegen`);
            await b.pruefe('Formular');
            await mitFehlern(b, 'Anlegen', 'Formular mit Fehlern');
          },
        },
      ];
    }

    /**
     * The list, the form of its first record and the empty form of a declared resource (domain/ressourcen), from its
     * declaration: its selection filters open, the record's deletion asks first, a required field left empty is named.
     */
    function deklariert<F extends Felder>(d: Deklaration<F>): Eintrag[] {
      if (d.rolle !== 'Administrator') throw new Error(`${d.name}: der Rundgang kennt deklarierte Ressourcen nur im Bereich des Administrators.`);
      const basis = `/administrator/${d.name}`;
      const ersterDatensatz = async () => {
        const zeile = await (portal.app.db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(d.name).selectAll().orderBy('id').executeTakeFirstOrThrow();
        const werte = Object.fromEntries(Object.keys(d.felder).map((f) => [f, zeile[spalte(f)]])) as Werte<F>;
        return { id: Number(zeile.id), name: d.darstellung(werte) };
      };
      const [pflichtfeld] = Object.entries(d.felder).find(([, f]) => f.pflicht && (f.art === 'euro' || f.art === 'text')) ?? [];
      return [
        {
          route: basis,
          rolle: 'admin',
          liste: true,
          async besuch(b) {
            await liste(b, basis, d.mehrzahl);
            for (const filter of d.filter) await aufgeklappt(b, b.seite.getByRole('combobox', { name: d.felder[filter]!.label }), 'listbox', `Auswahl ${d.felder[filter]!.label} geöffnet`);
          },
        },
        {
          route: `${basis}/:id`,
          rolle: 'admin',
          async besuch(b) {
            const { id, name } = await ersterDatensatz();
            await b.geh(`${basis}/${id}`, `${d.einzahl} ${name} bearbeiten`);
            await b.pruefe('Formular');
            await imDialog(b, b.seite.getByRole('button', { name: 'Löschen', exact: true }), 'Eintrag löschen?');
            if (pflichtfeld) {
              await b.seite.locator(`input[name=${pflichtfeld}]`).fill('');
              await mitFehlern(b, 'Speichern', 'Formular mit Fehler');
              await verwerfen(b, name);
            } else {
              await reiterSchliessen(b, name);
            }
          },
        },
        {
          route: `${basis}/create`,
          rolle: 'admin',
          async besuch(b) {
            await b.geh(`${basis}/create`, `${d.einzahl} anlegen`);
            await b.pruefe('Formular');
            await mitFehlern(b, 'Anlegen', 'Formular mit Fehlern');
          },
        },
      ];
    }

    /** The signed-in user's menu beside the navigation leads to the member pages: on a member page and in a role's area. */
    const benutzermenue = (b: Besuch) => aufgeklappt(b, b.seite.getByRole('button', { name: /Benutzermenü/ }), 'menu', 'Benutzermenü');

    /** A route whose visit opens `pfad` and checks it as it is. */
    const ansicht = (route: string, rolle: Rolle, pfad: string, titel: string | RegExp, zustand: string, name?: string): Eintrag => ({
      route,
      rolle,
      name,
      async besuch(b) {
        await b.geh(pfad, titel);
        await b.pruefe(zustand);
      },
    });

    /** Not found inside an area is the area's catch-all, not a route of its own. */
    const nichtGefunden = (rolle: Rolle, pfad: string) => ansicht('/*', rolle, pfad, /.+/, 'nicht gefunden');

    // -------------------------------------------------------------------------------------------------------
    // The route table: every route of the app with the role that sees it and what is checked there.
    // -------------------------------------------------------------------------------------------------------

    const ROUTEN: Eintrag[] = [
      // Public and member pages
      {
        route: '/',
        rolle: 'gast',
        async besuch(b) {
          await b.geh('/', 'Anmeldung');
          await b.pruefe('Anmeldung');
          await mitFehlern(b, 'Anmelden', 'Anmeldung ohne Eingaben');
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
          await ungueltigerLink(b, '/change-password-with-token', 'Passwort ändern');
          const { login, email } = await registriere(b, 'kunde');
          await aktiviere(b, email);
          await b.geh('/recover-password', 'Passwort vergessen?');
          await b.seite.getByLabel(/Anmeldename/).fill(login);
          await b.seite.getByRole('button', { name: 'Anfordern' }).click();
          await b.seite.getByText(/wurde Ihnen per E-Mail zugeschickt/).waitFor();
          await b.geh(await mailLink(email, '/change-password-with-token'), 'Passwort ändern');
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
          await ungueltigerLink(b, '/activate-user', /aktivier/i);
          const { email } = await registriere(b, 'evu');
          await aktiviere(b, email);
          await b.pruefe('Konto aktiviert');
        },
      },
      {
        route: '/confirm-email',
        rolle: 'gast',
        async besuch(b) {
          await ungueltigerLink(b, '/confirm-email', 'E-Mail-Adresse bestätigen');
          // A changed address in the Benutzerdaten sends the link.
          const seite = await b.neueSeite();
          await anmelden(seite, 'evu3');
          await seite.waitForURL('**/evu/ausschreibung');
          await seite.goto(portal.url + '/evu/benutzerdaten');
          await seite.locator('input[name=email]').fill('neu.evu3@beispiel.example');
          await seite.getByRole('button', { name: 'Speichern' }).click();
          await seite.getByText('Ihre Daten wurden gespeichert.').waitFor();
          await seite.context().close();
          await b.geh(await mailLink('neu.evu3@beispiel.example', '/confirm-email'), 'E-Mail-Adresse bestätigen');
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
          await benutzermenue(b);
          await mitFehlern(b, 'Passwort ändern', 'Formular mit Fehlern');
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
        route: '/benachrichtigungen',
        rolle: 'mitglied',
        async besuch(b) {
          await b.geh('/benachrichtigungen', 'Benachrichtigungen');
          await b.seite.getByRole('switch').first().waitFor();
          await b.pruefe('Auswahl');
        },
      },
      {
        route: '/zweiter-faktor',
        rolle: 'mitglied',
        async besuch(b) {
          await b.geh('/zweiter-faktor', 'Zweiter Faktor');
          await b.pruefe('ohne Faktor');
          await richteFaktorEin(b.seite, b.pruefe);
          await b.pruefe('mit Faktor');
          await imDialog(b, b.seite.getByRole('button', { name: /löschen$/ }).first(), 'Eintrag löschen?');
        },
      },
      ...(['kunde', 'evu'] as const).map(
        (art): Eintrag => ({
          route: `/${art}/registrieren`,
          rolle: 'gast',
          async besuch(b) {
            await registriere(b, art, true);
            await b.pruefe('Bestätigung');
          },
        }),
      ),
      // 'Mein Konto' leads a visitor to the login.
      ansicht('/app', 'gast', '/app', 'Anmeldung', 'Mein Konto ohne Anmeldung'),
      {
        route: '/forbidden',
        rolle: 'kunde',
        async besuch(b) {
          await b.geh('/administrator/dashboard', /.+/);
          await b.seite.waitForURL('**/forbidden?**');
          await b.pruefe('Kein Zugriff');
        },
      },
      ...OEFFENTLICHE_SEITEN.map((s) => ansicht('/seite/:slug', 'gast', seitenPfad(s.slug), /.+/, s.titel, s.titel)),
      {
        route: '/seite/:slug',
        rolle: 'gast',
        name: 'Menü auf dem Telefon',
        async besuch(b) {
          // The header's menu exists below 900 px only: at the desk it is looked at on a phone's width.
          await b.geh(seitenPfad('startseite'), /.+/);
          if (b.breit) await b.seite.setViewportSize({ width: 360, height: 740 });
          await b.seite.getByRole('button', { name: 'Menü öffnen' }).click();
          await b.seite.locator('#mobiles-menue').getByRole('navigation', { name: 'Website' }).waitFor();
          await b.pruefe('Menü auf dem Telefon');
          await b.seite.keyboard.press('Escape');
          await b.seite.locator('#mobiles-menue').waitFor({ state: 'hidden' });
        },
      },
      ansicht('/*', 'gast', '/gibt-es-nicht', 'Die Seite wurde nicht gefunden', 'nicht gefunden'),
      nichtGefunden('admin', '/administrator/x'),
      nichtGefunden('kunde', '/kunde/x'),
      nichtGefunden('evu', '/evu/x'),
      {
        route: '/ui',
        rolle: 'admin',
        async besuch(b) {
          await b.geh('/ui', /.+/);
          await b.pruefe('Musterseite');
          // The shared pieces every area uses: each dialog, and the messages of every kind at once.
          for (const knopf of await b.seite.getByRole('button', { name: / öffnen$/ }).all()) {
            await aufgeklappt(b, knopf, 'dialog', `Dialog ${(await knopf.innerText()).trim()}`);
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
        liste: true,
        besuch: (b) => liste(b, '/kunde/ausschreibung', 'Meine Ausschreibungen'),
      },
      {
        route: '/kunde/ausschreibung/create',
        rolle: 'kunde',
        async besuch(b) {
          await b.geh('/kunde/ausschreibung/create', 'Neue Ausschreibung');
          await b.pruefe('Schritt Eckdaten');
          await mitFehlern(b, 'Weiter', 'Schritt Eckdaten mit Fehlern');
          await b.seite.locator('input[name=bezeichnung]').fill('Strom Barrierefreiheit');
          await b.seite.getByRole('button', { name: 'Weiter' }).click();
          await b.seite.getByRole('button', { name: 'Lieferstelle hinzufügen' }).waitFor();
          await b.pruefe('Schritt Lieferstellen');
          await importDialog(b);
          await b.seite.getByRole('button', { name: 'Lieferstelle hinzufügen' }).click();
          await b.seite.locator('input[name="lieferstellen.0.bezeichnung"]').waitFor();
          await b.pruefe('neue Lieferstelle');
          await mitFehlern(b, 'Weiter', 'Lieferstelle mit Fehlern');
        },
      },
      ...[0, 1, 2, 3, 4].map(kundeAusschreibung),
      {
        route: '/kunde/ausschreibung/:id',
        rolle: 'kunde',
        reiter: true,
        async besuch(b) {
          const a = await ausschreibung({ status: 0, login: 'kunde' });
          await b.geh(`/kunde/ausschreibung/${a.id}`, new RegExp(`ausschreibung ${a.nummer} bearbeiten$`));
          await jederReiter(b, async (reiter) => {
            if (reiter === 'Lieferstellen') await importDialog(b);
          });
        },
      },
      benutzerdaten('kunde'),

      // The EVU's area
      {
        route: '/evu/ausschreibung',
        rolle: 'evu',
        liste: true,
        async besuch(b) {
          await liste(b, '/evu/ausschreibung', 'Ausschreibungen');
          await aufgeklappt(b, b.seite.getByRole('combobox', { name: 'Sparte' }), 'listbox', 'Auswahl Sparte geöffnet');
          // The former list of one Sparte is the one list under that Sparte's filter.
          await b.seite.goto(new URL('/evu/ausschreibung/gas', portal.url).href);
          await b.seite.getByRole('region', { name: 'Aktive Filter' }).getByText('Sparte: Gas').waitFor();
          await b.seite.getByLabel('Angebot offen').check();
          await b.seite.getByRole('region', { name: 'Aktive Filter' }).getByText('Angebot offen: ja').waitFor();
          await b.pruefe('gefiltert nach Gas und offenem Angebot');
          await benutzermenue(b);
        },
      },
      ...[1, 2, 3, 4].flatMap((status) => [evuAusschreibung(1, status), evuAusschreibung(2, status)]),
      benutzerdaten('evu'),
      {
        route: '/evu/zulassung',
        rolle: 'evu',
        async besuch(b) {
          await b.geh('/evu/zulassung', 'Zulassung & Nachweise');
          await b.seite.getByRole('button', { name: 'Eigenerklärung speichern' }).waitFor();
          await b.pruefe('Zulassung, Nachweise, Eigenerklärung und Referenzliste');
          // A ground that applies asks for what happened and the Selbstreinigung; unsigned, the form names what is missing.
          // The demo EVU has signed one already: its signature is taken away here, so the form is unsigned again.
          await b.seite.getByRole('radio', { name: 'liegt vor' }).first().check();
          await b.seite.getByRole('textbox', { name: /^Unterzeichnet von/ }).fill('');
          await mitFehlern(b, 'Eigenerklärung speichern', 'Eigenerklärung mit Fehlern');
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
      ansicht('/administrator/dashboard', 'admin', '/administrator/dashboard', 'Dashboard', 'Dashboard'),
      ansicht('/administrator/export', 'admin', '/administrator/export', 'Export der Lieferstellen', 'Export'),
      {
        route: '/administrator/ausschreibung',
        rolle: 'admin',
        liste: true,
        async besuch(b) {
          await liste(b, '/administrator/ausschreibung', 'Ausschreibungen');
          await aufgeklappt(b, b.seite.getByRole('combobox', { name: 'Status' }), 'listbox', 'Auswahl Status geöffnet');
          await aufgeklappt(b, b.seite.getByRole('button', { name: /Filter/ }).first(), 'menu', 'Filter hinzufügen');
        },
      },
      ...(['strom', 'gas'] as const).flatMap((sparte): Eintrag[] => [
        ...[0, 2, 4].map((status) => adminAusschreibung(sparte, status)),
        {
          route: `/administrator/ausschreibung/${sparte}/:id`,
          rolle: 'admin',
          reiter: true,
          async besuch(b) {
            const a = await ausschreibung({ status: 0, sparte: sparte === 'strom' ? 1 : 2 });
            await b.geh(`/administrator/ausschreibung/${sparte}/${a.id}`, new RegExp(`ausschreibung ${a.nummer} bearbeiten$`));
            await expect.poll(() => b.seite.locator('input[name=bezeichnung]').inputValue()).not.toBe('');
            await jederReiter(b, async (reiter) => {
              if (reiter === 'Lieferstellen') await importDialog(b);
            });
            await b.seite.getByRole('main').getByRole('tab', { name: 'Eckdaten', exact: true }).click();
            await b.seite.locator('input[name=bezeichnung]').fill('');
            await mitFehlern(b, 'Speichern', 'Formular mit Fehler');
            // Closing the changed record's tab asks first.
            await verwerfen(b, a.nummer, 'Dialog „Änderungen speichern?“');
          },
        },
      ]),
      // A Kommune and an Unternehmen; an EVU of one Sparte and one of both with the longest address of the demo data.
      ...personen('kunde', 'Kunde', 'Kunden', ['kunde2', 'kunde']),
      ...personen('evu', 'EVU', 'EVUs', ['evu2', 'evu', 'evu4']),
      ...personen('administrator', 'Administrator', 'Administratoren', ['admin']),
      ...RESSOURCEN.flatMap((d) => deklariert(d)),
    ];

    it('hat für jede Route der App einen Besuch in der Tabelle (und keinen für eine Route, die es nicht gibt)', () => {
      const besucht = ROUTEN.map((r) => r.route);
      const echt = routenDerApp();
      expect({ ohneBesuch: echt.filter((r) => !besucht.includes(r)), ohneRoute: [...new Set(besucht)].filter((r) => !echt.includes(r)) }).toEqual({ ohneBesuch: [], ohneRoute: [] });
      const namen = ROUTEN.map((r) => `${r.route} ${r.rolle} ${r.name ?? ''}`);
      expect(new Set(namen).size).toBe(namen.length);
    });

    for (const eintrag of ROUTEN) {
      it(`${eintrag.route} (${eintrag.rolle}${eintrag.name ? `, ${eintrag.name}` : ''})`, async () => {
        const seite = seiten.get(eintrag.rolle)!;
        await seite.setViewportSize(fenster);
        const befunde: string[] = [];
        let bild = 0;
        const besuch: Besuch = {
          seite,
          breit,
          neueSeite: () => neueSeite(browser, kontext),
          geh: (pfad, titel) => geh(seite, pfad, titel),
          async pruefe(zustand) {
            const wo = `${zustand} (${new URL(seite.url()).pathname}) bei ${seite.viewportSize()!.width} px`;
            befunde.push(...(await pruefeBildschirm(seite, eintrag)).map((b) => `${wo}: ${b}`));
            const datei = `${eintrag.rolle}${eintrag.route.replace(/[/:*]+/g, '-')}-${eintrag.name ?? ''}-${++bild}-${fenster.width}`;
            await bildschirmfoto(seite, `route-${datei.replace(/[^\w-]+/g, '_')}`);
          },
        };
        await eintrag.besuch(besuch);
        expect(befunde, befunde.join('\n\n')).toEqual([]);
      });
    }
  });
}
