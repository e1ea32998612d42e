import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOECHSTENS_LIEFERSTELLEN } from '../../../domain/ausschreibung';
import { verbinde } from '../../../server/db/connect';
import { seedeMassendaten } from '../../../server/demodaten/massendaten';
import { migriere } from '../../../server/db/migrate';
import { BULK_WRITE_ROWS, OPTIMIZE_INTERVAL_MS } from '../../../server/db/plannerStatistics';
import type { Database } from '../../../server/db/schema';
import { seedeDemodaten } from '../../../server/demodaten/seed';
import { VerstellbareUhr } from '../../../server/clock';
import { gasLieferstelle, neueGasAusschreibung } from '../hilfen/ausschreibungEingabe';
import { datenbanken } from '../hilfen/datenbanken';
import { starteTestApp, TESTBEGINN, TestClient } from '../hilfen/testApp';

/** The rows sqlite_stat1 says a table has (the first number of its indexes' statistics), undefined without any. */
async function statistikZeilen(db: Kysely<Database>, tabelle: string): Promise<number | undefined> {
  const da = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db);
  if (!da.rows[0]!.n) return undefined;
  const zeilen = await sql<{ stat: string }>`SELECT stat FROM sqlite_stat1 WHERE tbl = ${tabelle} AND idx IS NOT NULL`.execute(db);
  return zeilen.rows.length ? Math.max(...zeilen.rows.map((z) => Number(z.stat.split(' ')[0]))) : undefined;
}

describe.each(datenbanken())('Statistik des Anfrageplaners auf $name', (datenbank) => {
  afterEach(() => vi.useRealTimers());

  if (datenbank.name === 'PostgreSQL') {
    // PostgreSQL's autovacuum analyzes every table that changed by itself; the server leaves it to it.
    it('überlässt die Statistik dem Autovacuum', async () => {
      const { url, entferne } = await datenbank.erstelle();
      const { db, schliesse } = await verbinde(url);
      try {
        const { rows } = await sql<{ autovacuum: string }>`SHOW autovacuum`.execute(db);
        expect(rows[0]!.autovacuum).toBe('on');
      } finally {
        await schliesse();
        await entferne();
      }
    });
    return;
  }

  it('schreibt sie beim Öffnen, nach einem Massenimport und stündlich, wo sich Tabellen verzehnfacht haben', { timeout: 60_000 }, async () => {
    // A database filled as `npm run seed:bulk` leaves it: migrated and seeded, never analyzed.
    const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-statistik-'));
    const url = `sqlite:${path.join(verzeichnis, 'portal.db')}`;
    const vorher = await verbinde(url);
    await migriere(vorher.db);
    await seedeDemodaten(vorher.db, new VerstellbareUhr(TESTBEGINN));
    expect(await statistikZeilen(vorher.db, 'ausschreibung')).toBeUndefined();
    await vorher.schliesse();

    // The hourly run is a timer of the app's schedule: moved on, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = await starteTestApp({ name: 'SQLite', erstelle: async () => ({ url, entferne: async () => fs.rmSync(verzeichnis, { recursive: true, force: true }) }) }, { SCHEDULER: 'true' });
    try {
      const db = t.app.db;
      // On open: every table with an index has its statistics.
      const ausschreibungen = Number((await db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const lieferstellen = Number((await db.selectFrom('lieferstelle').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      expect(await statistikZeilen(db, 'ausschreibung')).toBe(ausschreibungen);
      expect(await statistikZeilen(db, 'lieferstelle')).toBe(lieferstellen);

      // A bulk write: a tender with a spreadsheet's Lieferstellen, ten times as many as there were.
      expect(HOECHSTENS_LIEFERSTELLEN).toBeGreaterThanOrEqual(Math.max(BULK_WRITE_ROWS, 10 * lieferstellen));
      const client = await new TestClient(t.app).start();
      const kunde = (await client.angemeldet('kunde')).access_token;
      const eingabe = neueGasAusschreibung(t.uhr.now(), {
        bezeichnung: 'Erdgas Filialnetz',
        lieferstellen: Array.from({ length: HOECHSTENS_LIEFERSTELLEN }, (_, i) => gasLieferstelle(i, `Filiale ${i}`)),
      });
      const angelegt = await client.send('POST', '/api/kunde/ausschreibung/gas', eingabe, kunde);
      expect(angelegt.statusCode, angelegt.body).toBe(200);
      expect(await statistikZeilen(db, 'lieferstelle')).toBeGreaterThanOrEqual(10 * lieferstellen);

      // Grown otherwise (another process, here the bulk seed without its own optimize): only the hourly run notices.
      await seedeMassendaten(db, 20 * ausschreibungen, t.uhr.now());
      const admin = (await client.angemeldet('admin')).access_token;
      expect((await client.get('/api/ausschreibungasadmin?request.filter.status=1', admin)).statusCode).toBe(200);
      expect(await statistikZeilen(db, 'ausschreibung')).toBeLessThan(2 * ausschreibungen);
      await vi.advanceTimersByTimeAsync(OPTIMIZE_INTERVAL_MS);
      await vi.waitFor(async () => expect(await statistikZeilen(db, 'ausschreibung')).toBeGreaterThanOrEqual(20 * ausschreibungen));
    } finally {
      vi.useRealTimers();
      await t.schliesse();
    }
  });
});
