import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { sichtbareAusschreibung } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { benachrichtige } from '../mail/benachrichtige';
import { eingeladeneEmpfaenger } from '../mail/empfaenger.queries';
import { evuLink, evuPfad } from '../mail/evuLink';
import type { Postausgang } from '../mail/postausgang';
import { protokolliere } from '../shared/audit';
import { Konflikt } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { aufhebungMail } from './mails';
import type { Handelnder } from './ruege.service';

const IM_VERFAHREN = [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist];

/**
 * The Aufhebung of a tender (§ 63 VgV) by its Kunde or an administrator for it: possible from the release until a
 * Zuschlag takes effect, never while an Online-Auktion is planned or running (its bids would end in a cancelled
 * procedure). The tender moves to status Aufgehoben with its reasons; every invited EVU is mailed them.
 */
export class Aufhebung {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly postausgang: Postausgang,
    private readonly publicUrl: string,
  ) {}

  async hebeAuf(wer: Handelnder, id: number, begruendung: string): Promise<void> {
    const a = await sichtbareAusschreibung(this.db, wer.leser, id);
    if (a.status === AusschreibungStatus.PruefungAusschreibung) throw new Konflikt('Die Ausschreibung ist noch nicht freigegeben; bis dahin kann sie geändert oder gelöscht werden.');
    if (a.status === AusschreibungStatus.Abgeschlossen) throw new Konflikt('Die Ausschreibung ist abgeschlossen; sie kann nicht mehr aufgehoben werden.');
    if (a.status === AusschreibungStatus.Aufgehoben) throw new Konflikt('Die Ausschreibung ist bereits aufgehoben.');
    const jetzt = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await updateVersioned(trx, 'ausschreibung', { id }, { status: AusschreibungStatus.Aufgehoben, aufgehoben_am: jetzt, aufhebung_begruendung: begruendung, updated_at: jetzt }, {
        where: (eb) => eb('status', 'in', IM_VERFAHREN),
        konflikt: 'Die Ausschreibung wurde inzwischen abgeschlossen oder aufgehoben. Bitte laden Sie sie neu.',
      });
      // After the row lock, which planning an auction takes too: a plan made meanwhile is seen.
      const auktion = await trx.selectFrom('auktion').select('status').where('ausschreibung_id', '=', id).where('status', 'in', ['geplant', 'laeuft']).executeTakeFirst();
      if (auktion) {
        throw new Konflikt(
          auktion.status === 'laeuft'
            ? 'Die Online-Auktion läuft noch; die Ausschreibung kann erst nach ihrem Ende aufgehoben werden.'
            : 'Für die Ausschreibung ist eine Online-Auktion geplant. Bitte lassen Sie sie zuerst absagen; dann kann die Ausschreibung aufgehoben werden.',
        );
      }
      const url = evuLink(this.publicUrl, a.sparte, id);
      for (const evu of await eingeladeneEmpfaenger(trx, id)) {
        await benachrichtige(trx, this.postausgang, {
          benutzerId: evu.benutzerId,
          art: 'ergebnis',
          mail: aufhebungMail(evu, a, begruendung, url),
          neuigkeit: { ausschreibungId: id, pfad: evuPfad(a.sparte, id), at: jetzt, text: `Die Ausschreibung ${a.nummer} wurde aufgehoben.` },
        });
      }
      await protokolliere(trx, this.clock, {
        benutzerId: wer.benutzerId,
        aktion: 'ausschreibung_aufgehoben',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { status: a.status },
        nachher: { status: AusschreibungStatus.Aufgehoben, begruendung },
        ipAddress: wer.ipAddress,
      });
    });
    this.postausgang.anstossen();
  }
}
