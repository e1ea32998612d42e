import type { Kysely } from 'kysely';
import type { DokumentEintrag } from '../../domain/dokumente';
import type { Database } from '../db/schema';
import { isoDateTime } from '../shared/isoDateTime';
import { gespeicherteDatei, type Datei } from './datei';

/** A document with the id of the tender it belongs to (none for a document without tender). */
export function dokumentMitAusschreibung(db: Kysely<Database>, id: number) {
  return db.selectFrom('dokument').select(['id', 'name', 'content_type', 'data', 'uploaded_by', 'ausschreibung_id']).where('id', '=', id).executeTakeFirst();
}

/** The tender a document belongs to, without reading its bytes. */
export async function ausschreibungDesDokuments(db: Kysely<Database>, id: number): Promise<number | null> {
  return (await db.selectFrom('dokument').select('ausschreibung_id').where('id', '=', id).executeTakeFirst())?.ausschreibung_id ?? null;
}

export async function dokumentListe(db: Kysely<Database>, ausschreibungId: number): Promise<DokumentEintrag[]> {
  const zeilen = await db
    .selectFrom('dokument')
    .select(['id', 'name', 'content_type', 'size', 'uploaded_at'])
    .where('ausschreibung_id', '=', ausschreibungId)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  return zeilen.map((z) => ({ id: z.id, name: z.name, contentType: z.content_type, size: z.size, hochgeladenAm: isoDateTime(z.uploaded_at) }));
}

export async function fuegeDokumentEin(db: Kysely<Database>, zeile: { ausschreibungId: number; datei: Datei; benutzerId: number; jetzt: number }): Promise<number> {
  const { id } = await db
    .insertInto('dokument')
    .values({ ausschreibung_id: zeile.ausschreibungId, ...gespeicherteDatei(zeile.datei, zeile.benutzerId, zeile.jetzt) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
