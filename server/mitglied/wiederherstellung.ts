import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { adressatDesKontos } from '../mail/recipients.queries';
import type { Database } from '../db/schema';
import type { Outbox } from '../mail/outbox';
import type { PortalMail } from '../mail/mailInhalt';
import { anmeldenamenMail, passwortZuruecksetzenMail } from '../mail/templates';
import { protokolliere } from '../shared/audit';
import { sha256 } from '../shared/hashes';
import type { MemberTokens } from './memberTokens';

/**
 * A mailbox gets at most one recovery mail of each kind (password link, login name) in this time, however often it is
 * asked for. The kinds do not block each other: who first asks for the name and then for a new password gets both.
 */
export const WIEDERHERSTELLUNG_SPERRE_MS = 15 * 60_000;

const PASSWORT_VERGESSEN = 'passwort_vergessen';
const ANMELDENAME_VERGESSEN = 'anmeldename_vergessen';

interface Anfrage {
  eingabe: string;
  ipAddress: string;
}

/**
 * Recovering a password or a login name (issue 41, point 8). A request only queues what was typed as an order in the
 * outbox and answers: one insert, alike for known and unknown accounts, so neither the answer's time nor its content
 * tells whether an account exists. The outbox's run composes the mail after the answer: it looks the account up,
 * skips a mailbox that had a recovery mail of the same kind within WIEDERHERSTELLUNG_SPERRE_MS (each probe would
 * otherwise mail the victim), and writes the link's token in the same transaction.
 */
export class Wiederherstellung {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: MemberTokens,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {
    outbox.verfasse(PASSWORT_VERGESSEN, (trx, daten) => this.passwortMail(trx, anfrageAus(daten)));
    outbox.verfasse(ANMELDENAME_VERGESSEN, (trx, daten) => this.anmeldenameMail(trx, anfrageAus(daten)));
  }

  passwortVergessen(username: string, ipAddress: string): Promise<void> {
    return this.outbox.reiheAuftragEin(this.db, PASSWORT_VERGESSEN, { eingabe: username, ipAddress } satisfies Anfrage);
  }

  anmeldenameVergessen(email: string, ipAddress: string): Promise<void> {
    return this.outbox.reiheAuftragEin(this.db, ANMELDENAME_VERGESSEN, { eingabe: email, ipAddress } satisfies Anfrage);
  }

  private async passwortMail(trx: Kysely<Database>, { eingabe, ipAddress }: Anfrage): Promise<PortalMail | null> {
    const benutzer = await trx
      .selectFrom('benutzer')
      .select(['id', 'email', 'vorname', 'active'])
      .where('login_key', '=', eingabe.trim().toLowerCase())
      .executeTakeFirst();
    if (!benutzer || !benutzer.active || !(await this.darfMailen(trx, PASSWORT_VERGESSEN, benutzer.email))) return null;
    const token = await this.tokens.erstelle(trx, 'ChangePassword', benutzer.id);
    await protokolliere(trx, this.clock, { benutzerId: benutzer.id, aktion: 'passwort_vergessen', entitaet: 'benutzer', entitaetId: benutzer.id, ipAddress });
    return passwortZuruecksetzenMail(await adressatDesKontos(trx, benutzer.id), `${this.publicUrl}/change-password-with-token?token=${encodeURIComponent(token)}`);
  }

  private async anmeldenameMail(trx: Kysely<Database>, { eingabe, ipAddress }: Anfrage): Promise<PortalMail | null> {
    const konten = await trx
      .selectFrom('benutzer')
      .select(['id', 'login', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eingabe.trim().toLowerCase()))
      .where('active', '=', 1)
      .orderBy('login')
      .execute();
    const erstes = konten[0];
    if (!erstes || !(await this.darfMailen(trx, ANMELDENAME_VERGESSEN, erstes.email))) return null;
    await protokolliere(trx, this.clock, { benutzerId: erstes.id, aktion: 'anmeldename_vergessen', entitaet: 'benutzer', entitaetId: erstes.id, ipAddress });
    return anmeldenamenMail(await adressatDesKontos(trx, erstes.id), konten.map((k) => k.login), `${this.publicUrl}/`);
  }

  /**
   * Notes a recovery mail of this kind to this address unless one went there within the lock time: one conditional
   * upsert, so of two instances composing for one mailbox at once exactly one mails. Kept is only the hash of kind
   * and address, one lock per kind.
   */
  private async darfMailen(trx: Kysely<Database>, art: string, email: string): Promise<boolean> {
    const jetzt = this.clock.now();
    const frei = jetzt - WIEDERHERSTELLUNG_SPERRE_MS;
    const ergebnis = await trx
      .insertInto('wiederherstellung_versand')
      .values({ empfaenger_hash: sha256(`${art}:${email.trim().toLowerCase()}`), gesendet_at: jetzt })
      .onConflict((oc) => oc.column('empfaenger_hash').doUpdateSet({ gesendet_at: jetzt }).where('wiederherstellung_versand.gesendet_at', '<=', frei))
      .executeTakeFirst();
    // What no lock needs any more goes, so the table holds only the last quarter of an hour's addresses.
    await trx.deleteFrom('wiederherstellung_versand').where('gesendet_at', '<=', frei).execute();
    return Number(ergebnis.numInsertedOrUpdatedRows) === 1;
  }
}

/** The order's data as `passwortVergessen`/`anmeldenameVergessen` wrote it. */
function anfrageAus(daten: unknown): Anfrage {
  const { eingabe, ipAddress } = (daten ?? {}) as Partial<Anfrage>;
  if (typeof eingabe !== 'string' || typeof ipAddress !== 'string') throw new Error('Ungültiger Auftrag zur Wiederherstellung');
  return { eingabe, ipAddress };
}
