import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import type { ListeAntwort } from '../../domain/api/liste';
import type { HistorienEintrag } from '../../domain/historie';
import { GasAusschreibungEingabe, StromAusschreibungEingabe, type AusschreibungOptionen, type EinladbaresEvu } from '../../domain/api/ausschreibung';
import type { Angebotsvergleich } from '../../domain/api/kundeAngebote';
import type { NichtZugelassenesEvu } from '../../domain/api/zulassungAdmin';
import { ZULASSUNG_STATUS_LABEL, ZulassungStatus } from '../../domain/zulassung/status';
import { nurEingabe } from '../../domain/api/rueckgabe';
import { AusschreibungStatus, Sparte, SPARTE_LABEL, STATUS_LABEL } from '../../domain/ausschreibung';
import { pruefeAusschreibung } from '../../domain/ausschreibungPruefung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { rangierteAngebote } from '../angebot/vergleich.queries';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { evusNachFirma, kundenNachTypUndName, sparteUndStatus } from './admin.queries';
import { ladeAusschreibung } from './detail.queries';
import { aendereEinladungen, eingeladeneEvuIds, evusDerSparte, vorigeEinladungen } from './einladung.queries';
import { ladeEin } from './einladungsMail';
import { eckdatenSpalten, type AusschreibungEingabe } from './spalten';
import { gleicheLieferstellenAb } from './lieferstellenAbgleich';
import { exportiereLieferstellen, exportiereListe } from './adminExport';
import { ausschreibungHistorie } from './historie.queries';
import { protokolliereEinladungen } from './einladungsProtokoll';
import { ausschreibungListe, type ListenAnfrage } from './liste.queries';
import { pruefeSuche } from './suche';
import { optimizeAfterBulkWrite } from '../db/plannerStatistics';
import { AUSSCHREIBUNG_NICHT_GEFUNDEN, pruefeBearbeitbar } from './zugriff';
import { aendereLaufendeFristen } from './laufendeFristen';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;
/** An EVU without a Zulassung row for the Sparte (added to it later) stands as registriert. */
const zulassungVon = (status: string | null): ZulassungStatus => (status ?? ZulassungStatus.Registriert) as ZulassungStatus;
/** The administrator's work on one tender (DESIGN.md section 6): list, correct it, invite EVUs, read its offers; its releases are `freigabe.service.ts`. */
export class AusschreibungAdminService {
  constructor(
    private readonly db: Db,
    /** the exports' own connection (server/db/connect.ts): a slow download holds none of the others */
    private readonly streamDb: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  liste(anfrage: ListenAnfrage): Promise<ListeAntwort<AusschreibungZeile>> {
    return ausschreibungListe(this.db, { rolle: 'Administrator' }, anfrage);
  }

  historie(id: number): Promise<HistorienEintrag[]> {
    return ausschreibungHistorie(this.db, id);
  }

  /** The filtered list as CSV; every export is audited with its filter. */
  async exportiereListe(anfrage: Pick<ListenAnfrage, 'filter' | 'ordering'>, wer: Handelnder): Promise<Readable> {
    pruefeSuche(anfrage.filter?.idSearch, 'filter.idSearch');
    await protokolliere(this.db, this.clock, { benutzerId: wer.id, aktion: 'export_liste', entitaet: 'ausschreibung', nachher: anfrage, ipAddress: wer.ipAddress });
    return exportiereListe(this.streamDb, anfrage);
  }

  async exportiereLieferstellen(von: string | undefined, bis: string | undefined, wer: Handelnder): Promise<Readable> {
    if (von && bis && von > bis) throw Regelverletzung.feld('bis', 'Das Ende des Zeitraums muss nach seinem Beginn liegen.');
    await protokolliere(this.db, this.clock, { benutzerId: wer.id, aktion: 'export_csv', entitaet: 'ausschreibung', nachher: { von, bis }, ipAddress: wer.ipAddress });
    return exportiereLieferstellen(this.streamDb, von, bis);
  }

  async lade(id: number, sparte: Sparte) {
    return ladeAusschreibung(this.db, id, sparte);
  }

  /**
   * Saves the tender's data and Lieferstellen (which keep their ids) in one transaction; only in status 0 and only
   * from the current version. The body may be the tender as read: only its input fields are written.
   * The administrator (`administrator` given) may also move the deadlines of an Aktiv tender, with the reason
   * the rules ask for (`laufendeFristen.ts`); a reason given in status 0 is kept in the audit event as well.
   */
  async speichere(id: number, sparte: Sparte, koerper: AusschreibungEingabe, wer: Handelnder, administrator?: { fristAenderungGrund?: string }): Promise<void> {
    const e = nurEingabe(sparte === Sparte.Strom ? StromAusschreibungEingabe : GasAusschreibungEingabe, koerper);
    const vorher = await this.lade(id, sparte);
    // Whether it may be edited at all comes before what is wrong with the edit.
    if (!(administrator && vorher.status === AusschreibungStatus.Aktiv)) pruefeBearbeitbar(vorher.status);
    // Only a tender not yet released is checked for the Stillhaltefrist: a released one keeps the dates it was released with.
    const { fehler } = pruefeAusschreibung(e, sparte, vorher.status === AusschreibungStatus.PruefungAusschreibung && vorher.kundeTyp === 'Kommune');
    if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie die markierten Felder.', fehler);
    const grund = administrator?.fristAenderungGrund?.trim() || undefined;
    if (administrator && vorher.status === AusschreibungStatus.Aktiv) {
      await aendereLaufendeFristen({ db: this.db, clock: this.clock, outbox: this.outbox, publicUrl: this.publicUrl }, vorher, e, grund, wer);
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      const jetzt = this.clock.now();
      await updateVersioned(trx, 'ausschreibung', { id }, { ...eckdatenSpalten(e), updated_at: jetzt }, {
        version: e.version,
        status: AusschreibungStatus.PruefungAusschreibung,
      });
      await gleicheLieferstellenAb(trx, id, e.lieferstellen, koerper.lieferstellen);
      const { version: _v, ...nachher } = e;
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'ausschreibung_geaendert',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { ...vorher, warnungen: undefined },
        nachher: grund ? { ...nachher, fristAenderungGrund: grund } : nachher,
        ipAddress: wer.ipAddress,
      });
    });
    // A save may bring a spreadsheet's thousands of Lieferstellen: a bulk write.
    await optimizeAfterBulkWrite(this.db, e.lieferstellen.length);
  }

  /** Every offer, ranked; sealed until the Angebotsfrist has passed (status 2). */
  async angebote(id: number, sparte: Sparte): Promise<Angebotsvergleich> {
    const a = await this.lade(id, sparte);
    if (a.status < AusschreibungStatus.PruefungAngebote) throw new Regelverletzung('Die Angebote bleiben bis zum Ende der Angebotsfrist versiegelt.');
    return rangierteAngebote(this.db, a, { nurFreigegebene: false });
  }

  async eingeladeneEvus(id: number): Promise<number[]> {
    await this.existiert(id);
    return eingeladeneEvuIds(this.db, id);
  }

  /**
   * The EVUs admitted for the tender's Sparte (issue 45): the ones the invitation offers; with their PLZ and Ort, and
   * whether the Kunde's previous tender of the Sparte invited them.
   */
  async evuOptionen(id: number): Promise<EinladbaresEvu[]> {
    const a = await this.existiert(id);
    const [rows, zuletzt] = await Promise.all([evusDerSparte(this.db, a.sparte), vorigeEinladungen(this.db, id)]);
    return rows.filter((r) => r.status === ZulassungStatus.Zugelassen).map((r) => ({ label: r.firma, value: r.id, plz: r.plz, ort: r.ort, letztesMal: zuletzt.includes(r.id) }));
  }

  /** The EVUs of the tender's Sparte that are not admitted for it, with their state: invited only with a Begründung. */
  async nichtZugelasseneEvus(id: number): Promise<NichtZugelassenesEvu[]> {
    const a = await this.existiert(id);
    return (await evusDerSparte(this.db, a.sparte))
      .filter((r) => r.status !== ZulassungStatus.Zugelassen)
      .map((r) => {
        const status = zulassungVon(r.status);
        return { label: r.firma, value: r.id, plz: r.plz, ort: r.ort, status, statusLabel: ZULASSUNG_STATUS_LABEL[status] };
      });
  }

  /**
   * Sets the invited EVUs. In status 0 the list is free; once the tender is Aktiv, invited EVUs may have
   * started pricing, so more can be added but none removed. Later statuses are closed. Inviting an EVU not admitted
   * for the Sparte needs the administrator's Begründung, kept with the invitation and in the tender's history.
   */
  async setzeEvus(id: number, evuIds: number[], wer: Handelnder, begruendungText?: string | null): Promise<void> {
    const a = await this.existiert(id);
    const gewuenscht = [...new Set(evuIds)];
    if (a.status > AusschreibungStatus.Aktiv) throw new Regelverletzung('In diesem Status können keine EVUs mehr eingeladen werden.');
    const derSparte = new Map((await evusDerSparte(this.db, a.sparte)).map((r) => [r.id, r]));
    const unpassend = gewuenscht.filter((e) => !derSparte.has(e));
    if (unpassend.length) {
      const vorhanden = new Set((await this.db.selectFrom('evu').select('id').where('id', 'in', unpassend).execute()).map((r) => r.id));
      const unbekannt = unpassend.filter((e) => !vorhanden.has(e));
      if (unbekannt.length) {
        throw Regelverletzung.feld('evuIds', `${unbekannt.length === 1 ? 'Das gewählte EVU wurde' : 'Die gewählten EVUs wurden'} nicht gefunden (Nummer ${unbekannt.join(', ')}).`);
      }
      throw Regelverletzung.feld('evuIds', `Nicht jedes gewählte EVU beliefert die Sparte ${SPARTE_LABEL[a.sparte as Sparte]}.`);
    }
    const bisher = await this.eingeladeneEvus(id);
    const entfernt = bisher.filter((e) => !gewuenscht.includes(e));
    if (a.status === AusschreibungStatus.Aktiv && entfernt.length) {
      throw Regelverletzung.feld('evuIds', 'Nach der Freigabe können eingeladene EVUs nicht mehr ausgeladen werden.');
    }
    const neu = gewuenscht.filter((e) => !bisher.includes(e));
    // Only a new invitation is an exception: an EVU invited before its Zulassung ended stays invited as it was.
    const ohneZulassung = neu.map((e) => derSparte.get(e)!).filter((r) => r.status !== ZulassungStatus.Zugelassen);
    const begruendung = begruendungText?.trim() ?? '';
    if (ohneZulassung.length && !begruendung) {
      const namen = ohneZulassung.map((r) => `„${r.firma}“ (${ZULASSUNG_STATUS_LABEL[zulassungVon(r.status)]})`).join(', ');
      throw Regelverletzung.feld(
        'begruendung',
        `${ohneZulassung.length === 1 ? 'Das EVU' : 'Die EVUs'} ${namen} ${ohneZulassung.length === 1 ? 'ist' : 'sind'} für die Sparte ${SPARTE_LABEL[a.sparte as Sparte]} nicht zugelassen. Bitte begründen Sie die Einladung.`,
      );
    }
    const begruendungen = new Map(ohneZulassung.map((r) => [r.id, begruendung]));
    const ausnahme = ohneZulassung.length ? { evus: ohneZulassung.map((r) => ({ evuId: r.id, firma: r.firma, status: zulassungVon(r.status) })), begruendung } : undefined;
    await this.db.transaction().execute(async (trx) => {
      await aendereEinladungen(trx, id, { entfernt, neu }, { von: wer.id, am: this.clock.now(), begruendungen });
      if (a.status === AusschreibungStatus.Aktiv) await ladeEin(trx, this.outbox, this.publicUrl, id, neu, this.clock.now());
      await protokolliereEinladungen(trx, this.clock, wer, id, { bisher, neu: gewuenscht }, ausnahme);
    });
  }

  async optionen(): Promise<AusschreibungOptionen> {
    const [kunden, evus] = await Promise.all([kundenNachTypUndName(this.db), evusNachFirma(this.db)]);
    return {
      status: Object.entries(STATUS_LABEL).map(([value, label]) => ({ label, value: Number(value) })),
      kunden: kunden.map((k) => ({ label: k.name, value: k.id, group: k.typ })),
      evus: evus.map((e) => ({ label: e.firma, value: e.id })),
      typen: Object.entries(SPARTE_LABEL).map(([value, label]) => ({ label, value: Number(value) })),
    };
  }

  private async existiert(id: number): Promise<{ sparte: number; status: number }> {
    const a = await sparteUndStatus(this.db, id);
    if (!a) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
    return a;
  }
}
