import type { Kysely, Transaction } from 'kysely';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import type { BonitaetEingabe, Entscheidung, NachweisPruefung, ZulassungAdminAntwort } from '../../domain/api/zulassungAdmin';
import { fehlendFuerSparte, type Anforderung } from '../../domain/zulassung/fehlend';
import { mitAktuellem, NACHWEIS_LABEL, type HochgeladenerNachweis, type Nachweis } from '../../domain/zulassung/nachweise';
import { spartenAus } from '../../domain/zulassung/sparten';
import { ZULASSUNG_STATUS_LABEL, ZulassungStatus, uebergangErlaubt } from '../../domain/zulassung/status';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { benachrichtige } from '../mail/benachrichtige';
import { evuEmpfaenger } from '../mail/recipients.queries';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';
import {
  erfasseBonitaet as speichereBonitaet,
  evuFuerZulassung,
  letzteBonitaet,
  nachweiseDesEvu,
  nachweisStand,
  referenzenDesEvu,
  setzeNachweisPruefung,
  zulassungDerSparte,
  zulassungsVerlauf,
} from './admin.queries';
import { nachweisAbgelehntMail, zulassungsMail } from './admin.mails';
import { EVU_ZULASSUNG_PFAD } from './ablaufMails';
import { zugelasseneSparten } from './ablauf.queries';
import { eigenerklaerungKopf, eigenerklaerungPdf, nachweisDatei, zulassungenDesEvu } from './evu.queries';
import { vorhandeneAus, vorhandeneNachweise } from './stand.queries';
import { legeZulassungenAn, wechsleZulassung } from './uebergang';
import type { Handelnder } from '../plugins/authentication';

const EVU_NICHT_GEFUNDEN = 'Das EVU wurde nicht gefunden.';
/** A rating before this day is a typing error rather than a rating (a year 0026 for 2026). */
const FRUEHESTE_BEWERTUNG = '2000-01-01';
/** The EVU's start page, where it reads its Zulassung. */
const EVU_STARTSEITE = '/evu';

const name = (z: { vorname: string | null; nachname: string | null }) => (z.vorname === null ? null : `${z.vorname} ${z.nachname}`);
const pflichtBegruendung = (text: string | null | undefined, meldung: string): string => {
  const b = text?.trim() ?? '';
  if (!b) throw Regelverletzung.feld('begruendung', meldung);
  return b;
};

/**
 * The administrator's side of the supplier register (issue 45): what an EVU has and lacks per Sparte, the decision on
 * its Zulassung (the transitions table decides what is allowed, the proofs whether it may be admitted), the check of
 * each proof and the credit rating.
 */
export class ZulassungAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    private readonly nachweisPflicht: readonly Anforderung[],
  ) {}

  async stand(evuId: number): Promise<ZulassungAdminAntwort> {
    const evu = await this.evu(evuId);
    const [zulassungen, verlauf, nachweise, erklaerung, referenzen, bonitaet] = await Promise.all([
      zulassungenDesEvu(this.db, evuId),
      zulassungsVerlauf(this.db, evuId),
      nachweiseDesEvu(this.db, evuId),
      eigenerklaerungKopf(this.db, evuId),
      referenzenDesEvu(this.db, evuId),
      letzteBonitaet(this.db, evuId),
    ]);
    const vorhanden = vorhandeneAus({ hochgeladen: nachweise, eigenerklaerung: erklaerung !== undefined, referenzen: referenzen.length, bdewCodenummer: evu.bdew_codenummer });
    const heute = deutscherKalendertag(this.clock.now());
    const basis = `/api/evuasadmin/${evuId}`;
    return {
      // Every Sparte the EVU serves; one without a row yet (added later) stands as registriert since the EVU exists.
      sparten: spartenAus(evu.sparten).map((sparte) => {
        const z = zulassungen.find((r) => r.sparte === sparte);
        return {
          sparte,
          status: (z?.status ?? 'registriert') as ZulassungStatus,
          seit: isoDateTime(Number(z?.seit ?? evu.angelegtAm)),
          begruendung: z?.begruendung ?? null,
          ...fehlendFuerSparte(this.nachweisPflicht, sparte, vorhanden, heute),
          verlauf: verlauf
            .filter((v) => v.sparte === sparte)
            .map((v) => ({ status: v.status as ZulassungStatus, at: isoDateTime(Number(v.at)), von: v.von === null ? null : (name(v) ?? 'Gelöschtes Konto'), begruendung: v.begruendung })),
        };
      }),
      nachweise: mitAktuellem(nachweise).map((n) => ({
        id: n.id,
        art: n.art as HochgeladenerNachweis,
        name: n.name,
        groesse: Number(n.size),
        gueltigBis: n.gueltig_bis,
        hochgeladenAm: isoDateTime(Number(n.uploaded_at)),
        pruefung: n.pruefung as 'geprueft' | 'abgelehnt' | null,
        pruefungBegruendung: n.pruefung_begruendung,
        geprueftAm: n.geprueft_am === null ? null : isoDateTime(Number(n.geprueft_am)),
        geprueftVon: name(n),
        pfad: `${basis}/nachweise/${n.id}`,
        aktuell: n.aktuell,
      })),
      eigenerklaerung: erklaerung
        ? { unterzeichnetName: erklaerung.unterzeichnet_name, unterzeichnetAm: erklaerung.unterzeichnet_am, gespeichertAm: isoDateTime(Number(erklaerung.gespeichert_am)), pfad: `${basis}/eigenerklaerung/pdf` }
        : null,
      referenzen: referenzen.map((r) => ({ kunde: r.kunde, volumenMwh: Number(r.volumen_mwh), sparte: r.sparte, von: r.von, bis: r.bis })),
      bonitaet: bonitaet ? { klasse: bonitaet.klasse, datum: bonitaet.datum, quelle: bonitaet.quelle, erfasstAm: isoDateTime(Number(bonitaet.erfasst_am)), erfasstVon: name(bonitaet) } : null,
    };
  }

  /**
   * Admits, rejects, blocks or unblocks the EVU for one Sparte: only along the transitions table, admitting only with
   * every required proof valid today; audited, and the EVU is told with the Begründung.
   */
  async entscheide(evuId: number, sparte: Sparte, nach: Entscheidung, begruendungText: string, wer: Handelnder): Promise<void> {
    const evu = await this.evu(evuId);
    const sparteName = SPARTE_LABEL[sparte];
    if ((evu.sparten & sparte) === 0) throw new NichtGefunden(`Das EVU beliefert die Sparte ${sparteName} nicht; dafür gibt es keine Zulassung.`);
    const begruendung = pflichtBegruendung(begruendungText, 'Bitte begründen Sie die Entscheidung; das EVU erhält die Begründung.');
    const jetzt = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await legeZulassungenAn(trx, evuId, sparte, jetzt);
      const von = (await zulassungDerSparte(trx, evuId, sparte))!.status as ZulassungStatus;
      if (von === nach) throw new Konflikt(`Die Zulassung für ${sparteName} ist bereits „${ZULASSUNG_STATUS_LABEL[von]}“.`);
      if (!uebergangErlaubt(von, nach, 'administrator')) {
        throw new Konflikt(`Die Zulassung für ${sparteName} ist „${ZULASSUNG_STATUS_LABEL[von]}“; von dort ist „${nach === 'registriert' ? 'entsperrt' : ZULASSUNG_STATUS_LABEL[nach]}“ nicht möglich.`);
      }
      if (nach === 'zugelassen') {
        const vorhanden = await vorhandeneNachweise(trx, evuId);
        const { fehlend, ungeprueft } = fehlendFuerSparte(this.nachweisPflicht, sparte, vorhanden, deutscherKalendertag(jetzt));
        if (fehlend.length) throw new Konflikt(`Das EVU kann nicht zugelassen werden. Es fehlt: ${fehlend.map((f) => f.text).join('; ')}.`);
        if (ungeprueft.length) throw new Konflikt(`Das EVU kann erst zugelassen werden, wenn Sie seine Nachweise geprüft haben. Noch nicht geprüft: ${ungeprueft.join('; ')}.`);
      }
      if (!(await wechsleZulassung(trx, { evuId, sparte, nach, akteur: 'administrator', von: wer.id, begruendung, jetzt }))) {
        throw new Konflikt('Die Zulassung wurde inzwischen geändert. Bitte laden Sie die Seite neu.');
      }
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'zulassung_entschieden',
        entitaet: 'evu',
        entitaetId: evuId,
        vorher: { sparte, status: von },
        nachher: { sparte, status: nach, begruendung },
        ipAddress: wer.ipAddress,
      });
      const [an] = await evuEmpfaenger(trx, [evuId]);
      await benachrichtige(trx, this.outbox, {
        benutzerId: an!.benutzerId,
        art: 'zulassung',
        mail: zulassungsMail(an!, an!.firma, sparte, nach, begruendung, `${this.publicUrl}${EVU_STARTSEITE}`),
        neuigkeit: { ausschreibungId: null, pfad: EVU_STARTSEITE, at: jetzt, text: `Zulassung für ${sparteName}: ${nach === 'registriert' ? 'entsperrt' : ZULASSUNG_STATUS_LABEL[nach]}` },
      });
    });
    this.outbox.anstossen();
  }

  /**
   * Marks a proof checked or rejected (a rejection with its reason, which the EVU reads by mail); audited once, however
   * often the same check arrives. A rejection that leaves a Sparte the EVU is admitted for without what it requires
   * takes that Zulassung back to review: an EVU is not invited on a proof the administrator found wanting.
   */
  async pruefeNachweis(evuId: number, nachweisId: number, eingabe: NachweisPruefung, wer: Handelnder): Promise<void> {
    await this.evu(evuId);
    const begruendung = eingabe.pruefung === 'abgelehnt' ? pflichtBegruendung(eingabe.begruendung, 'Bitte begründen Sie die Ablehnung; das EVU erhält die Begründung.') : eingabe.begruendung?.trim() || null;
    const jetzt = this.clock.now();
    const abgelehnt = await this.db.transaction().execute(async (trx) => {
      const vorher = await nachweisStand(trx, evuId, nachweisId);
      if (!vorher) throw new NichtGefunden('Der Nachweis wurde nicht gefunden.');
      if (!(await setzeNachweisPruefung(trx, nachweisId, { pruefung: eingabe.pruefung, begruendung, von: wer.id, am: jetzt }))) return false;
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'nachweis_geprueft',
        entitaet: 'evu',
        entitaetId: evuId,
        vorher: { nachweisId, art: vorher.art, pruefung: vorher.pruefung },
        nachher: { nachweisId, art: vorher.art, name: vorher.name, pruefung: eingabe.pruefung, begruendung },
        ipAddress: wer.ipAddress,
      });
      if (eingabe.pruefung !== 'abgelehnt') return false;
      const wiederInPruefung = await this.zurueckInPruefung(trx, evuId, `Vorgeschriebener Nachweis abgelehnt: ${NACHWEIS_LABEL[vorher.art as Nachweis]} — ${begruendung}`, wer, jetzt);
      const [an] = await evuEmpfaenger(trx, [evuId]);
      await benachrichtige(trx, this.outbox, {
        benutzerId: an!.benutzerId,
        art: 'zulassung',
        mail: nachweisAbgelehntMail(an!, an!.firma, { art: vorher.art as Nachweis, gueltigBis: vorher.gueltig_bis }, begruendung!, wiederInPruefung, `${this.publicUrl}${EVU_ZULASSUNG_PFAD}`),
        neuigkeit: { ausschreibungId: null, pfad: EVU_ZULASSUNG_PFAD, at: jetzt, text: `Nachweis abgelehnt: ${NACHWEIS_LABEL[vorher.art as Nachweis]}` },
      });
      return true;
    });
    if (abgelehnt) this.outbox.anstossen();
  }

  /** The admitted Sparten that no longer have what they require, moved back to review with `begruendung`; audited. */
  private async zurueckInPruefung(trx: Transaction<Database>, evuId: number, begruendung: string, wer: Handelnder, jetzt: number): Promise<number[]> {
    const vorhanden = await vorhandeneNachweise(trx, evuId);
    const zurueck: number[] = [];
    for (const sparte of await zugelasseneSparten(trx, evuId)) {
      if (!fehlendFuerSparte(this.nachweisPflicht, sparte, vorhanden, deutscherKalendertag(jetzt)).fehlend.length) continue;
      if (!(await wechsleZulassung(trx, { evuId, sparte, nach: ZulassungStatus.InPruefung, akteur: 'portal', von: wer.id, begruendung, jetzt }))) continue;
      zurueck.push(sparte);
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'zulassung_entschieden',
        entitaet: 'evu',
        entitaetId: evuId,
        vorher: { sparte, status: ZulassungStatus.Zugelassen },
        nachher: { sparte, status: ZulassungStatus.InPruefung, begruendung },
        ipAddress: wer.ipAddress,
      });
    }
    return zurueck;
  }

  async nachweis(evuId: number, nachweisId: number): Promise<{ name: string; contentType: string; data: Buffer }> {
    await this.evu(evuId);
    const datei = await nachweisDatei(this.db, evuId, nachweisId);
    if (!datei) throw new NichtGefunden('Der Nachweis wurde nicht gefunden.');
    return { name: datei.name, contentType: datei.content_type, data: datei.data };
  }

  async eigenerklaerung(evuId: number): Promise<{ name: string; data: Buffer }> {
    const evu = await this.evu(evuId);
    const erklaerung = await eigenerklaerungPdf(this.db, evuId);
    if (!erklaerung) throw new NichtGefunden('Das EVU hat noch keine Eigenerklärung abgegeben.');
    return { name: `Eigenerklaerung_${evu.firma}_${erklaerung.unterzeichnet_am}.pdf`, data: erklaerung.pdf };
  }

  /** Records a credit rating as an agency gave it (a date not after today); the latest one counts. */
  async erfasseBonitaet(evuId: number, b: BonitaetEingabe, wer: Handelnder): Promise<void> {
    await this.evu(evuId);
    const quelle = b.quelle.trim();
    if (!quelle) throw Regelverletzung.feld('quelle', 'Bitte nennen Sie die Auskunftei oder Quelle der Bewertung.');
    const jetzt = this.clock.now();
    if (b.datum > deutscherKalendertag(jetzt)) throw Regelverletzung.feld('datum', 'Das Datum der Bewertung darf nicht in der Zukunft liegen.');
    if (b.datum < FRUEHESTE_BEWERTUNG) throw Regelverletzung.feld('datum', 'Eine so alte Bewertung sagt nichts mehr; bitte prüfen Sie das Datum.');
    await this.db.transaction().execute(async (trx) => {
      await speichereBonitaet(trx, { evuId, klasse: b.klasse, datum: b.datum, quelle, von: wer.id, am: jetzt });
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'bonitaet_erfasst',
        entitaet: 'evu',
        entitaetId: evuId,
        nachher: { klasse: b.klasse, datum: b.datum, quelle },
        ipAddress: wer.ipAddress,
      });
    });
  }

  private async evu(evuId: number) {
    const evu = await evuFuerZulassung(this.db, evuId);
    if (!evu) throw new NichtGefunden(EVU_NICHT_GEFUNDEN);
    return { ...evu, sparten: Number(evu.sparten) };
  }
}
