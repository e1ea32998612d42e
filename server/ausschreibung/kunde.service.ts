import type { Kysely } from 'kysely';
import type { VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { AusschreibungStatus, STATUS_LABEL, type Sparte } from '../../domain/ausschreibung';
import { pruefeAusschreibung } from '../../domain/ausschreibungPruefung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { ergebnisMail } from '../mail/ergebnisMail';
import type { Postausgang } from '../mail/postausgang';
import { rangierteAngebote } from '../angebot/vergleich.queries';
import { protokolliere } from '../shared/audit';
import type { Stillhaltefrist } from '../vergabe/stillhaltefrist';
import { aendereVersioniert } from '../shared/versioniert';
import type { AusschreibungAdmin } from './admin.service';
import { ladeAusschreibung } from './detail.queries';
import { eckdatenSpalten, lieferstellenZeilen, type AusschreibungEingabe, type NeueAusschreibung } from './spalten';
import { ausschreibungListe, type ListenAnfrage } from './liste.queries';
import { naechsteAusschreibungsnummer } from './nummernkreis';

interface Kunde {
  kundeId: number;
  benutzerId: number;
  ipAddress: string;
}
const NICHT_GEFUNDEN = 'Die Ausschreibung wurde nicht gefunden.';
const TAG = 24 * 60 * 60 * 1000;
const INZWISCHEN_ABGESCHLOSSEN = 'Die Ausschreibung wurde inzwischen abgeschlossen. Bitte laden Sie sie neu.';

/** The Kunde's own tenders: create and correct them while in review, compare released offers, award one. */
export class KundeAusschreibung {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly bearbeitung: AusschreibungAdmin,
    private readonly postausgang: Postausgang,
    private readonly publicUrl: string,
    private readonly stillhaltefrist: Stillhaltefrist,
  ) {}

  liste(kundeId: number, anfrage: ListenAnfrage) {
    return ausschreibungListe(this.db, { rolle: 'Kunde', kundeId }, anfrage);
  }

  async lade(k: Kunde, id: number) {
    const sparte = await this.eigene(k, id);
    const detail = await ladeAusschreibung(this.db, id, sparte);
    // Which EVUs were invited and how many offered is the broker's business until offers are released.
    const offen = detail.status >= AusschreibungStatus.Bindefrist;
    return { ...detail, eingeladeneEvus: [], anzahlAngebote: offen ? detail.anzahlAngebote : 0 };
  }

  async erstelle(k: Kunde, sparte: Sparte, e: NeueAusschreibung): Promise<{ id: number; nummer: string }> {
    this.pruefeFrist(e, sparte);
    return this.db.transaction().execute(async (trx) => {
      const jetzt = this.clock.now();
      const nummer = await naechsteAusschreibungsnummer(trx, new Date(jetzt).getUTCFullYear());
      const { id } = await trx
        .insertInto('ausschreibung')
        .values({
          nummer,
          sparte,
          kunde_id: k.kundeId,
          status: AusschreibungStatus.PruefungAusschreibung,
          ...eckdatenSpalten(e),
          created_at: jetzt,
          updated_at: jetzt,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (e.lieferstellen.length) {
        await trx
          .insertInto('lieferstelle')
          .values(lieferstellenZeilen(id, e.lieferstellen))
          .execute();
      }
      await protokolliere(trx, this.clock, { benutzerId: k.benutzerId, aktion: 'ausschreibung_erstellt', entitaet: 'ausschreibung', entitaetId: id, nachher: e, ipAddress: k.ipAddress });
      return { id, nummer };
    });
  }

  async aendere(k: Kunde, id: number, sparte: Sparte, e: AusschreibungEingabe): Promise<void> {
    if ((await this.eigene(k, id)) !== sparte) throw new NichtGefunden(NICHT_GEFUNDEN);
    this.pruefeFrist(e, sparte);
    await this.bearbeitung.speichere(id, sparte, e, { id: k.benutzerId, ipAddress: k.ipAddress });
  }

  async loesche(k: Kunde, id: number): Promise<void> {
    await this.eigene(k, id);
    await this.db.transaction().execute(async (trx) => {
      const geloescht = await trx
        .deleteFrom('ausschreibung')
        .where('id', '=', id)
        .where('kunde_id', '=', k.kundeId)
        .where('status', '=', AusschreibungStatus.PruefungAusschreibung)
        .executeTakeFirst();
      if (Number(geloescht.numDeletedRows) !== 1) {
        throw new Regelverletzung(`Nur Ausschreibungen in „${STATUS_LABEL[0]}“ können gelöscht werden.`);
      }
      await protokolliere(trx, this.clock, { benutzerId: k.benutzerId, aktion: 'ausschreibung_geloescht', entitaet: 'ausschreibung', entitaetId: id, ipAddress: k.ipAddress });
    });
  }

  /** Released offers, ranked; before status Bindefrist there is nothing to see. */
  async angebote(k: Kunde, id: number): Promise<VergleichsAngebot[]> {
    const sparte = await this.eigene(k, id);
    const a = await ladeAusschreibung(this.db, id, sparte);
    if (a.status < AusschreibungStatus.Bindefrist) throw new Regelverletzung('Die Angebote sind noch nicht freigegeben.');
    return rangierteAngebote(this.db, a, { nurFreigegebene: true });
  }

  /**
   * Status 3 → 4 before the Bindefrist: the winner gets 'zuschlag', the others 'abgelehnt', every bidder a mail. For a
   * Kommune the Zuschlag is first only intended and takes effect after the Stillhaltefrist (§ 134 GWB).
   */
  async zuschlag(k: Kunde, id: number, angebotId: number): Promise<void> {
    const sparte = await this.eigene(k, id);
    const a = await ladeAusschreibung(this.db, id, sparte);
    // Closed meanwhile (another Zuschlag, perhaps from a second tab): a conflict with the current state, not bad input.
    if (a.status === AusschreibungStatus.Abgeschlossen) throw new Konflikt('Die Ausschreibung ist bereits abgeschlossen.');
    if (a.status !== AusschreibungStatus.Bindefrist) throw new Regelverletzung('Ein Zuschlag ist erst möglich, wenn die Angebote freigegeben sind.');
    const gewinner = await this.db.selectFrom('angebot').select('status').where('id', '=', angebotId).where('ausschreibung_id', '=', id).executeTakeFirst();
    if (gewinner?.status === 'zuschlag' || gewinner?.status === 'abgelehnt') throw new Konflikt(INZWISCHEN_ABGESCHLOSSEN);
    if (gewinner?.status !== 'freigegeben') throw Regelverletzung.feld('angebotId', 'Dieses Angebot gehört nicht zu der Ausschreibung.');
    if (await this.stillhaltefrist.giltFuer(k.kundeId)) return this.stillhaltefrist.sieheVor(k, a, angebotId);
    await this.db.transaction().execute(async (trx) => {
      const jetzt = this.clock.now();
      await aendereVersioniert(trx, 'ausschreibung', { id }, { status: AusschreibungStatus.Abgeschlossen, updated_at: jetzt }, {
        status: AusschreibungStatus.Bindefrist,
        und: (eb) => eb.and([eb('bindefrist', '>', jetzt), eb('zuschlag_angebot_id', 'is', null)]),
        konflikt: INZWISCHEN_ABGESCHLOSSEN,
      });
      await trx.updateTable('angebot').set({ status: 'zuschlag' }).where('id', '=', angebotId).execute();
      await trx.updateTable('angebot').set({ status: 'abgelehnt' }).where('ausschreibung_id', '=', id).where('id', '<>', angebotId).execute();
      const bieter = await trx
        .selectFrom('angebot as o')
        .innerJoin('evu as v', 'v.id', 'o.evu_id')
        .select(['o.id', 'v.email', 'v.firma'])
        .where('o.ausschreibung_id', '=', id)
        .execute();
      for (const b of bieter) {
        await this.postausgang.reiheEin(trx, ergebnisMail(b.email, b.firma, a.nummer, a.bezeichnung, b.id === angebotId, `${this.publicUrl}/evu/ausschreibung/${sparte === 1 ? 'strom' : 'gas'}`));
      }
      await protokolliere(trx, this.clock, {
        benutzerId: k.benutzerId,
        aktion: 'zuschlag',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { status: AusschreibungStatus.Bindefrist },
        nachher: { status: AusschreibungStatus.Abgeschlossen, angebotId },
        ipAddress: k.ipAddress,
      });
    });
    this.postausgang.anstossen();
  }

  /** The tender's rules plus the Kunde's own: EVUs need at least a day to offer, on creation and on every change. */
  private pruefeFrist(e: NeueAusschreibung | AusschreibungEingabe, sparte: Sparte): void {
    const { fehler } = pruefeAusschreibung(e, sparte);
    if (Date.parse(e.angebotsfrist) <= this.clock.now() + TAG) {
      (fehler.angebotsfrist ??= []).push('Die Angebotsfrist muss mindestens einen Tag in der Zukunft liegen.');
    }
    if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie die markierten Felder.', fehler);
  }

  /** Sparte of the Kunde's own tender; another Kunde's tender does not exist for them (404). */
  private async eigene(k: Kunde, id: number): Promise<Sparte> {
    const row = await this.db.selectFrom('ausschreibung').select('sparte').where('id', '=', id).where('kunde_id', '=', k.kundeId).executeTakeFirst();
    if (!row) throw new NichtGefunden(NICHT_GEFUNDEN);
    return row.sparte as Sparte;
  }
}
