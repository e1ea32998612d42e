import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { Benutzer, Database } from '../db/schema';

/** Keycloak-style back-off (DESIGN.md section 8): after 5 failures wait 60 s, +60 s per further failure, at most 15 min. */
export const SPERRE_AB_FEHLVERSUCH = 5;
const SPERRE_SCHRITT_MS = 60_000;
const SPERRE_HOECHSTENS_MS = 15 * 60_000;
/** From this count on the wait is the maximum (compared, not multiplied, so a long attack cannot overflow an integer). */
const SPERRE_VOLL_AB = SPERRE_AB_FEHLVERSUCH - 1 + SPERRE_HOECHSTENS_MS / SPERRE_SCHRITT_MS;

/** A sign-in attempt that passed the back-off: the account as the reservation left it. */
export interface Versuch {
  benutzer: Benutzer;
  /** the failure count right after this attempt was counted, this attempt included */
  fehlversuche: number;
  /** the end of the wait this attempt's reservation started, or null */
  sperreBis: number | null;
}

/*
 * Sign-in attempts under concurrency (an attacker sends 30 guesses and the right password at the same moment).
 *
 * Before the slow password check each attempt is reserved by one conditional UPDATE: it counts the attempt as a
 * failure and starts the wait when that count reaches SPERRE_AB_FEHLVERSUCH, but only while no wait is running. The
 * lock check and the count are one step: better-sqlite3 runs statements one after another, and on PostgreSQL (READ
 * COMMITTED) a second UPDATE of the row waits for the first one's commit and re-checks its WHERE against the new row.
 * So of a burst exactly as many attempts are evaluated as the back-off allows; the others are refused before their
 * password's result matters, whatever it is.
 *
 * An attempt counts until it is proven right; then it takes back only its own share, never a failure that was
 * counted while its password was being checked:
 * - a completed sign-in forgives the count it got back from its reservation (the failures before it and itself) by
 *   subtracting exactly that number, so later failures stay;
 * - a right password that does not sign in (second factor or new password still missing, account inactive or locked
 *   by an administrator) takes back 1, itself: it neither counts nor forgives, or whoever holds the password could
 *   reset the count between wrong second-factor codes.
 * Either way the wait ends when the remaining count no longer earns one, or when it is the wait this attempt's own
 * reservation started: a right password never locks its owner out.
 */

/** Counts the attempt and starts the wait if it is due; undefined when the name is unknown or a wait is running. */
export async function reserviereVersuch(db: Kysely<Database>, loginKey: string, jetzt: number): Promise<Versuch | undefined> {
  const benutzer = await db
    .updateTable('benutzer')
    .set((eb) => ({
      failed_logins: eb('failed_logins', '+', 1),
      locked_until: sql<number | null>`case
        when failed_logins + 1 >= ${SPERRE_VOLL_AB} then cast(${jetzt + SPERRE_HOECHSTENS_MS} as bigint)
        when failed_logins + 1 >= ${SPERRE_AB_FEHLVERSUCH}
          then cast(${jetzt} as bigint) + (failed_logins + 2 - ${SPERRE_AB_FEHLVERSUCH}) * ${SPERRE_SCHRITT_MS}
        else locked_until end`,
    }))
    .where('login_key', '=', loginKey)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', jetzt)]))
    .returningAll()
    .executeTakeFirst();
  if (!benutzer) return undefined;
  const fehlversuche = benutzer.failed_logins;
  return { benutzer, fehlversuche, sperreBis: fehlversuche >= SPERRE_AB_FEHLVERSUCH ? benutzer.locked_until : null };
}

/** The columns a completed sign-in sets: the failures up to and including this attempt are forgiven. */
export function nachAnmeldung(v: Versuch): UpdateObject<Database, 'benutzer'> {
  return zurueck(v, v.fehlversuche);
}

/** A right password that does not sign in: only this attempt is taken back. */
export async function gibVersuchFrei(db: Kysely<Database>, v: Versuch): Promise<void> {
  await db.updateTable('benutzer').set(zurueck(v, 1)).where('id', '=', v.benutzer.id).execute();
}

function zurueck(v: Versuch, anzahl: number): UpdateObject<Database, 'benutzer'> {
  return {
    // Not below zero: an administrator's unlock or a parallel sign-in may have cleared the count meanwhile.
    failed_logins: sql<number>`case when failed_logins > ${anzahl} then failed_logins - ${anzahl} else 0 end`,
    // "= null" is never true, so without an own wait only the remaining count decides.
    locked_until: sql<number | null>`case
      when failed_logins - ${anzahl} < ${SPERRE_AB_FEHLVERSUCH} or locked_until = ${v.sperreBis} then null
      else locked_until end`,
  };
}
