import type { Kysely } from 'kysely';
import type { AdminFrage, AntwortEingabe, Antwortregel, EvuFrage, KundeFrage } from '../../domain/api/vergabe';
import { angebotsfristLaeuft, AusschreibungStatus, istBeendet, type Sparte } from '../../domain/ausschreibung';
import { formatUhrzeit } from '../../domain/format';
import { frageFuerKunde, fragenFuerEvu, fragenFuerKunde, veroeffentlichterWortlaut } from '../../domain/vergabe/bieterfragen';
import { antwortSpaetestensBis, antwortZuSpaet, fruehesteAngebotsfrist, fruehesteAngebotsfristMinute, tageText } from '../../domain/vergabe/fristen';
import { vorgeschlageneAngebotsfrist } from '../../domain/vergabe/verlaengerung';
import { terminFehler } from '../../domain/ausschreibungPruefung';
import type { Clock } from '../clock';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { adminPfad, evuLink, evuPfad, kundePfad } from '../mail/evuLink';
import { angebotsfristTermin } from '../mail/calendar';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import type { HandelndesEvu } from '../plugins/profile';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { isoDateTime } from '../shared/isoDateTime';
import { benachrichtige } from '../mail/benachrichtige';
import { aktiveAdministratoren, eingeladeneEmpfaenger, kundeDerAusschreibung } from '../mail/recipients.queries';
import {
  aendereOffeneFrage,
  aendereVeroeffentlichteFrage,
  frageDerAusschreibung,
  fristStand,
  fuegeFrageEin,
  kundenPlz,
  ladeFragen,
  offeneFragenDesEvu,
  setzeAntwortfristTage,
  verlaengerungen,
} from './bieterfragen.queries';
import { antwortKundeMail, antwortMail, neueFrageMail, verlaengerungMail } from './mails';
import { ausschreibungDerSparte, eigeneAusschreibung, eingeladeneAusschreibung } from '../ausschreibung/zugriff';
import { fristaenderungKundeMail } from '../ausschreibung/fristAenderungMail';
import type { Handelnder } from '../plugins/authentication';

const INZWISCHEN_VEROEFFENTLICHT = 'Die Antwort wurde inzwischen veröffentlicht.';
const NICHT_VEROEFFENTLICHT = 'Die Frage ist nicht veröffentlicht.';
/** Why an answer moves the Angebotsfrist: the audit trail and the Vergabevermerk state it as they do an edit's reason. */
const VERLAENGERUNGSGRUND = 'Antwort auf eine Bieterfrage nach der Frist für Antworten (§ 20 Abs. 3 VgV)';
const FRIST_ABGELAUFEN = 'Die Angebotsfrist ist abgelaufen. Bieterfragen können nur bis zur Angebotsfrist gestellt werden.';

/**
 * Bidders' questions (§ 20 (3) VgV): invited EVUs ask while the tender is Aktiv; the administrator drafts and
 * publishes answers, which every invited EVU then reads, never learning who asked. An EVU has at most
 * `offenHoechstens` unanswered questions per tender; the administrator may withhold a question from the published
 * list or edit its published wording — what the bidder wrote stays in the row and in the audit trail.
 */
export class BieterfragenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    private readonly offenHoechstens: number,
  ) {}

  async fuerEvu(evuId: number, id: number): Promise<EvuFrage[]> {
    await eingeladeneAusschreibung(this.db, evuId, id);
    return fragenFuerEvu(await ladeFragen(this.db, id), evuId);
  }

  async stelle(evu: HandelndesEvu, id: number, frage: string): Promise<{ id: number }> {
    await eingeladeneAusschreibung(this.db, evu.id, id);
    const text = frage.trim();
    if (!text) throw Regelverletzung.feld('frage', 'Bitte geben Sie Ihre Frage ein.');
    return this.db.transaction().execute(async (trx) => {
      // Judged on the row as it stays until the question is stored: the deadline run or an extension waits
      // for this transaction (on SQLite one transaction runs at a time), so no question lands after the Angebotsfrist.
      const jetzt = this.clock.now();
      const stand = await fristStand(trx, id, this.dialect === 'postgres');
      if (!angebotsfristLaeuft({ status: stand.status, angebotsfrist: Number(stand.angebotsfrist) }, jetzt)) throw new Konflikt(FRIST_ABGELAUFEN);
      if ((await offeneFragenDesEvu(trx, id, evu.id, this.dialect === 'postgres')) >= this.offenHoechstens) {
        throw new Konflikt(
          `Sie haben zu dieser Ausschreibung bereits ${this.offenHoechstens} unbeantwortete Bieterfragen. Weitere Fragen können Sie stellen, sobald die Vergabestelle darauf geantwortet hat.`,
        );
      }
      const frageId = await fuegeFrageEin(trx, { ausschreibung_id: id, evu_id: evu.id, frage: text, gestellt_am: jetzt, gestellt_von: evu.benutzerId, antwort: null, beantwortet_am: null, beantwortet_von: null });
      await protokolliere(trx, this.clock, { benutzerId: evu.benutzerId, aktion: 'bieterfrage_gestellt', entitaet: 'ausschreibung', entitaetId: id, nachher: { frageId }, ipAddress: evu.ipAddress });
      await this.meldeNeueFrage(trx, id);
      return { id: frageId };
    }).finally(() => this.outbox.anstossen());
  }

  /**
   * Every administrator learns of the question by mail (unless switched off); their start page, the dashboard,
   * counts the open questions itself.
   */
  private async meldeNeueFrage(trx: Kysely<Database>, id: number): Promise<void> {
    const a = await trx.selectFrom('ausschreibung').select(['nummer', 'bezeichnung', 'sparte', 'angebotsfrist', 'antwortfrist_tage']).where('id', '=', id).executeTakeFirstOrThrow();
    const url = `${this.publicUrl}${adminPfad(a.sparte, id)}`;
    const antwortBis = antwortSpaetestensBis(Number(a.angebotsfrist), a.antwortfrist_tage);
    for (const admin of await aktiveAdministratoren(trx)) {
      await benachrichtige(trx, this.outbox, {
        benutzerId: admin.benutzerId,
        art: 'bieterfrageNeu',
        mail: neueFrageMail(admin, a, antwortBis, url),
      });
    }
  }

  async fuerKunde(kundeId: number, id: number): Promise<KundeFrage[]> {
    await eigeneAusschreibung(this.db, kundeId, id);
    return fragenFuerKunde(await ladeFragen(this.db, id));
  }

  async fuerAdmin(id: number, sparte: Sparte): Promise<AdminFrage[]> {
    await ausschreibungDerSparte(this.db, id, sparte);
    return (await ladeFragen(this.db, id)).map((f) => ({
      ...frageFuerKunde(f),
      evuId: f.evuId,
      evu: f.evu,
      veroeffentlicht: f.veroeffentlicht,
      urspruenglicheFrage: f.wortlaut === null ? null : f.frage,
    }));
  }

  async antwortregel(id: number, sparte: Sparte): Promise<Antwortregel> {
    const a = await ausschreibungDerSparte(this.db, id, sparte);
    const angebotsfrist = Number(a.angebotsfrist);
    const plz = await kundenPlz(this.db, a.kunde_id);
    return {
      antwortfristTage: a.antwortfrist_tage,
      angebotsfrist: isoDateTime(angebotsfrist),
      antwortSpaetestensBis: isoDateTime(antwortSpaetestensBis(angebotsfrist, a.antwortfrist_tage)),
      jetztZuSpaet: antwortZuSpaet(this.clock.now(), angebotsfrist, a.antwortfrist_tage),
      fruehesteAngebotsfrist: isoDateTime(fruehesteAngebotsfristMinute(this.clock.now(), a.antwortfrist_tage)),
      vorgeschlageneAngebotsfrist: isoDateTime(vorgeschlageneAngebotsfrist(this.clock.now(), a.antwortfrist_tage, plz)),
    };
  }

  async setzeAntwortregel(id: number, sparte: Sparte, antwortfristTage: number, wer: Handelnder): Promise<void> {
    const a = await ausschreibungDerSparte(this.db, id, sparte);
    if (istBeendet(a.status)) throw new Konflikt(`Die Ausschreibung ist bereits ${a.status === AusschreibungStatus.Aufgehoben ? 'aufgehoben' : 'abgeschlossen'}.`);
    await this.db.transaction().execute(async (trx) => {
      await setzeAntwortfristTage(trx, id, antwortfristTage);
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'antwortfrist_geaendert',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { antwortfristTage: a.antwortfrist_tage },
        nachher: { antwortfristTage },
        ipAddress: wer.ipAddress,
      });
    });
  }

  /** Keeps a draft the Kunde can read; EVUs see nothing until it is published. */
  async speichereEntwurf(id: number, sparte: Sparte, frageId: number, antwort: string, wer: Handelnder): Promise<void> {
    await ausschreibungDerSparte(this.db, id, sparte);
    await this.offeneFrage(id, frageId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await aendereOffeneFrage(trx, frageId, { antwort: antwort.trim() }))) throw new Konflikt(INZWISCHEN_VEROEFFENTLICHT);
      await protokolliere(trx, this.clock, { benutzerId: wer.id, aktion: 'bieterantwort_entworfen', entitaet: 'ausschreibung', entitaetId: id, nachher: { frageId }, ipAddress: wer.ipAddress });
    });
  }

  /**
   * Publishes the answer to every invited EVU. When it comes later than the tender's rule allows, the administrator
   * was offered to extend the Angebotsfrist in the same step: the extension is checked, audited and mailed too.
   */
  async beantworte(id: number, sparte: Sparte, frageId: number, e: AntwortEingabe, wer: Handelnder): Promise<void> {
    const a = await ausschreibungDerSparte(this.db, id, sparte);
    const frage = await this.offeneFrage(id, frageId);
    const antwort = e.antwort.trim();
    if (!antwort) throw Regelverletzung.feld('antwort', 'Bitte geben Sie die Antwort ein.');
    const jetzt = this.clock.now();
    const bisher = Number(a.angebotsfrist);
    if (!angebotsfristLaeuft({ status: a.status, angebotsfrist: bisher }, jetzt)) {
      throw new Konflikt('Die Angebotsfrist ist abgelaufen. Antworten können nur veröffentlicht werden, solange Angebote abgegeben werden können.');
    }
    const neu = e.angebotsfristVerlaengernBis === undefined ? undefined : Date.parse(e.angebotsfristVerlaengernBis);
    if (neu !== undefined) this.pruefeVerlaengerung(neu, bisher, { bindefrist: Number(a.bindefrist), lieferbeginn: a.lieferbeginn, sparte }, a.antwortfrist_tage);
    const fakten = { nummer: a.nummer, bezeichnung: a.bezeichnung };
    const url = evuLink(this.publicUrl, sparte, id);
    await this.db.transaction().execute(async (trx) => {
      if (!(await aendereOffeneFrage(trx, frageId, { antwort, beantwortet_am: jetzt, beantwortet_von: wer.id }))) throw new Konflikt(INZWISCHEN_VEROEFFENTLICHT);
      if (neu !== undefined) {
        await updateVersioned(trx, 'ausschreibung', { id }, { angebotsfrist: neu, updated_at: jetzt }, {
          status: AusschreibungStatus.Aktiv,
          where: (eb) => eb('angebotsfrist', '=', bisher),
          konflikt: 'Die Angebotsfrist wurde inzwischen geändert. Bitte laden Sie die Ausschreibung neu.',
        });
        await protokolliere(trx, this.clock, {
          benutzerId: wer.id,
          aktion: 'angebotsfrist_verlaengert',
          entitaet: 'ausschreibung',
          entitaetId: id,
          vorher: { angebotsfrist: isoDateTime(bisher) },
          nachher: { angebotsfrist: isoDateTime(neu), frageId, fristAenderungGrund: VERLAENGERUNGSGRUND },
          ipAddress: wer.ipAddress,
        });
      }
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'bieterantwort_veroeffentlicht',
        entitaet: 'ausschreibung',
        entitaetId: id,
        nachher: { frageId, verspaetet: jetzt > antwortSpaetestensBis(neu ?? bisher, a.antwortfrist_tage) },
        ipAddress: wer.ipAddress,
      });
      const termin = neu === undefined ? undefined : angebotsfristTermin({ id, ...fakten, angebotsfrist: neu }, url, await verlaengerungen(trx, id));
      const wortlaut = veroeffentlichterWortlaut(frage);
      for (const evu of await eingeladeneEmpfaenger(trx, id)) {
        const neuigkeit = { ausschreibungId: id, pfad: evuPfad(sparte, id), at: jetzt };
        await benachrichtige(trx, this.outbox, {
          benutzerId: evu.benutzerId,
          art: 'bieterantwortEvu',
          mail: antwortMail(evu, fakten, wortlaut, antwort, url),
          neuigkeit: { ...neuigkeit, text: `Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}` },
        });
        if (neu !== undefined) {
          await benachrichtige(trx, this.outbox, {
            benutzerId: evu.benutzerId,
            art: 'fristaenderung',
            mail: verlaengerungMail(evu, fakten, formatUhrzeit(bisher), formatUhrzeit(neu), url, termin!),
            neuigkeit: { ...neuigkeit, text: `Die Angebotsfrist der Ausschreibung ${a.nummer} wurde auf den ${formatUhrzeit(neu)} verlängert.` },
          });
        }
      }
      const kunde = await kundeDerAusschreibung(trx, id);
      const kundeUrl = `${this.publicUrl}${kundePfad(id)}`;
      const verlaengertText = neu === undefined ? '' : ` Die Angebotsfrist wurde auf den ${formatUhrzeit(neu)} verlängert.`;
      await benachrichtige(trx, this.outbox, {
        benutzerId: kunde.benutzerId,
        art: 'bieterantwortKunde',
        mail: antwortKundeMail(kunde, fakten, wortlaut, antwort, kundeUrl),
        neuigkeit: { ausschreibungId: id, text: `Eine Bieterfrage zu Ihrer Ausschreibung ${a.nummer} wurde beantwortet.${verlaengertText}`, pfad: kundePfad(id), at: jetzt },
      });
      // A moved deadline is the Kunde's to know whatever it chose for answers: the same mail as the administrator's edit sends.
      if (neu !== undefined) {
        const bindefrist = Number(a.bindefrist);
        const aenderung = { ...fakten, angebotsfrist: { bisher, neu }, bindefrist: { bisher: bindefrist, neu: bindefrist }, grund: VERLAENGERUNGSGRUND };
        await this.outbox.reiheEin(trx, fristaenderungKundeMail(kunde, aenderung, kundeUrl));
      }
    });
    this.outbox.anstossen();
  }

  private pruefeVerlaengerung(neu: number, bisher: number, a: { bindefrist: number; lieferbeginn: string; sparte: Sparte }, tage: number): void {
    const feld = 'angebotsfristVerlaengernBis';
    if (neu <= bisher) throw Regelverletzung.feld(feld, 'Die neue Angebotsfrist muss nach der bisherigen liegen.');
    if (neu < fruehesteAngebotsfrist(this.clock.now(), tage)) {
      // Named on the whole minute, as the date field can take it.
      const fruehestens = fruehesteAngebotsfristMinute(this.clock.now(), tage);
      throw Regelverletzung.feld(feld, `Damit die Antwort ${tageText(tage)} vor der Angebotsfrist vorliegt, muss die neue Angebotsfrist frühestens am ${formatUhrzeit(fruehestens)} enden.`);
    }
    if (neu >= a.bindefrist) throw Regelverletzung.feld(feld, `Die neue Angebotsfrist muss vor der Bindefrist (${formatUhrzeit(a.bindefrist)}) enden.`);
    const termin = terminFehler({ lieferbeginn: a.lieferbeginn, angebotsfrist: new Date(neu).toISOString(), bindefrist: new Date(a.bindefrist).toISOString() }, a.sparte);
    if (termin.lieferbeginn) throw Regelverletzung.feld(feld, termin.lieferbeginn);
  }

  /**
   * Withholds a question from the published list: no EVU, not even the asking one, and not the Kunde sees it any
   * more, and it no longer counts as open. The audit event keeps its text and answer. It cannot be undone: bidders
   * may already have read it.
   */
  async nichtVeroeffentlichen(id: number, sparte: Sparte, frageId: number, wer: Handelnder): Promise<void> {
    await this.nochNichtAbgeschlossen(id, sparte);
    const frage = await this.veroeffentlichteFrage(id, frageId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await aendereVeroeffentlichteFrage(trx, frageId, { nicht_veroeffentlicht_am: this.clock.now() }))) throw new Konflikt(NICHT_VEROEFFENTLICHT);
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'bieterfrage_nicht_veroeffentlicht',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { frageId, frage: frage.frage, wortlaut: frage.wortlaut, antwort: frage.antwort, beantwortetAm: frage.beantwortet_am === null ? null : isoDateTime(Number(frage.beantwortet_am)) },
        nachher: { frageId, veroeffentlicht: false },
        ipAddress: wer.ipAddress,
      });
    });
  }

  /**
   * Sets the wording the bidders, the Kunde and the Vergabevermerk read (e.g. without what reveals the asker). The
   * bidder's text stays in the row; the audit event keeps the wording before and after.
   */
  async bearbeiteWortlaut(id: number, sparte: Sparte, frageId: number, eingabe: string, wer: Handelnder): Promise<void> {
    await this.nochNichtAbgeschlossen(id, sparte);
    const frage = await this.veroeffentlichteFrage(id, frageId);
    const text = eingabe.trim();
    if (!text) throw Regelverletzung.feld('frage', 'Bitte geben Sie den Wortlaut der Frage ein.');
    await this.db.transaction().execute(async (trx) => {
      // Back to the bidder's own words is no edit any more.
      if (!(await aendereVeroeffentlichteFrage(trx, frageId, { wortlaut: text === frage.frage ? null : text }))) throw new Konflikt(NICHT_VEROEFFENTLICHT);
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'bieterfrage_bearbeitet',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { frageId, frage: veroeffentlichterWortlaut(frage), urspruenglich: frage.frage },
        nachher: { frageId, frage: text },
        ipAddress: wer.ipAddress,
      });
    });
  }

  /** Once the tender is closed its Vergabevermerk is frozen: the questions it records stay as they are. */
  private async nochNichtAbgeschlossen(id: number, sparte: Sparte): Promise<void> {
    const a = await ausschreibungDerSparte(this.db, id, sparte);
    if (istBeendet(a.status)) throw new Konflikt(`Die Ausschreibung ist bereits ${a.status === AusschreibungStatus.Aufgehoben ? 'aufgehoben' : 'abgeschlossen'}; ihre Bieterfragen bleiben, wie sie im Vergabevermerk stehen.`);
  }

  private async veroeffentlichteFrage(id: number, frageId: number) {
    const frage = await frageDerAusschreibung(this.db, id, frageId);
    if (!frage) throw new NichtGefunden('Die Frage wurde nicht gefunden.');
    if (frage.nicht_veroeffentlicht_am !== null) throw new Konflikt(NICHT_VEROEFFENTLICHT);
    return frage;
  }

  private async offeneFrage(id: number, frageId: number) {
    const frage = await this.veroeffentlichteFrage(id, frageId);
    if (frage.beantwortet_am !== null) throw new Konflikt('Die Antwort auf diese Frage ist bereits veröffentlicht.');
    return frage;
  }
}
