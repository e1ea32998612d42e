import type { Kysely } from 'kysely';

/**
 * Indexes for the tender lists at 100 000 tenders (DESIGN.md section 10, `npm run bench`): counting under the
 * usual filters and reading a late page in the usual orders become index-only scans. Each sort index carries
 * the filter columns, so the page-id query never touches the table.
 */
const SORTIERT = ['angebotsfrist', 'lieferbeginn', 'lieferende', 'nummer'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ausschreibung_lieferbeginn').execute();
  await db.schema.createIndex('ausschreibung_filter').on('ausschreibung').columns(['status', 'sparte', 'kunde_id']).execute();
  for (const spalte of SORTIERT) {
    await db.schema.createIndex(`ausschreibung_nach_${spalte}`).on('ausschreibung').columns([spalte, 'id', 'status', 'sparte', 'kunde_id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const spalte of SORTIERT) await db.schema.dropIndex(`ausschreibung_nach_${spalte}`).execute();
  await db.schema.dropIndex('ausschreibung_filter').execute();
  await db.schema.createIndex('ausschreibung_lieferbeginn').on('ausschreibung').column('lieferbeginn').execute();
}
