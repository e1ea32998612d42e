import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The next tender number of a year, e.g. A-2026-00012; atomic across instances (one upsert). */
export async function naechsteAusschreibungsnummer(db: Kysely<Database>, jahr: number): Promise<string> {
  const { wert } = await db
    .insertInto('nummernkreis')
    .values({ name: `ausschreibung-${jahr}`, wert: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ wert: sql`nummernkreis.wert + 1` }))
    .returning('wert')
    .executeTakeFirstOrThrow();
  return `A-${jahr}-${String(wert).padStart(5, '0')}`;
}
