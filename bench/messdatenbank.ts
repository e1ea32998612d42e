import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { withStatementCache } from '../server/db/statementCache';
import { systemClock } from '../server/clock';
import { verbinde } from '../server/db/connect';
import { aufPostgres } from '../server/db/dialect';
import { seedeMassendaten } from '../server/demodaten/massendaten';
import { migriere } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedeDemodaten } from '../server/demodaten/seed';
import { datenbanken, type TestDatenbank } from '../tests/server/hilfen/datenbanken';
import { vervielfaeltige } from './vervielfaeltige';

/** Tenders generated one by one; beyond this they are copies made in the database (bench/vervielfaeltige.ts). */
const ERZEUGT_HOECHSTENS = 100_000;

export interface Messdatenbank {
  name: 'SQLite' | 'PostgreSQL';
  /** DATABASE_URL for a server process */
  url: string;
  db: Kysely<Database>;
  /** the SQLite file's own connection, for statements run straight through better-sqlite3 */
  roh?: Sqlite.Database;
  befuellungMs: number;
  schliesse(): Promise<void>;
}

/**
 * Demo data plus `anzahl` bulk tenders, then the state a running database keeps by itself: fresh statistics and, on
 * PostgreSQL, written-out pages and the visibility map autovacuum maintains. Without VACUUM a table filled a minute
 * ago makes every index-only scan visit the table as well, which no database in service does.
 */
async function befuelle(db: Kysely<Database>, anzahl: number): Promise<number> {
  const postgres = aufPostgres(db);
  await migriere(db);
  await seedeDemodaten(db, systemClock);
  const beginn = performance.now();
  await seedeMassendaten(db, Math.min(anzahl, ERZEUGT_HOECHSTENS), systemClock.now());
  await vervielfaeltige(db, anzahl);
  await (postgres ? sql`VACUUM ANALYZE` : sql`ANALYZE`).execute(db);
  // The filling leaves PostgreSQL's shared buffers full of dirty pages; without a checkpoint the first measurements
  // write them out as they read, which a settled database does not (28.11.2026, searches on a freshly filled
  // database: p95 up to 59 ms without, 37 ms with the checkpoint; the whole bench that day printed 71 ms for one of them).
  if (postgres) await sql`CHECKPOINT`.execute(db);
  return performance.now() - beginn;
}

/** A fresh SQLite file (WAL, as the server opens it) with the demo data plus `anzahl` bulk tenders. */
export async function sqliteMessdatenbank(anzahl: number): Promise<Messdatenbank> {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const datei = path.join(verzeichnis, 'bench.db');
  const roh = new Sqlite(datei);
  roh.pragma('journal_mode = WAL');
  roh.pragma('foreign_keys = ON');
  roh.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(roh) }) });
  const befuellungMs = await befuelle(db, anzahl);
  return {
    name: 'SQLite',
    url: `sqlite:${datei}`,
    db,
    roh,
    befuellungMs,
    async schliesse() {
      await db.destroy();
      fs.rmSync(verzeichnis, { recursive: true, force: true });
    },
  };
}

/** A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, filled like the SQLite one. */
export async function postgresMessdatenbank(server: TestDatenbank, anzahl: number): Promise<Messdatenbank> {
  const { url, entferne } = await server.erstelle();
  const { db } = await verbinde(url);
  try {
    const befuellungMs = await befuelle(db, anzahl);
    return {
      name: 'PostgreSQL',
      url,
      db,
      befuellungMs,
      async schliesse() {
        await db.destroy();
        await entferne();
      },
    };
  } catch (fehler) {
    await db.destroy();
    await entferne();
    throw fehler;
  }
}

export function perzentil(werte: number[], p: number): number {
  const sortiert = [...werte].sort((a, b) => a - b);
  return sortiert[Math.min(sortiert.length - 1, Math.ceil((p / 100) * sortiert.length) - 1)]!;
}

/**
 * Runs `lauf` `anzahl` times one after the other and returns the middle run by `vergleich`, with all runs in that
 * order: a figure of a few seconds swings with whatever else the shared cores do.
 */
export async function mittlererLauf<T>(anzahl: number, lauf: () => Promise<T>, vergleich: (a: T, b: T) => number): Promise<{ mitte: T; laeufe: T[] }> {
  const laeufe: T[] = [];
  for (let i = 0; i < anzahl; i++) laeufe.push(await lauf());
  laeufe.sort(vergleich);
  return { mitte: laeufe[Math.floor(anzahl / 2)]!, laeufe };
}

/**
 * Runs `lauf` on a fresh SQLite file and, when TEST_DATABASE_URL names a PostgreSQL server, on a throw-away database
 * there (both empty: the server migrates and seeds them), one after the other; each is removed after its run.
 */
export async function aufLeerenDatenbanken(praefix: string, lauf: (name: string, url: string) => Promise<void>): Promise<void> {
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${praefix}-`));
  try {
    await lauf('SQLite', `sqlite:${path.join(verzeichnis, `${praefix}.db`)}`);
  } finally {
    fs.rmSync(verzeichnis, { recursive: true, force: true });
  }
  for (const datenbank of datenbanken().filter((d) => d.name === 'PostgreSQL')) {
    const { url, entferne } = await datenbank.erstelle();
    try {
      await lauf(datenbank.name, url);
    } finally {
      await entferne();
    }
  }
}
