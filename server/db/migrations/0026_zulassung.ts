import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * Issue 45 — the supplier register (domain/zulassung/):
 * - `evu_zulassung`: an EVU's current state per Sparte; a conditional UPDATE on it decides which instance writes a
 *   transition (expiry happens exactly once across instances). `evu_zulassung_verlauf` keeps every transition, so the
 *   Vergabevermerk can say which state held at a tender's Angebotsfrist.
 * - `evu_nachweis`: the proofs an EVU uploads (kind, Gültig bis, the file), checked by an administrator; the reminder
 *   columns are set by the one instance whose conditional UPDATE wins.
 * - `evu_eigenerklaerung` (§§ 123/124 GWB, signed by name and date, with its rendered PDF) and `evu_referenz`.
 * - `evu_bonitaet`: credit ratings as entered by an administrator (class 1–6, date, agency); the latest counts.
 * - `ausschreibung_eignung` and `eignungspruefung`: a tender's suitability criteria and each bidder's result.
 * - `kunde.geprueft_am/_von`: the Kundenprüfung of a self-registered Kunde.
 * - `einladung.begruendung`: why an administrator invited an EVU that is not admitted for the Sparte.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  const id = (c: any) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idTyp = postgres ? 'serial' : 'integer';
  const blob = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('evu_zulassung')
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('sparte', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('seit', 'bigint', (c) => c.notNull())
    .addColumn('begruendung', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('evu_zulassung_pk', ['evu_id', 'sparte'])
    .execute();
  await db.schema.createIndex('evu_zulassung_status').on('evu_zulassung').columns(['sparte', 'status', 'evu_id']).execute();
  await db.schema
    .createTable('evu_zulassung_verlauf')
    .addColumn('id', idTyp, id)
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('sparte', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** null: the portal itself (registration, expiry) */
    .addColumn('von', 'integer', (c) => c.references('benutzer.id').onDelete('set null'))
    .addColumn('begruendung', 'text')
    .execute();
  await db.schema.createIndex('evu_zulassung_verlauf_evu').on('evu_zulassung_verlauf').columns(['evu_id', 'sparte', 'at']).execute();

  await db.schema
    .createTable('evu_nachweis')
    .addColumn('id', idTyp, id)
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('art', 'varchar(40)', (c) => c.notNull())
    /** YYYY-MM-DD, the last day the proof is valid; null for kinds without an end */
    .addColumn('gueltig_bis', 'varchar(10)')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    /** the administrator's check: 'geprueft' | 'abgelehnt', null while open */
    .addColumn('pruefung', 'varchar(20)')
    .addColumn('pruefung_begruendung', 'text')
    .addColumn('geprueft_von', 'integer', (c) => c.references('benutzer.id').onDelete('set null'))
    .addColumn('geprueft_am', 'bigint')
    .addColumn('erinnert_30_am', 'bigint')
    .addColumn('erinnert_7_am', 'bigint')
    .execute();
  await db.schema.createIndex('evu_nachweis_evu').on('evu_nachweis').columns(['evu_id', 'art', 'id']).execute();
  await db.schema.createIndex('evu_nachweis_ablauf').on('evu_nachweis').columns(['gueltig_bis']).execute();

  await db.schema
    .createTable('evu_eigenerklaerung')
    .addColumn('evu_id', 'integer', (c) => c.primaryKey().references('evu.id').onDelete('cascade'))
    /** JSON: the answers of the form (domain/zulassung/eigenerklaerung.ts) */
    .addColumn('angaben', 'text', (c) => c.notNull())
    .addColumn('unterzeichnet_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('unterzeichnet_am', 'varchar(10)', (c) => c.notNull())
    .addColumn('pdf', blob, (c) => c.notNull())
    .addColumn('gespeichert_von', 'integer', (c) => c.notNull().references('benutzer.id'))
    .addColumn('gespeichert_am', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('evu_referenz')
    .addColumn('id', idTyp, id)
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('kunde', 'varchar(200)', (c) => c.notNull())
    .addColumn('volumen_mwh', 'integer', (c) => c.notNull())
    .addColumn('sparte', 'integer', (c) => c.notNull())
    .addColumn('von', 'varchar(10)', (c) => c.notNull())
    .addColumn('bis', 'varchar(10)')
    .execute();
  await db.schema.createIndex('evu_referenz_evu').on('evu_referenz').columns(['evu_id']).execute();
  await db.schema
    .createTable('evu_bonitaet')
    .addColumn('id', idTyp, id)
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('klasse', 'integer', (c) => c.notNull())
    .addColumn('datum', 'varchar(10)', (c) => c.notNull())
    .addColumn('quelle', 'varchar(100)', (c) => c.notNull())
    .addColumn('erfasst_von', 'integer', (c) => c.references('benutzer.id').onDelete('set null'))
    .addColumn('erfasst_am', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('evu_bonitaet_evu').on('evu_bonitaet').columns(['evu_id', 'id']).execute();

  await db.schema
    .createTable('ausschreibung_eignung')
    .addColumn('ausschreibung_id', 'integer', (c) => c.primaryKey().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('mindestjahresumsatz_eur', 'bigint')
    .addColumn('mindest_referenzen', 'integer')
    .addColumn('geaendert_von', 'integer', (c) => c.references('benutzer.id').onDelete('set null'))
    .addColumn('geaendert_am', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('eignungspruefung')
    .addColumn('ausschreibung_id', 'integer', (c) => c.notNull().references('ausschreibung.id').onDelete('cascade'))
    .addColumn('evu_id', 'integer', (c) => c.notNull().references('evu.id').onDelete('cascade'))
    .addColumn('geeignet', 'integer', (c) => c.notNull())
    .addColumn('begruendung', 'text')
    .addColumn('geprueft_von', 'integer', (c) => c.references('benutzer.id').onDelete('set null'))
    .addColumn('geprueft_am', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('eignungspruefung_pk', ['ausschreibung_id', 'evu_id'])
    .execute();

  await db.schema.alterTable('kunde').addColumn('geprueft_am', 'bigint').execute();
  await db.schema.alterTable('kunde').addColumn('geprueft_von', 'integer', (c) => c.references('benutzer.id').onDelete('set null')).execute();
  await db.schema.alterTable('einladung').addColumn('begruendung', 'text').execute();
  // Kunden already on the portal have been dealt with by the broker; only those who register from now on wait.
  await db.updateTable('kunde').set({ geprueft_am: Date.now() }).execute();

  // Suppliers already on the portal keep working: every EVU is admitted for the Sparten it serves, as of now.
  const jetzt = Date.now();
  const begruendung = 'Bestand vor dem Lieferantenregister';
  for (const evu of await db.selectFrom('evu').select(['id', 'sparten']).execute()) {
    for (const sparte of [1, 2].filter((bit) => (Number(evu.sparten) & bit) !== 0)) {
      await db.insertInto('evu_zulassung').values({ evu_id: evu.id, sparte, status: 'zugelassen', seit: jetzt, begruendung, version: 1 }).execute();
      await db.insertInto('evu_zulassung_verlauf').values({ evu_id: evu.id, sparte, status: 'zugelassen', at: jetzt, von: null, begruendung }).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('einladung').dropColumn('begruendung').execute();
  await db.schema.alterTable('kunde').dropColumn('geprueft_von').execute();
  await db.schema.alterTable('kunde').dropColumn('geprueft_am').execute();
  for (const t of ['eignungspruefung', 'ausschreibung_eignung', 'evu_bonitaet', 'evu_referenz', 'evu_eigenerklaerung', 'evu_nachweis', 'evu_zulassung_verlauf', 'evu_zulassung']) {
    await db.schema.dropTable(t).execute();
  }
}
