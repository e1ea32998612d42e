import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { systemClock } from '../server/clock';
import { seedeMassendaten } from '../server/db/massendaten';
import { migriere } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedeDemodaten } from '../server/db/seed';

/** A fresh SQLite file (WAL, as the server opens it) with the demo data plus `anzahl` bulk tenders. */
export async function messdatenbank(anzahl: number) {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const datei = path.join(verzeichnis, 'bench.db');
  const roh = new Sqlite(datei);
  roh.pragma('journal_mode = WAL');
  roh.pragma('foreign_keys = ON');
  roh.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: roh }) });
  await migriere(db);
  await seedeDemodaten(db, systemClock);
  const beginn = performance.now();
  await seedeMassendaten(db, anzahl, systemClock.now());
  roh.exec('ANALYZE');
  return {
    datei,
    db,
    roh,
    befuellungMs: performance.now() - beginn,
    async schliesse() {
      await db.destroy();
      fs.rmSync(verzeichnis, { recursive: true, force: true });
    },
  };
}

export function perzentil(werte: number[], p: number): number {
  const sortiert = [...werte].sort((a, b) => a - b);
  return sortiert[Math.min(sortiert.length - 1, Math.ceil((p / 100) * sortiert.length) - 1)]!;
}
