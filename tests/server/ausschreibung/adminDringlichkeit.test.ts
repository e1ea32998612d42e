import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const TAG = 86_400_000;

describe.each(portalTests())('Arbeitsliste des Administrators nach Dringlichkeit auf $name', ({ it }) => {
  const liste = async (client: TestClient, abfrage: string, token: string) => {
    const antwort = await client.get(`/api/ausschreibungasadmin?request.paging.size=100&request.ordering.key=dringlichkeit${abfrage}`, token);
    expect(antwort.statusCode).toBe(200);
    return antwort.json().items as AusschreibungZeile[];
  };

  it('zeigt je Schritt die nächste Angebotsfrist zuerst: Prüfung Ausschreibung, Aktiv, Prüfung Angebote, …', async ({ t, client, admin }) => {
    // The two Aktiv demo tenders get deadlines 3 and 9 days ahead, the sooner one on the tender with the higher id,
    // so neither the id nor the insertion order can pass for the deadline.
    const jetzt = Date.now();
    const aktive = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 1).orderBy('id').execute();
    expect(aktive).toHaveLength(2);
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: jetzt + 9 * TAG }).where('id', '=', aktive[0]!.id).execute();
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: jetzt + 3 * TAG }).where('id', '=', aktive[1]!.id).execute();

    const items = await liste(client, '&request.ordering.direction=1', admin);
    expect(items.map((a) => a.status)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(items.filter((a) => a.status === 1).map((a) => a.id)).toEqual([aktive[1]!.id, aktive[0]!.id]);
    for (let i = 1; i < items.length; i++) {
      if (items[i]!.status === items[i - 1]!.status) expect(Date.parse(items[i]!.angebotsfrist)).toBeGreaterThanOrEqual(Date.parse(items[i - 1]!.angebotsfrist));
    }

    // Under the status and Sparte filters (the counters' broad filter) the order is the same, and it turns round.
    const gefiltert = await liste(client, '&request.ordering.direction=1&request.filter.status=1&request.filter.status=2', admin);
    expect(gefiltert.map((a) => a.id)).toEqual(items.filter((a) => a.status === 1 || a.status === 2).map((a) => a.id));
    const strom = await liste(client, '&request.ordering.direction=1&request.filter.typen=1', admin);
    expect(strom.map((a) => a.id)).toEqual(items.filter((a) => a.typ === 1).map((a) => a.id));
    expect((await liste(client, '&request.ordering.direction=2', admin)).map((a) => a.id)).toEqual(items.map((a) => a.id).reverse());
  });
});
