import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import { savePassword } from '../mitglied/savePassword';
import type { Aktivierungsversand } from './aktivierung';
import { findeKonto, pruefeVerbleibendeAdministratoren, type Konto, type PersonenArt } from './konto.queries';
import type { SitzungenService } from '../anmeldung/sitzungen.service';
import { loescheWiederherstellungscodes } from '../anmeldung/wiederherstellungscodes.queries';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;

/**
 * What an administrator does to an account besides editing it: lock and unlock, resend the activation, end its
 * sessions, remove its second factors. Each is one transaction with its audit event on the account.
 */
export class PersonenAdminAktionenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly dialect: DialectName,
    private readonly sitzungen: SitzungenService,
    private readonly aktivierung: Aktivierungsversand,
  ) {}

  /** Locks the account until an administrator unlocks it; its sessions end at once. */
  async sperren(art: PersonenArt, id: number, wer: Handelnder): Promise<void> {
    await this.imKonto(art, id, async (trx, konto) => {
      await pruefeVerbleibendeAdministratoren(trx, this.dialect, konto, wer, 'sperren');
      const gesperrt = await trx.updateTable('benutzer').set({ gesperrt: 1 }).where('id', '=', konto.benutzerId).where('gesperrt', '=', 0).executeTakeFirst();
      if (Number(gesperrt.numUpdatedRows) !== 1) throw new Regelverletzung('Das Konto ist bereits gesperrt.');
      const sitzungen = await this.sitzungen.beendeAlle(trx, konto.benutzerId, 'gesperrt');
      await this.protokolliere(trx, konto, wer, 'konto_gesperrt', { sitzungenBeendet: sitzungen });
    });
  }

  /** Lifts the administrator's lock and a back-off after failed sign-ins alike: the user may try again now. */
  async entsperren(art: PersonenArt, id: number, wer: Handelnder): Promise<void> {
    await this.imKonto(art, id, async (trx, konto) => {
      const jetzt = this.clock.now();
      const entsperrt = await trx
        .updateTable('benutzer')
        .set({ gesperrt: 0, failed_logins: 0, locked_until: null })
        .where('id', '=', konto.benutzerId)
        .where((eb) => eb.or([eb('gesperrt', '=', 1), eb('locked_until', '>', jetzt)]))
        .executeTakeFirst();
      if (Number(entsperrt.numUpdatedRows) !== 1) throw new Regelverletzung('Das Konto ist nicht gesperrt.');
      await this.protokolliere(trx, konto, wer, 'konto_entsperrt');
    });
  }

  /**
   * Sends a new activation link. An account the administrator created still waits for its first sign-in with a
   * one-time password (password_change_required), which is renewed too because only its hash is kept; a
   * self-registered account keeps the password its owner chose.
   */
  async aktivierungSenden(art: PersonenArt, id: number, wer: Handelnder): Promise<void> {
    const konto = await findeKonto(this.db, art, id);
    if (konto.active) throw new Regelverletzung('Das Konto ist bereits aktiviert.');
    const vorlaeufig = konto.passwordChangeRequired ? await this.aktivierung.vorlaeufigesPasswort() : undefined;
    await this.imKonto(art, id, async (trx, k) => {
      if (k.active) throw new Regelverletzung('Das Konto ist bereits aktiviert.');
      if (vorlaeufig) await savePassword(trx, this.clock, k.benutzerId, vorlaeufig.hash);
      await this.aktivierung.reiheEin(trx, k, vorlaeufig?.passwort);
      await this.protokolliere(trx, k, wer, 'aktivierung_gesendet', { email: k.email });
    });
    this.aktivierung.anstossen();
  }

  async sitzungenBeenden(art: PersonenArt, id: number, wer: Handelnder): Promise<void> {
    await this.imKonto(art, id, async (trx, konto) => {
      const anzahl = await this.sitzungen.beendeAlle(trx, konto.benutzerId, 'durch_administrator');
      await this.protokolliere(trx, konto, wer, 'sitzungen_beendet', { anzahl });
    });
  }

  /** For a user who lost their authenticator: the next sign-in asks for the password only; the recovery codes go too. */
  async zweiteFaktorenLoeschen(art: PersonenArt, id: number, wer: Handelnder): Promise<void> {
    await this.imKonto(art, id, async (trx, konto) => {
      const geloescht = await trx.deleteFrom('second_factor').where('benutzer_id', '=', konto.benutzerId).executeTakeFirst();
      await loescheWiederherstellungscodes(trx, konto.benutzerId);
      await this.protokolliere(trx, konto, wer, 'zweite_faktoren_geloescht', { anzahl: Number(geloescht.numDeletedRows) });
    });
  }

  /** The account row is not locked here: each change is a conditional update, and the administrators' rows are locked as a set. */
  private async imKonto(art: PersonenArt, id: number, tat: (trx: Db, konto: Konto) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => tat(trx, await findeKonto(trx, art, id)));
  }

  private protokolliere(trx: Db, konto: Konto, wer: Handelnder, aktion: string, nachher?: object): Promise<void> {
    return protokolliere(trx, this.clock, { benutzerId: wer.id, aktion, entitaet: 'benutzer', entitaetId: konto.benutzerId, nachher, ipAddress: wer.ipAddress });
  }
}
