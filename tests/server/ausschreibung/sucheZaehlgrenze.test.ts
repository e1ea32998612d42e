import { sql, type Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import { ZAEHLGRENZE } from '../../../domain/api/liste';
import { seedeMassendaten } from '../../../server/demodaten/massendaten';
import type { Database } from '../../../server/db/schema';
import { STICHPROBE } from '../../../server/ausschreibung/suche';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const ADMIN = '/api/ausschreibungasadmin';
/** Bulk tenders: "Los" (in every bulk Bezeichnung) is common by SQLite's sample and finds far more than the limit. */
const MASSE = STICHPROBE + 2 * ZAEHLGRENZE;

interface Antwort {
  items: AusschreibungZeile[];
  total: number;
  totalUntergrenze?: boolean;
}

/** The sort keys with the column the database orders them by, for the expected order. */
const SPALTEN = {
  angebotsfrist: sql`a.angebotsfrist`,
  bezeichnung: sql`a.bezeichnung`,
  nummer: sql`a.nummer`,
  lieferbeginn: sql`a.lieferbeginn`,
  status: sql`a.status`,
  typ: sql`a.sparte`,
  kunde: sql`(SELECT coalesce(k.firma, k.vorname || ' ' || k.nachname) FROM kunde k WHERE k.id = a.kunde_id)`,
  jahresverbrauchKwh: sql`(SELECT coalesce(sum(l.jahresverbrauch_kwh), 0) FROM lieferstelle l WHERE l.ausschreibung_id = a.id)`,
} as const;

/**
 * Every tender's searchable text built here in JavaScript (Nummer, Bezeichnung, Kunde with Ort, each Lieferstelle's
 * Bezeichnung, Ort and MaLo-ID) and matched word by word without case: the brute-force answer the list must give.
 */
async function treffer(db: Kysely<Database>, suche: string, filter: { status?: number[]; typen?: number[]; kundeId?: number; ids?: Set<number> } = {}) {
  const woerter = suche.toLowerCase().split(/\s+/).filter(Boolean);
  const tenders = await db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select(['a.id', 'a.nummer', 'a.bezeichnung', 'a.status', 'a.sparte', 'a.kunde_id', 'k.firma', 'k.vorname', 'k.nachname', 'k.ort'])
    .execute();
  const stellen = new Map<number, string[]>();
  for (const l of await db.selectFrom('lieferstelle').select(['ausschreibung_id', 'bezeichnung', 'ort', 'malo_id']).execute()) {
    stellen.set(l.ausschreibung_id, [...(stellen.get(l.ausschreibung_id) ?? []), l.bezeichnung, l.ort, l.malo_id]);
  }
  return tenders
    .filter((a) => !filter.status || filter.status.includes(a.status))
    .filter((a) => !filter.typen || filter.typen.includes(a.sparte))
    .filter((a) => filter.kundeId === undefined || a.kunde_id === filter.kundeId)
    .filter((a) => !filter.ids || filter.ids.has(a.id))
    .filter((a) => {
      const text = [a.nummer, a.bezeichnung, a.firma ?? `${a.vorname} ${a.nachname}`, a.ort, ...(stellen.get(a.id) ?? [])].join(' ').toLowerCase();
      return woerter.every((wort) => text.includes(wort));
    })
    .map((a) => a.id);
}

/** The ids in the list's order (the column, then the id, both in the direction), as the database collates. */
async function geordnet(db: Kysely<Database>, ids: number[], schluessel: keyof typeof SPALTEN, richtung: 'asc' | 'desc') {
  const zeilen = await db
    .selectFrom('ausschreibung as a')
    .select('a.id')
    .where('a.id', 'in', ids.length ? ids : [-1])
    .orderBy(SPALTEN[schluessel], richtung)
    .orderBy('a.id', richtung)
    .execute();
  return zeilen.map((z) => z.id);
}

async function liste(client: TestClient, pfad: string, token: string, abfrage: string): Promise<Antwort> {
  const antwort = await client.get(`${pfad}${pfad.includes('?') ? '&' : '?'}${abfrage}`, token);
  expect(antwort.statusCode, abfrage).toBe(200);
  return antwort.json() as Antwort;
}

describe.each(portalTests())('Suche mit Zählgrenze in den Ausschreibungslisten auf $name', ({ it }) => {
  it('zählt bis 1.000, sagt darüber „mehr als“ und liefert jede Sortierung wie die Prüfung von Hand', { timeout: 120_000 }, async ({ t, client, admin }) => {
    const db = t.app.db;
    await seedeMassendaten(db, MASSE, t.uhr.now());
    const alleLos = await treffer(db, 'los');
    expect(alleLos.length).toBeGreaterThan(2 * ZAEHLGRENZE);

    for (const schluessel of Object.keys(SPALTEN) as (keyof typeof SPALTEN)[]) {
      for (const [richtung, nummer] of [['asc', 1], ['desc', 2]] as const) {
        const erwartet = await geordnet(db, alleLos, schluessel, richtung);
        const sortiert = `request.filter.idSearch=LOS&request.ordering.key=${schluessel}&request.ordering.direction=${nummer}`;
        const erste = await liste(client, ADMIN, admin, `${sortiert}&request.paging.size=25`);
        expect(erste, `${schluessel} ${richtung}`).toMatchObject({ total: ZAEHLGRENZE, totalUntergrenze: true });
        expect(erste.items.map((a) => a.id), `${schluessel} ${richtung}`).toEqual(erwartet.slice(0, 25));
      }
    }

    // Past the limit the count reaches the requested page's end; the last page has the exact count.
    const tief = await liste(client, ADMIN, admin, 'request.filter.idSearch=los&request.paging.size=25&request.paging.index=40');
    const erwartet = await geordnet(db, alleLos, 'angebotsfrist', 'desc');
    expect(tief).toMatchObject({ total: 1025, totalUntergrenze: true });
    expect(tief.items.map((a) => a.id)).toEqual(erwartet.slice(1000, 1025));
    const letzteSeite = Math.floor((alleLos.length - 1) / 500);
    const letzte = await liste(client, ADMIN, admin, `request.filter.idSearch=los&request.paging.size=500&request.paging.index=${letzteSeite}`);
    expect(letzte.total).toBe(alleLos.length);
    expect(letzte.totalUntergrenze).toBeUndefined();
    expect(letzte.items.map((a) => a.id)).toEqual(erwartet.slice(letzteSeite * 500));

    // Combined with other filters and a second word: below the limit the count is exact.
    const gefiltert = await treffer(db, 'los würzburg', { status: [1, 2], typen: [1] });
    expect(gefiltert.length).toBeGreaterThan(0);
    expect(gefiltert.length).toBeLessThan(ZAEHLGRENZE);
    const antwort = await liste(
      client,
      ADMIN,
      admin,
      'request.filter.idSearch=Los%20W%C3%9CRZBURG&request.filter.status=1&request.filter.status=2&request.filter.typen=1&request.ordering.key=bezeichnung&request.ordering.direction=1&request.paging.size=500',
    );
    expect(antwort.total).toBe(gefiltert.length);
    expect(antwort.totalUntergrenze).toBeUndefined();
    expect(antwort.items.map((a) => a.id)).toEqual(await geordnet(db, gefiltert, 'bezeichnung', 'asc'));

    // A search with many hits under a filter that leaves few: exact, and the same rows.
    const status4 = await treffer(db, 'los', { status: [4], typen: [2] });
    const wenige = await liste(client, ADMIN, admin, 'request.filter.idSearch=los&request.filter.status=4&request.filter.typen=2&request.paging.size=500');
    expect(wenige.total).toBe(status4.length);
    expect(wenige.items.map((a) => a.id)).toEqual((await geordnet(db, status4, 'angebotsfrist', 'desc')).slice(0, 500));
  });

  it('zählt auch die Listen von Kunde und EVU nur bis zur Grenze', { timeout: 120_000 }, async ({ t, client, kunde }) => {
    const db = t.app.db;
    if ((await db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n < MASSE) {
      await seedeMassendaten(db, MASSE, t.uhr.now());
    }
    const { id: kundeId } = await db.selectFrom('kunde as k').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id').select('k.id').where('b.login', '=', 'kunde').executeTakeFirstOrThrow();
    const { id: evuId } = await db.selectFrom('evu').select('id').where('firma', '=', 'Stadtwerke Süd Energie GmbH').executeTakeFirstOrThrow();
    const bulk = await db.selectFrom('ausschreibung').select(['id', 'status', 'sparte']).where('nummer', 'like', 'M-%').orderBy('id').limit(2 * ZAEHLGRENZE).execute();
    await db.updateTable('ausschreibung').set({ kunde_id: kundeId }).where('id', 'in', bulk.map((a) => a.id)).execute();
    const eingeladen = bulk.filter((a) => a.status >= 1 && a.sparte === 1);
    for (let i = 0; i < eingeladen.length; i += 500) {
      await db
        .insertInto('einladung')
        .values(eingeladen.slice(i, i + 500).map((a) => ({ ausschreibung_id: a.id, evu_id: evuId, eingeladen_am: t.uhr.now(), eingeladen_von: null, erinnert_am: null })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    const vomKunden = await treffer(db, 'los', { kundeId });
    expect(vomKunden.length).toBeGreaterThan(ZAEHLGRENZE);
    const kundenListe = await liste(client, '/api/kunde/ausschreibung', kunde, 'request.filter.idSearch=los&request.paging.size=25');
    expect(kundenListe).toMatchObject({ total: ZAEHLGRENZE, totalUntergrenze: true });
    expect(kundenListe.items.map((a) => a.id)).toEqual((await geordnet(db, vomKunden, 'angebotsfrist', 'desc')).slice(0, 25));
    // Without a search the Kunde's own list is capped as well.
    expect(await liste(client, '/api/kunde/ausschreibung', kunde, 'request.paging.size=25')).toMatchObject({ total: ZAEHLGRENZE, totalUntergrenze: true });

    const evu = (await client.angemeldet('evu')).access_token;
    const sichtbar = await db
      .selectFrom('ausschreibung as a')
      .innerJoin('einladung as e', 'e.ausschreibung_id', 'a.id')
      .select('a.id')
      .where('e.evu_id', '=', evuId)
      .where('a.status', '>=', 1)
      .where('a.sparte', '=', 1)
      .execute();
    const fuerEvu = await treffer(db, 'los', { ids: new Set(sichtbar.map((a) => a.id)) });
    expect(fuerEvu.length).toBeGreaterThan(ZAEHLGRENZE);
    const evuListe = await liste(client, '/api/evu/ausschreibung?typ=1', evu, 'request.filter.idSearch=los&request.ordering.key=bezeichnung&request.ordering.direction=2&request.paging.size=25');
    expect(evuListe).toMatchObject({ total: ZAEHLGRENZE, totalUntergrenze: true });
    expect(evuListe.items.map((a) => a.id)).toEqual((await geordnet(db, fuerEvu, 'bezeichnung', 'desc')).slice(0, 25));
  });

  it('findet Umlaute in jeder Schreibweise auch dann, wenn die Suche sehr viele Treffer hat', { timeout: 120_000 }, async ({ t, client, admin }) => {
    const db = t.app.db;
    if ((await db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n < MASSE) {
      await seedeMassendaten(db, MASSE, t.uhr.now());
    }
    // Nearly every tender gets a word with an umlaut, in varying case, and an ß, half of them as the capital ẞ.
    await db
      .updateTable('ausschreibung')
      .set((eb) => ({ bezeichnung: eb('bezeichnung', '||', sql<string>`CASE WHEN id % 2 = 0 THEN ' Übergabestation Straße' ELSE ' üBERGABESTATION STRAẞE' END`) }))
      .where((eb) => eb(eb('id', '%', 50), '<>', 0))
      .execute();
    for (const suche of ['übergabestation', 'ÜBERGABESTATION', 'Übergabe los', 'übe los', 'straße', 'STRAẞE', 'aße los', 'AẞE los']) {
      const erwartet = await treffer(db, suche);
      expect(erwartet.length, suche).toBeGreaterThan(STICHPROBE);
      const antwort = await liste(client, ADMIN, admin, `request.filter.idSearch=${encodeURIComponent(suche)}&request.ordering.key=nummer&request.ordering.direction=1`);
      expect(antwort, suche).toMatchObject({ total: ZAEHLGRENZE, totalUntergrenze: true });
      expect(antwort.items.map((a) => a.id), suche).toEqual((await geordnet(db, erwartet, 'nummer', 'asc')).slice(0, 25));
    }
  });
});
