import type { Kysely } from 'kysely';
import type { DokumentEintrag } from '../../domain/dokumente';
import type { Database } from '../db/schema';
import { alsDatumZeit } from '../shared/zeit';
import type { Datei } from './datei';

/** A document with the tender it belongs to (none for a document without tender). */
export function dokumentMitAusschreibung(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('dokument as d')
    .leftJoin('ausschreibung as a', 'a.id', 'd.ausschreibung_id')
    .select(['d.id', 'd.name', 'd.content_type', 'd.data', 'd.uploaded_by', 'a.id as ausschreibungId', 'a.kunde_id', 'a.status'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** What decides who may see or change a tender's documents. */
export function ausschreibungsKopf(db: Kysely<Database>, id: number) {
  return db.selectFrom('ausschreibung').select(['id', 'kunde_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function dokumentListe(db: Kysely<Database>, ausschreibungId: number): Promise<DokumentEintrag[]> {
  const zeilen = await db
    .selectFrom('dokument')
    .select(['id', 'name', 'content_type', 'size', 'uploaded_at'])
    .where('ausschreibung_id', '=', ausschreibungId)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  return zeilen.map((z) => ({ id: z.id, name: z.name, contentType: z.content_type, size: z.size, hochgeladenAm: alsDatumZeit(z.uploaded_at) }));
}

export async function fuegeDokumentEin(db: Kysely<Database>, zeile: { ausschreibungId: number; datei: Datei; benutzerId: number; jetzt: number }): Promise<number> {
  const { id } = await db
    .insertInto('dokument')
    .values({
      ausschreibung_id: zeile.ausschreibungId,
      name: zeile.datei.name,
      content_type: zeile.datei.contentType,
      size: zeile.datei.daten.length,
      data: zeile.datei.daten,
      uploaded_by: zeile.benutzerId,
      uploaded_at: zeile.jetzt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether the user is the account of Kunde `kundeId`. */
export async function istKundenkonto(db: Kysely<Database>, benutzerId: number, kundeId: number): Promise<boolean> {
  return !!(await db.selectFrom('kunde').select('id').where('id', '=', kundeId).where('benutzer_id', '=', benutzerId).executeTakeFirst());
}

/** Whether the user is the account of an EVU invited to the tender. */
export async function istEingeladenesKonto(db: Kysely<Database>, benutzerId: number, ausschreibungId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('einladung as e')
    .innerJoin('evu as v', 'v.id', 'e.evu_id')
    .select('e.evu_id')
    .where('e.ausschreibung_id', '=', ausschreibungId)
    .where('v.benutzer_id', '=', benutzerId)
    .executeTakeFirst());
}
