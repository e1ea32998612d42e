import type { Kysely } from 'kysely';
import { kundenpruefungAusstehend } from '../../domain/freigabe';
import type { Database } from '../db/schema';

/** Whether an online auction is planned or running: the offers stay with the administrator until it ends. */
export async function hatOffeneAuktion(db: Kysely<Database>, ausschreibungId: number): Promise<boolean> {
  return !!(await db.selectFrom('auktion').select('status').where('ausschreibung_id', '=', ausschreibungId).where('status', '!=', 'beendet').executeTakeFirst());
}

/** The Kunde sees every submitted offer from now on. */
export async function gibAngeboteFrei(db: Kysely<Database>, ausschreibungId: number): Promise<void> {
  await db.updateTable('angebot').set({ status: 'freigegeben' }).where('ausschreibung_id', '=', ausschreibungId).where('status', '=', 'eingereicht').execute();
}

/** Whether the tender's Kunde still waits for its Kundenprüfung (domain/freigabe.ts `kundenpruefungAusstehend`). */
export async function kundenpruefungOffen(db: Kysely<Database>, ausschreibungId: number): Promise<boolean> {
  const k = await db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select(['k.typ', 'k.geprueft_am'])
    .where('a.id', '=', ausschreibungId)
    .executeTakeFirstOrThrow();
  return kundenpruefungAusstehend({ typ: k.typ, geprueft: k.geprueft_am !== null });
}
