import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { MemberTokens, TOKEN_UNGUELTIG, type MemberTokenArt } from './memberTokens';
import { hashPassword, passwordRuleErrors } from '../shared/passwords';
import { savePassword } from './savePassword';
import type { SitzungenService } from '../anmeldung/sitzungen.service';
import type { VerschluesselungsSchluesselService } from '../anmeldung/verschluesselung.service';

const NEU_LADEN = 'Die Eingaben konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/**
 * Self-service of members who are not signed in: set a new password with a mailed token, activate an account.
 * Recovering password and login name is `Wiederherstellung` (wiederherstellung.ts).
 */
export class MitgliedService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: MemberTokens,
    private readonly schluessel: VerschluesselungsSchluesselService,
    private readonly sitzungen: SitzungenService,
  ) {}

  async pruefeToken(token: string | undefined, art: MemberTokenArt): Promise<boolean> {
    return (await this.tokens.pruefe(this.db, token, art)) !== null;
  }

  /** New password from the mailed link: encrypted like every password, checked, all sessions ended. */
  async passwortMitTokenAendern(
    token: string | undefined,
    eingabe: { password: string; passwordConfirmation: string; keyId: string | undefined },
    ipAddress: string,
  ): Promise<void> {
    const [neu, bestaetigung] = await Promise.all([
      this.schluessel.entschluessele(eingabe.keyId, eingabe.password),
      this.schluessel.entschluessele(eingabe.keyId, eingabe.passwordConfirmation),
    ]);
    if (!neu.ok || !bestaetigung.ok) throw new Regelverletzung(NEU_LADEN, { password: [NEU_LADEN] });
    if (neu.text !== bestaetigung.text) {
      throw Regelverletzung.feld('passwordConfirmation', 'Die Passwörter stimmen nicht überein.');
    }
    const gueltig = await this.tokens.pruefe(this.db, token, 'ChangePassword');
    if (!gueltig) throw new Regelverletzung(TOKEN_UNGUELTIG);
    const benutzer = await this.db.selectFrom('benutzer').select(['id', 'login']).where('id', '=', gueltig.benutzerId).executeTakeFirstOrThrow();
    const regeln = passwordRuleErrors(neu.text, benutzer.login);
    if (regeln.length) throw new Regelverletzung(regeln[0]!, { password: regeln });
    const hash = await hashPassword(neu.text);
    await this.db.transaction().execute(async (trx) => {
      // The account row first (see savePassword): two links of one user used at once then queue here.
      await updateVersioned(trx, 'benutzer', { id: benutzer.id }, {});
      if (!(await this.tokens.verbrauche(trx, token, 'ChangePassword'))) throw new Regelverletzung(TOKEN_UNGUELTIG);
      await savePassword(trx, this.clock, benutzer.id, hash, { password_change_required: 0, failed_logins: 0, locked_until: null });
      await this.sitzungen.beendeAlle(trx, benutzer.id, 'passwort_geaendert');
      await protokolliere(trx, this.clock, { benutzerId: benutzer.id, aktion: 'passwort_geaendert_mit_token', entitaet: 'benutzer', entitaetId: benutzer.id, ipAddress });
    });
  }

  async aktiviere(token: string | undefined, ipAddress: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const gueltig = await this.tokens.verbrauche(trx, token, 'ActivateUser');
      if (!gueltig) throw new Regelverletzung(TOKEN_UNGUELTIG);
      await updateVersioned(trx, 'benutzer', { id: gueltig.benutzerId }, { active: 1 });
      await protokolliere(trx, this.clock, { benutzerId: gueltig.benutzerId, aktion: 'konto_aktiviert', entitaet: 'benutzer', entitaetId: gueltig.benutzerId, ipAddress });
    });
  }
}
