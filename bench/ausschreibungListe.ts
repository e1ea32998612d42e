import type Sqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ausschreibungListe, listenAnweisungen, type ListenAnfrage } from '../server/ausschreibung/liste.queries';
import { perzentil } from './messdatenbank';

/** A filter, a sort and a late page: the administrator looking far back through a busy portal. */
const ANFRAGE: ListenAnfrage = {
  filter: { status: [0, 1, 2], typen: [1, 2] },
  ordering: { key: 'lieferbeginn', direction: 2 },
  paging: { size: 100, index: 500 },
};

export async function miss(runden: number, lauf: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 5; i++) await lauf();
  const zeiten: number[] = [];
  for (let i = 0; i < runden; i++) {
    const start = performance.now();
    await lauf();
    zeiten.push(performance.now() - start);
  }
  return { p50: perzentil(zeiten, 50), p95: perzentil(zeiten, 95) };
}

/**
 * p50/p95 of the list call the route makes (count + page through Kysely, rows mapped) beside the same two
 * SQL statements run straight through better-sqlite3 on the same database in the same run.
 */
export async function messeListe(db: Kysely<Database>, roh: Sqlite.Database, runden = 60) {
  const { zaehlung, seite } = await listenAnweisungen(db, { rolle: 'Administrator' }, ANFRAGE);
  const zaehlungSql = zaehlung.compile();
  const seiteSql = seite.compile();
  const zaehlungRoh = roh.prepare(zaehlungSql.sql);
  const seiteRoh = roh.prepare(seiteSql.sql);
  const ergebnis = await ausschreibungListe(db, { rolle: 'Administrator' }, ANFRAGE);
  const dienst = await miss(runden, () => ausschreibungListe(db, { rolle: 'Administrator' }, ANFRAGE));
  const sql = await miss(runden, () => {
    zaehlungRoh.get(...(zaehlungSql.parameters as unknown[]));
    seiteRoh.all(...(seiteSql.parameters as unknown[]));
  });
  return { dienst, sql, treffer: ergebnis.total, zeilen: ergebnis.items.length };
}
