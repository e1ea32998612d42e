import type { Kysely, UpdateObject } from 'kysely';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { angebotsfreigabeHindernisse, freigabeHindernisse, KUNDENPRUEFUNG_AUSSTEHEND } from '../../domain/freigabe';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt, Regelverletzung } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { gibAngeboteFrei, hatOffeneAuktion, kundenpruefungOffen } from './freigabe.queries';
import { ladeAusschreibung } from './detail.queries';
import { passendeEingeladene } from './einladung.queries';
import { ladeEin } from './einladungsMail';
import { stillhaltefristBeiFreigabe } from '../vergabe/stillhaltefrist';
import { ungepruefteBieter } from '../vergabe/eignung.queries';
import { eignungFehltText } from '../../domain/zulassung/eignung';
import { formatUhrzeit } from '../../domain/format';
import { benachrichtige } from '../mail/benachrichtige';
import { kundeDerAusschreibung } from '../mail/recipients.queries';
import { kundePfad } from '../mail/evuLink';
import { angeboteFreigegebenMail, freigegebenMail } from './kundeMails';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;

/**
 * The administrator's two releases of DESIGN.md section 6: the tender to the invited EVUs (status 0 → 1) and,
 * after the review, the offers to the Kunde (status 2 → 3). Of several releases at once one succeeds and every
 * other one answers 409, whether it read the status before the winner changed it (the conditional update) or
 * after (the status already past): a lost race is a conflict with the current state, not bad input.
 */
export class AusschreibungFreigabeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /** Status 0 → 1 when every rule of DESIGN.md section 6 holds; otherwise 400 naming each unmet rule. */
  async freigeben(id: number, sparte: Sparte, wer: Handelnder): Promise<void> {
    const a = await ladeAusschreibung(this.db, id, sparte);
    if (a.status > AusschreibungStatus.PruefungAusschreibung) throw new Konflikt('Die Ausschreibung wurde bereits freigegeben. Bitte laden Sie sie neu.');
    // The state of the Kunde, not of the tender: a conflict until an administrator confirmed it (409), checked again below.
    if (a.kundenpruefungOffen) throw new Konflikt(KUNDENPRUEFUNG_AUSSTEHEND);
    const passende = await passendeEingeladene(this.db, id, sparte);
    const fehler = freigabeHindernisse({ ...a, anzahlLieferstellen: a.lieferstellen.length, passendeEingeladene: passende }, sparte, this.clock.now());
    if (Object.keys(fehler).length) throw new Regelverletzung('Die Ausschreibung kann noch nicht freigegeben werden.', fehler);
    await this.wechsleStatus(id, AusschreibungStatus.PruefungAusschreibung, AusschreibungStatus.Aktiv, 'ausschreibung_freigegeben', wer, {
      festlegen: async (trx) => {
        const gilt = await stillhaltefristBeiFreigabe(trx, id);
        // With the Kunde's row read as the release fixes its duty: a type changed to Kommune meanwhile is seen here.
        if (await kundenpruefungOffen(trx, id)) throw new Konflikt(KUNDENPRUEFUNG_AUSSTEHEND);
        return { spalten: { stillhaltefrist_pflicht: gilt ? 1 : 0 }, protokoll: { stillhaltefrist: gilt } };
      },
      danach: async (trx) => {
        await ladeEin(trx, this.outbox, this.publicUrl, id, 'alle', this.clock.now());
        const kunde = await kundeDerAusschreibung(trx, id);
        await benachrichtige(trx, this.outbox, {
          benutzerId: kunde.benutzerId,
          art: 'ausschreibungFreigegeben',
          mail: freigegebenMail(kunde, a, `${this.publicUrl}${kundePfad(id)}`),
          neuigkeit: { ausschreibungId: id, text: `Ihre Ausschreibung ${a.nummer} wurde freigegeben. Angebote bis ${formatUhrzeit(a.angebotsfrist)}.`, pfad: kundePfad(id), at: this.clock.now() },
        });
      },
    });
    this.outbox.anstossen();
  }

  /** Status 2 → 3: the Kunde now sees the offers; with Eignungskriterien only once every bidder's Eignungsprüfung is recorded (409). */
  async angeboteFreigeben(id: number, sparte: Sparte, wer: Handelnder): Promise<void> {
    const a = await ladeAusschreibung(this.db, id, sparte);
    if (a.status > AusschreibungStatus.PruefungAngebote) throw new Konflikt('Die Angebote wurden bereits freigegeben. Bitte laden Sie die Ausschreibung neu.');
    const fehler = angebotsfreigabeHindernisse(a);
    if (Object.keys(fehler).length) throw new Regelverletzung('Die Angebote können nicht freigegeben werden.', fehler);
    await this.wechsleStatus(id, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist, 'angebote_freigegeben', wer, {
      danach: async (trx) => {
        // Read after this transaction's status change took the row lock: a plan committed before cannot slip by.
        if (await hatOffeneAuktion(trx, id)) throw Regelverletzung.feld('auktion', 'Solange eine Online-Auktion geplant ist oder läuft, können die Angebote nicht freigegeben werden.');
        // Under the same lock the Eignungsprüfung is saved with: a result removed meanwhile is seen here (issue 45).
        const ungeprueft = await ungepruefteBieter(trx, id);
        if (ungeprueft.length) throw new Konflikt(eignungFehltText(ungeprueft));
        await gibAngeboteFrei(trx, id);
        const kunde = await kundeDerAusschreibung(trx, id);
        await benachrichtige(trx, this.outbox, {
          benutzerId: kunde.benutzerId,
          art: 'angeboteFreigegeben',
          mail: angeboteFreigegebenMail(kunde, a, a.anzahlAngebote, `${this.publicUrl}${kundePfad(id)}`),
          neuigkeit: { ausschreibungId: id, text: `Die Angebote zu Ihrer Ausschreibung ${a.nummer} liegen vor. Zuschlag bis ${formatUhrzeit(a.bindefrist)} möglich.`, pfad: kundePfad(id), at: this.clock.now() },
        });
      },
    });
    this.outbox.anstossen();
  }

  /**
   * A conditional status change: of two racing releases exactly one wins, the other gets 409. `festlegen` runs first
   * and returns what the change fixes besides the status (written with it, audited with it); `danach` runs once the
   * status change holds the tender's row lock.
   */
  private async wechsleStatus(
    id: number,
    von: number,
    nach: number,
    aktion: string,
    wer: Handelnder,
    schritte: {
      festlegen?: (trx: Db) => Promise<{ spalten: UpdateObject<Database, 'ausschreibung'>; protokoll: Record<string, unknown> }>;
      danach: (trx: Db) => Promise<unknown>;
    },
  ) {
    await this.db.transaction().execute(async (trx) => {
      const festgelegt = await schritte.festlegen?.(trx);
      await updateVersioned(trx, 'ausschreibung', { id }, { ...festgelegt?.spalten, status: nach, updated_at: this.clock.now() }, {
        status: von,
        konflikt: 'Der Status der Ausschreibung wurde inzwischen geändert. Bitte laden Sie sie neu.',
      });
      await schritte.danach(trx);
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion,
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { status: von },
        nachher: { status: nach, ...festgelegt?.protokoll },
        ipAddress: wer.ipAddress,
      });
    });
  }
}
