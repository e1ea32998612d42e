import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { wendeStillhaltefristenAn } from '../vergabe/stillhaltefrist';

/** The automatic transitions of DESIGN.md section 6: an instant passed moves the tender on. */
const UEBERGAENGE = [
  { von: AusschreibungStatus.Aktiv, nach: AusschreibungStatus.PruefungAngebote, frist: 'angebotsfrist', aktion: 'angebotsfrist_abgelaufen' },
  { von: AusschreibungStatus.Bindefrist, nach: AusschreibungStatus.Abgeschlossen, frist: 'bindefrist', aktion: 'bindefrist_abgelaufen' },
] as const;

/**
 * Applies every overdue transition. Each row moves by a conditional UPDATE … WHERE status = von, so when
 * several instances (or a request and the scheduler) run this at once, each transition happens exactly
 * once and is audited once. Returns the number of transitions this call made.
 */
export async function wendeFristenAn(db: Kysely<Database>, clock: Clock, nurAusschreibung?: number): Promise<number> {
  const jetzt = clock.now();
  // Before the Bindefrist: an intended Zuschlag whose Stillhaltefrist has passed closes the tender with its winner.
  let anzahl = await wendeStillhaltefristenAn(db, clock, nurAusschreibung);
  for (const u of UEBERGAENGE) {
    let faellige = db.selectFrom('ausschreibung').select(['id']).where('status', '=', u.von).where(u.frist, '<=', jetzt);
    if (nurAusschreibung !== undefined) faellige = faellige.where('id', '=', nurAusschreibung);
    for (const { id } of await faellige.limit(1000).execute()) {
      const geaendert = await db.transaction().execute(async (trx) => {
        // Another instance may have moved it first: that is no error here, only not this call's transition.
        if (!(await updateVersioned(trx, 'ausschreibung', { id }, { status: u.nach, updated_at: jetzt }, { status: u.von, konflikt: null }))) return false;
        if (u.nach === AusschreibungStatus.Abgeschlossen) {
          // No Zuschlag before the Bindefrist ran out: no offer won.
          await trx.updateTable('angebot').set({ status: 'abgelehnt' }).where('ausschreibung_id', '=', id).where('status', '=', 'freigegeben').execute();
        }
        await protokolliere(trx, clock, {
          benutzerId: null,
          aktion: u.aktion,
          entitaet: 'ausschreibung',
          entitaetId: id,
          vorher: { status: u.von },
          nachher: { status: u.nach },
        });
        return true;
      });
      if (geaendert) anzahl++;
    }
  }
  return anzahl;
}
