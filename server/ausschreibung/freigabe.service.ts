import type { Kysely } from 'kysely';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { angebotsfreigabeHindernisse, freigabeHindernisse } from '../../domain/freigabe';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Postausgang } from '../mail/postausgang';
import { protokolliere } from '../shared/audit';
import { Regelverletzung } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import type { Handelnder } from './admin.service';
import { gibAngeboteFrei, hatOffeneAuktion } from './freigabe.queries';
import { ladeAusschreibung } from './detail.queries';
import { passendeEingeladene } from './einladung.queries';
import { ladeEin } from './einladungsMail';

type Db = Kysely<Database>;

/**
 * The administrator's two releases of DESIGN.md section 6: the tender to the invited EVUs (status 0 → 1) and,
 * after the review, the offers to the Kunde (status 2 → 3).
 */
export class AusschreibungFreigabe {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly postausgang: Postausgang,
    private readonly publicUrl: string,
  ) {}

  /** Status 0 → 1 when every rule of DESIGN.md section 6 holds; otherwise 400 naming each unmet rule. */
  async freigeben(id: number, sparte: Sparte, wer: Handelnder): Promise<void> {
    const a = await ladeAusschreibung(this.db, id, sparte);
    const passende = await passendeEingeladene(this.db, id, sparte);
    const fehler = freigabeHindernisse({ ...a, anzahlLieferstellen: a.lieferstellen.length, passendeEingeladene: passende }, sparte, this.clock.now());
    if (Object.keys(fehler).length) throw new Regelverletzung('Die Ausschreibung kann noch nicht freigegeben werden.', fehler);
    await this.wechsleStatus(id, AusschreibungStatus.PruefungAusschreibung, AusschreibungStatus.Aktiv, 'ausschreibung_freigegeben', wer, (trx) =>
      ladeEin(trx, this.postausgang, this.publicUrl, id, 'alle'),
    );
    this.postausgang.anstossen();
  }

  /** Status 2 → 3: the Kunde now sees the offers. */
  async angeboteFreigeben(id: number, sparte: Sparte, wer: Handelnder): Promise<void> {
    const fehler = angebotsfreigabeHindernisse(await ladeAusschreibung(this.db, id, sparte));
    if (Object.keys(fehler).length) throw new Regelverletzung('Die Angebote können nicht freigegeben werden.', fehler);
    await this.wechsleStatus(id, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist, 'angebote_freigegeben', wer, async (trx) => {
      // Read after this transaction's status change took the row lock: a plan committed before cannot slip by.
      if (await hatOffeneAuktion(trx, id)) throw Regelverletzung.feld('auktion', 'Solange eine Online-Auktion geplant ist oder läuft, können die Angebote nicht freigegeben werden.');
      await gibAngeboteFrei(trx, id);
    });
  }

  /** A conditional status change: of two racing releases exactly one wins, the other gets 409. */
  private async wechsleStatus(id: number, von: number, nach: number, aktion: string, wer: Handelnder, zusaetzlich: (trx: Db) => Promise<void>) {
    await this.db.transaction().execute(async (trx) => {
      await updateVersioned(trx, 'ausschreibung', { id }, { status: nach, updated_at: this.clock.now() }, {
        status: von,
        konflikt: 'Der Status der Ausschreibung wurde inzwischen geändert. Bitte laden Sie sie neu.',
      });
      await zusaetzlich(trx);
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion,
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { status: von },
        nachher: { status: nach },
        ipAddress: wer.ipAddress,
      });
    });
  }
}
