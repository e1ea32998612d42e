import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A new account, inactive until its activation link is used: for a registration (own password) and for the
 * administrator's create (a one-time password that must be changed at the first sign-in).
 */
export async function legeBenutzerAn(
  trx: Kysely<Database>,
  k: { login: string; email: string; vorname: string; nachname: string; rolle: string; passwortHash: string; passwortAendern: boolean; jetzt: number },
): Promise<number> {
  const { id } = await trx
    .insertInto('benutzer')
    .values({
      login: k.login,
      login_key: k.login.toLowerCase(),
      email: k.email,
      vorname: k.vorname,
      nachname: k.nachname,
      roles: k.rolle,
      password_hash: k.passwortHash,
      active: 0,
      password_change_required: k.passwortAendern ? 1 : 0,
      failed_logins: 0,
      locked_until: null,
      created_at: k.jetzt,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
