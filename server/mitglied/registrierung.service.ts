import type { Kysely } from 'kysely';
import { legeZulassungenAn } from '../zulassung/uebergang';
import type { EvuRegistrierung, KundeRegistrierung } from '../../domain/api/registrierung';
import { adressatDesKontos } from '../mail/recipients.queries';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { Regelverletzung } from '../shared/errors';
import type { Outbox } from '../mail/outbox';
import { aktivierungMail } from '../mail/templates';
import { protokolliere } from '../shared/audit';
import type { MemberTokens } from './memberTokens';
import { hashPassword, passwordRuleErrors } from '../shared/passwords';
import type { VerschluesselungsSchluesselService } from '../anmeldung/verschluesselung.service';
import { evuProfileColumns, kundeProfileColumns } from '../shared/profileColumns';
import { bdewCodenummerFehler } from '../../domain/bdewCodenummer';
import { geburtsdatumFehler } from '../../domain/profilRegeln';
import { throwIfFieldErrors } from '../shared/fieldErrors';
import { legeBenutzerAn } from '../shared/konten';
import { alsDoppelterLogin, LOGIN_VERGEBEN, vergebeneKontodaten } from '../personen/pruefung';

const NEU_LADEN = 'Die Eingaben konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

type Konto = Pick<KundeRegistrierung, 'login' | 'email' | 'password' | 'passwordConfirmation' | 'vorname' | 'nachname'>;

/**
 * A new Kunde or EVU registers: the account is created inactive with its profile, and an activation link
 * (48 h) is mailed. Everything is one transaction, so a failed mail queue leaves no half account.
 */
export class RegistrierungService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly schluessel: VerschluesselungsSchluesselService,
    private readonly tokens: MemberTokens,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async kunde(r: KundeRegistrierung, keyId: string | undefined, ipAddress: string): Promise<void> {
    const fehler: Record<string, string[]> = {};
    if (r.typ !== 'Privatperson' && !r.firma?.trim()) fehler.firma = ['Eine Eingabe wird erwartet'];
    if (r.typ === 'Privatperson') {
      const grund = geburtsdatumFehler(r.geburtsdatum, this.clock.now());
      if (grund) fehler.geburtsdatum = [grund];
    }
    const hash = await this.pruefeKonto(r, keyId, fehler);
    await this.lege(r, hash, ipAddress, 'Kunde', async (trx, benutzerId) => {
      await trx
        .insertInto('kunde')
        .values({
          benutzer_id: benutzerId,
          ...kundeProfileColumns(r),
          email: r.email.trim(),
          version: 1,
        })
        .execute();
    });
  }

  async evu(r: EvuRegistrierung, keyId: string | undefined, ipAddress: string): Promise<void> {
    const bdew = bdewCodenummerFehler(r.bdewCodenummer);
    const hash = await this.pruefeKonto(r, keyId, bdew ? { bdewCodenummer: [bdew] } : {});
    await this.lege(r, hash, ipAddress, 'EVU', async (trx, benutzerId) => {
      const spalten = evuProfileColumns(r);
      const { id } = await trx
        .insertInto('evu')
        .values({
          benutzer_id: benutzerId,
          ...spalten,
          email: r.email.trim(),
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A self-registered supplier is not invited before an administrator admitted it (issue 45).
      await legeZulassungenAn(trx, id, spalten.sparten, this.clock.now());
    });
  }

  /** Decrypts and checks the password, checks the login is free; throws all field errors at once. */
  private async pruefeKonto(r: Konto, keyId: string | undefined, fehler: Record<string, string[]>): Promise<string> {
    const [passwort, bestaetigung] = await Promise.all([
      this.schluessel.entschluessele(keyId, r.password),
      this.schluessel.entschluessele(keyId, r.passwordConfirmation),
    ]);
    if (!passwort.ok || !bestaetigung.ok) throw new Regelverletzung(NEU_LADEN, { password: [NEU_LADEN] });
    const regeln = passwordRuleErrors(passwort.text, r.login);
    if (regeln.length) fehler.password = regeln;
    if (passwort.text !== bestaetigung.text) fehler.passwordConfirmation = ['Die Passwörter stimmen nicht überein.'];
    // Like the administrator's create: one address, one account (recover-name mails the login to it).
    throwIfFieldErrors(fehler, await vergebeneKontodaten(this.db, r));
    return hashPassword(passwort.text);
  }

  private async lege(
    r: Konto,
    passwortHash: string,
    ipAddress: string,
    rolle: 'Kunde' | 'EVU',
    profil: (trx: Kysely<Database>, benutzerId: number) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: the unique index decides a race, this gives the German text.
      if (await this.loginVergeben(trx, r.login)) throw Regelverletzung.feld('login', LOGIN_VERGEBEN);
      const id = await legeBenutzerAn(trx, {
        login: r.login,
        email: r.email.trim(),
        vorname: r.vorname.trim(),
        nachname: r.nachname.trim(),
        rolle,
        passwortHash,
        passwortAendern: false,
        jetzt: this.clock.now(),
      });
      await profil(trx, id);
      const token = await this.tokens.erstelle(trx, 'ActivateUser', id);
      const link = `${this.publicUrl}/activate-user?token=${encodeURIComponent(token)}`;
      await this.outbox.reiheEin(trx, aktivierungMail(await adressatDesKontos(trx, id), r.login, link, true));
      await protokolliere(trx, this.clock, { benutzerId: id, aktion: 'registriert', entitaet: 'benutzer', entitaetId: id, nachher: { login: r.login, rolle }, ipAddress });
    }).catch((err: unknown) => {
      throw alsDoppelterLogin(err);
    });
    this.outbox.anstossen();
  }

  private async loginVergeben(db: Kysely<Database>, login: string): Promise<boolean> {
    return !!(await db.selectFrom('benutzer').select('id').where('login_key', '=', login.toLowerCase()).executeTakeFirst());
  }
}
