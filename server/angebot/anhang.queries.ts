import type { Kysely } from 'kysely';
import type { AngebotsAnhang } from '../../domain/api/angebot';
import type { Database } from '../db/schema';
import { gespeicherteDatei, type Datei } from '../dokumente/datei';

/** The attachments of the given offers by offer, in the order they were added; without their bytes. */
export async function anhaengeDerAngebote(db: Kysely<Database>, angebotIds: readonly number[]): Promise<Map<number, AngebotsAnhang[]>> {
  const nachAngebot = new Map<number, AngebotsAnhang[]>(angebotIds.map((id) => [id, []]));
  if (angebotIds.length === 0) return nachAngebot;
  const zeilen = await db.selectFrom('angebot_anhang').select(['id', 'angebot_id', 'name']).where('angebot_id', 'in', angebotIds).orderBy('angebot_id').orderBy('id').execute();
  for (const z of zeilen) nachAngebot.get(z.angebot_id)?.push({ id: z.id, name: z.name });
  return nachAngebot;
}

/** Bytes the offer's attachments take together. */
export async function anhangBytes(db: Kysely<Database>, angebotId: number): Promise<number> {
  const { summe } = await db
    .selectFrom('angebot_anhang')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('summe'))
    .where('angebot_id', '=', angebotId)
    .executeTakeFirstOrThrow();
  return Number(summe);
}

export async function fuegeAnhangEin(db: Kysely<Database>, zeile: { angebotId: number; datei: Datei; benutzerId: number; jetzt: number }): Promise<number> {
  const { id } = await db
    .insertInto('angebot_anhang')
    .values({ angebot_id: zeile.angebotId, ...gespeicherteDatei(zeile.datei, zeile.benutzerId, zeile.jetzt) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The attachment with what decides who may read it: its offer (bidder, status) and the offer's tender. */
export function anhangMitAngebot(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('angebot_anhang as h')
    .innerJoin('angebot as o', 'o.id', 'h.angebot_id')
    .innerJoin('ausschreibung as a', 'a.id', 'o.ausschreibung_id')
    .select(['h.id', 'h.name', 'h.angebot_id', 'o.evu_id', 'o.status as angebotStatus', 'o.ausschreibung_id', 'a.status as ausschreibungStatus', 'a.kunde_id'])
    .where('h.id', '=', id)
    .executeTakeFirst();
}

export async function anhangDaten(db: Kysely<Database>, id: number) {
  return db.selectFrom('angebot_anhang').select(['name', 'content_type', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The tender an attachment belongs to, for the deadlines to take effect before it is read; null for none. */
export async function ausschreibungDesAnhangs(db: Kysely<Database>, id: number): Promise<number | null> {
  const zeile = await db.selectFrom('angebot_anhang as h').innerJoin('angebot as o', 'o.id', 'h.angebot_id').select('o.ausschreibung_id').where('h.id', '=', id).executeTakeFirst();
  return zeile?.ausschreibung_id ?? null;
}

export async function loescheAnhang(db: Kysely<Database>, id: number): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('angebot_anhang').where('id', '=', id).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The tender's deadline and status with the EVU's offer on it, if it made one. */
export async function angebotUndFrist(db: Kysely<Database>, ausschreibungId: number, evuId: number) {
  return db
    .selectFrom('ausschreibung as a')
    .leftJoin('angebot as o', (j) => j.onRef('o.ausschreibung_id', '=', 'a.id').on('o.evu_id', '=', evuId))
    .select(['a.status', 'a.angebotsfrist', 'o.id as angebotId'])
    .where('a.id', '=', ausschreibungId)
    .executeTakeFirstOrThrow();
}

/** Holds the offer's row until the transaction ends, so two uploads at once cannot both pass the total (PostgreSQL). */
export async function sperreAngebot(db: Kysely<Database>, angebotId: number): Promise<void> {
  await db.selectFrom('angebot').select('id').where('id', '=', angebotId).forUpdate().execute();
}
