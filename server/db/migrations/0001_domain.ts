import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/** Auto-increment primary key that works on both SQLite and PostgreSQL. */
function mitId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  const postgres = aufPostgres(db);
  return table.addColumn('id', postgres ? 'serial' : 'integer', (c) =>
    postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
  );
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  const blob = aufPostgres(db) ? 'bytea' : 'blob';

  await mitId(db, db.schema.createTable('benutzer'))
    .addColumn('login', 'varchar(64)', notNull)
    .addColumn('login_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('vorname', 'varchar(100)', notNull)
    .addColumn('nachname', 'varchar(100)', notNull)
    .addColumn('roles', 'varchar(100)', notNull)
    .addColumn('password_hash', 'varchar(200)', notNull)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('benutzer_email').on('benutzer').column('email').execute();

  await mitId(db, db.schema.createTable('kunde'))
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().unique().references('benutzer.id'))
    .addColumn('typ', 'varchar(20)', notNull)
    .addColumn('firma', 'varchar(200)')
    .addColumn('anrede', 'varchar(20)')
    .addColumn('vorname', 'varchar(100)', notNull)
    .addColumn('nachname', 'varchar(100)', notNull)
    .addColumn('geburtsdatum', 'varchar(10)')
    .addColumn('strasse', 'varchar(200)', notNull)
    .addColumn('plz', 'varchar(5)', notNull)
    .addColumn('ort', 'varchar(100)', notNull)
    .addColumn('telefon', 'varchar(50)')
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await mitId(db, db.schema.createTable('evu'))
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().unique().references('benutzer.id'))
    .addColumn('firma', 'varchar(200)', notNull)
    .addColumn('sparten', 'integer', notNull)
    .addColumn('bdew_codenummer', 'varchar(13)')
    .addColumn('ansprechpartner', 'varchar(200)', notNull)
    .addColumn('strasse', 'varchar(200)', notNull)
    .addColumn('plz', 'varchar(5)', notNull)
    .addColumn('ort', 'varchar(100)', notNull)
    .addColumn('telefon', 'varchar(50)')
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await mitId(db, db.schema.createTable('ausschreibung'))
    .addColumn('nummer', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('sparte', 'integer', notNull)
    .addColumn('kunde_id', 'integer', (c) => c.notNull().references('kunde.id'))
    .addColumn('bezeichnung', 'varchar(200)', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('lieferbeginn', 'varchar(10)', notNull)
    .addColumn('lieferende', 'varchar(10)', notNull)
    .addColumn('angebotsfrist', 'bigint', notNull)
    .addColumn('bindefrist', 'bigint', notNull)
    .addColumn('preismodell', 'varchar(20)', notNull)
    .addColumn('toleranzband', 'integer', notNull)
    .addColumn('zahlungsziel_tage', 'integer', notNull)
    .addColumn('rechnungslegung', 'varchar(20)', notNull)
    .addColumn('bemerkung', 'varchar(4000)')
    .addColumn('oekostrom', 'varchar(20)')
    .addColumn('marktgebiet', 'varchar(20)')
    .addColumn('gasqualitaet', 'varchar(1)')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The administrator's list filters and sorts by these; the scheduler scans status + deadlines.
  await db.schema.createIndex('ausschreibung_status_frist').on('ausschreibung').columns(['status', 'angebotsfrist']).execute();
  await db.schema.createIndex('ausschreibung_status_bindefrist').on('ausschreibung').columns(['status', 'bindefrist']).execute();
  await db.schema.createIndex('ausschreibung_kunde').on('ausschreibung').column('kunde_id').execute();
  await db.schema.createIndex('ausschreibung_lieferbeginn').on('ausschreibung').column('lieferbeginn').execute();

  await mitId(db, db.schema.createTable('lieferstelle'))
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('bezeichnung', 'varchar(200)', notNull)
    .addColumn('strasse', 'varchar(200)', notNull)
    .addColumn('plz', 'varchar(5)', notNull)
    .addColumn('ort', 'varchar(100)', notNull)
    .addColumn('malo_id', 'varchar(11)', notNull)
    .addColumn('zaehlpunkt', 'varchar(33)')
    .addColumn('netzbetreiber', 'varchar(200)', notNull)
    .addColumn('messart', 'varchar(3)', notNull)
    .addColumn('jahresverbrauch_kwh', 'bigint', notNull)
    .addColumn('max_leistung_kw', 'integer')
    .addColumn('spannungsebene', 'varchar(5)')
    .addColumn('druckstufe', 'varchar(2)')
    .addColumn('slp_profil', 'varchar(10)')
    .execute();
  await db.schema.createIndex('lieferstelle_ausschreibung').on('lieferstelle').columns(['ausschreibung_id', 'position']).execute();

  await db.schema
    .createTable('einladung')
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id'))
    .addColumn('eingeladen_am', 'bigint', notNull)
    .addColumn('eingeladen_von', 'integer', (c) => c.references('benutzer.id'))
    .addPrimaryKeyConstraint('einladung_pk', ['ausschreibung_id', 'evu_id'])
    .execute();
  await db.schema.createIndex('einladung_evu').on('einladung').column('evu_id').execute();

  await mitId(db, db.schema.createTable('dokument'))
    .addColumn('ausschreibung_id', 'integer', (c) => c.references('ausschreibung.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('content_type', 'varchar(100)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('data', blob, notNull)
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('uploaded_at', 'bigint', notNull)
    .execute();

  await mitId(db, db.schema.createTable('angebot'))
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id'))
    .addColumn('arbeitspreis_ct_kwh_e4', 'bigint', notNull)
    .addColumn('grundpreis_eur_monat_e4', 'bigint', notNull)
    .addColumn('leistungspreis_eur_kw_jahr_e4', 'bigint')
    .addColumn('oekoaufschlag_ct_kwh_e4', 'bigint')
    .addColumn('bindefrist_bis', 'bigint', notNull)
    .addColumn('bemerkung', 'varchar(4000)')
    .addColumn('status', 'varchar(20)', notNull)
    .addColumn('eingereicht_am', 'bigint', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('angebot_je_evu', ['ausschreibung_id', 'evu_id'])
    .execute();

  await mitId(db, db.schema.createTable('angebot_version'))
    .addColumn('angebot_id', 'integer', (c) => c.notNull().references('angebot.id').onDelete('cascade'))
    .addColumn('version', 'integer', notNull)
    .addColumn('daten', 'text', notNull)
    .addColumn('erstellt_am', 'bigint', notNull)
    .addColumn('erstellt_von', 'integer', (c) => c.notNull().references('benutzer.id'))
    .execute();

  await mitId(db, db.schema.createTable('sitzung'))
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('last_activity_at', 'bigint', notNull)
    .addColumn('absolute_expires_at', 'bigint', notNull)
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'varchar(50)')
    .addColumn('ip_address', 'varchar(64)', notNull)
    .addColumn('user_agent', 'varchar(512)', notNull)
    .execute();
  await db.schema.createIndex('sitzung_benutzer').on('sitzung').column('benutzer_id').execute();

  await db.schema
    .createTable('sitzung_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sitzung_id', 'integer', (c) => c.notNull().references('sitzung.id').onDelete('cascade'))
    .addColumn('art', 'varchar(10)', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sitzung_token_sitzung').on('sitzung_token').column('sitzung_id').execute();

  await mitId(db, db.schema.createTable('second_factor'))
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('type', 'integer', notNull)
    .addColumn('label', 'varchar(100)', notNull)
    .addColumn('secret', 'varchar(100)', notNull)
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('member_token')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('art', 'varchar(30)', notNull)
    .addColumn('benutzer_id', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('used_at', 'bigint')
    .addColumn('daten', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .execute();

  await mitId(db, db.schema.createTable('mail_outbox'))
    .addColumn('empfaenger', 'varchar(254)', notNull)
    .addColumn('betreff', 'varchar(300)', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('html', 'text')
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('sent_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', notNull)
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'varchar(1000)')
    .execute();

  await db.schema.createIndex('mail_outbox_offen').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();

  await mitId(db, db.schema.createTable('audit_event'))
    .addColumn('at', 'bigint', notNull)
    .addColumn('benutzer_id', 'integer')
    .addColumn('aktion', 'varchar(50)', notNull)
    .addColumn('entitaet', 'varchar(50)', notNull)
    .addColumn('entitaet_id', 'integer')
    .addColumn('vorher', 'text')
    .addColumn('nachher', 'text')
    .addColumn('ip_address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_event_entitaet').on('audit_event').columns(['entitaet', 'entitaet_id']).execute();

  await mitId(db, db.schema.createTable('client_log'))
    .addColumn('at', 'bigint', notNull)
    .addColumn('level', 'varchar(10)', notNull)
    .addColumn('module', 'varchar(50)', notNull)
    .addColumn('message', 'varchar(4000)', notNull)
    .addColumn('path', 'varchar(1000)')
    .addColumn('stacktrace', 'text')
    .addColumn('benutzer_id', 'integer')
    .execute();

  await db.schema
    .createTable('encryption_key')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('public_key_pem', 'text', notNull)
    .addColumn('private_key_pem', 'text', notNull)
    .addColumn('modulus_hex', 'text', notNull)
    .addColumn('exponent_hex', 'varchar(20)', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('rotate_at', 'bigint', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  await db.schema
    .createTable('nummernkreis')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('wert', 'integer', notNull)
    .execute();

  // Audit rows are never updated or deleted (DESIGN.md section 6); PostgreSQL enforces it.
  if (aufPostgres(db)) {
    await sql`CREATE OR REPLACE FUNCTION audit_event_unveraenderlich() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_event ist unveränderlich'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_event_schutz BEFORE UPDATE OR DELETE ON audit_event
      FOR EACH ROW EXECUTE FUNCTION audit_event_unveraenderlich()`.execute(db);
  } else {
    await sql`CREATE TRIGGER audit_event_kein_update BEFORE UPDATE ON audit_event
      BEGIN SELECT RAISE(ABORT, 'audit_event ist unveränderlich'); END`.execute(db);
    await sql`CREATE TRIGGER audit_event_kein_delete BEFORE DELETE ON audit_event
      BEGIN SELECT RAISE(ABORT, 'audit_event ist unveränderlich'); END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'nummernkreis', 'server_secret', 'encryption_key', 'client_log', 'audit_event', 'mail_outbox',
    'member_token', 'second_factor', 'sitzung_token', 'sitzung', 'angebot_version', 'angebot', 'dokument',
    'einladung', 'lieferstelle', 'ausschreibung', 'evu', 'kunde', 'benutzer',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
