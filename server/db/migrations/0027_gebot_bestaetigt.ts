import type { Kysely } from 'kysely';

/**
 * Issue 42, point 2: a bid beyond the plausibility limit stands only once its bidder confirmed it. The bid keeps that
 * it was confirmed (1; 0 for every other bid, also all bids made before this migration), so the Auktionsprotokoll
 * states it beside the bid; who confirmed it and when is the bid's own `abgegeben_von` and `abgegeben_am`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('auktion_gebot')
    .addColumn('plausibilitaet_bestaetigt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auktion_gebot').dropColumn('plausibilitaet_bestaetigt').execute();
}
