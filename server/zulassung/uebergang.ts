import type { Kysely, Transaction } from 'kysely';
import { ZULASSUNG_UEBERGAENGE, type ZulassungAkteur, type ZulassungStatus } from '../../domain/zulassung/status';
import { spartenAus } from '../../domain/zulassung/sparten';
import type { Database } from '../db/schema';

export interface Uebergang {
  evuId: number;
  /** 1 Strom, 2 Gas */
  sparte: number;
  nach: ZulassungStatus;
  akteur: ZulassungAkteur;
  /** the user who made it; null when the portal did (expiry) */
  von: number | null;
  begruendung: string | null;
  jetzt: number;
}

/** The states from which `akteur` may move a Zulassung to `nach`. */
function quellen(nach: ZulassungStatus, akteur: ZulassungAkteur): ZulassungStatus[] {
  return (Object.keys(ZULASSUNG_UEBERGAENGE) as ZulassungStatus[]).filter((von) => ZULASSUNG_UEBERGAENGE[von][nach] === akteur);
}

/**
 * Moves a Zulassung when its current state allows it, in one conditional UPDATE: of two instances (or two clicks)
 * making the same transition exactly one changes the row, writes the history and gets true; the other gets false and
 * must not mail or log. Run inside the caller's transaction so that what goes with the transition commits with it.
 */
export async function wechsleZulassung(trx: Transaction<Database> | Kysely<Database>, u: Uebergang): Promise<boolean> {
  const erlaubt = quellen(u.nach, u.akteur);
  if (erlaubt.length === 0) return false;
  const ergebnis = await trx
    .updateTable('evu_zulassung')
    .set((eb) => ({ status: u.nach, seit: u.jetzt, begruendung: u.begruendung, version: eb('version', '+', 1) }))
    .where('evu_id', '=', u.evuId)
    .where('sparte', '=', u.sparte)
    .where('status', 'in', erlaubt)
    .executeTakeFirst();
  if (Number(ergebnis.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('evu_zulassung_verlauf')
    .values({ evu_id: u.evuId, sparte: u.sparte, status: u.nach, at: u.jetzt, von: u.von, begruendung: u.begruendung })
    .execute();
  return true;
}

/**
 * A new EVU starts `registriert` for each Sparte it serves (bit flags: 1 Strom, 2 Gas); so does an EVU for a Sparte
 * added later. A Sparte that already has its Zulassung keeps it: calling this again changes nothing.
 */
export async function legeZulassungenAn(trx: Transaction<Database> | Kysely<Database>, evuId: number, sparten: number, jetzt: number): Promise<void> {
  for (const sparte of spartenAus(sparten)) {
    const neu = await trx
      .insertInto('evu_zulassung')
      .values({ evu_id: evuId, sparte, status: 'registriert', seit: jetzt, begruendung: null, version: 1 })
      .onConflict((oc) => oc.columns(['evu_id', 'sparte']).doNothing())
      .returning('evu_id')
      .executeTakeFirst();
    if (!neu) continue;
    await trx.insertInto('evu_zulassung_verlauf').values({ evu_id: evuId, sparte, status: 'registriert', at: jetzt, von: null, begruendung: null }).execute();
  }
}
