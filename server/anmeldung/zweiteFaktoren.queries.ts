import type { Kysely } from 'kysely';
import { verify } from 'otplib';
import { istAppCode, type SecondFactor, type SecondFactorType } from '../../domain/auth';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** TOTP per RFC 6238 (SHA-1, 6 digits, 30 s): the current step and one step back are accepted. */
const TOLERANZ_SEKUNDEN: [number, number] = [30, 0];

export async function zweiteFaktorenVon(db: Kysely<Database>, benutzerId: number): Promise<SecondFactor[]> {
  const rows = await db
    .selectFrom('second_factor')
    .select(['id', 'type', 'label'])
    .where('benutzer_id', '=', benutzerId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, type: r.type as SecondFactorType, label: r.label }));
}

/**
 * The time step a code proves for a factor's secret now, or undefined: six digits, the current step or the one
 * before, and (with `nachSchritt`) only a step after the last accepted one, so a code never counts twice.
 */
export async function schrittDesCodes(secret: string, code: string, clock: Clock, nachSchritt: number | null = null): Promise<number | undefined> {
  if (!istAppCode(code)) return undefined;
  const ergebnis = await verify({
    secret,
    token: code,
    epoch: Math.floor(clock.now() / 1000),
    epochTolerance: TOLERANZ_SEKUNDEN,
    ...(nachSchritt !== null ? { afterTimeStep: nachSchritt } : {}),
  }).catch(() => ({ valid: false as const }));
  return ergebnis.valid && 'timeStep' in ergebnis ? ergebnis.timeStep : undefined;
}

/**
 * The time step a code proves for one of the user's factors; `'verwendet'` for a right code whose step is at or before
 * the factor's last accepted one (it never counts again: a racing sign-in or an earlier one took it); undefined for a
 * wrong code. Only checks; the sign-in records the step with `merkeSchritt` once nothing else can refuse it, so a
 * sign-in refused for another reason (a password change still due) does not use the code up.
 */
export async function gueltigerSchritt(
  db: Kysely<Database>,
  clock: Clock,
  benutzerId: number,
  eingabe: { id: number; code: string },
): Promise<{ faktorId: number; schritt: number } | 'verwendet' | undefined> {
  const faktor = await db
    .selectFrom('second_factor')
    .select(['id', 'secret', 'last_used_step'])
    .where('id', '=', eingabe.id)
    .where('benutzer_id', '=', benutzerId)
    .executeTakeFirst();
  if (!faktor) return undefined;
  const schritt = await schrittDesCodes(faktor.secret, eingabe.code, clock);
  if (schritt === undefined) return undefined;
  return faktor.last_used_step !== null && schritt <= faktor.last_used_step ? 'verwendet' : { faktorId: faktor.id, schritt };
}

/**
 * Records the accepted step with a conditional update, inside the transaction that issues the session: of two racing
 * sign-ins with one code (or an older one) only one updates the row, so a code is never accepted twice.
 */
export async function merkeSchritt(trx: Kysely<Database>, faktorId: number, schritt: number): Promise<boolean> {
  const aktualisiert = await trx
    .updateTable('second_factor')
    .set({ last_used_step: schritt })
    .where('id', '=', faktorId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', schritt)]))
    .executeTakeFirst();
  return Number(aktualisiert.numUpdatedRows) === 1;
}
