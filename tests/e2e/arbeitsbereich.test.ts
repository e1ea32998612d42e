import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { angemeldeteSitzung, bildschirmfoto } from './hilfen/portal';

/** Issue 6's workspace in a real browser: records open in tabs, at most five, and the sixth is refused with the reason. */
describe('Reiter im Backoffice', () => {
  let sitzung: Awaited<ReturnType<typeof angemeldeteSitzung>>;
  let seite: Page;
  beforeAll(async () => {
    sitzung = await angemeldeteSitzung('admin', '/administrator/dashboard');
    ({ seite } = sitzung);
  });
  afterAll(() => sitzung?.stop());

  const reiter = () => seite.getByRole('tablist', { name: 'Geöffnete Einträge' }).getByRole('tab');

  it('öffnet fünf Einträge in Reitern, verweigert den sechsten mit Begründung und öffnet ihn nach dem Schließen eines Reiters', async () => {
    const db = sitzung.portal.app.db;
    const ausschreibungen = await db.selectFrom('ausschreibung').select(['id', 'nummer', 'sparte']).orderBy('id').limit(4).execute();
    const evus = await db.selectFrom('evu').select(['id', 'firma']).orderBy('id').limit(2).execute();
    const ziele = [
      ...ausschreibungen.map((a) => ({ pfad: `/administrator/ausschreibung/${a.sparte === 1 ? 'strom' : 'gas'}/${a.id}/show`, titel: a.nummer })),
      ...evus.map((e) => ({ pfad: `/administrator/evu/${e.id}/show`, titel: e.firma })),
    ];
    for (const [i, ziel] of ziele.slice(0, 5).entries()) {
      await seite.goto(sitzung.portal.url + ziel.pfad);
      await seite.getByRole('tab', { name: new RegExp(ziel.titel) }).waitFor();
      await expect.poll(() => reiter().count()).toBe(i + 1);
    }
    // Opening an open record again focuses its tab instead of opening another.
    await seite.goto(sitzung.portal.url + ziele[0]!.pfad);
    await expect.poll(() => seite.getByRole('tab', { name: new RegExp(ziele[0]!.titel) }).getAttribute('aria-selected')).toBe('true');
    expect(await reiter().count()).toBe(5);

    await seite.goto(sitzung.portal.url + '/administrator/evu');
    await seite.getByText(ziele[5]!.titel).first().click();
    await seite.getByText('Es können höchstens 5 Einträge gleichzeitig geöffnet sein. Bitte schließen Sie zuerst einen Reiter.').waitFor();
    await bildschirmfoto(seite, 'arbeitsbereich-sechster');
    expect(await reiter().count()).toBe(5);
    expect(seite.url()).not.toContain(ziele[5]!.pfad);

    await seite.getByRole('button', { name: `${ziele[1]!.titel} schließen` }).click();
    await expect.poll(() => reiter().count()).toBe(4);
    await seite.goto(sitzung.portal.url + ziele[5]!.pfad);
    await seite.getByRole('tab', { name: new RegExp(ziele[5]!.titel) }).waitFor();
    expect(await reiter().count()).toBe(5);
    // Tabs belong to the browser session: a reload keeps them.
    await seite.reload();
    await seite.getByRole('tab', { name: new RegExp(ziele[5]!.titel) }).waitFor();
    expect(await reiter().count()).toBe(5);
  });
});
