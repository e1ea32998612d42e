import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, MemberTokenTable } from '../db/schema';
import { newSecret, sha256 } from '../shared/hashes';

export type MemberTokenArt = MemberTokenTable['art'];

/** Lifetimes of DESIGN.md section 8 (and 10 minutes to confirm a new second factor, 48 h a new e-mail address). */
export const TOKEN_GUELTIGKEIT_MS: Record<MemberTokenArt, number> = {
  ChangePassword: 30 * 60_000,
  ActivateUser: 48 * 60 * 60_000,
  SecondFactorRequest: 10 * 60_000,
  ConfirmEmail: 48 * 60 * 60_000,
};

export const TOKEN_UNGUELTIG = 'Diese Aktion kann nicht mehr ausgeführt werden.';

/** Uses up every outstanding token of one kind of a user: an older mail's link must not work any more. */
export async function verwerfeTokens(trx: Kysely<Database>, art: MemberTokenArt, benutzerId: number, jetzt: number): Promise<void> {
  await trx
    .updateTable('member_token')
    .set({ used_at: jetzt })
    .where('benutzer_id', '=', benutzerId)
    .where('art', '=', art)
    .where('used_at', 'is', null)
    .execute();
}

/** Tokens of mail links: 256-bit random, stored as SHA-256, single use. */
export class MemberTokens {
  constructor(private readonly clock: Clock) {}

  async erstelle(trx: Kysely<Database>, art: MemberTokenArt, benutzerId: number, daten?: string): Promise<string> {
    const token = newSecret(32);
    const jetzt = this.clock.now();
    await trx
      .insertInto('member_token')
      .values({
        token_hash: sha256(token),
        art,
        benutzer_id: benutzerId,
        expires_at: jetzt + TOKEN_GUELTIGKEIT_MS[art],
        used_at: null,
        daten: daten ?? null,
        created_at: jetzt,
      })
      .execute();
    return token;
  }

  /** The token's row while it is unused and not expired; nothing is changed. */
  async pruefe(db: Kysely<Database>, token: string | undefined, art: MemberTokenArt): Promise<{ benutzerId: number; daten: string | null } | null> {
    if (!token || token.length > 100) return null;
    const row = await db
      .selectFrom('member_token')
      .select(['benutzer_id', 'daten'])
      .where('token_hash', '=', sha256(token))
      .where('art', '=', art)
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
    return row ? { benutzerId: row.benutzer_id, daten: row.daten } : null;
  }

  /** Uses the token up with one conditional update, so of two racing requests exactly one succeeds. */
  async verbrauche(trx: Kysely<Database>, token: string | undefined, art: MemberTokenArt): Promise<{ benutzerId: number; daten: string | null } | null> {
    const gueltig = await this.pruefe(trx, token, art);
    if (!gueltig) return null;
    const jetzt = this.clock.now();
    const ergebnis = await trx
      .updateTable('member_token')
      .set({ used_at: jetzt })
      .where('token_hash', '=', sha256(token!))
      .where('used_at', 'is', null)
      .where('expires_at', '>', jetzt)
      .executeTakeFirst();
    return Number(ergebnis.numUpdatedRows) === 1 ? gueltig : null;
  }
}
