import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meldeAn, angemeldeteSitzung, bildschirmfoto } from './hilfen/portal';
import { pdfText } from '../server/hilfen/pdfText';

/** Issue 22's journey on a Kommune's tender: a bidder asks, the broker answers for all, the Vergabevermerk records it. */
describe('Bieterfragen und Vergabevermerk im Browser', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let seite: Page;
  let id: number;
  const FRAGE = 'Ist für das Hallenbad ein Lastgang verfügbar?';
  const ANTWORT = 'Ja, der Lastgang 2025 liegt unter Dokumente bereit.';

  const wechsle = async (login: string, landung: string) => {
    await seite.getByRole('button', { name: 'Abmelden' }).click();
    await meldeAn(seite, login, { landung });
  };

  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('evu', '/evu/ausschreibung');
    seite = sitzung.seite;
    // The demo's active Gas tender belongs to the Kommune 'kunde2'; 'evu' and 'evu3' are invited.
    id = (await sitzung.portal.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 1).where('sparte', '=', 2).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => sitzung?.stop());

  it('stellt eine Frage, beantwortet sie für alle Bieter anonym und hält sie im Vergabevermerk fest', async () => {
    await seite.goto(`${sitzung.portal.url}/evu/ausschreibung/gas/${id}/show`);
    await seite.getByRole('heading', { name: 'Bieterfragen' }).waitFor();
    await seite.getByLabel('Ihre Frage').fill(FRAGE);
    await seite.getByRole('button', { name: 'Frage stellen' }).click();
    await seite.getByText('Ihre Frage wurde gestellt. Die Antwort erhalten alle Bieter.').waitFor();
    await seite.getByText(FRAGE).waitFor();
    await seite.getByText('Noch nicht beantwortet.').waitFor();

    await wechsle('admin', '/administrator/dashboard');
    await seite.goto(`${sitzung.portal.url}/administrator/ausschreibung/gas/${id}/show`);
    await seite.getByRole('tab', { name: 'Bieterfragen' }).click();
    await seite.getByText('von Stadtwerke Süd Energie GmbH').waitFor();
    await seite.getByLabel('Antwort', { exact: true }).fill(ANTWORT);
    await seite.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
    await seite.getByText('Die Antwort ist für alle Bieter veröffentlicht.').waitFor();
    await seite.getByText(ANTWORT).waitFor();
    await bildschirmfoto(seite, 'admin-bieterfragen');
    const [vermerk] = await Promise.all([seite.waitForEvent('download'), seite.getByRole('button', { name: 'Vergabevermerk (PDF)' }).click()]);
    expect(vermerk.suggestedFilename()).toMatch(/^Vergabevermerk_A-\d{4}-\d{5}\.pdf$/);
    const text = pdfText(fs.readFileSync((await vermerk.path())!)).replace(/\s*\n/g, ' ');
    expect(text).toContain('6. Bieterfragen und Antworten');
    expect(text).toContain(FRAGE);
    expect(text).toContain(ANTWORT);
    expect(text).toContain('Gemeinde Beispielhausen');

    // The other invited bidder reads question and answer, without learning who asked.
    await wechsle('evu3', '/evu/ausschreibung');
    await seite.goto(`${sitzung.portal.url}/evu/ausschreibung/gas/${id}/show`);
    await seite.getByText(ANTWORT, { exact: false }).waitFor();
    expect(await seite.locator('.MuiChip-label', { hasText: 'Ihre Frage' }).count()).toBe(0);
    expect(await seite.getByText('Stadtwerke Süd').count()).toBe(0);

    await wechsle('kunde2', '/kunde/ausschreibung');
    await seite.goto(`${sitzung.portal.url}/kunde/ausschreibung/${id}/show`);
    await seite.getByText(FRAGE).waitFor();
    await seite.getByText(ANTWORT, { exact: false }).waitFor();
    expect(await seite.getByText('Stadtwerke Süd').count()).toBe(0);
    // The Kunde gets the Vergabevermerk in the tender's toolbar only from the Bindefrist on; this tender is still active.
    expect(await seite.getByRole('button', { name: 'Vergabevermerk (PDF)' }).count()).toBe(0);
  });
});
