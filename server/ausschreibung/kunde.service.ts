import type { Kysely } from 'kysely';
import { AusschreibungStatus, STATUS_LABEL, type Sparte } from '../../domain/ausschreibung';
import { kundenAngebotsfristFehler, pruefeAusschreibung } from '../../domain/ausschreibungPruefung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { protokolliere } from '../shared/audit';
import type { HandelnderKunde as Kunde } from '../plugins/profile';
import type { AusschreibungAdminService } from './admin.service';
import { ladeAusschreibung } from './detail.queries';
import { eckdatenSpalten, lieferstellenZeilen, type AusschreibungEingabe, type NeueAusschreibung } from './spalten';
import { ausschreibungListe, type ListenAnfrage } from './liste.queries';
import { optimizeAfterBulkWrite } from '../db/plannerStatistics';
import { fuegeAusschreibungEin, loescheInPruefung } from './kunde.queries';
import { naechsteAusschreibungsnummer } from './nummernkreis';
import { AUSSCHREIBUNG_NICHT_GEFUNDEN, eigeneAusschreibung, pruefeBearbeitbar } from './zugriff';
import { istKommune } from './kundentyp.queries';

/** The Kunde's own tenders: create and correct them while in review, read them (offers and Zuschlag: angebot/). */
export class KundeAusschreibungService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly bearbeitung: AusschreibungAdminService,
  ) {}

  liste(kundeId: number, anfrage: ListenAnfrage) {
    return ausschreibungListe(this.db, { rolle: 'Kunde', kundeId }, anfrage);
  }

  async lade(k: Kunde, id: number) {
    const { sparte } = await eigeneAusschreibung(this.db, k.kundeId, id);
    const detail = await ladeAusschreibung(this.db, id, sparte);
    // Which EVUs were invited and how many offered is the broker's business until offers are released.
    const offen = detail.status >= AusschreibungStatus.Bindefrist;
    return { ...detail, eingeladeneEvus: [], anzahlAngebote: offen ? detail.anzahlAngebote : 0 };
  }

  async erstelle(k: Kunde, sparte: Sparte, e: NeueAusschreibung): Promise<{ id: number; nummer: string }> {
    await this.pruefeFrist(k, e, sparte);
    const neu = await this.db.transaction().execute(async (trx) => {
      const jetzt = this.clock.now();
      const nummer = await naechsteAusschreibungsnummer(trx, new Date(jetzt).getUTCFullYear());
      const id = await fuegeAusschreibungEin(
        trx,
        { nummer, sparte, kunde_id: k.kundeId, status: AusschreibungStatus.PruefungAusschreibung, ...eckdatenSpalten(e), created_at: jetzt, updated_at: jetzt, version: 1 },
        (neueId) => lieferstellenZeilen(neueId, e.lieferstellen),
      );
      await protokolliere(trx, this.clock, { benutzerId: k.benutzerId, aktion: 'ausschreibung_erstellt', entitaet: 'ausschreibung', entitaetId: id, nachher: e, ipAddress: k.ipAddress });
      return { id, nummer };
    });
    // A new tender may bring a spreadsheet's thousands of Lieferstellen: a bulk write.
    await optimizeAfterBulkWrite(this.db, e.lieferstellen.length);
    return neu;
  }

  async aendere(k: Kunde, id: number, sparte: Sparte, e: AusschreibungEingabe): Promise<void> {
    const a = await eigeneAusschreibung(this.db, k.kundeId, id);
    if (a.sparte !== sparte) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
    // Whether it may be edited at all comes before what is wrong with the edit.
    pruefeBearbeitbar(a.status);
    await this.pruefeFrist(k, e, sparte);
    await this.bearbeitung.speichere(id, sparte, e, { id: k.benutzerId, ipAddress: k.ipAddress });
  }

  async loesche(k: Kunde, id: number): Promise<void> {
    await eigeneAusschreibung(this.db, k.kundeId, id);
    await this.db.transaction().execute(async (trx) => {
      if (!(await loescheInPruefung(trx, id, k.kundeId))) {
        // Deleted meanwhile by another request (a second click, another tab): it is gone, not in another status.
        await eigeneAusschreibung(trx, k.kundeId, id);
        throw new Regelverletzung(`Nur Ausschreibungen in „${STATUS_LABEL[0]}“ können gelöscht werden.`);
      }
      await protokolliere(trx, this.clock, { benutzerId: k.benutzerId, aktion: 'ausschreibung_geloescht', entitaet: 'ausschreibung', entitaetId: id, ipAddress: k.ipAddress });
    });
  }

  /** The tender's rules plus the Kunde's own: EVUs need at least a day to offer, on creation and on every change. */
  private async pruefeFrist(k: Kunde, e: NeueAusschreibung | AusschreibungEingabe, sparte: Sparte): Promise<void> {
    const { fehler } = pruefeAusschreibung(e, sparte, await istKommune(this.db, k.kundeId));
    const frist = kundenAngebotsfristFehler(e.angebotsfrist, this.clock.now());
    if (frist) (fehler.angebotsfrist ??= []).push(frist);
    if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie die markierten Felder.', fehler);
  }
}
