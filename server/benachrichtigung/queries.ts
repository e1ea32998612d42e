import type { Kysely } from 'kysely';
import type { BenachrichtigungsArt } from '../../domain/benachrichtigungen';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export async function abbestellteArten(db: Db, benutzerId: number): Promise<Set<string>> {
  const zeilen = await db.selectFrom('benachrichtigung_abbestellt').select('art').where('benutzer_id', '=', benutzerId).execute();
  return new Set(zeilen.map((z) => z.art));
}

/** Switches the kinds on and off as given; the others stay as they are. Idempotent, so a repeated PUT changes nothing. */
export async function setzeAbbestellungen(trx: Db, benutzerId: number, an: readonly BenachrichtigungsArt[], aus: readonly BenachrichtigungsArt[]): Promise<void> {
  if (an.length) await trx.deleteFrom('benachrichtigung_abbestellt').where('benutzer_id', '=', benutzerId).where('art', 'in', [...an]).execute();
  if (aus.length) {
    await trx
      .insertInto('benachrichtigung_abbestellt')
      .values(aus.map((art) => ({ benutzer_id: benutzerId, art })))
      .onConflict((oc) => oc.columns(['benutzer_id', 'art']).doNothing())
      .execute();
  }
}

/** The newest entries of a user's start page. */
export function neuigkeiten(db: Db, benutzerId: number, hoechstens: number) {
  return db
    .selectFrom('neuigkeit')
    .select(['id', 'art', 'text', 'pfad', 'at'])
    .where('benutzer_id', '=', benutzerId)
    .orderBy('id', 'desc')
    .limit(hoechstens)
    .execute();
}
