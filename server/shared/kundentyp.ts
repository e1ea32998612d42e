import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { Database } from '../db/schema';

/** The Kunde's own change once its type is fixed by a released tender. */
export const KUNDENTYP_FESTGELEGT =
  'Der Kundentyp kann nicht mehr geändert werden, weil bereits eine Ihrer Ausschreibungen freigegeben wurde. Bitte wenden Sie sich an die Administration des Portals.';
/** The Kunde's own change once an administrator confirmed it (Kundenprüfung). */
export const KUNDENTYP_GEPRUEFT =
  'Der Kundentyp kann nicht mehr geändert werden, weil die Administration Ihre Angaben geprüft und bestätigt hat. Bitte wenden Sie sich an die Administration des Portals.';
/** The administrator's change of a fixed type without a reason. */
export const KUNDENTYP_BEGRUENDUNG_FEHLT =
  'Der Kundentyp ist festgelegt, weil der Kunde geprüft oder bereits eine seiner Ausschreibungen freigegeben wurde. Eine Änderung ist nur mit Begründung möglich.';

/** Why a Kunde's type is fixed: an administrator confirmed it, or one of its tenders is released; null while it is not. */
export type KundentypSperre = 'geprueft' | 'freigegeben';

/**
 * The one rule for a Kunde's `typ` (issues 41 and 45): the Kunde may change it only before an administrator confirmed
 * it (Kundenprüfung; a Kunde an administrator created counts as confirmed) and while none of its tenders is past
 * status 0, since each release fixed that tender's Stillhaltefrist (§ 134 GWB) from it. From then on only an
 * administrator changes it, with a reason that the audit trail keeps; the released tenders keep their duty either way.
 *
 * Called in the changing transaction after the Kunde's row was updated: on PostgreSQL that update waits for a
 * release reading the Kunde FOR SHARE (vergabe/stillhaltefrist.ts), so a release that came first is seen here.
 */
export async function kundentypSperre(db: Kysely<Database>, kundeId: number): Promise<KundentypSperre | null> {
  const [kunde, freigegeben] = await Promise.all([
    db.selectFrom('kunde').select('geprueft_am').where('id', '=', kundeId).executeTakeFirst(),
    db.selectFrom('ausschreibung').select('id').where('kunde_id', '=', kundeId).where('status', '>', AusschreibungStatus.PruefungAusschreibung).limit(1).executeTakeFirst(),
  ]);
  if (freigegeben) return 'freigegeben';
  return kunde?.geprueft_am != null ? 'geprueft' : null;
}

export async function kundentypFestgelegt(db: Kysely<Database>, kundeId: number): Promise<boolean> {
  return (await kundentypSperre(db, kundeId)) !== null;
}

/** The Kunde's own refusal, naming why its type is fixed. */
export function kundentypFestgelegtMeldung(sperre: KundentypSperre): string {
  return sperre === 'freigegeben' ? KUNDENTYP_FESTGELEGT : KUNDENTYP_GEPRUEFT;
}
