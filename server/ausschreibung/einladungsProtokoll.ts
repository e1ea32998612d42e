import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';

/**
 * Records in a tender's history that its invited EVUs changed, whoever changed them: the administrator choosing
 * EVUs, or the deletion of an EVU that takes its invitations along.
 */
export function protokolliereEinladungen(
  db: Kysely<Database>,
  clock: Clock,
  wer: { id: number; ipAddress: string },
  ausschreibungId: number,
  evuIds: { bisher: number[]; neu: number[] },
  /** EVUs invited without a Zulassung for the Sparte, and the administrator's Begründung (issue 45) */
  ausnahme?: { evus: { evuId: number; firma: string; status: string }[]; begruendung: string },
): Promise<void> {
  return protokolliere(db, clock, {
    benutzerId: wer.id,
    aktion: 'evus_eingeladen',
    entitaet: 'ausschreibung',
    entitaetId: ausschreibungId,
    vorher: { evuIds: evuIds.bisher },
    nachher: ausnahme ? { evuIds: evuIds.neu, ohneZulassung: ausnahme.evus, begruendung: ausnahme.begruendung } : { evuIds: evuIds.neu },
    ipAddress: wer.ipAddress,
  });
}
