import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { vergabevermerkPdf } from './vermerk.pdf';
import { vermerkDaten } from './vermerk.queries';
import { eigeneAusschreibung } from './zugriff';

export interface Vermerk {
  pdf: Buffer;
  dateiname: string;
}

/**
 * The Vergabevermerk (§ 8 VgV). While the procedure runs it is built afresh from the tender and its audit trail;
 * once the tender is Abgeschlossen the first version built is stored, never changed again, and its SHA-256 is
 * recorded in the audit trail, so every later download is byte for byte the same file.
 */
export class Vergabevermerk {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async fuerAdmin(id: number, sparte: Sparte): Promise<Vermerk> {
    const a = await this.db.selectFrom('ausschreibung').select(['nummer', 'sparte', 'status']).where('id', '=', id).executeTakeFirst();
    if (!a || a.sparte !== sparte) throw new NichtGefunden('Die Ausschreibung wurde nicht gefunden.');
    return this.vermerk(id, a);
  }

  /** The Kunde reads it once the offers are released to them (status Bindefrist). */
  async fuerKunde(kundeId: number, id: number): Promise<Vermerk> {
    const eigene = await eigeneAusschreibung(this.db, kundeId, id);
    if (eigene.status < AusschreibungStatus.Bindefrist) throw new Regelverletzung('Der Vergabevermerk steht bereit, sobald die Angebote freigegeben sind.');
    const a = await this.db.selectFrom('ausschreibung').select(['nummer', 'sparte', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    return this.vermerk(id, a);
  }

  /** Stores the final Vermerk of a closed tender once, even when several instances ask at the same moment. */
  async sichere(id: number): Promise<void> {
    const a = await this.db.selectFrom('ausschreibung').select(['sparte', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    if (a.status !== AusschreibungStatus.Abgeschlossen) return;
    if (await this.db.selectFrom('vergabevermerk').select('ausschreibung_id').where('ausschreibung_id', '=', id).executeTakeFirst()) return;
    const jetzt = this.clock.now();
    const pdf = await vergabevermerkPdf(await vermerkDaten(this.db, id, a.sparte as Sparte, jetzt), true);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('vergabevermerk')
        .values({ ausschreibung_id: id, pdf, sha256, erstellt_am: jetzt })
        .onConflict((oc) => oc.column('ausschreibung_id').doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) return;
      await protokolliere(trx, this.clock, { benutzerId: null, aktion: 'vergabevermerk_abgeschlossen', entitaet: 'ausschreibung', entitaetId: id, nachher: { sha256 } });
    });
  }

  private async vermerk(id: number, a: { nummer: string; sparte: number; status: number }): Promise<Vermerk> {
    const dateiname = `Vergabevermerk_${a.nummer}.pdf`;
    if (a.status === AusschreibungStatus.Abgeschlossen) {
      await this.sichere(id);
      const gespeichert = await this.db.selectFrom('vergabevermerk').select('pdf').where('ausschreibung_id', '=', id).executeTakeFirstOrThrow();
      return { pdf: Buffer.from(gespeichert.pdf), dateiname };
    }
    return { pdf: await vergabevermerkPdf(await vermerkDaten(this.db, id, a.sparte as Sparte, this.clock.now()), false), dateiname };
  }
}
