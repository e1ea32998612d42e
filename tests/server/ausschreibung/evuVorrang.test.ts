import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const TAG = 86_400_000;

describe.each(portalTests())('Reihenfolge der EVU-Liste auf $name', ({ it }) => {
  const liste = async (client: TestClient, abfrage: string, token: string) => {
    const antwort = await client.get(`/api/evu/ausschreibung?typ=1&request.paging.size=100${abfrage}`, token);
    expect(antwort.statusCode).toBe(200);
    return antwort.json().items as AusschreibungZeile[];
  };

  it('zeigt zuerst Aktive ohne eigenes Angebot, dann Aktive mit Angebot, dann den Rest', async ({ t, client }) => {
    // A second Aktiv Strom tender on which every invited EVU has bid; the demo's Aktiv one has only the first EVU's offer.
    const jetzt = Date.now();
    await t.app.db.updateTable('ausschreibung').set({ status: 1, angebotsfrist: jetzt + 20 * TAG }).where('status', '=', 2).where('sparte', '=', 1).execute();
    const nordwind = (await client.angemeldet('evu2')).access_token;
    const items = await liste(client, '&request.ordering.key=vorrang&request.ordering.direction=1', nordwind);
    // The rest by the youngest Angebotsfrist: Bindefrist (7 days ago), the cancelled tender (12), Abgeschlossen (60).
    expect(items.map((a) => [a.status, a.anzahlAngebote])).toEqual([[1, 0], [1, 1], [3, 1], [5, 1], [4, 1]]);
    expect(Date.parse(items[2]!.angebotsfrist)).toBeGreaterThan(Date.parse(items[3]!.angebotsfrist));
    expect(Date.parse(items[3]!.angebotsfrist)).toBeGreaterThan(Date.parse(items[4]!.angebotsfrist));

    // Among equals the soonest Angebotsfrist comes first.
    const sued = (await client.angemeldet('evu')).access_token;
    const eigene = await liste(client, '&request.ordering.key=vorrang&request.ordering.direction=1', sued);
    const aktive = eigene.filter((a) => a.status === 1);
    expect(aktive.map((a) => a.anzahlAngebote)).toEqual([1, 1]);
    expect(eigene.slice(0, 2)).toEqual(aktive);
    expect(Date.parse(aktive[0]!.angebotsfrist)).toBeLessThan(Date.parse(aktive[1]!.angebotsfrist));

    // The order can be asked for by name, and turned round.
    expect((await liste(client, '&request.ordering.key=vorrang&request.ordering.direction=1', nordwind)).map((a) => a.id)).toEqual(items.map((a) => a.id));
    expect((await liste(client, '&request.ordering.key=vorrang&request.ordering.direction=2', nordwind)).map((a) => a.id)).toEqual(items.map((a) => a.id).reverse());
  });
});
