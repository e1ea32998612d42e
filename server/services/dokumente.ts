import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../errors';
import type { AngemeldeterBenutzer } from './sitzungen';

/**
 * A document only for those who may see its tender: administrators, the owning Kunde, and invited EVUs
 * once the tender is Aktiv. Everyone else gets the same 404 as for a document that does not exist.
 */
export async function ladeDokument(db: Kysely<Database>, id: number, benutzer: AngemeldeterBenutzer) {
  const dokument = await db
    .selectFrom('dokument as d')
    .leftJoin('ausschreibung as a', 'a.id', 'd.ausschreibung_id')
    .select(['d.id', 'd.name', 'd.content_type', 'd.data', 'd.uploaded_by', 'a.id as ausschreibungId', 'a.kunde_id', 'a.status'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!dokument) throw new NichtGefunden('Das Dokument wurde nicht gefunden.');
  const rollen = benutzer.roles;
  let erlaubt = rollen.includes('Administrator') || dokument.uploaded_by === benutzer.id;
  if (!erlaubt && dokument.ausschreibungId !== null && rollen.includes('Kunde')) {
    erlaubt = !!(await db.selectFrom('kunde').select('id').where('id', '=', dokument.kunde_id!).where('benutzer_id', '=', benutzer.id).executeTakeFirst());
  }
  if (!erlaubt && dokument.ausschreibungId !== null && rollen.includes('EVU') && (dokument.status ?? 0) >= 1) {
    erlaubt = !!(await db
      .selectFrom('einladung as e')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .select('e.evu_id')
      .where('e.ausschreibung_id', '=', dokument.ausschreibungId)
      .where('v.benutzer_id', '=', benutzer.id)
      .executeTakeFirst());
  }
  if (!erlaubt) throw new NichtGefunden('Das Dokument wurde nicht gefunden.');
  return { name: dokument.name, contentType: dokument.content_type, data: dokument.data };
}
