import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { BenachrichtigungsArt } from '../../domain/benachrichtigungen';
import { sichtbareAusschreibung } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { benachrichtige, type Neuigkeit } from '../mail/benachrichtige';
import { eingeladeneEmpfaenger, type EvuEmpfaenger } from '../mail/recipients.queries';
import { evuLink, evuPfad } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { aufhebungMail } from './mails';
import type { Handelnder } from './ruege.service';

const IM_VERFAHREN = [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist];

/** How an invited EVU learns of the Aufhebung: the service mails it; the demo data, written after the fact, leave the start page's entry. */
export type AufhebungMelden = (evu: EvuEmpfaenger, eintrag: { art: BenachrichtigungsArt; neuigkeit: Neuigkeit }) => Promise<unknown>;

/**
 * What an Aufhebung writes, in the caller's transaction and at the clock's instant: the tender in status Aufgehoben
 * with its reasons (only from a status of the procedure, never with an auction planned or running), each invited
 * EVU told, and the Historie's entry. One place for it: the demo data write their cancelled tender through it, so
 * it looks as a real one does.
 */
export async function schreibeAufhebung(
  trx: Kysely<Database>,
  clock: Clock,
  a: { id: number; nummer: string; sparte: number; status: number },
  wer: { benutzerId: number; ipAddress?: string },
  begruendung: string,
  melden: AufhebungMelden,
): Promise<void> {
  const jetzt = clock.now();
  await updateVersioned(trx, 'ausschreibung', { id: a.id }, { status: AusschreibungStatus.Aufgehoben, aufgehoben_am: jetzt, aufhebung_begruendung: begruendung, updated_at: jetzt }, {
    where: (eb) => eb('status', 'in', IM_VERFAHREN),
    konflikt: 'Die Ausschreibung wurde inzwischen abgeschlossen oder aufgehoben. Bitte laden Sie sie neu.',
  });
  // After the row lock, which planning an auction takes too: a plan made meanwhile is seen.
  const auktion = await trx.selectFrom('auktion').select('status').where('ausschreibung_id', '=', a.id).where('status', 'in', ['geplant', 'laeuft']).executeTakeFirst();
  if (auktion) {
    throw new Konflikt(
      auktion.status === 'laeuft'
        ? 'Die Online-Auktion läuft noch; die Ausschreibung kann erst nach ihrem Ende aufgehoben werden.'
        : 'Für die Ausschreibung ist eine Online-Auktion geplant. Bitte lassen Sie sie zuerst absagen; dann kann die Ausschreibung aufgehoben werden.',
    );
  }
  for (const evu of await eingeladeneEmpfaenger(trx, a.id)) {
    await melden(evu, { art: 'ergebnis', neuigkeit: { ausschreibungId: a.id, pfad: evuPfad(a.sparte, a.id), at: jetzt, text: `Die Ausschreibung ${a.nummer} wurde aufgehoben.` } });
  }
  await protokolliere(trx, clock, {
    benutzerId: wer.benutzerId,
    aktion: 'ausschreibung_aufgehoben',
    entitaet: 'ausschreibung',
    entitaetId: a.id,
    vorher: { status: a.status },
    nachher: { status: AusschreibungStatus.Aufgehoben, begruendung },
    ipAddress: wer.ipAddress,
  });
}

/**
 * The Aufhebung of a tender (§ 63 VgV) by its Kunde or an administrator for it: possible from the release until a
 * Zuschlag takes effect, never while an Online-Auktion is planned or running (its bids would end in a cancelled
 * procedure). The tender moves to status Aufgehoben with its reasons; every invited EVU is mailed them.
 */
export class AufhebungService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async hebeAuf(wer: Handelnder, id: number, begruendung: string): Promise<void> {
    const a = await sichtbareAusschreibung(this.db, wer.leser, id);
    if (a.status === AusschreibungStatus.PruefungAusschreibung) throw new Konflikt('Die Ausschreibung ist noch nicht freigegeben; bis dahin kann sie geändert oder gelöscht werden.');
    if (a.status === AusschreibungStatus.Abgeschlossen) throw new Konflikt('Die Ausschreibung ist abgeschlossen; sie kann nicht mehr aufgehoben werden.');
    if (a.status === AusschreibungStatus.Aufgehoben) throw new Konflikt('Die Ausschreibung ist bereits aufgehoben.');
    const url = evuLink(this.publicUrl, a.sparte, id);
    await this.db.transaction().execute((trx) =>
      schreibeAufhebung(trx, this.clock, a, wer, begruendung, (evu, { art, neuigkeit }) =>
        benachrichtige(trx, this.outbox, { benutzerId: evu.benutzerId, art, mail: aufhebungMail(evu, a, begruendung, url), neuigkeit }),
      ),
    );
    this.outbox.anstossen();
  }
}
