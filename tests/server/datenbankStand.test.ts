import { describe, expect } from 'vitest';
import { datenbankStand, geaenderteTabellen } from './hilfen/datenbankStand';
import { portalTests } from './hilfen/portalTest';

/*
 * The comparison that proves refused input wrote nothing (falscheEingaben, eingabeGrenzen) reads the tables in full
 * only after a write: it must still see every committed change, and one committed while it read.
 */
describe.each(portalTests())('Der Stand der Datenbank für die Tests auf $name', ({ it }) => {
  it('sieht jede Änderung: Einfügen, Ändern, Löschen, und keine nach einem Rollback', async ({ t }) => {
    const db = t.app.db;
    const anfang = await datenbankStand(t.app);
    expect(geaenderteTabellen(anfang, await datenbankStand(t.app))).toEqual([]);

    await db.updateTable('kunde').set({ ort: 'Anderswo' }).where('id', '=', (await db.selectFrom('kunde').select('id').executeTakeFirstOrThrow()).id).execute();
    const geaendert = await datenbankStand(t.app);
    expect(geaenderteTabellen(anfang, geaendert)).toEqual(['kunde']);

    const { id } = await db.insertInto('client_log').values({ at: 1, level: 'error', module: 'Angular', message: 'Test', path: null, stacktrace: null, benutzer_id: null }).returning('id').executeTakeFirstOrThrow();
    const eingefuegt = await datenbankStand(t.app);
    expect(geaenderteTabellen(geaendert, eingefuegt)).toEqual(['client_log']);

    await db.deleteFrom('client_log').where('id', '=', id).execute();
    const geloescht = await datenbankStand(t.app);
    expect(geaenderteTabellen(eingefuegt, geloescht)).toEqual(['client_log']);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('benutzer').set({ vorname: 'Zurückgerollt' }).execute();
        throw new Error('Rollback');
      }),
    ).rejects.toThrow('Rollback');
    expect(geaenderteTabellen(geloescht, await datenbankStand(t.app))).toEqual([]);
  });

  // PostgreSQL reads beside an open transaction; SQLite's one connection waits for it to end.
  it('sieht eine Änderung, die erst nach dem Lesen festgeschrieben wird', async ({ t }) => {
    const db = t.app.db;
    const vorher = await datenbankStand(t.app);
    let geschrieben!: () => void;
    let festschreiben!: () => void;
    const offen = new Promise<void>((resolve) => (geschrieben = resolve));
    const gehalten = new Promise<void>((resolve) => (festschreiben = resolve));
    const transaktion = db.transaction().execute(async (trx) => {
      await trx.updateTable('evu').set({ ort: 'Mittendrin' }).execute();
      geschrieben();
      await gehalten;
    });
    if (t.app.dialect === 'postgres') {
      await offen;
      expect(geaenderteTabellen(vorher, await datenbankStand(t.app))).toEqual([]);
    }
    festschreiben();
    await transaktion;
    expect(geaenderteTabellen(vorher, await datenbankStand(t.app))).toEqual(['evu']);
  });
});
