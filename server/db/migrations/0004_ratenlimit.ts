import type { Kysely } from 'kysely';

/**
 * The per-IP counters of the rate limit (DESIGN.md section 8) in the database, so that every instance behind a
 * load balancer counts into the same row (server/plugins/rateLimitStore.ts). One row per route and IP:
 * hits in the current window and the instant the window ends; rows of ended windows are deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ratenlimit')
    .addColumn('schluessel', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('anzahl', 'integer', (c) => c.notNull())
    .addColumn('fenster_ende', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ratenlimit_fenster_ende').on('ratenlimit').column('fenster_ende').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ratenlimit').execute();
}
