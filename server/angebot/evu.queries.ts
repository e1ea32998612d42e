import type { Insertable, Kysely } from 'kysely';
import type { Angebot, AngebotTable, AngebotVersionTable, Database } from '../db/schema';

/** The EVU's one offer on the tender, if it made one. */
export function eigenesAngebot(db: Kysely<Database>, ausschreibungId: number, evuId: number): Promise<Angebot | undefined> {
  return db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', ausschreibungId).where('evu_id', '=', evuId).executeTakeFirst();
}

export function angebotNachId(db: Kysely<Database>, id: number): Promise<Angebot> {
  return db.selectFrom('angebot').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function fuegeAngebotEin(db: Kysely<Database>, zeile: Insertable<AngebotTable>): Promise<Angebot> {
  return db.insertInto('angebot').values(zeile).returningAll().executeTakeFirstOrThrow();
}

/** Every version of an offer is kept as submitted. */
export async function merkeAngebotsversion(db: Kysely<Database>, zeile: Insertable<AngebotVersionTable>): Promise<void> {
  await db.insertInto('angebot_version').values(zeile).execute();
}

/** When the Informationsschreiben on offer `angebotId` was sent; null while there is none. */
export async function informationsschreibenVersandt(db: Kysely<Database>, angebotId: number): Promise<number | null> {
  const brief = await db.selectFrom('informationsschreiben').select('versandt_am').where('angebot_id', '=', angebotId).executeTakeFirst();
  return brief ? Number(brief.versandt_am) : null;
}
