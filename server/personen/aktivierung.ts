import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { adressatDesKontos } from '../mail/recipients.queries';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Outbox } from '../mail/outbox';
import { aktivierungMail, kontoAngelegtMail } from '../mail/templates';
import { verwerfeTokens, type MemberTokens } from '../mitglied/memberTokens';
import { hashPassword } from '../shared/passwords';

/** Without look-alikes (0/O, 1/l/I): the password is typed from a mail. 16 of 56 characters are about 93 bits. */
const ZEICHEN = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * The activation of an account an administrator created. The existing activation (the mailed link, then
 * `POST /framework/api/member/activate-user`) only switches the account on and asks for no password, yet the
 * sign-in needs one. So the account gets a random one-time password, mailed beside the link, and
 * password_change_required: the first sign-in answers password_change_required and the user sets their own
 * password right there (the login page's password-change state). The administrator never sees a password.
 */
export class Aktivierungsversand {
  constructor(
    private readonly clock: Clock,
    private readonly tokens: MemberTokens,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /** A fresh one-time password and its hash; hashing takes a while, so it happens before the transaction. */
  async vorlaeufigesPasswort(): Promise<{ passwort: string; hash: string }> {
    const passwort = Array.from({ length: 16 }, () => ZEICHEN[randomInt(ZEICHEN.length)]).join('');
    return { passwort, hash: await hashPassword(passwort) };
  }

  /**
   * Queues the activation mail inside the caller's transaction. Earlier links are used up first: only the
   * newest mail works, so a resent mail cannot be overtaken by an old one lying in some inbox.
   */
  async reiheEin(
    trx: Kysely<Database>,
    konto: { benutzerId: number; email: string; vorname: string; login: string },
    vorlaeufigesPasswort: string | undefined,
  ): Promise<void> {
    await verwerfeTokens(trx, 'ActivateUser', konto.benutzerId, this.clock.now());
    const token = await this.tokens.erstelle(trx, 'ActivateUser', konto.benutzerId);
    const link = `${this.publicUrl}/activate-user?token=${encodeURIComponent(token)}`;
    // Read in the transaction that wrote the profile: the Anrede is the one just saved.
    const an = { ...(await adressatDesKontos(trx, konto.benutzerId)), email: konto.email };
    const mail = vorlaeufigesPasswort ? kontoAngelegtMail(an, konto.login, vorlaeufigesPasswort, link) : aktivierungMail(an, konto.login, link);
    await this.outbox.reiheEin(trx, mail);
  }

  anstossen(): void {
    this.outbox.anstossen();
  }
}
