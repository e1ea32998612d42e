import { sql, type Kysely } from 'kysely';
import { erneuereSuchtextSqlite } from './0009_volltextsuche';
import { aufPostgres } from '../dialect';

/**
 * A tender's search text (migration 0009) is rebuilt from all its Lieferstellen after each Lieferstelle written, so
 * saving n Lieferstellen cost n² (2,000 took 10 s on SQLite, with every other request waiting for its one
 * connection; 5,000 minutes). A tender listed in ausschreibung_suche_aufgeschoben is skipped by the Lieferstellen'
 * triggers, and deleting its row rebuilds the text once: a writer of many Lieferstellen marks the tender, writes,
 * and removes the mark in the same transaction (server/ausschreibung/suche.ts). Any other writer stays exact as before.
 */
const OHNE_AUFGESCHOBENE = (id: string) => `${id} NOT IN (SELECT ausschreibung_id FROM ausschreibung_suche_aufgeschoben)`;

/** The Lieferstellen' triggers of migration 0009: when, and the tenders (alias a) whose text each rebuilds. */
const LIEFERSTELLE_SQLITE: [string, string, string[]][] = [
  ['ausschreibung_suche_lieferstelle_neu', 'AFTER INSERT ON lieferstelle', ['a.id = NEW.ausschreibung_id']],
  ['ausschreibung_suche_lieferstelle_wechsel', 'AFTER UPDATE OF bezeichnung, ort, malo_id, ausschreibung_id ON lieferstelle', [
    'a.id = OLD.ausschreibung_id AND OLD.ausschreibung_id <> NEW.ausschreibung_id',
    'a.id = NEW.ausschreibung_id',
  ]],
  ['ausschreibung_suche_lieferstelle_weg', 'AFTER DELETE ON lieferstelle', ['a.id = OLD.ausschreibung_id']],
];

/** The Lieferstellen' trigger function of migration 0009 on PostgreSQL, `erneuern` deciding which tender to rebuild. */
const lieferstelleFunktion = (erneuern: (id: string) => string) => sql`CREATE OR REPLACE FUNCTION ausschreibung_suche_lieferstelle() RETURNS trigger AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${sql.raw(erneuern('OLD.ausschreibung_id'))} END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.ausschreibung_id <> OLD.ausschreibung_id) THEN
        ${sql.raw(erneuern('NEW.ausschreibung_id'))}
      END IF;
      RETURN NULL;
    END; $$ LANGUAGE plpgsql`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('ausschreibung_suche_aufgeschoben').addColumn('ausschreibung_id', 'integer', (c) => c.primaryKey()).execute();

  if (aufPostgres(db)) {
    await lieferstelleFunktion(
      (id) => `IF ${OHNE_AUFGESCHOBENE(id)} THEN PERFORM ausschreibung_suche_erneuern(${id}); END IF;`,
    ).execute(db);
    await sql`CREATE FUNCTION ausschreibung_suche_nachholen() RETURNS trigger AS $$
      BEGIN PERFORM ausschreibung_suche_erneuern(OLD.ausschreibung_id); RETURN NULL; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER ausschreibung_suche_nachholen AFTER DELETE ON ausschreibung_suche_aufgeschoben
      FOR EACH ROW EXECUTE FUNCTION ausschreibung_suche_nachholen()`.execute(db);
    return;
  }

  for (const [name, wann, wo] of LIEFERSTELLE_SQLITE) {
    await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
    const erneuern = wo.map((w) => erneuereSuchtextSqlite(`${w} AND ${OHNE_AUFGESCHOBENE('a.id')}`)).join('\n');
    await sql`CREATE TRIGGER ${sql.raw(name)} ${sql.raw(wann)} BEGIN ${sql.raw(erneuern)} END`.execute(db);
  }
  await sql`CREATE TRIGGER ausschreibung_suche_nachholen AFTER DELETE ON ausschreibung_suche_aufgeschoben
    BEGIN ${sql.raw(erneuereSuchtextSqlite('a.id = OLD.ausschreibung_id'))} END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) {
    await sql`DROP TRIGGER ausschreibung_suche_nachholen ON ausschreibung_suche_aufgeschoben`.execute(db);
    await sql`DROP FUNCTION ausschreibung_suche_nachholen()`.execute(db);
    await lieferstelleFunktion((id) => `PERFORM ausschreibung_suche_erneuern(${id});`).execute(db);
  } else {
    await sql`DROP TRIGGER ausschreibung_suche_nachholen`.execute(db);
    for (const [name, wann, wo] of LIEFERSTELLE_SQLITE) {
      await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
      await sql`CREATE TRIGGER ${sql.raw(name)} ${sql.raw(wann)} BEGIN ${sql.raw(wo.map(erneuereSuchtextSqlite).join('\n'))} END`.execute(db);
    }
  }
  await db.schema.dropTable('ausschreibung_suche_aufgeschoben').execute();
}
