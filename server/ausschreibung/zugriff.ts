import type { Kysely } from 'kysely';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';

/** One answer for a tender that does not exist and for one the caller may not see: nobody learns which it was. */
export const AUSSCHREIBUNG_NICHT_GEFUNDEN = 'Die Ausschreibung wurde nicht gefunden.';

/** The Kunde's own tender; another Kunde's tender does not exist for them (404). */
export async function eigeneAusschreibung(db: Kysely<Database>, kundeId: number, id: number): Promise<{ id: number; nummer: string; sparte: Sparte; status: number }> {
  const a = await db.selectFrom('ausschreibung').select(['id', 'nummer', 'sparte', 'status']).where('id', '=', id).where('kunde_id', '=', kundeId).executeTakeFirst();
  if (!a) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  return { ...a, sparte: a.sparte as Sparte };
}

/** The tender when the EVU is invited and it is at least Aktiv; otherwise it does not exist for them (404). */
export async function eingeladeneAusschreibung(db: Kysely<Database>, evuId: number, id: number): Promise<{ sparte: Sparte; status: number }> {
  const a = await db
    .selectFrom('ausschreibung as a')
    .innerJoin('einladung as e', 'e.ausschreibung_id', 'a.id')
    .select(['a.sparte', 'a.status'])
    .where('a.id', '=', id)
    .where('e.evu_id', '=', evuId)
    .executeTakeFirst();
  if (!a || a.status < AusschreibungStatus.Aktiv) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  return { sparte: a.sparte as Sparte, status: a.status };
}

/** The administrator's tender row, addressed under its Sparte's path; under the other Sparte it does not exist (404). */
export async function ausschreibungDerSparte(db: Kysely<Database>, id: number, sparte: Sparte) {
  const a = await db.selectFrom('ausschreibung').selectAll().where('id', '=', id).executeTakeFirst();
  if (!a || a.sparte !== sparte) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  return a;
}
