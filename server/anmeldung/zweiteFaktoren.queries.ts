import type { Kysely } from 'kysely';
import { verify } from 'otplib';
import type { SecondFactor, SecondFactorType } from '../../domain/auth';
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
 * Checks a code for one of the user's factors. The accepted time step is stored with a conditional
 * update, so a code (or an older one) is never accepted twice, not even by two racing requests.
 */
export async function pruefeZweitenFaktor(
  db: Kysely<Database>,
  clock: Clock,
  benutzerId: number,
  eingabe: { id: number; code: string },
): Promise<boolean> {
  if (!/^\d{6}$/.test(eingabe.code)) return false;
  const faktor = await db
    .selectFrom('second_factor')
    .select(['id', 'secret', 'last_used_step'])
    .where('id', '=', eingabe.id)
    .where('benutzer_id', '=', benutzerId)
    .executeTakeFirst();
  if (!faktor) return false;
  const ergebnis = await verify({
    secret: faktor.secret,
    token: eingabe.code,
    epoch: Math.floor(clock.now() / 1000),
    epochTolerance: TOLERANZ_SEKUNDEN,
    ...(faktor.last_used_step !== null ? { afterTimeStep: faktor.last_used_step } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!ergebnis.valid || !('timeStep' in ergebnis)) return false;
  const schritt = ergebnis.timeStep;
  const aktualisiert = await db
    .updateTable('second_factor')
    .set({ last_used_step: schritt })
    .where('id', '=', faktor.id)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', schritt)]))
    .executeTakeFirst();
  return Number(aktualisiert.numUpdatedRows) === 1;
}
