import { sql, type Kysely } from 'kysely';
import { KUNDE_NAME } from './0011_listenspalten';
import { aufPostgres } from '../dialect';

/**
 * PostgreSQL: a new tender (or one given another Kunde) reads its Kunde's name for the stored column and its search
 * text (migrations 0009, 0011) while a renaming of that Kunde may be under way. The renaming updates only the
 * tenders it sees, so one created meanwhile kept the old name for good. Reading the Kunde FOR SHARE waits for a
 * renaming to commit, and a renaming waits for the new tender, whose name it then corrects. SQLite runs one writer
 * at a time and needs nothing.
 */
const setzen = (sperre: string) => sql`CREATE OR REPLACE FUNCTION ausschreibung_listenspalten_setzen() RETURNS trigger AS $$
    BEGIN
      SELECT ${sql.raw(KUNDE_NAME('k'))} INTO NEW.kunde_name FROM kunde k WHERE k.id = NEW.kunde_id ${sql.raw(sperre)};
      IF TG_OP = 'INSERT' THEN
        NEW.anzahl_lieferstellen := 0; NEW.jahresverbrauch_kwh := 0; NEW.anzahl_angebote := 0; NEW.anzahl_angebote_freigegeben := 0;
      END IF;
      RETURN NEW;
    END; $$ LANGUAGE plpgsql`;

export async function up(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) await setzen('FOR SHARE').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (aufPostgres(db)) await setzen('').execute(db);
}
