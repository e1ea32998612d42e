import { describe, expect } from 'vitest';
import { seedeMassendaten } from '../../../server/demodaten/massendaten';
import type { DashboardAntwort } from '../../../domain/api/dashboard';
import { portalTests } from '../hilfen/portalTest';
import type { TestClient } from '../hilfen/testApp';

const TAG = 24 * 60 * 60 * 1000;
// Annual volume of the two demo Lieferstellen sets (server/demodaten/seed.ts): the Dortmund works and the Würzburg municipality.
const WERK = 1_850_000 + 48_000 + 22_500;
const GEMEINDE = 86_000 + 64_000 + 740_000 + 31_000;

describe.each(portalTests())('Dashboard des Administrators auf $name', ({ it }) => {
  let start: number;
  it.beforeAll(({ t }) => {
    start = t.uhr.now();
  });

  /** Signs in afresh each time: moving the clock by days lets every earlier session expire. */
  const dashboard = async (client: TestClient): Promise<DashboardAntwort> => {
    const { access_token } = await client.angemeldet('admin');
    const antwort = await client.get('/api/dashboard', access_token);
    expect(antwort.statusCode).toBe(200);
    return antwort.json();
  };
  const anzahl = (d: DashboardAntwort, status: number) => d.proStatus.find((s) => s.status === status)?.anzahl;

  it('zeigt die Fristen der nächsten 7 Tage, die nächste zuerst, und lässt abgelaufene weg', async ({ t, client }) => {
    // Demo data: Aktiv tenders' Angebotsfrist in 10 days; the Bindefrist tenders' two weeks (room for a Kommune's
    // Stillhaltefrist) are shortened to 6 days, so that both kinds fall into one week and one of them passes.
    await t.app.db.updateTable('ausschreibung').set({ bindefrist: start + 6 * TAG }).where('status', '=', 3).execute();
    const heute = await dashboard(client);
    expect(heute.fristen.map((f) => f.art)).toEqual(['Bindefrist', 'Bindefrist']);
    const bindefrist = await t.app.db.selectFrom('ausschreibung').select(['id', 'nummer', 'sparte', 'bindefrist']).where('status', '=', 3).orderBy('id').execute();
    expect(heute.fristen.map((f) => [f.id, f.nummer, f.typ, f.frist]).sort()).toEqual(
      bindefrist.map((a) => [a.id, a.nummer, a.sparte, new Date(Number(a.bindefrist)).toISOString()]).sort(),
    );
    expect(heute.fristen.every((f) => f.kunde.length > 0 && f.bezeichnung.length > 0)).toBe(true);
    expect(heute.fristenGesamt).toBe(2);

    t.uhr.set(start + 4 * TAG);
    const spaeter = await dashboard(client);
    expect(spaeter.fristen.map((f) => f.art)).toEqual(['Bindefrist', 'Bindefrist', 'Angebotsfrist', 'Angebotsfrist']);
    const zeiten = spaeter.fristen.map((f) => Date.parse(f.frist));
    expect(zeiten).toEqual([...zeiten].sort((a, b) => a - b));

    // Past the Bindefrist: reading moved those tenders on, so they are done and no longer listed.
    t.uhr.set(start + 6 * TAG + 1);
    const danach = await dashboard(client);
    expect(danach.fristen.map((f) => f.art)).toEqual(['Angebotsfrist', 'Angebotsfrist']);
    expect([anzahl(danach, 3), anzahl(danach, 4)]).toEqual([0, 4]);
  });

  it('zählt eine Frist genau 7 Tage voraus noch mit, eine Millisekunde später nicht mehr', async ({ t, client }) => {
    const aktiv = await t.app.db.selectFrom('ausschreibung').select(['id', 'angebotsfrist']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    t.uhr.set(Number(aktiv.angebotsfrist) - 7 * TAG);
    expect((await dashboard(client)).fristen.some((f) => f.id === aktiv.id)).toBe(true);
    t.uhr.set(Number(aktiv.angebotsfrist) - 7 * TAG - 1);
    expect((await dashboard(client)).fristen.some((f) => f.id === aktiv.id)).toBe(false);
  });

  it('zählt, was auf den Administrator wartet, auch nach dem Ablauf der Angebotsfrist', async ({ t, client }) => {
    t.uhr.set(start);
    const vorher = await dashboard(client);
    expect([vorher.zuPruefen, vorher.angeboteFreizugeben]).toEqual([anzahl(vorher, 0), anzahl(vorher, 2)]);
    expect(vorher.zuPruefen).toBe(2);
    const freizugeben = vorher.angeboteFreizugeben;

    t.uhr.set(start + 11 * TAG);
    const nachher = await dashboard(client);
    // The two Aktiv tenders reached their Angebotsfrist and now wait for the offers' release.
    expect(nachher.angeboteFreizugeben).toBe(freizugeben + 2);
    expect(anzahl(nachher, 1)).toBe(0);
    expect(nachher.zuPruefen).toBe(2);
  });

  it('summiert die ausgeschriebene Jahresmenge je Liefermonat und Sparte', async ({ t, client }) => {
    const jahr = new Date(start).getUTCFullYear();
    const d = await dashboard(client);
    // Statuses 0–3 deliver from 1 January next year (two Strom and two Gas tenders on each Lieferstellen set), the
    // completed ones from the first of the month after their deadline (60 days before 22 November: 23 September).
    expect(d.volumenProMonat).toEqual([
      { monat: `${jahr}-10`, stromKwh: GEMEINDE, gasKwh: WERK },
      { monat: `${jahr + 1}-01`, stromKwh: 2 * (WERK + GEMEINDE), gasKwh: 2 * (WERK + GEMEINDE) },
    ]);

    const gas = await t.app.db.selectFrom('ausschreibung').select('id').where('sparte', '=', 2).where('status', '=', 0).executeTakeFirstOrThrow();
    await t.app.db.updateTable('ausschreibung').set({ lieferbeginn: `${jahr + 1}-03-15` }).where('id', '=', gas.id).execute();
    const verschoben = await dashboard(client);
    expect(verschoben.volumenProMonat.map((m) => m.monat)).toEqual([`${jahr}-10`, `${jahr + 1}-01`, `${jahr + 1}-03`]);
    expect(verschoben.volumenProMonat[2]).toMatchObject({ stromKwh: 0 });
    expect(verschoben.volumenProMonat[1]!.gasKwh + verschoben.volumenProMonat[2]!.gasKwh).toBe(2 * (WERK + GEMEINDE));
  });

  it('listet in einem vollen Portal die 10 nächsten Fristen und zählt alle', async ({ t, client }) => {
    t.uhr.set(start);
    await seedeMassendaten(t.app.db, 500, start);
    const d = await dashboard(client);
    const woche = (art: 'angebotsfrist' | 'bindefrist', status: number) =>
      t.app.db
        .selectFrom('ausschreibung')
        .select([art, 'id'])
        .where('status', '=', status)
        .where(art, '>', start)
        .where(art, '<=', start + 7 * TAG)
        .execute()
        .then((zeilen) => zeilen.map((z) => ({ id: z.id, frist: Number(z[art as keyof typeof z]) })));
    const alle = [...(await woche('angebotsfrist', 1)), ...(await woche('bindefrist', 3))];
    expect(alle.length).toBeGreaterThan(10);
    expect(d.fristenGesamt).toBe(alle.length);
    expect(d.fristen).toHaveLength(10);
    const naechste = alle.map((f) => f.frist).sort((a, b) => a - b).slice(0, 10);
    expect(d.fristen.map((f) => Date.parse(f.frist))).toEqual(naechste);
  });

  it('lässt nur Administratoren an das Dashboard', async ({ client }) => {
    for (const login of ['kunde', 'evu']) {
      const { access_token } = await client.angemeldet(login);
      expect((await client.get('/api/dashboard', access_token)).statusCode).toBe(403);
    }
    expect((await client.get('/api/dashboard')).statusCode).toBe(401);
  });
});
