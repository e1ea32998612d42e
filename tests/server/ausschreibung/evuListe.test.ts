import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const TAG = 86_400_000;

describe.each(portalTests())('Die eine Liste eines EVU (Strom und Gas) auf $name', ({ it }) => {
  const liste = async (client: TestClient, abfrage: string, token: string) => {
    const antwort = await client.get(`/api/evu/ausschreibung?request.paging.size=100${abfrage}`, token);
    expect(antwort.statusCode).toBe(200);
    return antwort.json() as { items: AusschreibungZeile[]; total: number };
  };
  const ids = (zeilen: AusschreibungZeile[]) => zeilen.map((a) => a.id).sort((x, y) => x - y);

  it('listet ohne typ beide Sparten und filtert nach Sparte', async ({ client }) => {
    const evu = (await client.angemeldet('evu')).access_token;
    const alle = await liste(client, '', evu);
    const strom = await liste(client, '&typ=1', evu);
    const gas = await liste(client, '&request.filter.typen=2', evu);
    // The demo invites this EVU to four Strom and four Gas tenders from status Aktiv on, and to the cancelled Strom tender.
    expect([alle.total, strom.total, gas.total]).toEqual([9, 5, 4]);
    expect(ids(alle.items)).toEqual(ids([...strom.items, ...gas.items]));
    expect(strom.items.every((a) => a.typ === 1)).toBe(true);
    expect(gas.items.every((a) => a.typ === 2)).toBe(true);
    expect(ids((await liste(client, '&request.filter.typen=1&request.filter.typen=2', evu)).items)).toEqual(ids(alle.items));
    // Still only the tenders it is invited to: the Strom-only EVU sees no Gas tender in the combined list.
    const nurStrom = await liste(client, '', (await client.angemeldet('evu2')).access_token);
    expect(nurStrom.total).toBeGreaterThan(0);
    expect(nurStrom.items.every((a) => a.typ === 1)).toBe(true);
    expect((await client.get('/api/evu/ausschreibung?request.filter.typen=3', evu)).statusCode).toBe(400);
  });

  it('filtert „Angebot offen“: aktive Ausschreibungen ohne eigenes Angebot', async ({ t, client }) => {
    const evu2 = (await client.angemeldet('evu2')).access_token;
    const alle = await liste(client, '', evu2);
    const offen = await liste(client, '&request.filter.angebotOffen=true', evu2);
    const erwartet = alle.items.filter((a) => a.status === 1 && a.anzahlAngebote === 0);
    expect(erwartet.length).toBeGreaterThan(0);
    expect(offen.items).toEqual(erwartet);
    expect(offen.total).toBe(erwartet.length);
    expect((await liste(client, '&request.filter.angebotOffen=false', evu2)).total).toBe(alle.total);

    // Once the EVU has bid, the tender is no longer open for it; another EVU's offer does not count.
    const a = await t.app.db.selectFrom('ausschreibung').select(['id', 'bindefrist']).where('id', '=', erwartet[0]!.id).executeTakeFirstOrThrow();
    const angebot = { arbeitspreisCtKwh: 23.9876, grundpreisEurMonat: 11.5, leistungspreisEurKwJahr: 92, oekoaufschlagCtKwh: 0.3, bindefristBis: new Date(a.bindefrist).toISOString(), bemerkung: '' };
    expect((await client.send('PUT', `/api/evu/ausschreibung/${a.id}/angebot`, angebot, evu2)).statusCode).toBe(200);
    expect((await liste(client, '&request.filter.angebotOffen=true', evu2)).items.map((z) => z.id)).not.toContain(a.id);

    expect((await client.get('/api/evu/ausschreibung?request.filter.angebotOffen=vielleicht', evu2)).statusCode).toBe(400);
  });

  it('sortiert ohne Wahl „Frist zuerst“: Aktive nach der nächsten Angebotsfrist, dann der Rest, die jüngste Frist zuerst', async ({ t, client }) => {
    const evu = (await client.angemeldet('evu')).access_token;
    const jetzt = t.uhr.now();
    // One Aktiv tender per Sparte with deadlines in a known order: Gas in 2 days, Strom in 5.
    const aktive = await t.app.db.selectFrom('ausschreibung').select(['id', 'sparte']).where('status', '=', 1).orderBy('id').execute();
    const gas = aktive.find((a) => a.sparte === 2)!;
    const strom = aktive.find((a) => a.sparte === 1)!;
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: jetzt + 2 * TAG }).where('id', '=', gas.id).execute();
    await t.app.db.updateTable('ausschreibung').set({ angebotsfrist: jetzt + 5 * TAG }).where('id', '=', strom.id).execute();

    const { items } = await liste(client, '', evu);
    const anzahlAktive = items.filter((a) => a.status === 1).length;
    expect(items.slice(0, anzahlAktive).every((a) => a.status === 1)).toBe(true);
    const fristen = items.map((a) => Date.parse(a.angebotsfrist));
    for (let i = 1; i < anzahlAktive; i++) expect(fristen[i]).toBeGreaterThanOrEqual(fristen[i - 1]!);
    for (let i = anzahlAktive + 1; i < items.length; i++) expect(fristen[i]).toBeLessThanOrEqual(fristen[i - 1]!);
    const reihenfolge = items.map((a) => a.id);
    expect(reihenfolge.indexOf(gas.id)).toBeLessThan(reihenfolge.indexOf(strom.id));
    expect(items.length).toBeGreaterThan(anzahlAktive);

    // The order can be asked for by name and turned round; a chosen order replaces it.
    expect((await liste(client, '&request.ordering.key=fristZuerst&request.ordering.direction=1', evu)).items.map((a) => a.id)).toEqual(reihenfolge);
    expect((await liste(client, '&request.ordering.key=fristZuerst&request.ordering.direction=2', evu)).items.map((a) => a.id)).toEqual([...reihenfolge].reverse());
    const nachNummer = (await liste(client, '&request.ordering.key=nummer&request.ordering.direction=1', evu)).items.map((a) => a.nummer);
    expect(nachNummer).toEqual([...nachNummer].sort());
  });
});
