import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { angemeldeteSitzung, SCREENSHOTS } from './hilfen/portal';

/** The Kunde compares the released offers and awards the contract before the Bindefrist. */
describe('Kundenbereich im Browser', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let seite: Page;

  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('kunde', '/kunde/ausschreibung');
    ({ seite } = sitzung);
  });
  afterAll(() => sitzung?.stop());

  it('vergleicht die Angebote und erteilt dem günstigsten den Zuschlag', async () => {
    await seite.getByText('Bindefrist', { exact: true }).first().click();
    await seite.waitForURL('**/kunde/ausschreibung/*/show');
    await seite.getByRole('timer').filter({ hasText: 'Bindefrist: noch' }).waitFor();
    const tabelle = seite.getByRole('table', { name: 'Angebote nach Jahreskosten' });
    await tabelle.getByText('bestes Angebot').waitFor();
    const bester = (await tabelle.locator('tbody tr').first().locator('td').nth(1).textContent())!.trim();
    await tabelle.locator('tbody tr').first().getByRole('button', { name: 'Zuschlag erteilen' }).click();
    const dialog = seite.getByRole('dialog', { name: 'Zuschlag erteilen?' });
    await dialog.getByText(/Das lässt sich nicht rückgängig machen/).waitFor();
    await dialog.getByRole('button', { name: 'Zuschlag erteilen' }).click();
    await seite.getByText(`Zuschlag erteilt an ${bester}`, { exact: false }).waitFor();
    await seite.getByText('Abgeschlossen', { exact: true }).first().waitFor();
    expect(await seite.getByRole('button', { name: 'Zuschlag erteilen' }).count()).toBe(0);
    await seite.screenshot({ path: path.join(SCREENSHOTS, 'kunde-zuschlag.png'), fullPage: true });
    const mails = await sitzung.portal.app.db.selectFrom('mail_outbox').select('betreff').execute();
    expect(mails.some((m) => m.betreff.startsWith('Zuschlag für Ausschreibung'))).toBe(true);
  });
});
