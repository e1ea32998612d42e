import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../server/hilfen/pdfText';
import { kopierteAusschreibung, setzeArbeitspreise } from '../server/hilfen/eigeneAusschreibung';
import { bildschirmfoto, meldeAn, starteChromium, startePortal, warteAufMail } from './hilfen/portal';
import { VersetzteUhr } from './hilfen/uhr';

const TAG = 86_400_000;
const GRUENDE = 'Ihr Angebot liegt nach dem Zuschlagskriterium Jahreskosten um 4.605,00 € im Jahr über dem wirtschaftlichsten.';
const RUEGE = 'Die Wertung unseres Angebots ist fehlerhaft; der Grundpreis wurde doppelt gezählt.';

/**
 * Issue 42, point 6 in Chromium, at the desk and on a phone: the Kommune reads the Informationsschreiben before its
 * Zuschlag and states the reasons, records a Rüge that holds the intended Zuschlag past its Stillhaltefrist, and
 * rejects it, upon which the Zuschlag takes effect.
 */
describe('Zuschlag einer Kommune mit Informationsschreiben und Rüge im Browser', () => {
  const uhr = new VersetzteUhr();
  /** The mail files already read, across both widths: each run waits for its own letter. */
  const bekannt = new Set<string>();
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startePortal>>;

  beforeAll(async () => {
    portal = await startePortal({ uhr });
    browser = await starteChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** A fresh window of the width, its clock at the server's time, signed in as the Gemeinde. */
  async function alsGemeinde(breite: number): Promise<Page> {
    const kontext = await browser.newContext({ viewport: { width: breite, height: breite > 600 ? 800 : 740 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    if (uhr.versatz) await kontext.clock.install({ time: new Date(uhr.now()) });
    const seite = await kontext.newPage();
    seite.on('pageerror', (fehler) => {
      throw fehler;
    });
    await seite.goto(portal.url + '/');
    await meldeAn(seite, 'kunde2', { landung: '/kunde/ausschreibung' });
    return seite;
  }

  for (const breite of [1280, 360]) {
    it(`sieht den Zuschlag mit Gründen vor, hält ihn mit einer Rüge auf und lässt ihn nach deren Zurückweisung wirksam werden (${breite} px)`, async () => {
      const db = portal.app.db;
      // A copy of the Gemeinde's Gas tender in Bindefrist: offers at 6,0000 and 6,5000 ct/kWh on 921 000 kWh.
      const a = await kopierteAusschreibung(db, 'Erdgas kommunale Gebäude', { bindefrist: uhr.now() + 20 * TAG });
      const [gewinnerId, zweiterId] = await setzeArbeitspreise(db, a.id, [6, 6.5]);
      const bieter = async (angebotId: number) =>
        db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').select(['v.firma', 'v.email']).where('o.id', '=', angebotId).executeTakeFirstOrThrow();
      const gewinner = await bieter(gewinnerId!);
      const zweiter = await bieter(zweiterId!);

      let seite = await alsGemeinde(breite);
      await seite.goto(`${portal.url}/kunde/ausschreibung/${a.id}/show`);
      const angebote = seite.getByRole(breite > 600 ? 'table' : 'list', { name: 'Angebote nach Jahreskosten' });
      await angebote.waitFor();
      await (breite > 600 ? angebote.getByRole('row').nth(1) : angebote.getByRole('listitem').first()).getByRole('button', { name: 'Zuschlag erteilen' }).click();

      // The preview: the letter to the other bidder in the Gemeinde's name, the reasons suggested from rank and price.
      const dialog = seite.getByRole('dialog', { name: 'Zuschlag vorsehen: Informationsschreiben prüfen' });
      const brief = dialog.getByRole('document', { name: `Vorschau des Informationsschreibens an ${zweiter.firma}` });
      await brief.waitFor();
      expect(await brief.textContent()).toContain('Gemeinde Beispielhausen · Rathausplatz 1 · 97070 Würzburg');
      expect(await brief.textContent()).toContain(`Wir beabsichtigen, den Zuschlag auf das Angebot von ${gewinner.firma} zu erteilen.`);
      // 921 000 kWh × (6,5000 − 6,0000) ct = 4 605,00 €
      const gruende = dialog.getByRole('textbox', { name: 'Gründe der Nichtberücksichtigung' });
      expect(await gruende.inputValue()).toContain('Ihr Angebot belegt Rang 2 von 2; seine Jahreskosten liegen um 4.605,00 € über denen des Angebots, das den Zuschlag erhalten soll.');
      await gruende.fill(GRUENDE);
      expect(await brief.textContent()).toContain(`Gründe für die Nichtberücksichtigung: ${GRUENDE}`);
      await bildschirmfoto(seite, `zuschlag-vorschau-${breite}`, { ganz: false });
      // On a phone the dialog takes the whole screen.
      const box = (await dialog.boundingBox())!;
      if (breite < 600) expect(box.width).toBe(breite);
      await dialog.getByRole('button', { name: 'Zuschlag vorsehen und Schreiben senden' }).click();
      await seite.getByText(`Zuschlag vorgesehen für ${gewinner.firma}.`, { exact: false }).waitFor();

      // The letter went out as the Gemeinde wrote it.
      const mail = await warteAufMail(portal.mailDir, zweiter.email, bekannt);
      expect(mail.subject).toBe(`Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`);
      expect(pdfText(mail.attachments[0]!.content).replace(/\s*\n/g, ' ')).toContain(`Gründe für die Nichtberücksichtigung: ${GRUENDE}`);

      // A Rüge comes in and is recorded.
      await seite.getByRole('button', { name: 'Rüge erfassen' }).click();
      const erfassen = seite.getByRole('dialog', { name: 'Eingegangene Rüge erfassen' });
      await erfassen.getByRole('textbox', { name: /Inhalt der Rüge/ }).fill(RUEGE);
      await bildschirmfoto(seite, `zuschlag-ruege-erfassen-${breite}`, { ganz: false });
      await erfassen.getByRole('button', { name: 'Rüge erfassen' }).click();
      await erfassen.waitFor({ state: 'detached' });
      await seite.getByRole('list', { name: 'Rügen' }).getByText(RUEGE).waitFor();
      await seite.getByText('aber erst, wenn über die offene Rüge entschieden ist', { exact: false }).waitFor();
      await bildschirmfoto(seite, `zuschlag-ruege-${breite}`);

      // The Stillhaltefrist passes: the Rüge holds the Zuschlag.
      const { zuschlag_wirksam_ab: wirksamAb } = await db.selectFrom('ausschreibung').select('zuschlag_wirksam_ab').where('id', '=', a.id).executeTakeFirstOrThrow();
      uhr.versatz += Number(wirksamAb) - uhr.now() + TAG;
      await seite.context().close();
      seite = await alsGemeinde(breite);
      await seite.goto(`${portal.url}/kunde/ausschreibung/${a.id}/show`);
      await seite.getByText(`Zuschlag vorgesehen für ${gewinner.firma}.`, { exact: false }).waitFor();
      expect(await seite.getByText(`Zuschlag erteilt an ${gewinner.firma}`, { exact: false }).count()).toBe(0);

      // Rejected, the Rüge no longer holds it: the Zuschlag takes effect at once.
      await seite.getByRole('button', { name: 'Über die Rüge entscheiden' }).click();
      const entscheiden = seite.getByRole('dialog', { name: 'Über die Rüge entscheiden' });
      await entscheiden.getByRole('radio', { name: /^Zurückgewiesen/ }).check();
      await entscheiden.getByRole('textbox', { name: /Begründung der Entscheidung/ }).fill('Der Grundpreis wurde je Lieferstelle einmal gezählt, wie bekanntgemacht.');
      await bildschirmfoto(seite, `zuschlag-entscheiden-${breite}`, { ganz: false });
      await entscheiden.getByRole('button', { name: 'Entscheidung speichern' }).click();
      await seite.getByText(`Zuschlag erteilt an ${gewinner.firma}`, { exact: false }).waitFor();
      await seite.getByText('zurückgewiesen', { exact: true }).waitFor();
      expect(await seite.getByRole('button', { name: 'Rüge erfassen' }).count()).toBe(0);
      await bildschirmfoto(seite, `zuschlag-wirksam-${breite}`);
      expect((await db.selectFrom('ausschreibung').select('status').where('id', '=', a.id).executeTakeFirstOrThrow()).status).toBe(4);
      await seite.context().close();
    });
  }
});
