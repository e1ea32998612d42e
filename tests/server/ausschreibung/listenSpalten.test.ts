import { sql, type Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import type { Database } from '../../../server/db/schema';
import { gibAngeboteFrei } from '../../../server/ausschreibung/freigabe.queries';
import { markiereZuschlag } from '../../../server/angebot/zuschlag.queries';
import { portalTests } from '../hilfen/portalTest';

const K = '/api/kunde/ausschreibung';

/** The tenders whose stored list figures differ from what their Kunde, Lieferstellen and offers say. */
async function abweichungen(db: Kysely<Database>) {
  const zeilen = await db
    .selectFrom('ausschreibung as a')
    .select([
      'a.id',
      sql<string>`a.kunde_name || '|' || a.anzahl_lieferstellen || '|' || a.jahresverbrauch_kwh || '|' || a.anzahl_angebote || '|' || a.anzahl_angebote_freigegeben`.as('gespeichert'),
      sql<string>`(SELECT coalesce(k.firma, k.vorname || ' ' || k.nachname) FROM kunde k WHERE k.id = a.kunde_id)
        || '|' || (SELECT count(*) FROM lieferstelle l WHERE l.ausschreibung_id = a.id)
        || '|' || (SELECT coalesce(sum(l.jahresverbrauch_kwh), 0) FROM lieferstelle l WHERE l.ausschreibung_id = a.id)
        || '|' || (SELECT count(*) FROM angebot o WHERE o.ausschreibung_id = a.id)
        || '|' || (SELECT count(*) FROM angebot o WHERE o.ausschreibung_id = a.id AND o.status <> 'eingereicht')`.as('richtig'),
    ])
    .execute();
  return zeilen.filter((z) => z.gespeichert !== z.richtig).map(({ id, gespeichert, richtig }) => ({ id, gespeichert, richtig }));
}

describe.each(portalTests({ mails: true }))('Gespeicherte Listenspalten der Ausschreibungen auf $name', ({ it }) => {
  it('stimmen nach jedem Schreibweg: Ausschreibung, Lieferstellen, Angebote, Kundenname', async ({ t, client, kunde }) => {
    const db = t.app.db;
    const pruefe = async (schritt: string) => expect(await abweichungen(db), schritt).toEqual([]);
    await pruefe('Demodaten');

    // The Kunde's own tender over the API: created with one Lieferstelle, then changed, extended, shrunk, deleted.
    const lieferstelle = (maloId: string, jahresverbrauchKwh: number) => ({
      bezeichnung: `Halle ${maloId.slice(-2)}`, strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId, zaehlpunkt: null,
      netzbetreiber: 'Thyssengas GmbH', messart: 'RLM', jahresverbrauchKwh, maxLeistungKw: 900, druckstufe: 'MD',
    });
    const eingabe = {
      bezeichnung: 'Erdgas Halle 4', lieferbeginn: '2027-10-01', lieferende: '2028-09-30',
      angebotsfrist: new Date(t.uhr.now() + 14 * 86_400_000).toISOString(), bindefrist: new Date(t.uhr.now() + 21 * 86_400_000).toISOString(),
      preismodell: 'Festpreis', toleranzband: 10, zahlungszielTage: 14, rechnungslegung: 'Monatsrechnung', bemerkung: null, marktgebiet: 'THE', gasqualitaet: 'H',
    };
    const angelegt = await client.send('POST', `${K}/gas`, { ...eingabe, lieferstellen: [lieferstelle('41373559241', 2_400_000)] }, kunde);
    expect(angelegt.statusCode).toBe(200);
    const { id } = angelegt.json() as { id: number };
    await pruefe('angelegt');
    const aendere = async (version: number, lieferstellen: object[]) => {
      const antwort = await client.send('PUT', `${K}/gas/${id}`, { ...eingabe, version, lieferstellen }, kunde);
      expect(antwort.statusCode, antwort.body).toBe(204);
    };
    const bisher = (await client.get(`${K}/${id}`, kunde)).json() as { lieferstellen: { id: number }[] };
    await aendere(1, [{ ...lieferstelle('41373559241', 1_000_000), id: bisher.lieferstellen[0]!.id }, lieferstelle('51238696781', 300_000)]);
    await pruefe('Lieferstelle geändert und eine dazu');
    await aendere(2, [lieferstelle('51238696781', 300_000)]);
    await pruefe('Lieferstellen ersetzt');
    const zeile = (await client.get(`${K}?request.paging.size=500`, kunde)).json().items.find((a: AusschreibungZeile) => a.id === id) as AusschreibungZeile;
    expect(zeile).toMatchObject({ anzahlLieferstellen: 1, jahresverbrauchKwh: 300_000, anzahlAngebote: 0 });
    expect((await client.send('DELETE', `${K}/${id}`, undefined, kunde)).statusCode).toBe(204);
    await pruefe('gelöscht');

    // A tender copied row by row carries another tender's figures: it starts from none.
    const vorlage = await db.selectFrom('ausschreibung').selectAll().where('anzahl_angebote', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...felder } = vorlage;
    const kopie = await db.insertInto('ausschreibung').values({ ...felder, nummer: `${vorlage.nummer}-K` }).returning('id').executeTakeFirstOrThrow();
    await pruefe('kopiert');

    // Lieferstellen moved between tenders, their consumption changed, several in one statement.
    await db.updateTable('lieferstelle').set({ ausschreibung_id: kopie.id }).where('ausschreibung_id', '=', vorlage.id).execute();
    await pruefe('Lieferstellen umgezogen');
    await db.updateTable('lieferstelle').set((eb) => ({ jahresverbrauch_kwh: eb('jahresverbrauch_kwh', '+', 1) })).where('ausschreibung_id', '=', kopie.id).execute();
    await pruefe('Jahresverbrauch geändert');
    await db.updateTable('lieferstelle').set({ bezeichnung: 'Umbenannt' }).where('ausschreibung_id', '=', kopie.id).execute();
    await pruefe('nur die Bezeichnung geändert');

    // Offers: submitted, released, Zuschlag, moved, withdrawn.
    const angebote = await db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', vorlage.id).orderBy('id').execute();
    for (const { id: _a, ausschreibung_id: _b, ...angebot } of angebote) {
      await db.insertInto('angebot').values({ ...angebot, ausschreibung_id: kopie.id, status: 'eingereicht' }).execute();
    }
    await pruefe('Angebote eingereicht');
    await gibAngeboteFrei(db, kopie.id);
    await pruefe('Angebote freigegeben');
    const ersteKopie = await db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', kopie.id).orderBy('id').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => markiereZuschlag(trx, kopie.id, ersteKopie.id));
    await pruefe('Zuschlag');
    await db.deleteFrom('angebot').where('id', '=', ersteKopie.id).execute();
    await pruefe('Angebot gelöscht');
    await db.updateTable('angebot').set({ status: 'eingereicht' }).where('ausschreibung_id', '=', kopie.id).execute();
    await pruefe('Angebote zurück auf eingereicht');

    // The Kunde's name: a company renamed, a Privatperson's name, another Kunde for the tender.
    const andererKunde = await db.selectFrom('kunde').select('id').where('id', '<>', vorlage.kunde_id).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('kunde').set({ firma: 'Umbenannte Stadtwerke GmbH' }).where('id', '=', vorlage.kunde_id).execute();
    await pruefe('Firma umbenannt');
    await db.updateTable('kunde').set({ firma: null, vorname: 'Ida', nachname: 'Neu' }).where('id', '=', vorlage.kunde_id).execute();
    await pruefe('Privatperson');
    await db.updateTable('ausschreibung').set({ kunde_id: andererKunde.id }).where('id', '=', kopie.id).execute();
    await pruefe('anderer Kunde');

    // Twenty writers at once on one tender, each in its own transaction: every change counts.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          const stelle = await trx.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', kopie.id).orderBy('id').executeTakeFirstOrThrow();
          const { id: _l, ...neu } = stelle;
          await trx.insertInto('lieferstelle').values({ ...neu, position: 100 + i, jahresverbrauch_kwh: 1_000 + i }).execute();
        }),
      ),
    );
    await pruefe('zwanzig gleichzeitig');

    await db.deleteFrom('ausschreibung').where('id', '=', kopie.id).execute();
    await pruefe('Kopie gelöscht');
  });

  it('sortiert nach Kunde, Lieferstellen, Jahresverbrauch und Angeboten wie die Zeilen sie zeigen', async ({ client, admin, kunde }) => {
    // Names in blocks (the databases' collations order them differently), numbers ascending, ties by id.
    const geordnet = (werte: (string | number)[], ids: number[]) =>
      werte.every((w, i) => {
        if (i === 0) return true;
        const vorher = werte[i - 1]!;
        if (w === vorher) return ids[i - 1]! < ids[i]!;
        return typeof w === 'number' ? w > (vorher as number) : !werte.slice(0, i - 1).includes(w);
      });
    for (const [token, pfad] of [[admin, '/api/ausschreibungasadmin'], [kunde, K]] as const) {
      for (const [schluessel, wert] of [
        ['kunde', (a) => a.kunde],
        ['anzahlLieferstellen', (a) => a.anzahlLieferstellen],
        ['jahresverbrauchKwh', (a) => a.jahresverbrauchKwh],
        ['anzahlAngebote', (a) => a.anzahlAngebote],
      ] as [string, (a: AusschreibungZeile) => string | number][]) {
        const antwort = await client.get(`${pfad}?request.paging.size=500&request.ordering.key=${schluessel}&request.ordering.direction=1`, token);
        const items = (antwort.json() as { items: AusschreibungZeile[] }).items;
        expect(items.length, pfad).toBeGreaterThan(1);
        const werte = items.map(wert);
        if (token === admin) expect(new Set(werte).size, schluessel).toBeGreaterThan(1);
        expect(geordnet(werte, items.map((a) => a.id)), `${pfad} ${schluessel}: ${JSON.stringify(werte)}`).toBe(true);
      }
    }
  });

  it('nennen den neuen Namen, wenn der Kunde sich umbenennt, während er Ausschreibungen anlegt', async ({ t, client, kunde }) => {
    const eingabe = {
      bezeichnung: 'Erdgas Halle 5', lieferbeginn: '2027-10-01', lieferende: '2028-09-30',
      angebotsfrist: new Date(t.uhr.now() + 14 * 86_400_000).toISOString(), bindefrist: new Date(t.uhr.now() + 21 * 86_400_000).toISOString(),
      preismodell: 'Festpreis', toleranzband: 10, zahlungszielTage: 14, rechnungslegung: 'Monatsrechnung', bemerkung: null, marktgebiet: 'THE', gasqualitaet: 'H',
      lieferstellen: [{ bezeichnung: 'Halle 5', strasse: 'Industriestraße 20', plz: '44137', ort: 'Dortmund', maloId: '41373559241', zaehlpunkt: null,
        netzbetreiber: 'Thyssengas GmbH', messart: 'RLM', jahresverbrauchKwh: 500_000, maxLeistungKw: 300, druckstufe: 'MD' }],
    };
    const K_DATEN = '/api/kunde/benutzerdaten';
    // On PostgreSQL a handful of rounds met the interleaving in which a new tender kept the old name for good.
    for (let runde = 0; runde < 8; runde++) {
      const { emailAusstehend: _e, ...daten } = (await client.get(K_DATEN, kunde)).json();
      const firma = `Umbenannt Runde${runde} GmbH`;
      const anlegen = () => client.send('POST', `${K}/gas`, eingabe, kunde);
      const antworten = await Promise.all([...Array.from({ length: 6 }, anlegen), client.send('PUT', K_DATEN, { ...daten, firma }, kunde), ...Array.from({ length: 6 }, anlegen)]);
      for (const antwort of antworten) expect(antwort.statusCode, antwort.body).toBeLessThan(300);
      expect(await abweichungen(t.app.db), `Runde ${runde}`).toEqual([]);
      // The search text names the Kunde as the list does: every tender of the Kunde is found by the new name.
      const eigene = (await client.get(`${K}?request.paging.size=500`, kunde)).json().items as AusschreibungZeile[];
      const gefunden = (await client.get(`${K}?request.paging.size=500&request.filter.idSearch=${encodeURIComponent(firma)}`, kunde)).json().items as AusschreibungZeile[];
      expect(gefunden.map((a) => a.id).sort(), `Runde ${runde}`).toEqual(eigene.map((a) => a.id).sort());
    }
  });
});
