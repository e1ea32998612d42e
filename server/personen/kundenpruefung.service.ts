import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { adressatDesKontos } from '../mail/recipients.queries';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt, NichtGefunden } from '../shared/errors';
import { NICHT_GEFUNDEN } from './konto.queries';
import { kundeGeprueftMail } from './kundenpruefungMail';
import type { Handelnder } from '../plugins/authentication';

export const BEREITS_GEPRUEFT = 'Der Kunde wurde bereits geprüft und bestätigt.';
export const INZWISCHEN_GEAENDERT = 'Die Angaben des Kunden wurden inzwischen geändert. Bitte laden Sie sie neu und prüfen Sie sie erneut.';

/**
 * The Kundenprüfung (issue 45): an administrator confirms a self-registered Kunde — name, address, type (a Kommune's
 * duties as a public buyer follow from it) — before its first tender can be released. Only the data the dialog showed
 * is confirmed (`version`); the confirmation is audited with what was checked, and the Kunde is mailed.
 */
export class KundenpruefungService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  async bestaetige(id: number, version: number, wer: Handelnder): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const k = await trx.selectFrom('kunde').selectAll().where('id', '=', id).executeTakeFirst();
      if (!k) throw new NichtGefunden(NICHT_GEFUNDEN.kunde);
      if (k.geprueft_am !== null) throw new Konflikt(BEREITS_GEPRUEFT);
      const jetzt = this.clock.now();
      // Conditional: of two administrators (or two clicks) one confirms, and only the data as shown.
      const ergebnis = await trx
        .updateTable('kunde')
        .set({ geprueft_am: jetzt, geprueft_von: wer.id })
        .where('id', '=', id)
        .where('geprueft_am', 'is', null)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(ergebnis.numUpdatedRows) !== 1) {
        const jetztGeprueft = await trx.selectFrom('kunde').select('geprueft_am').where('id', '=', id).executeTakeFirstOrThrow();
        throw new Konflikt(jetztGeprueft.geprueft_am !== null ? BEREITS_GEPRUEFT : INZWISCHEN_GEAENDERT);
      }
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'kunde_geprueft',
        entitaet: 'kunde',
        entitaetId: id,
        nachher: { typ: k.typ, firma: k.firma, vorname: k.vorname, nachname: k.nachname, strasse: k.strasse, plz: k.plz, ort: k.ort },
        ipAddress: wer.ipAddress,
      });
      await this.outbox.reiheEin(trx, kundeGeprueftMail(await adressatDesKontos(trx, k.benutzer_id), k.typ, `${this.publicUrl}/kunde/ausschreibung`));
    });
    this.outbox.anstossen();
  }
}
