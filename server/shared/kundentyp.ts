import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { Database } from '../db/schema';

/** The Kunde's own change once its type is fixed. */
export const KUNDENTYP_FESTGELEGT =
  'Der Kundentyp kann nicht mehr geändert werden, weil bereits eine Ihrer Ausschreibungen freigegeben wurde. Bitte wenden Sie sich an die Administration des Portals.';
/** The administrator's change of a fixed type without a reason. */
export const KUNDENTYP_BEGRUENDUNG_FEHLT =
  'Der Kundentyp ist festgelegt, weil bereits eine Ausschreibung dieses Kunden freigegeben wurde. Eine Änderung ist nur mit Begründung möglich.';

/**
 * The one rule for a Kunde's `typ`: it is fixed once one of its tenders is past status 0, since each release fixed
 * that tender's Stillhaltefrist (§ 134 GWB) from it. From then on only an administrator changes it, with a reason
 * that the audit trail keeps; the released tenders keep their duty either way.
 *
 * Called in the changing transaction after the Kunde's row was updated: on PostgreSQL that update waits for a
 * release reading the Kunde FOR SHARE (vergabe/stillhaltefrist.ts), so a release that came first is seen here.
 */
export async function kundentypFestgelegt(db: Kysely<Database>, kundeId: number): Promise<boolean> {
  const freigegeben = await db
    .selectFrom('ausschreibung')
    .select('id')
    .where('kunde_id', '=', kundeId)
    .where('status', '>', AusschreibungStatus.PruefungAusschreibung)
    .limit(1)
    .executeTakeFirst();
  return freigegeben !== undefined;
}
