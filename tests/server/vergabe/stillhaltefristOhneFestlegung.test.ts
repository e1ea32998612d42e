import { describe, expect } from 'vitest';
import { portalTests } from '../hilfen/portalTest';

const K = '/api/kunde/ausschreibung';
const TAG = 86_400_000;

describe.each(portalTests())('Zuschlag einer Ausschreibung, deren Stillhaltefrist bei der Freigabe nicht festgehalten wurde, auf $name', ({ it }) => {
  it('wartet bei einem kommunalen Kunden auf die Stillhaltefrist, statt sie zu übergehen', async ({ t, client }) => {
    // As an instance of the version before would have released it during a rolling upgrade: the column stays empty.
    const a = await t.app.db.selectFrom('ausschreibung').selectAll().where('bezeichnung', 'like', 'Erdgas kommunale Gebäude%').executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ stillhaltefrist_pflicht: null, bindefrist: t.uhr.now() + 20 * TAG }).where('id', '=', a.id).execute();

    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const [bestes] = (await client.get(`${K}/${a.id}/angebote`, kunde2)).json();
    expect((await client.send('POST', `${K}/${a.id}/zuschlag`, { angebotId: bestes.id }, kunde2)).statusCode).toBe(204);
    const danach = (await client.get(`${K}/${a.id}`, kunde2)).json();
    expect(danach.status).toBe(3);
    expect(danach.zuschlagVorgesehen).toMatchObject({ angebotId: bestes.id });
  });
});
