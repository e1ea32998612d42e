import type { Kysely } from 'kysely';
import type { Eigenerklaerung, EigenerklaerungEingabe, Referenz, ReferenzEingabe } from '../../domain/api/zulassung';
import { deutscherKalendertag } from '../../domain/datum';
import { eigenerklaerungFehler } from '../../domain/zulassung/eigenerklaerung';
import { referenzenFehler } from '../../domain/zulassung/referenzen';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { pdfImArbeiter } from '../shared/arbeiter/pdf';
import type { Auftraggeber } from '../shared/arbeiter/pool';
import { protokolliere } from '../shared/audit';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { throwIfFieldErrors } from '../shared/fieldErrors';
import { isoDateTime } from '../shared/isoDateTime';
import type { HandelndesEvu } from '../shared/profile';
import type { EigenerklaerungDokument } from './eigenerklaerung.pdf';
import { eigenerklaerungPdf } from './evu.queries';

const PDF_ARBEITER = 'zulassung/pdf.worker';
const KEINE_ERKLAERUNG = 'Sie haben noch keine Eigenerklärung abgegeben.';

/**
 * The two proofs an EVU fills in on the portal: the Eigenerklärung zu Ausschlussgründen (signed, rendered to PDF in the
 * worker pool and kept with its answers) and the Referenzliste, replaced as a whole.
 */
export class EvuErklaerungen {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async eigenerklaerung(evuId: number): Promise<Eigenerklaerung> {
    const zeile = await this.db.selectFrom('evu_eigenerklaerung').select(['angaben', 'unterzeichnet_name', 'unterzeichnet_am', 'gespeichert_am']).where('evu_id', '=', evuId).executeTakeFirst();
    if (!zeile) throw new NichtGefunden(KEINE_ERKLAERUNG);
    const angaben = JSON.parse(zeile.angaben) as Pick<EigenerklaerungEingabe, 'erklaerungen'>;
    return { erklaerungen: angaben.erklaerungen, unterzeichnetName: zeile.unterzeichnet_name, unterzeichnetAm: zeile.unterzeichnet_am, gespeichertAm: isoDateTime(Number(zeile.gespeichert_am)) };
  }

  async eigenerklaerungPdf(evuId: number): Promise<{ pdf: Buffer; dateiname: string }> {
    const zeile = await eigenerklaerungPdf(this.db, evuId);
    if (!zeile) throw new NichtGefunden(KEINE_ERKLAERUNG);
    return { pdf: Buffer.from(zeile.pdf), dateiname: `Eigenerklaerung_Ausschlussgruende_${zeile.unterzeichnet_am}.pdf` };
  }

  /** Checks the form, renders the signed PDF outside the event loop and replaces the EVU's Eigenerklärung with it. */
  async speichereEigenerklaerung(evu: HandelndesEvu, e: EigenerklaerungEingabe, fuer: Auftraggeber): Promise<Eigenerklaerung> {
    const jetzt = this.clock.now();
    throwIfFieldErrors(eigenerklaerungFehler(e, deutscherKalendertag(jetzt)));
    const angaben = {
      // Stored in the catalogue's order and only with what the answer needs: no texts for a ground that does not apply.
      erklaerungen: e.erklaerungen.map((g) =>
        g.liegtVor ? { grund: g.grund, liegtVor: true, erlaeuterung: g.erlaeuterung!.trim(), selbstreinigung: g.selbstreinigung!.trim() } : { grund: g.grund, liegtVor: false },
      ),
      unterzeichnetName: e.unterzeichnetName.trim().replace(/\s+/g, ' '),
      unterzeichnetAm: e.unterzeichnetAm,
    };
    const evuDaten = await this.db.selectFrom('evu').select(['firma', 'strasse', 'plz', 'ort', 'bdew_codenummer']).where('id', '=', evu.id).executeTakeFirstOrThrow();
    const dokument: EigenerklaerungDokument = {
      angaben,
      firma: evuDaten.firma,
      anschrift: `${evuDaten.strasse}, ${evuDaten.plz} ${evuDaten.ort}`,
      bdewCodenummer: evuDaten.bdew_codenummer,
      erstelltAm: jetzt,
    };
    const pdf = await pdfImArbeiter(PDF_ARBEITER, 'eigenerklaerung', dokument, fuer);
    const werte = {
      angaben: JSON.stringify({ erklaerungen: angaben.erklaerungen }),
      unterzeichnet_name: angaben.unterzeichnetName,
      unterzeichnet_am: angaben.unterzeichnetAm,
      pdf,
      gespeichert_von: evu.benutzerId,
      gespeichert_am: jetzt,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('evu_eigenerklaerung')
        .values({ evu_id: evu.id, ...werte })
        .onConflict((oc) => oc.column('evu_id').doUpdateSet(werte))
        .execute();
      await protokolliere(trx, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: 'eigenerklaerung_abgegeben',
        entitaet: 'evu',
        entitaetId: evu.id,
        nachher: { unterzeichnetName: angaben.unterzeichnetName, unterzeichnetAm: angaben.unterzeichnetAm, liegenVor: angaben.erklaerungen.filter((g) => g.liegtVor).map((g) => g.grund) },
        ipAddress: evu.ipAddress,
      });
    });
    return this.eigenerklaerung(evu.id);
  }

  async referenzen(evuId: number): Promise<Referenz[]> {
    const zeilen = await this.db.selectFrom('evu_referenz').select(['id', 'kunde', 'volumen_mwh', 'sparte', 'von', 'bis']).where('evu_id', '=', evuId).orderBy('id').execute();
    return zeilen.map((r) => ({ id: r.id, kunde: r.kunde, volumenMwh: r.volumen_mwh, sparte: r.sparte as 1 | 2, von: r.von, bis: r.bis }));
  }

  /** Replaces the whole Referenzliste; every row is checked first, its errors named by row. */
  async speichereReferenzen(evu: HandelndesEvu, zeilen: ReferenzEingabe[]): Promise<Referenz[]> {
    const fehler = referenzenFehler(zeilen, deutscherKalendertag(this.clock.now()));
    if (fehler['']) throw new Regelverletzung(fehler['']![0]!, fehler);
    throwIfFieldErrors(fehler);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('evu_referenz').where('evu_id', '=', evu.id).execute();
      await trx
        .insertInto('evu_referenz')
        .values(zeilen.map((r) => ({ evu_id: evu.id, kunde: r.kunde.trim(), volumen_mwh: r.volumenMwh, sparte: r.sparte, von: r.von, bis: r.bis ?? null })))
        .execute();
      await protokolliere(trx, this.clock, { benutzerId: evu.benutzerId, aktion: 'referenzliste_gespeichert', entitaet: 'evu', entitaetId: evu.id, nachher: { anzahl: zeilen.length }, ipAddress: evu.ipAddress });
    });
    return this.referenzen(evu.id);
  }
}
