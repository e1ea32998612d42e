import type { Kysely } from 'kysely';
import { aufPostgres } from '../dialect';

/**
 * Issue 43/47: the EU thresholds as dated data the administrator maintains (the declared resource `schwellenwert`),
 * seeded with the values of Commission Delegated Regulations (EU) 2023/2495 (2024–2025) and 2025/2152 (from 2026).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = aufPostgres(db);
  await db.schema
    .createTable('schwellenwert')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('auftraggeber', 'varchar(20)', (c) => c.notNull())
    .addColumn('gueltig_ab', 'varchar(10)', (c) => c.notNull())
    .addColumn('gueltig_bis', 'varchar(10)')
    .addColumn('betrag', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schwellenwert_auftraggeber_ab').on('schwellenwert').columns(['auftraggeber', 'gueltig_ab']).execute();
  const werte = [
    ['subzentral', '2024-01-01', '2025-12-31', 221_000],
    ['zentral', '2024-01-01', '2025-12-31', 143_000],
    ['sektoren', '2024-01-01', '2025-12-31', 443_000],
    ['subzentral', '2026-01-01', '2027-12-31', 216_000],
    ['zentral', '2026-01-01', '2027-12-31', 140_000],
    ['sektoren', '2026-01-01', '2027-12-31', 432_000],
  ] as const;
  await db
    .insertInto('schwellenwert')
    .values(werte.map(([auftraggeber, gueltig_ab, gueltig_bis, betrag]) => ({ version: 1, auftraggeber, gueltig_ab, gueltig_bis, betrag })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schwellenwert').execute();
}
