import { describe, expect } from 'vitest';
import type { AusschreibungZeile } from '../../../domain/api/ausschreibungListe';
import type { DashboardAntwort } from '../../../domain/api/dashboard';
import { istGueltigeMaloId, istGueltigerZaehlpunkt } from '../../../domain/malo';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

describe.each(portalTests())('Ausschreibungslisten und Dashboard auf $name', ({ it }) => {
  const liste = async (client: TestClient, url: string, token: string) => {
    const antwort = await client.get(url, token);
    expect(antwort.statusCode).toBe(200);
    return antwort.json() as { items: AusschreibungZeile[]; total: number };
  };

  it('zeigt dem Administrator echte Zahlen je Status und Sparte', async ({ t, client, admin }) => {
    const antwort = await client.get('/api/dashboard', admin);
    expect(antwort.statusCode).toBe(200);
    const d: DashboardAntwort = antwort.json();
    expect(d.gesamt).toBe(11);
    // The demo's cancelled tender is the Gemeinde's Strom tender.
    expect(d.proStatus.map((s) => [s.label, s.anzahl])).toEqual([
      ['Prüfung Ausschreibung', 2], ['Aktiv', 2], ['Prüfung Angebote', 2], ['Bindefrist', 2], ['Abgeschlossen', 2], ['Aufgehoben', 1],
    ]);
    expect(d.proSparte.map((s) => [s.label, s.anzahl])).toEqual([['Strom', 6], ['Gas', 5]]);
    expect(d.anzahlKunden).toBe(2);
    expect(d.anzahlEvus).toBe(4);
    expect([d.zuPruefen, d.angeboteFreizugeben]).toEqual([2, 2]);
    // The demo data sets the Angebotsfrist of the Aktiv tenders 10 days ahead and the Bindefrist two weeks ahead:
    // none falls into the coming week (the dashboard's own tests move the clock).
    expect([d.fristen, d.fristenGesamt]).toEqual([[], 0]);
    const volumen = d.volumenProMonat.reduce((s, m) => s + m.stromKwh + m.gasKwh, 0);
    // Every Lieferstelle but those of the cancelled tender, which delivers nothing.
    const lieferstellen = await t.app.db
      .selectFrom('lieferstelle as l')
      .innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id')
      .select((eb) => eb.fn.sum<number>('l.jahresverbrauch_kwh').as('summe'))
      .where('a.status', '!=', 5)
      .executeTakeFirstOrThrow();
    expect(volumen).toBe(Number(lieferstellen.summe));
    const aufgehoben = await t.app.db.selectFrom('lieferstelle as l').innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id').select('l.id').where('a.status', '=', 5).execute();
    expect(aufgehoben).toHaveLength(4);
    expect(d.volumenProMonat.map((m) => m.monat)).toEqual([...d.volumenProMonat.map((m) => m.monat)].sort());

    const eine = await t.app.db.selectFrom('ausschreibung').select('id').where('status', '=', 0).executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ status: 4 }).where('id', '=', eine.id).execute();
    const danach: DashboardAntwort = (await client.get('/api/dashboard', admin)).json();
    expect(danach.proStatus.find((s) => s.status === 0)?.anzahl).toBe(1);
    expect(danach.proStatus.find((s) => s.status === 4)?.anzahl).toBe(3);
    await t.app.db.updateTable('ausschreibung').set({ status: 0 }).where('id', '=', eine.id).execute();
  });

  it('lässt nur Administratoren an das Dashboard', async ({ client, kunde }) => {
    expect((await client.get('/api/dashboard', kunde)).statusCode).toBe(403);
    expect((await client.get('/api/dashboard')).statusCode).toBe(401);
  });

  it('zeigt einem Kunden nur die eigenen Ausschreibungen, sortiert und seitenweise', async ({ t, client, kunde }) => {
    const kunde2 = (await client.angemeldet('kunde2')).access_token;
    const eigene = await liste(client, '/api/kunde/ausschreibung?request.paging.size=100', kunde);
    const profil = await t.app.db.selectFrom('kunde').select('id').where('firma', '=', 'Musterstadt Metallbau GmbH').executeTakeFirstOrThrow();
    const ausDb = await t.app.db.selectFrom('ausschreibung').select('nummer').where('kunde_id', '=', profil.id).execute();
    expect(eigene.total).toBe(ausDb.length);
    expect(eigene.items.map((a) => a.nummer).sort()).toEqual(ausDb.map((a) => a.nummer).sort());
    expect(new Set(eigene.items.map((a) => a.kunde))).toEqual(new Set(['Musterstadt Metallbau GmbH']));

    const seite = await liste(client, '/api/kunde/ausschreibung?request.paging.size=2&request.paging.index=1&request.ordering.key=nummer&request.ordering.direction=1', kunde);
    expect(seite.total).toBe(ausDb.length);
    expect(seite.items.map((a) => a.nummer)).toEqual(ausDb.map((a) => a.nummer).sort().slice(2, 4));

    const andere = await liste(client, '/api/kunde/ausschreibung?request.paging.size=100', kunde2);
    expect(andere.items.some((a) => eigene.items.some((e) => e.id === a.id))).toBe(false);
  });

  it('verrät einem Kunden vor der Bindefrist keine Angebotszahl', async ({ client, kunde }) => {
    const { items } = await liste(client, '/api/kunde/ausschreibung?request.paging.size=100', kunde);
    for (const a of items) if (a.status < 3) expect(a.anzahlAngebote).toBe(0);
    expect(items.some((a) => a.status >= 3 && a.anzahlAngebote > 0)).toBe(true);
  });

  it('zeigt einem EVU nur eingeladene Ausschreibungen ab Status Aktiv, je Sparte', async ({ client, kunde }) => {
    const evu = (await client.angemeldet('evu')).access_token;
    const evu2 = (await client.angemeldet('evu2')).access_token;
    const strom = await liste(client, '/api/evu/ausschreibung?typ=1&request.paging.size=100', evu);
    const gas = await liste(client, '/api/evu/ausschreibung?typ=2&request.paging.size=100', evu);
    expect(strom.items.every((a) => a.typ === 1 && a.status >= 1)).toBe(true);
    expect(gas.items.every((a) => a.typ === 2 && a.status >= 1)).toBe(true);
    // Four Strom tenders of the regular course and the cancelled one it was invited to; four Gas tenders.
    expect(strom.total).toBe(5);
    expect(gas.total).toBe(4);
    for (const a of [...strom.items, ...gas.items]) expect(a.anzahlAngebote).toBeLessThanOrEqual(1);

    const nurStrom = await liste(client, '/api/evu/ausschreibung?typ=2', evu2);
    expect(nurStrom.total).toBe(0);
    expect((await client.get('/api/evu/ausschreibung?typ=3', evu)).statusCode).toBe(400);
    expect((await client.get('/api/evu/ausschreibung?typ=1', kunde)).statusCode).toBe(403);
  });

  it('filtert die Liste eines EVU nach Status und Angebotsfrist', async ({ t, client }) => {
    const evu = (await client.angemeldet('evu')).access_token;
    const alle = await liste(client, '/api/evu/ausschreibung?typ=1&request.paging.size=100', evu);
    const aktiv = await liste(client, '/api/evu/ausschreibung?typ=1&request.filter.status=1', evu);
    expect(aktiv.items.length).toBeGreaterThan(0);
    expect(aktiv.items.every((a) => a.status === 1)).toBe(true);
    const grenze = new Date(t.uhr.now() + 3 * 86_400_000).toISOString();
    const bald = await liste(client, `/api/evu/ausschreibung?typ=1&request.filter.angebotsfristBis=${encodeURIComponent(grenze)}`, evu);
    expect(bald.items.map((a) => a.id)).toEqual(alle.items.filter((a) => a.angebotsfrist <= grenze).map((a) => a.id));
    expect(bald.total).toBeLessThan(alle.total);
    expect((await client.get('/api/evu/ausschreibung?typ=1&request.filter.angebotsfristBis=morgen', evu)).statusCode).toBe(400);
  });

  it('hat Demodaten mit gültigen MaLo-IDs, Lieferstellen und Angeboten', async ({ t }) => {
    const lieferstellen = await t.app.db.selectFrom('lieferstelle').select(['malo_id', 'zaehlpunkt']).execute();
    expect(lieferstellen.length).toBeGreaterThan(0);
    expect(lieferstellen.every((l) => istGueltigeMaloId(l.malo_id) && istGueltigerZaehlpunkt(l.zaehlpunkt!))).toBe(true);
    expect(new Set(lieferstellen.map((l) => l.malo_id)).size).toBe(lieferstellen.length);
    const angebote = await t.app.db.selectFrom('angebot').select('status').execute();
    expect(new Set(angebote.map((a) => a.status))).toEqual(new Set(['eingereicht', 'freigegeben', 'zuschlag', 'abgelehnt']));
  });
});
