import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AusschreibungStatus, istBeendet, type Sparte } from '../../domain/ausschreibung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { Regelverletzung } from '../shared/errors';
import { pdfImArbeiter } from '../shared/arbeiter/pdf';
import type { Auftraggeber } from '../shared/arbeiter/pool';
import { gespeicherterVermerk, speichereVermerkEinmal, vermerkDaten, type VermerkDaten } from './vermerk.queries';
import { ausschreibungDerSparte, eigeneAusschreibung } from '../ausschreibung/zugriff';

interface Ausschreibung {
  id: number;
  nummer: string;
  sparte: number;
  status: number;
}

const PDF_ARBEITER = 'vergabe/pdf.worker';
/** Laid out in a worker: with hundreds of questions and events the layout alone takes seconds. */
const vermerkPdf = (daten: VermerkDaten, endgueltig: boolean, fuer: Auftraggeber) => pdfImArbeiter(PDF_ARBEITER, 'vergabevermerk', { daten, endgueltig }, fuer);

export interface Vermerk {
  pdf: Buffer;
  dateiname: string;
}

/**
 * The Vergabevermerk (§ 8 VgV). While the procedure runs it is built afresh from the tender and its audit trail;
 * once the tender is Abgeschlossen the first version built is stored, never changed again, and its SHA-256 is
 * recorded in the audit trail, so every later download is byte for byte the same file.
 */
export class VergabevermerkService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async fuerAdmin(id: number, sparte: Sparte, fuer: Auftraggeber): Promise<Vermerk> {
    return this.vermerk(await ausschreibungDerSparte(this.db, id, sparte), fuer);
  }

  /**
   * The Kunde reads it once the offers are released to them (status Bindefrist), of an aufgehobene tender only if they
   * were released before: the record names every offer's figures.
   */
  async fuerKunde(kundeId: number, id: number, fuer: Auftraggeber): Promise<Vermerk> {
    const a = await eigeneAusschreibung(this.db, kundeId, id);
    if (a.status === AusschreibungStatus.Aufgehoben && !(await freigegebeneAngebote(this.db, id))) {
      throw new Regelverletzung('Die Ausschreibung wurde aufgehoben, bevor Ihnen die Angebote freigegeben waren; den Vergabevermerk, der die Angebote nennt, erhalten Sie deshalb nur über den Administrator.');
    }
    if (a.status < AusschreibungStatus.Bindefrist) throw new Regelverletzung('Der Vergabevermerk steht bereit, sobald die Angebote freigegeben sind.');
    return this.vermerk(a, fuer);
  }

  private async vermerk(a: Ausschreibung, fuer: Auftraggeber): Promise<Vermerk> {
    const dateiname = `Vergabevermerk_${a.nummer}.pdf`;
    // Cancelled or closed, the procedure is over: its Vermerk (§ 8 VgV, also of an Aufhebung) is final either way.
    if (!istBeendet(a.status)) return { pdf: await vermerkPdf(await vermerkDaten(this.db, a.id, a.sparte as Sparte, this.clock.now()), false, fuer), dateiname };
    const gespeichert = await this.gespeichert(a.id);
    return { pdf: gespeichert ?? (await this.sichere(a, fuer)), dateiname };
  }

  private async gespeichert(id: number): Promise<Buffer | undefined> {
    const pdf = await gespeicherterVermerk(this.db, id);
    return pdf && Buffer.from(pdf);
  }

  /** Stores the final Vermerk of a closed tender once, even when several instances ask at the same moment. */
  private async sichere(a: Ausschreibung, fuer: Auftraggeber): Promise<Buffer> {
    const jetzt = this.clock.now();
    const pdf = await vermerkPdf(await vermerkDaten(this.db, a.id, a.sparte as Sparte, jetzt), true, fuer);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const gesichert = await this.db.transaction().execute(async (trx) => {
      if (!(await speichereVermerkEinmal(trx, { ausschreibung_id: a.id, pdf, sha256, erstellt_am: jetzt }))) return false;
      await protokolliere(trx, this.clock, { benutzerId: null, aktion: 'vergabevermerk_abgeschlossen', entitaet: 'ausschreibung', entitaetId: a.id, nachher: { sha256 } });
      return true;
    });
    // Another instance stored its version first: every download is that one.
    return gesichert ? pdf : (await this.gespeichert(a.id))!;
  }
}

/** Whether any offer of the tender was released to its Kunde (released offers are no longer 'eingereicht'). */
async function freigegebeneAngebote(db: Kysely<Database>, ausschreibungId: number): Promise<boolean> {
  return !!(await db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', ausschreibungId).where('status', '<>', 'eingereicht').executeTakeFirst());
}
