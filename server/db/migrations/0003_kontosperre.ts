import type { Kysely } from 'kysely';

/**
 * An administrator's lock of an account (`POST …/{id}/sperren`). It is a flag of its own, not `locked_until`:
 * the back-off of DESIGN.md section 8 ends by itself and is cleared by a successful sign-in, while this lock
 * holds until an administrator lifts it. A constant default lets SQLite add the NOT NULL column in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('benutzer').addColumn('gesperrt', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('benutzer').dropColumn('gesperrt').execute();
}
