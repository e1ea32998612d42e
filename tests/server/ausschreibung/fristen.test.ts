import { describe, expect } from 'vitest';
import { wendeFristenAn } from '../../../server/ausschreibung/fristen';
import { portalTests } from '../hilfen/portalTest';
import { type TestApp } from '../hilfen/testApp';

describe.each(portalTests())('Automatische Fristübergänge auf $name', ({ it }) => {
  const status = async (t: TestApp) =>
    Object.fromEntries((await t.app.db.selectFrom('ausschreibung').select(['nummer', 'status']).orderBy('nummer').execute()).map((a) => [a.nummer, a.status]));

  it('bewegt abgelaufene Ausschreibungen genau einmal weiter, auch bei gleichzeitigen Läufen', async ({ t }) => {
    // The demo data has Aktiv tenders with angebotsfrist in 10 days and Bindefrist tenders ending in 14 days.
    expect(await wendeFristenAn(t.app.db, t.uhr)).toBe(0);
    const vorher = await status(t);
    // The demo histories already hold the deadlines the demo tenders went through: only the new ones count.
    const ablaeufe = () => t.app.db.selectFrom('audit_event').select(['id']).where('aktion', 'in', ['angebotsfrist_abgelaufen', 'bindefrist_abgelaufen']).execute();
    const bisher = (await ablaeufe()).length;
    t.uhr.advance(15 * 24 * 60 * 60 * 1000);
    const ergebnisse = await Promise.all([wendeFristenAn(t.app.db, t.uhr), wendeFristenAn(t.app.db, t.uhr), wendeFristenAn(t.app.db, t.uhr)]);
    const nachher = await status(t);
    const geaendert = Object.keys(vorher).filter((n) => vorher[n] !== nachher[n]);
    expect(ergebnisse.reduce((a, b) => a + b, 0)).toBe(geaendert.length);
    // 2 Aktiv → Prüfung Angebote, 2 Bindefrist → Abgeschlossen, 2 Prüfung Angebote (Bindefrist in 5 days) stay.
    expect(geaendert).toHaveLength(4);
    expect(Object.values(nachher).filter((s) => s === 1)).toHaveLength(0);
    expect((await ablaeufe()).length - bisher).toBe(4);
    const abgelaufen = await t.app.db
      .selectFrom('angebot as o')
      .innerJoin('audit_event as e', 'e.entitaet_id', 'o.ausschreibung_id')
      .select('o.status')
      .where('e.aktion', '=', 'bindefrist_abgelaufen')
      .execute();
    expect(abgelaufen.length).toBeGreaterThan(0);
    expect(abgelaufen.every((a) => a.status === 'abgelehnt')).toBe(true);
  });
});

describe.each(portalTests())('Fristen beim Lesen auf $name', ({ it }) => {
  it('zeigt nie einen veralteten Status, auch ohne Scheduler', async ({ t }) => {
    const { TestClient } = await import('../hilfen/testApp');
    const client = await new TestClient(t.app).start();
    const { access_token } = await client.angemeldet('evu');
    const vorher = (await client.get('/api/evu/ausschreibung?typ=1', access_token)).json();
    expect(vorher.items.some((a: { status: number }) => a.status === 1)).toBe(true);
    t.uhr.advance(15 * 24 * 60 * 60 * 1000);
    const spaeter = await client.angemeldet('evu');
    const nachher = (await client.get('/api/evu/ausschreibung?typ=1', spaeter.access_token)).json();
    expect(nachher.items.some((a: { status: number }) => a.status === 1)).toBe(false);
  });
});
