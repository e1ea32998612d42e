import type { Kysely } from 'kysely';
import type { Eigenerklaerung, EigenerklaerungEingabe, Referenz, ReferenzEingabe } from '../../domain/api/zulassung';
import { deutscherKalendertag } from '../../domain/datum';
import { AUSSCHLUSSGRUENDE, eigenerklaerungFehler } from '../../domain/zulassung/eigenerklaerung';
import { referenzenFehler } from '../../domain/zulassung/referenzen';
import type { Clock } from '../clock';
import { aufPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { pdfImArbeiter } from '../shared/arbeiter/pdf';
import type { Auftraggeber } from '../shared/arbeiter/pool';
import { protokolliere } from '../shared/audit';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import { throwIfFieldErrors } from '../shared/fieldErrors';
import { isoDateTime } from '../shared/isoDateTime';
import type { HandelndesEvu } from '../plugins/profile';
import type { EigenerklaerungDokument } from './eigenerklaerung.pdf';
import { eigenerklaerungPdf } from './evu.queries';

const PDF_ARBEITER = 'zulassung/pdf.worker';

/** Two saves of the same EVU's form one after the other: on PostgreSQL the second waits for the first's commit (SQLite has one writer anyway). */
async function sperreEvu(trx: Kysely<Database>, evuId: number) {
  if (aufPostgres(trx)) await trx.selectFrom('evu').select('id').where('id', '=', evuId).forUpdate().execute();
}
const KEINE_ERKLAERUNG = 'Sie haben noch keine Eigenerklärung abgegeben.';

/**
 * The two proofs an EVU fills in on the portal: the Eigenerklärung zu Ausschlussgründen (signed, rendered to PDF in the
 * worker pool and kept with its answers) and the Referenzliste, replaced as a whole.
 */
export class EvuErklaerungenService {
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

  /**
   * Checks the form, renders the signed PDF outside the event loop and replaces the EVU's Eigenerklärung with it. The
   * same declaration sent again (the form saved twice, two clicks at once) changes nothing and is not logged again.
   */
  async speichereEigenerklaerung(evu: HandelndesEvu, e: EigenerklaerungEingabe, fuer: Auftraggeber): Promise<Eigenerklaerung> {
    const jetzt = this.clock.now();
    throwIfFieldErrors(eigenerklaerungFehler(e, deutscherKalendertag(jetzt)));
    const reihenfolge = (grund: string) => AUSSCHLUSSGRUENDE.findIndex((a) => a.id === grund);
    const angaben = {
      // Stored in the catalogue's order and only with what the answer needs: no texts for a ground that does not apply.
      erklaerungen: [...e.erklaerungen]
        .sort((x, y) => reihenfolge(x.grund) - reihenfolge(y.grund))
        .map((g) =>
          g.liegtVor ? { grund: g.grund, liegtVor: true, erlaeuterung: g.erlaeuterung!.trim(), selbstreinigung: g.selbstreinigung!.trim() } : { grund: g.grund, liegtVor: false },
        ),
      unterzeichnetName: e.unterzeichnetName.trim().replace(/\s+/g, ' '),
      unterzeichnetAm: e.unterzeichnetAm,
    };
    const gespeichert = JSON.stringify({ erklaerungen: angaben.erklaerungen });
    const unveraendert = (z: { angaben: string; unterzeichnet_name: string; unterzeichnet_am: string } | undefined) =>
      z !== undefined && z.angaben === gespeichert && z.unterzeichnet_name === angaben.unterzeichnetName && z.unterzeichnet_am === angaben.unterzeichnetAm;
    if (unveraendert(await this.erklaerungsStand(this.db, evu.id))) return this.eigenerklaerung(evu.id);
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
      angaben: gespeichert,
      unterzeichnet_name: angaben.unterzeichnetName,
      unterzeichnet_am: angaben.unterzeichnetAm,
      pdf,
      gespeichert_von: evu.benutzerId,
      gespeichert_am: jetzt,
    };
    await this.db.transaction().execute(async (trx) => {
      await sperreEvu(trx, evu.id);
      if (unveraendert(await this.erklaerungsStand(trx, evu.id))) return;
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

  private erklaerungsStand(db: Kysely<Database>, evuId: number) {
    return db.selectFrom('evu_eigenerklaerung').select(['angaben', 'unterzeichnet_name', 'unterzeichnet_am']).where('evu_id', '=', evuId).executeTakeFirst();
  }

  async referenzen(evuId: number): Promise<Referenz[]> {
    const zeilen = await this.db.selectFrom('evu_referenz').select(['id', 'kunde', 'volumen_mwh', 'sparte', 'von', 'bis']).where('evu_id', '=', evuId).orderBy('id').execute();
    return zeilen.map((r) => ({ id: r.id, kunde: r.kunde, volumenMwh: r.volumen_mwh, sparte: r.sparte as 1 | 2, von: r.von, bis: r.bis }));
  }

  /**
   * Replaces the whole Referenzliste; every row is checked first, its errors named by row, a Sparte the EVU does not
   * serve too. The same list sent again changes nothing and is not logged again.
   */
  async speichereReferenzen(evu: HandelndesEvu, zeilen: ReferenzEingabe[]): Promise<Referenz[]> {
    const { sparten } = await this.db.selectFrom('evu').select('sparten').where('id', '=', evu.id).executeTakeFirstOrThrow();
    const fehler = referenzenFehler(zeilen, deutscherKalendertag(this.clock.now()), Number(sparten));
    if (fehler['']) throw new Regelverletzung(fehler['']![0]!, fehler);
    throwIfFieldErrors(fehler);
    const neu = zeilen.map((r) => ({ kunde: r.kunde.trim(), volumen_mwh: r.volumenMwh, sparte: r.sparte, von: r.von, bis: r.bis ?? null }));
    await this.db.transaction().execute(async (trx) => {
      await sperreEvu(trx, evu.id);
      const bisher = await trx.selectFrom('evu_referenz').select(['kunde', 'volumen_mwh', 'sparte', 'von', 'bis']).where('evu_id', '=', evu.id).orderBy('id').execute();
      if (JSON.stringify(bisher.map((r) => ({ ...r, volumen_mwh: Number(r.volumen_mwh) }))) === JSON.stringify(neu)) return;
      await trx.deleteFrom('evu_referenz').where('evu_id', '=', evu.id).execute();
      await trx
        .insertInto('evu_referenz')
        .values(neu.map((r) => ({ evu_id: evu.id, ...r })))
        .execute();
      await protokolliere(trx, this.clock, { benutzerId: evu.benutzerId, aktion: 'referenzliste_gespeichert', entitaet: 'evu', entitaetId: evu.id, nachher: { anzahl: zeilen.length }, ipAddress: evu.ipAddress });
    });
    return this.referenzen(evu.id);
  }
}
