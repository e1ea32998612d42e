import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { sha256 } from '../shared/hashes';

/** How many recovery codes a user gets at once (issue 41, as Keycloak's account console offers them). */
export const ANZAHL_WIEDERHERSTELLUNGSCODES = 10;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper has no look-alikes. */
const ZEICHEN = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LAENGE = 16;

/**
 * Ten new codes: 16 characters of 5 random bits each (80 bits), shown in groups of four (`7KQ2-M9XD-…`).
 * Only their hashes are kept; SHA-256 suffices because 80 random bits cannot be found by trying.
 */
export function neueWiederherstellungscodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: ANZAHL_WIEDERHERSTELLUNGSCODES }, () => {
    // 256 is a multiple of 32: taking the low five bits keeps every character equally likely.
    const zeichen = [...randomBytes(LAENGE)].map((b) => ZEICHEN[b & 31]).join('');
    return zeichen.match(/.{4}/g)!.join('-');
  });
  return { codes, hashes: codes.map((c) => codeHash(c)!) };
}

/**
 * The hash of a code as a person may type it: any case, with or without dashes and spaces, O for 0 and I or L for 1
 * (Crockford's reading); undefined when it cannot be a code at all.
 */
export function codeHash(eingabe: string): string | undefined {
  const code = eingabe.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === LAENGE && [...code].every((z) => ZEICHEN.includes(z)) ? sha256(code) : undefined;
}

/** Replaces the user's codes with new ones (given as hashes): older codes stop working. */
export async function speichereWiederherstellungscodes(trx: Kysely<Database>, benutzerId: number, hashes: string[], jetzt: number): Promise<void> {
  await loescheWiederherstellungscodes(trx, benutzerId);
  await trx
    .insertInto('wiederherstellungscode')
    .values(hashes.map((code_hash) => ({ code_hash, benutzer_id: benutzerId, created_at: jetzt, used_at: null })))
    .execute();
}

export async function loescheWiederherstellungscodes(trx: Kysely<Database>, benutzerId: number): Promise<void> {
  await trx.deleteFrom('wiederherstellungscode').where('benutzer_id', '=', benutzerId).execute();
}

/** How many of the user's codes are still unused. */
export async function verbleibendeWiederherstellungscodes(db: Kysely<Database>, benutzerId: number): Promise<number> {
  const { anzahl } = await db
    .selectFrom('wiederherstellungscode')
    .select((eb) => eb.fn.countAll<number>().as('anzahl'))
    .where('benutzer_id', '=', benutzerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(anzahl);
}

/**
 * The hash of the typed code when it is one of the user's unused codes; `'verwendet'` when it is one of the user's
 * codes already spent; else undefined. Only checks: the sign-in spends the code with `loeseWiederherstellungscodeEin`
 * once nothing else can refuse it any more.
 */
export async function unbenutzterWiederherstellungscode(db: Kysely<Database>, benutzerId: number, eingabe: string): Promise<string | 'verwendet' | undefined> {
  const hash = codeHash(eingabe);
  if (!hash) return undefined;
  const code = await db
    .selectFrom('wiederherstellungscode')
    .select(['code_hash', 'used_at'])
    .where('code_hash', '=', hash)
    .where('benutzer_id', '=', benutzerId)
    .executeTakeFirst();
  if (!code) return undefined;
  return code.used_at === null ? code.code_hash : 'verwendet';
}

/**
 * Uses up one of the user's codes (by its hash) with one conditional update, inside the transaction that issues the
 * session: of two racing sign-ins with one code only one updates the row (PostgreSQL makes the second wait for the
 * first's commit and re-checks `used_at`; SQLite runs the transactions one after the other), so only one gets in.
 */
export async function loeseWiederherstellungscodeEin(trx: Kysely<Database>, clock: Clock, benutzerId: number, hash: string): Promise<boolean> {
  const ergebnis = await trx
    .updateTable('wiederherstellungscode')
    .set({ used_at: clock.now() })
    .where('code_hash', '=', hash)
    .where('benutzer_id', '=', benutzerId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(ergebnis.numUpdatedRows) === 1;
}
