import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import { portalTests } from '../hilfen/portalTest';

/** Every status/Sparte filter the administrator's list can send, the empty one included. */
const FILTER = [
  '',
  '&request.filter.status=1',
  '&request.filter.status=1&request.filter.status=2&request.filter.typen=1',
  '&request.filter.typen=2',
  '&request.filter.status=0&request.filter.status=3&request.filter.status=4&request.filter.typen=1&request.filter.typen=2',
];

describe.each(portalTests())('Zählung und Reihenfolge der Administrator-Liste auf $name', ({ it }) => {
  it('zählt nach Status und Sparte exakt, auch nachdem Ausschreibungen angelegt, verschoben und gelöscht wurden', async ({ t, client, admin }) => {
    const db = t.app.db;
    const vergleiche = async () => {
      for (const filter of FILTER) {
        const antwort = await client.get(`/api/ausschreibungasadmin?request.paging.size=500${filter}`, admin);
        expect(antwort.statusCode, filter).toBe(200);
        const { total, items } = antwort.json() as { total: number; items: AusschreibungZeile[] };
        const status = new URLSearchParams(filter).getAll('request.filter.status').map(Number);
        const typen = new URLSearchParams(filter).getAll('request.filter.typen').map(Number);
        const inDb = await db
          .selectFrom('ausschreibung')
          .select('id')
          .$if(status.length > 0, (q) => q.where('status', 'in', status))
          .$if(typen.length > 0, (q) => q.where('sparte', 'in', typen))
          .execute();
        expect(total, filter).toBe(inDb.length);
        expect(items.map((a) => a.id).sort((a, b) => a - b), filter).toEqual(inDb.map((a) => a.id).sort((a, b) => a - b));
      }
    };
    await vergleiche();

    const vorlage = await db.selectFrom('ausschreibung').selectAll().where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...felder } = vorlage;
    const neu = await db.insertInto('ausschreibung').values({ ...felder, nummer: `${vorlage.nummer}-Z`, status: 0 }).returning('id').executeTakeFirstOrThrow();
    await vergleiche();
    await db.updateTable('ausschreibung').set({ status: 2 }).where('id', '=', neu.id).execute();
    await vergleiche();
    await db.updateTable('ausschreibung').set({ sparte: vorlage.sparte === 1 ? 2 : 1, status: 1 }).where('id', '=', neu.id).execute();
    await vergleiche();
    // An update that leaves status and Sparte alone changes no count.
    await db.updateTable('ausschreibung').set({ bezeichnung: 'Umbenannt' }).where('id', '=', neu.id).execute();
    await vergleiche();
    await db.deleteFrom('ausschreibung').where('id', '=', neu.id).execute();
    await vergleiche();
  });

  it('liefert unter einem breiten Filter dieselben Seiten in derselben Reihenfolge wie unter einem engen', async ({ client, admin }) => {
    const seiten = async (filter: string, schluessel: string, richtung: number) => {
      const ids: number[] = [];
      for (let index = 0; index < 4; index++) {
        const antwort = await client.get(`/api/ausschreibungasadmin?request.paging.size=3&request.paging.index=${index}&request.ordering.key=${schluessel}&request.ordering.direction=${richtung}${filter}`, admin);
        ids.push(...(antwort.json() as { items: AusschreibungZeile[] }).items.map((a) => a.id));
      }
      return ids;
    };
    const alle = (await client.get('/api/ausschreibungasadmin?request.paging.size=500', admin)).json() as { items: AusschreibungZeile[] };
    const kunden = [...new Set(alle.items.map((a) => a.kunde))];
    expect(kunden.length).toBeGreaterThan(0);
    // The year every tender number carries (A-2026-00001): a search that finds every tender.
    const jahr = alle.items[0]!.nummer.split('-')[1]!;
    expect(alle.items.every((a) => a.nummer.includes(jahr))).toBe(true);
    // The second filter names a status twice and a Sparte: the default order merges one range per status.
    for (const filter of ['&request.filter.status=1&request.filter.status=2&request.filter.status=3', '&request.filter.status=3&request.filter.status=1&request.filter.status=3&request.filter.status=2&request.filter.typen=2']) {
      for (const schluessel of ['angebotsfrist', 'lieferbeginn', 'nummer', 'id', 'kunde', 'typ', 'status', 'bezeichnung', 'anzahlLieferstellen', 'jahresverbrauchKwh', 'anzahlAngebote']) {
        for (const richtung of [1, 2]) {
          const breit = await seiten(filter, schluessel, richtung);
          // The same rows, found through the filter index: the search matches every tender number.
          const eng = await seiten(`${filter}&request.filter.idSearch=${jahr}`, schluessel, richtung);
          expect(breit.length, schluessel).toBeGreaterThan(0);
          expect(breit, `${filter} ${schluessel} ${richtung}`).toEqual(eng);
        }
      }
    }
  });
});
