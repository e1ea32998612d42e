import type { Kysely } from 'kysely';
import { legeZulassungenAn } from '../zulassung/uebergang';
import {
  AdministratorAenderung,
  EvuAenderung,
  KundeAenderung,
  type AdministratorNeu,
  type EvuNeu,
  type KundeNeu,
} from '../../domain/api/personenAdmin';
import { nurEingabe } from '../../domain/api/rueckgabe';
import type { Rolle } from '../../domain/rollen';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere, unterschiede, type Aenderung } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { Regelverletzung } from '../shared/errors';
import { KUNDENTYP_BEGRUENDUNG_FEHLT, kundentypFestgelegt } from '../shared/kundentyp';
import type { Aktivierungsversand } from './aktivierung';
import { findeKonto, type Konto, type PersonenArt } from './konto.queries';
import { throwIfFieldErrors } from '../shared/fieldErrors';
import { administratorFehler, alsDoppelterLogin, evuFehler, kundeFehler, vergebeneKontodaten } from './pruefung';
import { evuProfileColumns, kundeProfileColumns } from '../shared/profileColumns';
import { legeBenutzerAn } from '../shared/konten';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;
type KontoEingabe = { login: string; email: string; vorname: string; nachname: string };
const kontoSpalten = (e: KontoEingabe) => ({ login: e.login, email: e.email.trim(), vorname: e.vorname.trim(), nachname: e.nachname.trim() });

const kundeSpalten = (e: KundeNeu) => ({ ...kundeProfileColumns(e), email: e.email.trim() });
const evuSpalten = (e: EvuNeu) => ({ ...evuProfileColumns(e), email: e.email.trim() });


/**
 * An administrator creates and edits Kunden, EVUs and Administratoren. A new account starts inactive with an
 * activation mail (see Aktivierungsversand); an edit writes the profile and the account in one transaction and
 * only from the version the form was read at.
 */
export class PersonenAdminSpeichernService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly aktivierung: Aktivierungsversand,
  ) {}

  async legeKundeAn(e: KundeNeu, wer: Handelnder): Promise<number> {
    return this.legeAn(e, kundeFehler(e, this.clock.now()), 'Kunde', wer, async (trx, benutzerId) => {
      // Only once the rules have passed: a Firma is there unless Privatperson.
      const spalten = kundeSpalten(e);
      // An administrator who creates a Kunde has checked it: the Kundenprüfung is done with the creation.
      const { id } = await trx
        .insertInto('kunde')
        .values({ benutzer_id: benutzerId, ...spalten, version: 1, geprueft_am: this.clock.now(), geprueft_von: wer.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, daten: { kundeId: id, ...spalten } };
    });
  }

  async legeEvuAn(e: EvuNeu, wer: Handelnder): Promise<number> {
    const spalten = evuSpalten(e);
    return this.legeAn(e, evuFehler(e), 'EVU', wer, async (trx, benutzerId) => {
      const { id } = await trx.insertInto('evu').values({ benutzer_id: benutzerId, ...spalten, version: 1 }).returning('id').executeTakeFirstOrThrow();
      // Created by an administrator, it is still checked like any supplier before it is invited (issue 45).
      await legeZulassungenAn(trx, id, spalten.sparten, this.clock.now());
      return { id, daten: { evuId: id, ...spalten } };
    });
  }

  async legeAdministratorAn(e: AdministratorNeu, wer: Handelnder): Promise<number> {
    return this.legeAn(e, administratorFehler(e), 'Administrator', wer, async (_trx, benutzerId) => ({ id: benutzerId, daten: {} }));
  }

  /** The body may be the record as read: only its input fields count, here and in the two methods below. */
  async aendereKunde(id: number, koerper: KundeAenderung, wer: Handelnder): Promise<void> {
    const e = nurEingabe(KundeAenderung, koerper);
    await this.aendere('kunde', id, e, kundeFehler(e, this.clock.now()), wer, async (trx) => {
      const neu = kundeSpalten(e);
      const vorher = await trx.selectFrom('kunde').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await updateVersioned(trx, 'kunde', { id }, neu, { version: e.version });
      if (neu.typ !== vorher.typ && (await kundentypFestgelegt(trx, id))) {
        const begruendung = e.typBegruendung?.trim();
        // Missing input, not a conflict: the form shows it at the reason's field.
        if (!begruendung) throw Regelverletzung.feld('typBegruendung', KUNDENTYP_BEGRUENDUNG_FEHLT);
        await protokolliere(trx, this.clock, {
          benutzerId: wer.id,
          aktion: 'kundentyp_geaendert',
          entitaet: 'kunde',
          entitaetId: id,
          vorher: { typ: vorher.typ },
          nachher: { typ: neu.typ, begruendung },
          ipAddress: wer.ipAddress,
        });
      }
      return unterschiede(vorher, neu);
    });
  }

  async aendereEvu(id: number, koerper: EvuAenderung, wer: Handelnder): Promise<void> {
    const e = nurEingabe(EvuAenderung, koerper);
    const neu = evuSpalten(e);
    await this.aendere('evu', id, e, evuFehler(e), wer, async (trx) => {
      const vorher = await trx.selectFrom('evu').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await updateVersioned(trx, 'evu', { id }, neu, { version: e.version });
      // A Sparte added starts registriert; one taken away keeps its Zulassung for the day it is added again.
      await legeZulassungenAn(trx, id, neu.sparten, this.clock.now());
      return unterschiede(vorher, neu);
    });
  }

  async aendereAdministrator(id: number, koerper: AdministratorAenderung, wer: Handelnder): Promise<void> {
    const e = nurEingabe(AdministratorAenderung, koerper);
    await this.aendere('administrator', id, e, administratorFehler(e), wer, async (trx, konto) => {
      // An administrator has no profile: the account's own version guards the form.
      await updateVersioned(trx, 'benutzer', { id: konto.benutzerId }, {}, { version: e.version });
      return { vorher: {}, nachher: {} };
    });
  }

  private async legeAn(
    e: KontoEingabe,
    felder: Record<string, string[]>,
    rolle: Rolle,
    wer: Handelnder,
    profil: (trx: Db, benutzerId: number) => Promise<{ id: number; daten: object }>,
  ): Promise<number> {
    throwIfFieldErrors(felder, await vergebeneKontodaten(this.db, e));
    const { passwort, hash } = await this.aktivierung.vorlaeufigesPasswort();
    const konto = kontoSpalten(e);
    const id = await this.db
      .transaction()
      .execute(async (trx) => {
        // Checked again inside the transaction: the unique index decides a race, this gives the German text.
        throwIfFieldErrors(await vergebeneKontodaten(trx, e));
        const benutzerId = await legeBenutzerAn(trx, { ...konto, rolle, passwortHash: hash, passwortAendern: true, jetzt: this.clock.now() });
        const { id, daten } = await profil(trx, benutzerId);
        await this.aktivierung.reiheEin(trx, { benutzerId, ...konto }, passwort);
        await protokolliere(trx, this.clock, {
          benutzerId: wer.id,
          aktion: 'konto_angelegt',
          entitaet: 'benutzer',
          entitaetId: benutzerId,
          nachher: { rolle, ...konto, ...daten },
          ipAddress: wer.ipAddress,
        });
        return id;
      })
      .catch((err: unknown) => {
        throw alsDoppelterLogin(err);
      });
    this.aktivierung.anstossen();
    return id;
  }

  /** 404 before 400 before 409: an unknown record, then wrong fields, then a stale version. */
  private async aendere(
    art: PersonenArt,
    id: number,
    e: KontoEingabe,
    felder: Record<string, string[]>,
    wer: Handelnder,
    profil: (trx: Db, konto: Konto) => Promise<Aenderung>,
  ): Promise<void> {
    const bisher = await findeKonto(this.db, art, id);
    throwIfFieldErrors(felder, await vergebeneKontodaten(this.db, e, bisher));
    const neu = kontoSpalten(e);
    await this.db
      .transaction()
      .execute(async (trx) => {
        const konto = await findeKonto(trx, art, id);
        const aenderung = await profil(trx, konto);
        throwIfFieldErrors(await vergebeneKontodaten(trx, e, konto));
        const kontoAenderung = unterschiede({ ...konto }, neu);
        const kontoSpalten = { ...neu, login_key: neu.login.toLowerCase() };
        // An administrator's version moved already, guarded, with its form (see aendereAdministrator).
        if (art === 'administrator') await trx.updateTable('benutzer').set(kontoSpalten).where('id', '=', konto.benutzerId).execute();
        else await updateVersioned(trx, 'benutzer', { id: konto.benutzerId }, kontoSpalten);
        await protokolliere(trx, this.clock, {
          benutzerId: wer.id,
          aktion: 'konto_geaendert',
          entitaet: 'benutzer',
          entitaetId: konto.benutzerId,
          vorher: { ...kontoAenderung.vorher, ...aenderung.vorher },
          nachher: { ...kontoAenderung.nachher, ...aenderung.nachher },
          ipAddress: wer.ipAddress,
        });
      })
      .catch((err: unknown) => {
        throw alsDoppelterLogin(err);
      });
  }
}
