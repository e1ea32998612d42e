import type { Kysely } from 'kysely';
import { adressatDesKontos } from '../mail/recipients.queries';
import {
  EvuBenutzerdatenEingabe,
  KundeBenutzerdatenEingabe,
  type EvuBenutzerdaten,
  type KundeBenutzerdaten,
} from '../../domain/api/benutzerdaten';
import { nurEingabe } from '../../domain/api/rueckgabe';
import { PFLICHT } from '../../domain/pflicht';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { Konflikt, Regelverletzung } from '../shared/errors';
import { kundentypFestgelegt, kundentypFestgelegtMeldung, kundentypSperre } from '../shared/kundentyp';
import type { Outbox } from '../mail/outbox';
import { emailBestaetigungMail } from '../mail/templates';
import { protokolliere, unterschiede, type Aenderung } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { TOKEN_UNGUELTIG, verwerfeTokens, type MemberTokens } from '../mitglied/memberTokens';
import { evuVon, kundeVon } from '../plugins/profile';
import { evuProfileColumns, kundeProfileColumns } from '../shared/profileColumns';
import { legeZulassungenAn } from '../zulassung/uebergang';
import { bdewCodenummerFehler } from '../../domain/bdewCodenummer';
import { geburtsdatumFehler, hatSparte, SPARTE_FEHLT } from '../../domain/profilRegeln';
import { emptyFields, throwIfFieldErrors } from '../shared/fieldErrors';

const VERALTET = 'Ihre Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu und wiederholen Sie Ihre Änderung.';

export interface Akteur {
  benutzerId: number;
  ipAddress: string;
}

/** Before and after of the changed fields only, so the audit trail says what happened. */

/**
 * A Kunde or EVU keeps its own profile current. Names go to the account as well (greetings, the token
 * answer). A new e-mail address is only stored as pending and mailed a link; the address in use changes
 * when that link is opened, so a typo cannot lock the user out of password recovery.
 */
export class BenutzerdatenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: MemberTokens,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async kunde(benutzerId: number): Promise<KundeBenutzerdaten> {
    const { id } = await kundeVon(this.db, benutzerId);
    const k = await this.db.selectFrom('kunde').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return {
      typ: k.typ as KundeBenutzerdaten['typ'],
      typFestgelegt: await kundentypFestgelegt(this.db, id),
      firma: k.firma,
      anrede: k.anrede,
      vorname: k.vorname,
      nachname: k.nachname,
      geburtsdatum: k.geburtsdatum,
      strasse: k.strasse,
      plz: k.plz,
      ort: k.ort,
      telefon: k.telefon,
      email: k.email,
      version: k.version,
      emailAusstehend: await this.ausstehendeEmail(benutzerId),
    };
  }

  async evu(benutzerId: number): Promise<EvuBenutzerdaten> {
    const { id } = await evuVon(this.db, benutzerId);
    const e = await evuMitName(this.db, id);
    return {
      firma: e.firma,
      sparten: e.sparten,
      bdewCodenummer: e.bdew_codenummer,
      ansprechpartner: e.ansprechpartner,
      vorname: e.vorname,
      nachname: e.nachname,
      strasse: e.strasse,
      plz: e.plz,
      ort: e.ort,
      telefon: e.telefon,
      email: e.email,
      version: e.version,
      emailAusstehend: await this.ausstehendeEmail(benutzerId),
    };
  }

  /** The body may be the profile as read: only its input fields count. */
  async aendereKunde(akteur: Akteur, koerper: KundeBenutzerdatenEingabe): Promise<KundeBenutzerdaten> {
    const e = nurEingabe(KundeBenutzerdatenEingabe, koerper);
    const privat = e.typ === 'Privatperson';
    const fehler = emptyFields(e, ['vorname', 'nachname', 'strasse', 'ort']);
    if (!privat && !e.firma?.trim()) fehler.firma = [PFLICHT];
    const geburtsdatum = privat ? geburtsdatumFehler(e.geburtsdatum, this.clock.now()) : null;
    if (geburtsdatum) fehler.geburtsdatum = [geburtsdatum];
    throwIfFieldErrors(fehler);

    const { id } = await kundeVon(this.db, akteur.benutzerId);
    const neu = kundeProfileColumns(e);
    const mail = await this.db.transaction().execute(async (trx) => {
      const vorher = await trx.selectFrom('kunde').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await updateVersioned(trx, 'kunde', { id }, neu, { version: e.version, konflikt: VERALTET });
      if (neu.typ !== vorher.typ) {
        const sperre = await kundentypSperre(trx, id);
        if (sperre) throw new Konflikt(kundentypFestgelegtMeldung(sperre));
      }
      const name = { vorname: neu.vorname, nachname: neu.nachname };
      return this.speichereKonto(trx, akteur, 'kunde', id, unterschiede(vorher, neu), name, vorher.email, e.email.trim());
    });
    if (mail) this.outbox.anstossen();
    return this.kunde(akteur.benutzerId);
  }

  async aendereEvu(akteur: Akteur, koerper: EvuBenutzerdatenEingabe): Promise<EvuBenutzerdaten> {
    const e = nurEingabe(EvuBenutzerdatenEingabe, koerper);
    const fehler = emptyFields(e, ['firma', 'ansprechpartner', 'vorname', 'nachname', 'strasse', 'ort']);
    if (!hatSparte(e.sparten)) fehler.sparten = [SPARTE_FEHLT];
    const bdew = bdewCodenummerFehler(e.bdewCodenummer);
    if (bdew) fehler.bdewCodenummer = [bdew];
    throwIfFieldErrors(fehler);

    const { id } = await evuVon(this.db, akteur.benutzerId);
    const neu = evuProfileColumns(e);
    const name = { vorname: e.vorname.trim(), nachname: e.nachname.trim() };
    const mail = await this.db.transaction().execute(async (trx) => {
      const vorher = await evuMitName(trx, id);
      await updateVersioned(trx, 'evu', { id }, neu, { version: e.version, konflikt: VERALTET });
      await legeZulassungenAn(trx, id, neu.sparten, this.clock.now());
      return this.speichereKonto(trx, akteur, 'evu', id, unterschiede(vorher, { ...neu, ...name }), name, vorher.email, e.email.trim());
    });
    if (mail) this.outbox.anstossen();
    return this.evu(akteur.benutzerId);
  }

  /** The link from the confirmation mail: the pending address becomes the one in use, everywhere at once. */
  async bestaetigeEmail(token: string | undefined, ipAddress: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const gueltig = await this.tokens.verbrauche(trx, token, 'ConfirmEmail');
      if (!gueltig?.daten) throw new Regelverletzung(TOKEN_UNGUELTIG);
      const { benutzerId, daten: email } = gueltig;
      const { email: vorher } = await trx.selectFrom('benutzer').select('email').where('id', '=', benutzerId).executeTakeFirstOrThrow();
      await updateVersioned(trx, 'benutzer', { id: benutzerId }, { email });
      // Bumping the profile's version makes a form still showing the old address reload before it saves.
      for (const tabelle of ['kunde', 'evu'] as const) {
        await updateVersioned(trx, tabelle, { benutzer_id: benutzerId }, { email });
      }
      await protokolliere(trx, this.clock, { benutzerId, aktion: 'email_bestaetigt', entitaet: 'benutzer', entitaetId: benutzerId, vorher: { email: vorher }, nachher: { email }, ipAddress });
    });
  }

  /**
   * The account part of a save: names onto the account, a new address as pending with its mail, the audit
   * event. Returns whether a mail was queued.
   */
  private async speichereKonto(
    trx: Kysely<Database>,
    akteur: Akteur,
    entitaet: 'kunde' | 'evu',
    entitaetId: number,
    aenderung: Aenderung,
    name: { vorname: string; nachname: string },
    emailBisher: string,
    emailNeu: string,
  ): Promise<boolean> {
    const { benutzerId } = akteur;
    await updateVersioned(trx, 'benutzer', { id: benutzerId }, name);
    const emailGeaendert = emailNeu !== emailBisher;
    if (emailGeaendert) {
      // Only the latest request counts: an older link must not switch to an address the user gave up.
      await verwerfeTokens(trx, 'ConfirmEmail', benutzerId, this.clock.now());
      const token = await this.tokens.erstelle(trx, 'ConfirmEmail', benutzerId, emailNeu);
      const link = `${this.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      await this.outbox.reiheEin(trx, emailBestaetigungMail({ ...(await adressatDesKontos(trx, benutzerId)), email: emailNeu }, link));
      aenderung.nachher.emailAusstehend = emailNeu;
    }
    await protokolliere(trx, this.clock, { benutzerId, aktion: 'benutzerdaten_geaendert', entitaet, entitaetId, ...aenderung, ipAddress: akteur.ipAddress });
    return emailGeaendert;
  }

  private async ausstehendeEmail(benutzerId: number): Promise<string | null> {
    const token = await this.db
      .selectFrom('member_token')
      .select('daten')
      .where('benutzer_id', '=', benutzerId)
      .where('art', '=', 'ConfirmEmail')
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return token?.daten ?? null;
  }
}

/** An EVU's profile with the contact person's name, which lives on its account. */
function evuMitName(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('evu')
    .innerJoin('benutzer', 'benutzer.id', 'evu.benutzer_id')
    .selectAll('evu')
    .select(['benutzer.vorname', 'benutzer.nachname'])
    .where('evu.id', '=', id)
    .executeTakeFirstOrThrow();
}
