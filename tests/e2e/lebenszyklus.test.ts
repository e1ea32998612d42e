import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datenbanken } from '../server/hilfen/datenbanken';
import { DEMO_PASSWORT, meldeAn, bildschirmfoto, starteChromium, linkAus, startePortal, warteAufMail } from './hilfen/portal';
import { VersetzteUhr } from './hilfen/uhr';

const TAG = 86_400_000;

/**
 * The whole life of a tender with the three roles in one browser each: a new Kunde registers and puts its gas
 * supply out to tender, the administrator invites two EVUs and releases it, both bid, the Angebotsfrist
 * passes, the administrator releases the offers, the Kunde awards one, and everybody sees the outcome.
 */
describe.each(datenbanken())('Lebenszyklus einer Ausschreibung auf $name', (datenbank) => {
  const uhr = new VersetzteUhr();
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startePortal>>;
  let entferne: () => Promise<void>;
  let nummer = '';
  let ausschreibungId = 0;
  const gelesen = new Set<string>();
  let schritt = 0;
  const bild = (seite: Page, name: string) =>
    bildschirmfoto(seite, `lebenszyklus-${datenbank.name.toLowerCase()}-${String(++schritt).padStart(2, '0')}-${name}`);

  beforeAll(async () => {
    const db = await datenbank.erstelle();
    entferne = db.entferne;
    portal = await startePortal({ databaseUrl: datenbank.name === 'SQLite' ? undefined : db.url, uhr });
    browser = await starteChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await entferne?.();
  });

  /** A fresh browser window (no shared session) whose clock shows the server's time. */
  async function fenster(): Promise<Page> {
    const kontext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    if (uhr.versatz) await kontext.clock.install({ time: new Date(uhr.now()) });
    const seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    return seite;
  }

  async function anmelden(login: string, passwort: string, landung: string): Promise<Page> {
    const seite = await fenster();
    await seite.goto(portal.url + '/');
    await meldeAn(seite, login, { passwort, landung });
    return seite;
  }

  const oeffneAlsAdmin = async () => {
    const seite = await anmelden('admin', DEMO_PASSWORT, '/administrator/dashboard');
    await seite.goto(`${portal.url}/administrator/ausschreibung/gas/${ausschreibungId}/show`);
    await seite.getByText(nummer, { exact: true }).first().waitFor();
    return seite;
  };

  it('ein neuer Kunde registriert sich und aktiviert sein Konto', async () => {
    const seite = await fenster();
    await seite.goto(portal.url + '/kunde/registrieren');
    await seite.getByRole('heading', { name: 'Registrierung als Energiekunde' }).waitFor();
    const fuelle = (name: string, wert: string) => seite.locator(`input[name=${name}]`).fill(wert);
    await fuelle('firma', 'Brauerei Kessler GmbH');
    await fuelle('vorname', 'Jonas');
    await fuelle('nachname', 'Kessler');
    await fuelle('strasse', 'Hopfenweg 7');
    await fuelle('plz', '95444');
    await fuelle('ort', 'Bayreuth');
    await fuelle('email', 'einkauf@brauerei-kessler.example');
    await fuelle('login', 'brauerei.kessler');
    await fuelle('password', 'Malzkaffee#2027');
    await fuelle('passwordConfirmation', 'Malzkaffee#2027');
    await seite.getByRole('checkbox').check();
    await seite.getByRole('button', { name: 'Registrieren' }).click();
    await seite.getByText(/Vielen Dank für Ihre Registrierung/).waitFor();
    await bild(seite, 'registriert');
    const mail = await warteAufMail(portal.mailDir, 'einkauf@brauerei-kessler.example', gelesen);
    await seite.goto(portal.url + linkAus(mail, '/activate-user'));
    await seite.getByText('Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.').waitFor();
    await seite.context().close();
  });

  it('der Kunde schreibt seine Gasversorgung aus', async () => {
    const seite = await anmelden('brauerei.kessler', 'Malzkaffee#2027', '/kunde/ausschreibung');
    await seite.getByRole('link', { name: 'Neue Ausschreibung' }).first().click();
    await seite.getByRole('combobox', { name: /^Sparte/ }).click();
    await seite.getByRole('option', { name: 'Gas' }).click();
    await seite.locator('input[name=bezeichnung]').fill('Erdgas Sudhaus und Abfüllung 2027');
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByRole('button', { name: 'Aus Datei importieren' }).click();
    const dialog = seite.getByRole('dialog', { name: 'Lieferstellen aus Datei importieren' });
    const csv = [
      'Bezeichnung;Straße;PLZ;Ort;MaLo-ID;Netzbetreiber;Messart;Jahresverbrauch (kWh);Max. Leistung (kW);Druckstufe',
      'Sudhaus;Hopfenweg 7;95444;Bayreuth;41373559241;Stadtwerke Bayreuth Netz;RLM;1.200.000;450;MD',
      'Abfüllung;Hopfenweg 9;95444;Bayreuth;12345678905;Stadtwerke Bayreuth Netz;SLP;80.000;;ND',
    ].join('\r\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'Lieferstellen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByRole('button', { name: '2 Lieferstellen übernehmen' }).click();
    await seite.getByRole('button', { name: 'Weiter' }).click();
    await seite.getByText('2 Lieferstellen mit zusammen 1.280.000 kWh im Jahr').waitFor();
    await bild(seite, 'kunde-pruefen');
    await seite.getByRole('button', { name: 'Ausschreibung absenden' }).click();
    await seite.waitForURL('**/kunde/ausschreibung/*/show');
    await seite.getByText('Prüfung Ausschreibung', { exact: true }).first().waitFor();
    ausschreibungId = Number(/ausschreibung\/(\d+)\/show/.exec(seite.url())![1]);
    const a = await portal.app.db.selectFrom('ausschreibung').select(['nummer', 'status', 'sparte']).where('id', '=', ausschreibungId).executeTakeFirstOrThrow();
    expect([a.status, a.sparte]).toEqual([0, 2]);
    nummer = a.nummer;
    await seite.context().close();
  });

  it('der Administrator prüft, lädt zwei EVUs ein und gibt frei', async () => {
    const seite = await oeffneAlsAdmin();
    await seite.getByRole('tab', { name: 'EVUs und Freigabe' }).click();
    await seite.getByRole('button', { name: 'EVUs einladen …' }).click();
    const dialog = seite.getByRole('dialog', { name: 'EVUs einladen' });
    for (const firma of ['Stadtwerke Süd Energie GmbH', 'Rheingas Versorgung GmbH']) await dialog.getByLabel(firma).check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await seite.getByText('Die Einladungen wurden gespeichert.').waitFor();
    const freigeben = seite.getByRole('button', { name: 'Ausschreibung freigeben' });
    await expect.poll(() => freigeben.isEnabled()).toBe(true);
    await freigeben.click();
    await seite.getByRole('dialog', { name: 'Ausschreibung freigeben?' }).getByRole('button', { name: 'Ausschreibung freigeben' }).click();
    await seite.getByText('Die Ausschreibung wurde freigegeben.').waitFor();
    await bild(seite, 'admin-freigegeben');
    await seite.context().close();
  });

  for (const [login, preis] of [['evu', '3,91'], ['evu3', '3,84']] as const) {
    it(`${login} gibt ein Angebot ab`, async () => {
      const seite = await anmelden(login, DEMO_PASSWORT, '/evu/ausschreibung');
      await seite.goto(`${portal.url}/evu/ausschreibung/gas`);
      await seite.getByText(nummer, { exact: true }).click();
      await seite.getByRole('button', { name: 'Angebot abgeben' }).waitFor();
      await seite.locator('input[name=arbeitspreisCtKwh]').fill(preis);
      await seite.locator('input[name=grundpreisEurMonat]').fill('15');
      await seite.locator('input[name=leistungspreisEurKwJahr]').fill('12');
      await seite.getByRole('button', { name: 'Angebot abgeben' }).click();
      await seite.getByText('Ihr Angebot wurde abgegeben.').waitFor();
      await bild(seite, `${login}-angebot`);
      await seite.context().close();
    });
  }

  it('nach der Angebotsfrist gibt der Administrator die Angebote frei', async () => {
    const { angebotsfrist } = await portal.app.db.selectFrom('ausschreibung').select('angebotsfrist').where('id', '=', ausschreibungId).executeTakeFirstOrThrow();
    uhr.versatz = Number(angebotsfrist) + 60 * 60 * 1000 - Date.now();
    const seite = await oeffneAlsAdmin();
    await seite.getByText('Prüfung Angebote', { exact: true }).first().waitFor();
    // The release stands where the offers are reviewed.
    await seite.getByRole('tab', { name: 'Angebote' }).click();
    await seite.getByRole('table', { name: 'Angebote nach Jahreskosten' }).waitFor();
    await seite.getByRole('button', { name: 'Angebote freigeben' }).click();
    await seite.getByRole('dialog', { name: 'Angebote freigeben?' }).getByRole('button', { name: 'Angebote freigeben' }).click();
    await seite.getByText('Die Angebote wurden für den Kunden freigegeben.').waitFor();
    await bild(seite, 'admin-angebote-freigegeben');
    await seite.context().close();
  });

  it('der Kunde vergleicht und erteilt dem günstigeren EVU den Zuschlag', async () => {
    const seite = await anmelden('brauerei.kessler', 'Malzkaffee#2027', '/kunde/ausschreibung');
    await seite.getByText(nummer, { exact: true }).click();
    const tabelle = seite.getByRole('table', { name: 'Angebote nach Jahreskosten' });
    await tabelle.getByText('bestes Angebot').waitFor();
    const erste = tabelle.locator('tbody tr').first();
    expect(await erste.textContent()).toContain('Rheingas Versorgung GmbH');
    await bild(seite, 'kunde-vergleich');
    await erste.getByRole('button', { name: 'Zuschlag erteilen' }).click();
    const dialog = seite.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    // Rheingas has Bonitätsklasse 5: the dialog opens with the warning to confirm, its button held until then.
    await dialog.getByText('Vor dem Zuschlag zu bestätigen').waitFor();
    expect(await dialog.getByRole('button', { name: 'Zuschlag erteilen' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Ich habe die Warnung geprüft und erteile den Zuschlag trotzdem.' }).check();
    await dialog.getByRole('button', { name: 'Zuschlag erteilen' }).click();
    await seite.getByText('Zuschlag erteilt an Rheingas Versorgung GmbH', { exact: false }).waitFor();
    await bild(seite, 'kunde-zuschlag');
    await seite.context().close();
  });

  it('beide EVUs sehen das Ergebnis und haben es per Mail', async () => {
    for (const [login, text] of [['evu3', 'Sie haben den Zuschlag erhalten.'], ['evu', 'Der Kunde hat den Zuschlag einem anderen Angebot erteilt.']] as const) {
      const seite = await anmelden(login, DEMO_PASSWORT, '/evu/ausschreibung');
      await seite.goto(`${portal.url}/evu/ausschreibung/gas/${ausschreibungId}/show`);
      await seite.getByText(text).waitFor();
      await bild(seite, `${login}-ergebnis`);
      await seite.context().close();
    }
    const mails = await portal.app.db.selectFrom('mail_outbox').select(['empfaenger', 'betreff', 'sent_at']).where('betreff', 'like', `%${nummer}%`).execute();
    const an = (email: string) => mails.filter((m) => m.empfaenger === email && m.sent_at !== null).map((m) => m.betreff).sort();
    expect(an('vertrieb@rheingas.example')).toEqual([`Einladung zur Ausschreibung ${nummer}`, `Zuschlag für Ausschreibung ${nummer}`]);
    expect(an('geschaeftskunden@stadtwerke-sued.example')).toEqual([`Einladung zur Ausschreibung ${nummer}`, `Ergebnis der Ausschreibung ${nummer}`]);
  });

  it('die Historie zeigt jeden Schritt', async () => {
    const seite = await oeffneAlsAdmin();
    await seite.getByText('Abgeschlossen', { exact: true }).first().waitFor();
    await seite.getByRole('tab', { name: 'Historie' }).click();
    for (const schritt of ['Ausschreibung angelegt', 'EVU-Einladungen geändert', 'Ausschreibung freigegeben', 'Angebotsfrist abgelaufen', 'Angebote für den Kunden freigegeben', 'Zuschlag erteilt']) {
      await seite.getByRole('cell', { name: schritt, exact: true }).first().waitFor();
    }
    expect(await seite.getByRole('cell', { name: 'Angebot abgegeben', exact: true }).count()).toBe(2);
    await bild(seite, 'historie');
    await seite.context().close();
    expect(uhr.now() - Date.now()).toBeGreaterThan(20 * TAG);
  });
});
