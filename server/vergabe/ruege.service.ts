import type { Kysely } from 'kysely';
import type { Ruege, RuegeEingabe, RuegeEntscheidung } from '../../domain/api/zuschlag';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { bieterAdressen } from '../angebot/zuschlag.queries';
import { sichtbareAusschreibung, type Leser } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { evuLink } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { zuschlagZurueckgenommenMail } from './mails';
import { gleicheRuege, RUEGE_BEREITS_ERFASST, ruegenDer } from './ruege.queries';
import { wendeStillhaltefristenAn } from './stillhaltefrist';

/** Who records or decides: the Kunde of the tender, or an administrator for it. */
export type Handelnder = { leser: Extract<Leser, { rolle: 'Administrator' } | { rolle: 'Kunde' }>; benutzerId: number; ipAddress: string };

/** A client's clock may run a little ahead of the server's; a Rüge "received" later than that is a typo. */
const UHRENSPIEL_MS = 5 * 60_000;

/**
 * Rügen (§ 160 (3) GWB) the Auftraggeber received, recorded in the portal until the Zuschlag takes effect. An
 * undecided one holds the Zuschlag: none is given (kunde.service.ts) and an intended one does not take effect
 * (stillhaltefrist.ts). Every step is in the tender's Historie.
 */
export class RuegenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async liste(wer: Pick<Handelnder, 'leser'>, id: number): Promise<Ruege[]> {
    await sichtbareAusschreibung(this.db, wer.leser, id);
    return ruegenDer(this.db, id);
  }

  /**
   * Records a Rüge once: the same text received at the same time on the same tender is the same Rüge, and a second
   * recording answers 409 (RUEGE_BEREITS_ERFASST) instead of holding the Zuschlag twice.
   */
  async erfasse(wer: Handelnder, id: number, eingabe: RuegeEingabe): Promise<{ id: number }> {
    const a = await sichtbareAusschreibung(this.db, wer.leser, id);
    const jetzt = this.clock.now();
    const eingegangenAm = Date.parse(eingabe.eingegangenAm);
    if (eingegangenAm > jetzt + UHRENSPIEL_MS) throw Regelverletzung.feld('eingegangenAm', 'Der Eingang der Rüge kann nicht in der Zukunft liegen.');
    if (a.status === AusschreibungStatus.PruefungAusschreibung) throw new Konflikt('Die Ausschreibung ist noch nicht freigegeben; eine Rüge kann erst im laufenden Verfahren erfasst werden.');
    if (a.status === AusschreibungStatus.Abgeschlossen) throw new Konflikt('Die Ausschreibung ist abgeschlossen; eine Rüge kann den Zuschlag nicht mehr aufhalten.');
    if (a.status === AusschreibungStatus.Aufgehoben) throw new Konflikt('Die Ausschreibung ist aufgehoben; eine Rüge kann nicht mehr erfasst werden.');
    const neu = await this.db.transaction().execute(async (trx) => {
      // The tender's row lock first, in the order a Zuschlag takes it: one that takes effect at this moment either
      // finished before (then this answers 409) or waits and then sees the Rüge.
      const laeuft = await trx
        .updateTable('ausschreibung')
        .set({ updated_at: jetzt })
        .where('id', '=', id)
        .where('status', 'in', [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist])
        .executeTakeFirst();
      if (Number(laeuft.numUpdatedRows) !== 1) throw new Konflikt('Die Ausschreibung wurde inzwischen abgeschlossen oder aufgehoben. Bitte laden Sie sie neu.');
      // Read after the row lock, in a statement of its own: a second click, a retried request or another tab
      // recording the same Rüge waited for the first and sees it here.
      if (await gleicheRuege(trx, id, eingegangenAm, eingabe.text)) throw new Konflikt(RUEGE_BEREITS_ERFASST);
      const { id: ruegeId } = await trx
        .insertInto('ruege')
        .values({ ausschreibung_id: id, eingegangen_am: eingegangenAm, text: eingabe.text, erfasst_am: jetzt, erfasst_von: wer.benutzerId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await protokolliere(trx, this.clock, {
        benutzerId: wer.benutzerId,
        aktion: 'ruege_erfasst',
        entitaet: 'ausschreibung',
        entitaetId: id,
        nachher: { ruegeId, eingegangenAm: new Date(eingegangenAm).toISOString(), text: eingabe.text },
        ipAddress: wer.ipAddress,
      });
      return ruegeId;
    });
    return { id: neu };
  }

  /**
   * Decides a Rüge once. Rejected, it no longer holds the Zuschlag: an intended one whose Stillhaltefrist has passed
   * takes effect at once. Remedied, an intended Zuschlag is withdrawn (the bidders are told) and the Kunde decides anew.
   */
  async entscheide(wer: Handelnder, id: number, ruegeId: number, e: RuegeEntscheidung): Promise<void> {
    const a = await sichtbareAusschreibung(this.db, wer.leser, id);
    const jetzt = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('ruege')
        .set({ ergebnis: e.ergebnis, entscheidung: e.text, entschieden_am: jetzt, entschieden_von: wer.benutzerId })
        .where('id', '=', ruegeId)
        .where('ausschreibung_id', '=', id)
        .where('ergebnis', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) {
        const gibt = await trx.selectFrom('ruege').select('id').where('id', '=', ruegeId).where('ausschreibung_id', '=', id).executeTakeFirst();
        throw gibt ? new Konflikt('Über diese Rüge ist bereits entschieden.') : new NichtGefunden('Die Rüge wurde nicht gefunden.');
      }
      await protokolliere(trx, this.clock, {
        benutzerId: wer.benutzerId,
        aktion: 'ruege_entschieden',
        entitaet: 'ausschreibung',
        entitaetId: id,
        nachher: { ruegeId, ergebnis: e.ergebnis, text: e.text },
        ipAddress: wer.ipAddress,
      });
      if (e.ergebnis === 'abgeholfen') await this.nimmZuschlagZurueck(trx, a, wer, jetzt);
    });
    this.outbox.anstossen();
    if (e.ergebnis === 'zurueckgewiesen') await wendeStillhaltefristenAn(this.db, this.clock, id);
  }

  /** An intended Zuschlag that has not taken effect is withdrawn; the Kunde may then award again, with new letters. */
  private async nimmZuschlagZurueck(trx: Kysely<Database>, a: { id: number; nummer: string; bezeichnung: string; sparte: number }, wer: Handelnder, jetzt: number): Promise<void> {
    const vorgesehen = await trx
      .updateTable('ausschreibung')
      .set({ zuschlag_angebot_id: null, zuschlag_vorgesehen_am: null, zuschlag_wirksam_ab: null, updated_at: jetzt })
      .where('id', '=', a.id)
      .where('status', '=', AusschreibungStatus.Bindefrist)
      .where('zuschlag_angebot_id', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!vorgesehen) return;
    for (const b of await bieterAdressen(trx, a.id)) await this.outbox.reiheEin(trx, zuschlagZurueckgenommenMail(b, a, evuLink(this.publicUrl, a.sparte, a.id)));
    await protokolliere(trx, this.clock, { benutzerId: wer.benutzerId, aktion: 'zuschlag_zurueckgenommen', entitaet: 'ausschreibung', entitaetId: a.id, ipAddress: wer.ipAddress });
  }
}
