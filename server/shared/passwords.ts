import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, t=2, p=1), DESIGN.md section 8. */
// algorithm 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
const OPTIONEN = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 10;

export function hashPassword(passwort: string): Promise<string> {
  return hash(passwort, OPTIONEN);
}

/** A hash of a random value, verified against when the user does not exist, so both cases take as long. */
let attrappe: Promise<string> | undefined;

export async function verifyPassword(passwortHash: string | undefined, passwort: string): Promise<boolean> {
  if (!passwortHash) {
    attrappe ??= hashPassword('keinBenutzer-' + Math.random());
    await verify(await attrappe, passwort).catch(() => false);
    return false;
  }
  return verify(passwortHash, passwort).catch(() => false);
}

/** German reasons why a new password is not acceptable (empty when it is). */
export function passwordRuleErrors(passwort: string, login: string): string[] {
  const fehler: string[] = [];
  if (passwort.length < MIN_PASSWORD_LENGTH) {
    fehler.push(`Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`);
  }
  if (passwort.toLowerCase() === login.toLowerCase()) {
    fehler.push('Das Passwort darf nicht dem Anmeldenamen entsprechen.');
  }
  return fehler;
}
