import { describe, expect } from 'vitest';
import { HOECHSTENS_LIEFERSTELLEN } from '../../../domain/ausschreibung';
import { gasLieferstelle, maloIdNr, neueGasAusschreibung } from '../hilfen/ausschreibungEingabe';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const ADMIN = '/api/ausschreibungasadmin';
/** As many Lieferstellen as a tender may have, as a spreadsheet import brings them. */
const VIELE = HOECHSTENS_LIEFERSTELLEN;

describe.each(portalTests())('Suche in den Ausschreibungslisten auf $name', ({ it }) => {
  const treffer = async (client: TestClient, pfad: string, suche: string, token: string) => {
    const antwort = await client.get(`${pfad}${pfad.includes('?') ? '&' : '?'}request.paging.size=100&request.filter.idSearch=${encodeURIComponent(suche)}`, token);
    expect(antwort.statusCode, suche).toBe(200);
    return (antwort.json().items as { id: number }[]).map((a) => a.id).sort((x, y) => x - y);
  };
  const kundeVon = async (t: TestApp, login: string) =>
    t.app.db.selectFrom('kunde as k').innerJoin('benutzer as b', 'b.id', 'k.benutzer_id').select('k.id').where('b.login', '=', login).executeTakeFirstOrThrow();
  const ausschreibungenVon = async (t: TestApp, kundeId: number) =>
    (await t.app.db.selectFrom('ausschreibung').select('id').where('kunde_id', '=', kundeId).orderBy('id').execute()).map((a) => a.id);
  const ersteLieferstelle = async (t: TestApp, ausschreibungId: number) =>
    t.app.db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', ausschreibungId).orderBy('position').executeTakeFirstOrThrow();

  it('findet Bezeichnung, Kunde, Ort und MaLo-ID in jeder Schreibweise', async ({ t, client, admin }) => {
    const gemeinde = await kundeVon(t, 'kunde2');
    const [id, ...andere] = await ausschreibungenVon(t, gemeinde.id);
    await t.app.db.updateTable('ausschreibung').set({ bezeichnung: 'Wärmeverbund Quellenviertel' }).where('id', '=', id!).execute();
    const stelle = await ersteLieferstelle(t, id!);
    await t.app.db.updateTable('lieferstelle').set({ ort: 'Kitzingen' }).where('id', '=', stelle.id).execute();

    expect(await treffer(client, ADMIN, 'quellenVIERTEL', admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, 'WÄRMEVERBUND', admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, 'beispielhausen', admin)).toEqual([id, ...andere]);
    expect(await treffer(client, ADMIN, 'Kitzingen', admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, stelle.malo_id, admin)).toEqual([id]);
    // A middle part of the MaLo-ID finds every tender whose Lieferstellen share it.
    const teil = stelle.malo_id.slice(3, 9);
    const mitTeil = await t.app.db.selectFrom('lieferstelle').select('ausschreibung_id').distinct().where('malo_id', 'like', `%${teil}%`).execute();
    expect(await treffer(client, ADMIN, teil, admin)).toEqual(mitTeil.map((l) => l.ausschreibung_id).sort((x, y) => x - y));
    // Every word must occur, in whichever field.
    expect(await treffer(client, ADMIN, '  wärme   kitzingen ', admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, 'wärme dortmund', admin)).toEqual([]);
    // The Nummer and the id still find their tender.
    const { nummer } = await t.app.db.selectFrom('ausschreibung').select('nummer').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(await treffer(client, ADMIN, nummer, admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, String(id), admin)).toContain(id);
  });

  it('hält den Suchtext bei jeder Änderung an Ausschreibung, Lieferstelle und Kunde aktuell', async ({ t, client, admin }) => {
    const metallbau = await kundeVon(t, 'kunde');
    const [id, ...andere] = await ausschreibungenVon(t, metallbau.id);
    const stelle = await ersteLieferstelle(t, id!);

    await t.app.db.updateTable('kunde').set({ firma: 'Hüttenwerk Schmiedel AG' }).where('id', '=', metallbau.id).execute();
    expect(await treffer(client, ADMIN, 'schmiedel', admin)).toEqual([id, ...andere]);
    expect(await treffer(client, ADMIN, 'Musterstadt', admin)).toEqual([]);

    await t.app.db.updateTable('lieferstelle').set({ bezeichnung: 'Kokerei Nord', malo_id: '59999999999' }).where('id', '=', stelle.id).execute();
    expect(await treffer(client, ADMIN, 'kokerei', admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, '59999999999', admin)).toEqual([id]);
    expect(await treffer(client, ADMIN, stelle.malo_id, admin)).toEqual([]);

    await t.app.db.deleteFrom('lieferstelle').where('id', '=', stelle.id).execute();
    expect(await treffer(client, ADMIN, 'kokerei', admin)).toEqual([]);
    const { id: _id, ...ohneId } = stelle;
    await t.app.db.insertInto('lieferstelle').values({ ...ohneId, ort: 'Unna-Massen' }).execute();
    expect(await treffer(client, ADMIN, 'unna-mass', admin)).toEqual([id]);

    await t.app.db.updateTable('ausschreibung').set({ bezeichnung: 'Gichtgas Hochofen' }).where('id', '=', id!).execute();
    expect(await treffer(client, ADMIN, 'hochofen', admin)).toEqual([id]);
  });

  it('sucht für Kunde und EVU nur unter dem, was sie sehen dürfen', async ({ t, client, kunde }) => {
    const gemeinde = await kundeVon(t, 'kunde2');
    const fremde = await ausschreibungenVon(t, gemeinde.id);
    await t.app.db.updateTable('ausschreibung').set({ bezeichnung: 'Straßenbeleuchtung Altstadt' }).where('id', 'in', fremde).execute();
    expect(await treffer(client, '/api/kunde/ausschreibung', 'straßenbeleuchtung', kunde)).toEqual([]);
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    expect(await treffer(client, '/api/kunde/ausschreibung', 'straßenbeleuchtung', kunde2)).toEqual(fremde);
    // A search for a foreign tender's id does not find it either.
    expect(await treffer(client, '/api/kunde/ausschreibung', String(fremde[0]), kunde)).not.toContain(fremde[0]);
    expect(await treffer(client, '/api/kunde/ausschreibung', String(fremde[0]), kunde2)).toContain(fremde[0]);

    const evu = (await client.angemeldet('evu')).access_token;
    const { id: evuId } = await t.app.db.selectFrom('evu').select('id').where('firma', '=', 'Stadtwerke Süd Energie GmbH').executeTakeFirstOrThrow();
    const sichtbar = await t.app.db
      .selectFrom('ausschreibung as a')
      .innerJoin('einladung as e', 'e.ausschreibung_id', 'a.id')
      .select('a.id')
      .where('e.evu_id', '=', evuId)
      .where('a.status', '>=', 1)
      .where('a.sparte', '=', 1)
      .where('a.id', 'in', fremde)
      .orderBy('a.id')
      .execute();
    expect(sichtbar.length).toBeLessThan(fremde.length);
    expect(await treffer(client, '/api/evu/ausschreibung?typ=1', 'altstadt', evu)).toEqual(sichtbar.map((a) => a.id));
  });

  it('nimmt jedes Zeichen der Suche wörtlich und weist überlange Suchen mit 400 ab', async ({ t, client, admin }) => {
    const { id } = await t.app.db.selectFrom('ausschreibung').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ bezeichnung: `Tarif 100% Öko_Strom "Plus" NEAR(x) abc*def __proto__ O'Brien` }).where('id', '=', id).execute();
    for (const suche of ['100%', '100% Öko_', 'Öko_', '"Plus"', 'NEAR(', 'NEAR(x)', 'abc*def', '__proto__', "o'brien", "'Brien", 'Tarif 100% Öko_Strom "Plus" NEAR(x)']) {
      expect(await treffer(client, ADMIN, suche, admin), suche).toEqual([id]);
    }
    for (const suche of ['100%%', 'Öko%', 'NEAR(xyz', 'abc**', 'constructor', "Brien' UND '1111'='1111", 'Tarif AND Gichtgas', '100% ODER 1111=1111', '\\100%']) {
      expect(await treffer(client, ADMIN, suche, admin), suche).toEqual([]);
    }
    for (const laenge of [51, 10_000]) {
      const antwort = await client.get(`${ADMIN}?request.filter.idSearch=${encodeURIComponent('ä'.repeat(laenge))}`, admin);
      expect(antwort.statusCode, String(laenge)).toBe(400);
      expect(antwort.json().message).toMatch(/[äöüÄÖÜß]|Eingabe|ungültig|Wert/i);
    }
  });

  it('erneuert den Suchtext einer Ausschreibung mit sehr vielen Lieferstellen einmal je Speichern', async ({ t, client, kunde }) => {
    const { lieferstellen: _, ...eingabe } = neueGasAusschreibung(t.uhr.now(), { bezeichnung: 'Erdgas Filialnetz' });
    const K = '/api/kunde/ausschreibung';
    const angelegt = await client.send('POST', `${K}/gas`, { ...eingabe, lieferstellen: Array.from({ length: VIELE }, (_, i) => gasLieferstelle(i, `Lager-${i}`)) }, kunde);
    expect(angelegt.statusCode, angelegt.body).toBe(200);
    const { id } = angelegt.json() as { id: number };
    expect(await treffer(client, K, maloIdNr(VIELE - 1), kunde)).toEqual([id]);
    expect(await treffer(client, K, `Lager-${VIELE - 1}`, kunde)).toEqual([id]);

    // Every Lieferstelle renamed in one save: the new names are found, the old ones no longer.
    const gelesen = (await client.get(`${K}/${id}`, kunde)).json() as { lieferstellen: { id: number }[] };
    const umbenannt = gelesen.lieferstellen.map((l, i) => ({ ...gasLieferstelle(i, `Depot-${i}`), id: l.id }));
    const geaendert = await client.send('PUT', `${K}/gas/${id}`, { ...eingabe, version: 1, lieferstellen: umbenannt }, kunde);
    expect(geaendert.statusCode, geaendert.body).toBe(204);
    expect(await treffer(client, K, `Depot-${VIELE - 1}`, kunde)).toEqual([id]);
    expect(await treffer(client, K, 'Lager-', kunde)).toEqual([]);

    // Every Lieferstelle replaced by a new one in one save: deleted and inserted, with the search text to match.
    const ersetzt = await client.send('PUT', `${K}/gas/${id}`, { ...eingabe, version: 2, lieferstellen: Array.from({ length: VIELE }, (_, i) => gasLieferstelle(i, `Silo-${i}`)) }, kunde);
    expect(ersetzt.statusCode, ersetzt.body).toBe(204);
    expect(await treffer(client, K, `Silo-${VIELE - 1}`, kunde)).toEqual([id]);
    expect(await treffer(client, K, 'Depot-', kunde)).toEqual([]);
    const zeile = (await client.get(`${K}?request.paging.size=500`, kunde)).json().items.find((a: { id: number }) => a.id === id);
    expect(zeile).toMatchObject({ id, anzahlLieferstellen: VIELE, jahresverbrauchKwh: VIELE * 1_000 + (VIELE * (VIELE - 1)) / 2 });
  });
});
