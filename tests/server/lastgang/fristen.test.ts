import { describe, expect } from 'vitest';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp } from '../hilfen/testApp';

const TAG = 86_400_000;

describe.each(portalTests())('Fristen vor dem Lesen über Lastgänge auf $name', ({ it }) => {
  const status = async (t: TestApp, id: number) => (await t.app.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('bewegt die Ausschreibung einer Lieferstelle weiter, bevor ihr Lastgang gelesen wird', async ({ t, client }) => {
    // The demo data: Aktiv tenders with their Angebotsfrist in 10 days.
    const [erste, zweite] = (await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', AusschreibungStatus.Aktiv).orderBy('id').execute()).map((a) => a.id);
    const { id: lieferstelle } = await t.app.db.selectFrom('lieferstelle').select('id').where('ausschreibung_id', '=', erste!).orderBy('id').executeTakeFirstOrThrow();
    t.uhr.advance(11 * TAG);
    const token = (await client.angemeldet('admin')).access_token;

    const kennzahlen = await client.get(`/api/lastgang/lieferstelle/${lieferstelle}`, token);
    expect(kennzahlen.json().message).toBe('Zu dieser Lieferstelle gibt es keinen Lastgang.');
    expect(await status(t, erste!)).toBe(AusschreibungStatus.PruefungAngebote);
    // Only the tender the request is about: the others wait for their own reader or the scheduler.
    expect(await status(t, zweite!)).toBe(AusschreibungStatus.Aktiv);

    const werte = await client.get(`/api/lastgang/ausschreibung/${zweite}/werte`, token);
    expect(werte.json().message).toBe('Zu dieser Ausschreibung gibt es noch keinen Lastgang.');
    expect(await status(t, zweite!)).toBe(AusschreibungStatus.PruefungAngebote);
  });
});
