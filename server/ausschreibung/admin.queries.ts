import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { kundeName } from '../shared/expressions';

export function sparteUndStatus(db: Kysely<Database>, id: number) {
  return db.selectFrom('ausschreibung').select(['sparte', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Every Kunde by its shown name, for the administrator's filters and forms. */
/** Kunden grouped by their Kundentyp for the grouped selection, by name within each group. */
export function kundenNachTypUndName(db: Kysely<Database>) {
  return db.selectFrom('kunde as k').select((eb) => ['k.id', 'k.typ', kundeName(eb).as('name')]).orderBy('k.typ').orderBy('name').execute();
}

export function evusNachFirma(db: Kysely<Database>) {
  return db.selectFrom('evu').select(['id', 'firma']).orderBy('firma').execute();
}
