import { sql, type Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * How many tenders each (status, Sparte) has, kept by triggers in the same transaction as the change: the
 * administrator's list counts its usual filters (status, Sparte) from a handful of rows instead of every
 * matching tender, so the count costs the same at a million tenders as at a thousand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ausschreibung_anzahl')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('sparte', 'integer', (c) => c.notNull())
    .addColumn('anzahl', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ausschreibung_anzahl_pk', ['status', 'sparte'])
    .execute();
  await sql`INSERT INTO ausschreibung_anzahl (status, sparte, anzahl) SELECT status, sparte, count(*) FROM ausschreibung GROUP BY status, sparte`.execute(db);

  if (aufPostgres(db)) {
    // Both counter rows of a status change are locked in key order, so two opposite changes cannot deadlock.
    await sql`CREATE FUNCTION ausschreibung_anzahl_fuehren() RETURNS trigger AS $$
      DECLARE
        weg record;
        dazu record;
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.sparte = NEW.sparte THEN RETURN NULL; END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN weg := OLD; END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN dazu := NEW; END IF;
        IF TG_OP = 'UPDATE' AND (NEW.status, NEW.sparte) < (OLD.status, OLD.sparte) THEN
          INSERT INTO ausschreibung_anzahl (status, sparte, anzahl) VALUES (dazu.status, dazu.sparte, 1)
            ON CONFLICT (status, sparte) DO UPDATE SET anzahl = ausschreibung_anzahl.anzahl + 1;
          UPDATE ausschreibung_anzahl SET anzahl = anzahl - 1 WHERE status = weg.status AND sparte = weg.sparte;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE ausschreibung_anzahl SET anzahl = anzahl - 1 WHERE status = weg.status AND sparte = weg.sparte;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO ausschreibung_anzahl (status, sparte, anzahl) VALUES (dazu.status, dazu.sparte, 1)
            ON CONFLICT (status, sparte) DO UPDATE SET anzahl = ausschreibung_anzahl.anzahl + 1;
        END IF;
        RETURN NULL;
      END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER ausschreibung_anzahl_fuehren AFTER INSERT OR DELETE OR UPDATE OF status, sparte ON ausschreibung
      FOR EACH ROW EXECUTE FUNCTION ausschreibung_anzahl_fuehren()`.execute(db);
    return;
  }
  const dazu = (zeile: 'NEW') => sql.raw(`INSERT INTO ausschreibung_anzahl (status, sparte, anzahl) VALUES (${zeile}.status, ${zeile}.sparte, 1)
    ON CONFLICT (status, sparte) DO UPDATE SET anzahl = anzahl + 1;`);
  const weg = (zeile: 'OLD') => sql.raw(`UPDATE ausschreibung_anzahl SET anzahl = anzahl - 1 WHERE status = ${zeile}.status AND sparte = ${zeile}.sparte;`);
  await sql`CREATE TRIGGER ausschreibung_anzahl_neu AFTER INSERT ON ausschreibung BEGIN ${dazu('NEW')} END`.execute(db);
  await sql`CREATE TRIGGER ausschreibung_anzahl_weg AFTER DELETE ON ausschreibung BEGIN ${weg('OLD')} END`.execute(db);
  await sql`CREATE TRIGGER ausschreibung_anzahl_wechsel AFTER UPDATE OF status, sparte ON ausschreibung
    WHEN OLD.status <> NEW.status OR OLD.sparte <> NEW.sparte BEGIN ${weg('OLD')} ${dazu('NEW')} END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) {
    await sql`DROP TRIGGER ausschreibung_anzahl_fuehren ON ausschreibung`.execute(db);
    await sql`DROP FUNCTION ausschreibung_anzahl_fuehren()`.execute(db);
  } else {
    for (const name of ['ausschreibung_anzahl_neu', 'ausschreibung_anzahl_weg', 'ausschreibung_anzahl_wechsel']) await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('ausschreibung_anzahl').execute();
}
