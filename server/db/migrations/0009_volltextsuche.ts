import { sql, type Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * One search text per tender (Nummer, Bezeichnung, Kunde with Ort, and each Lieferstelle's Bezeichnung, Ort and
 * MaLo-ID) in a trigram index: SQLite's FTS5 with the trigram tokenizer, PostgreSQL's pg_trgm. Triggers rebuild a
 * tender's text in the same transaction as any write to the tender, its Lieferstellen or its Kunde, so the list's
 * search finds substrings anywhere in them without reading every tender (server/ausschreibung/suche.ts).
 */
const text = (zusammenfassen: (ausdruck: string) => string) => `a.nummer || ' ' || a.bezeichnung || ' ' || coalesce(k.firma, k.vorname || ' ' || k.nachname)
  || ' ' || k.ort || coalesce((SELECT ${zusammenfassen(`' ' || l.bezeichnung || ' ' || l.ort || ' ' || l.malo_id`)} FROM lieferstelle l WHERE l.ausschreibung_id = a.id), '')`;

const TEXT_SQLITE = text((ausdruck) => `group_concat(${ausdruck}, '')`);
export const TEXT_POSTGRES = text((ausdruck) => `string_agg(${ausdruck}, '' ORDER BY l.position)`);

// SQLite: the rowid is the tender's id; `wo` selects the tenders (alias a) whose text is rebuilt.
const einfuegen = (wo: string) => `INSERT INTO ausschreibung_suche (rowid, text) SELECT a.id, ${TEXT_SQLITE} FROM ausschreibung a JOIN kunde k ON k.id = a.kunde_id WHERE ${wo};`;
export const erneuereSuchtextSqlite = (wo: string) => `DELETE FROM ausschreibung_suche WHERE rowid IN (SELECT a.id FROM ausschreibung a WHERE ${wo});\n${einfuegen(wo)}`;

export async function up(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) return upPostgres(db);

  await sql`CREATE VIRTUAL TABLE ausschreibung_suche USING fts5(text, tokenize = 'trigram')`.execute(db);
  const erneuern = erneuereSuchtextSqlite;
  const ausloeser = (name: string, wann: string, wo: string[]) =>
    sql`CREATE TRIGGER ${sql.raw(name)} ${sql.raw(wann)} BEGIN ${sql.raw(wo.map(erneuern).join('\n'))} END`.execute(db);

  await sql.raw(einfuegen('1 = 1')).execute(db);
  await ausloeser('ausschreibung_suche_neu', 'AFTER INSERT ON ausschreibung', ['a.id = NEW.id']);
  await ausloeser('ausschreibung_suche_wechsel', 'AFTER UPDATE OF nummer, bezeichnung, kunde_id ON ausschreibung', ['a.id = NEW.id']);
  await sql`CREATE TRIGGER ausschreibung_suche_weg AFTER DELETE ON ausschreibung BEGIN DELETE FROM ausschreibung_suche WHERE rowid = OLD.id; END`.execute(db);
  await ausloeser('ausschreibung_suche_lieferstelle_neu', 'AFTER INSERT ON lieferstelle', ['a.id = NEW.ausschreibung_id']);
  await ausloeser('ausschreibung_suche_lieferstelle_wechsel', 'AFTER UPDATE OF bezeichnung, ort, malo_id, ausschreibung_id ON lieferstelle', [
    'a.id = OLD.ausschreibung_id AND OLD.ausschreibung_id <> NEW.ausschreibung_id',
    'a.id = NEW.ausschreibung_id',
  ]);
  await ausloeser('ausschreibung_suche_lieferstelle_weg', 'AFTER DELETE ON lieferstelle', ['a.id = OLD.ausschreibung_id']);
  await ausloeser('ausschreibung_suche_kunde', 'AFTER UPDATE OF firma, vorname, nachname, ort ON kunde', ['a.kunde_id = NEW.id']);
}

/** PostgreSQL's trigram index over the search texts; it serves LIKE and ILIKE alike. */
export const TRIGRAMM_INDEX = sql`CREATE INDEX ausschreibung_suche_trigramme ON ausschreibung_suche USING gin (text gin_trgm_ops)`;

/**
 * PostgreSQL's function that rebuilds tender `kennung`'s search text as `suchtext` (TEXT_POSTGRES, or an expression of
 * it). The tender's row lock orders concurrent writers: each statement after it reads the other's committed
 * Lieferstellen, so the last rebuild of a text holds every change (READ COMMITTED).
 */
export const erneuernPostgres = (suchtext: string) => sql`CREATE OR REPLACE FUNCTION ausschreibung_suche_erneuern(kennung integer) RETURNS void AS $$
    BEGIN
      PERFORM 1 FROM ausschreibung WHERE id = kennung FOR NO KEY UPDATE;
      INSERT INTO ausschreibung_suche (ausschreibung_id, text)
        SELECT a.id, ${sql.raw(suchtext)} FROM ausschreibung a JOIN kunde k ON k.id = a.kunde_id WHERE a.id = kennung
        ON CONFLICT (ausschreibung_id) DO UPDATE SET text = EXCLUDED.text;
    END; $$ LANGUAGE plpgsql`;

async function upPostgres(db: Kysely<any>): Promise<void> {
  // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it without superuser rights.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE TABLE ausschreibung_suche (
    ausschreibung_id integer PRIMARY KEY REFERENCES ausschreibung (id) ON DELETE CASCADE,
    text text NOT NULL
  )`.execute(db);
  await TRIGRAMM_INDEX.execute(db);
  await erneuernPostgres(TEXT_POSTGRES).execute(db);
  await sql`SELECT ausschreibung_suche_erneuern(id) FROM ausschreibung`.execute(db);

  await sql`CREATE FUNCTION ausschreibung_suche_ausschreibung() RETURNS trigger AS $$
    BEGIN PERFORM ausschreibung_suche_erneuern(NEW.id); RETURN NULL; END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER ausschreibung_suche_ausschreibung AFTER INSERT OR UPDATE OF nummer, bezeichnung, kunde_id ON ausschreibung
    FOR EACH ROW EXECUTE FUNCTION ausschreibung_suche_ausschreibung()`.execute(db);

  await sql`CREATE FUNCTION ausschreibung_suche_lieferstelle() RETURNS trigger AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM ausschreibung_suche_erneuern(OLD.ausschreibung_id); END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.ausschreibung_id <> OLD.ausschreibung_id) THEN
        PERFORM ausschreibung_suche_erneuern(NEW.ausschreibung_id);
      END IF;
      RETURN NULL;
    END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER ausschreibung_suche_lieferstelle AFTER INSERT OR DELETE OR UPDATE OF bezeichnung, ort, malo_id, ausschreibung_id ON lieferstelle
    FOR EACH ROW EXECUTE FUNCTION ausschreibung_suche_lieferstelle()`.execute(db);

  await sql`CREATE FUNCTION ausschreibung_suche_kunde() RETURNS trigger AS $$
    BEGIN PERFORM ausschreibung_suche_erneuern(a.id) FROM ausschreibung a WHERE a.kunde_id = NEW.id; RETURN NULL; END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER ausschreibung_suche_kunde AFTER UPDATE OF firma, vorname, nachname, ort ON kunde
    FOR EACH ROW EXECUTE FUNCTION ausschreibung_suche_kunde()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) {
    for (const [trigger, tabelle] of [['ausschreibung_suche_ausschreibung', 'ausschreibung'], ['ausschreibung_suche_lieferstelle', 'lieferstelle'], ['ausschreibung_suche_kunde', 'kunde']]) {
      await sql`DROP TRIGGER ${sql.raw(trigger)} ON ${sql.raw(tabelle)}`.execute(db);
      await sql`DROP FUNCTION ${sql.raw(trigger)}()`.execute(db);
    }
    await sql`DROP FUNCTION ausschreibung_suche_erneuern(integer)`.execute(db);
  } else {
    for (const name of ['neu', 'wechsel', 'weg', 'lieferstelle_neu', 'lieferstelle_wechsel', 'lieferstelle_weg', 'kunde']) {
      await sql`DROP TRIGGER ${sql.raw(`ausschreibung_suche_${name}`)}`.execute(db);
    }
  }
  await sql`DROP TABLE ausschreibung_suche`.execute(db);
}
