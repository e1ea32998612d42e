import type { Kysely } from 'kysely';
import type { FehlenderNachweis, SparteZulassung, ZulassungStand } from '../../domain/api/zulassung';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import { fehlendFuerSparte, type Anforderung } from '../../domain/zulassung/fehlend';
import { mitAktuellem } from '../../domain/zulassung/nachweise';
import { spartenAus } from '../../domain/zulassung/sparten';
import { ZulassungStatus, uebergangErlaubt, type ZulassungStatus as Status } from '../../domain/zulassung/status';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { benachrichtige } from '../mail/benachrichtige';
import { aktiveAdministratoren } from '../mail/recipients.queries';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt, Regelverletzung } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';
import type { HandelndesEvu } from '../plugins/profile';
import { anzahlReferenzen, eigenerklaerungKopf, evuStamm, nachweiseDesEvu, zulassungenDesEvu } from './evu.queries';
import { zulassungsantragMail } from './mails';
import { vorhandeneAus, vorhandeneNachweise } from './stand.queries';
import { legeZulassungenAn, wechsleZulassung } from './uebergang';

type Db = Kysely<Database>;

/** A 409 that names what is missing, so the client can show it beside the button. */
export class AntragNichtMoeglich extends Konflikt {
  constructor(
    message: string,
    readonly fehlend: FehlenderNachweis[] = [],
  ) {
    super(message);
  }
  override body() {
    return { message: this.message, fehlend: this.fehlend };
  }
}

const sparteName = (sparte: number) => SPARTE_LABEL[sparte as Sparte];

/** Why the EVU cannot apply in a state, German; null when the state allows it. */
function zustandsHinweis(status: Status, sparte: number): string | null {
  const name = sparteName(sparte);
  switch (status) {
    case ZulassungStatus.InPruefung:
      return `Ihr Antrag für ${name} wird geprüft.`;
    case ZulassungStatus.Zugelassen:
      return `Sie sind für ${name} zugelassen.`;
    case ZulassungStatus.Gesperrt:
      return `Ihre Zulassung für ${name} ist gesperrt; ein Antrag ist nicht möglich. Bitte wenden Sie sich an den Betreiber des Portals.`;
    default:
      return null;
  }
}

const fehlendText = (fehlend: readonly FehlenderNachweis[]) => `Es fehlen noch: ${fehlend.map((f) => f.text).join('; ')}.`;

/**
 * The EVU's side of the supplier register (issue 45): its Zulassung per Sparte with what is missing and why, and its
 * application, which moves every chosen Sparte to `in_pruefung` and tells the administrators.
 */
export class EvuZulassungService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly pflicht: readonly Anforderung[],
    private readonly publicUrl: string,
  ) {}

  async stand(evuId: number): Promise<ZulassungStand> {
    const [evu, zeilen, nachweise, erklaerung, referenzen] = await Promise.all([
      evuStamm(this.db, evuId),
      zulassungenDesEvu(this.db, evuId),
      nachweiseDesEvu(this.db, evuId),
      eigenerklaerungKopf(this.db, evuId),
      anzahlReferenzen(this.db, evuId),
    ]);
    const vorhanden = vorhandeneAus({ hochgeladen: nachweise, eigenerklaerung: erklaerung !== undefined, referenzen, bdewCodenummer: evu.bdew_codenummer });
    const heute = deutscherKalendertag(this.clock.now());
    const sparten: SparteZulassung[] = spartenAus(evu.sparten).map((sparte) => {
      const z = zeilen.find((r) => r.sparte === sparte);
      // A Sparte served before its row existed counts as registered: the application adds the row.
      const status = (z?.status ?? ZulassungStatus.Registriert) as Status;
      const { fehlend } = fehlendFuerSparte(this.pflicht, sparte, vorhanden, heute);
      const zustand = zustandsHinweis(status, sparte);
      const beantragbar = uebergangErlaubt(status, ZulassungStatus.InPruefung, 'evu') && fehlend.length === 0;
      return {
        sparte,
        status,
        seit: z ? isoDateTime(Number(z.seit)) : null,
        begruendung: z?.begruendung ?? null,
        fehlend,
        beantragbar,
        hinweis: zustand ?? (fehlend.length ? fehlendText(fehlend) : null),
      };
    });
    return {
      sparten,
      nachweise: mitAktuellem(nachweise).map((n) => ({
        id: n.id,
        art: n.art as ZulassungStand['nachweise'][number]['art'],
        gueltigBis: n.gueltig_bis,
        name: n.name,
        size: n.size,
        uploadedAt: isoDateTime(Number(n.uploaded_at)),
        pruefung: n.pruefung as 'geprueft' | 'abgelehnt' | null,
        pruefungBegruendung: n.pruefung_begruendung,
        aktuell: n.aktuell,
      })),
      eigenerklaerung: erklaerung
        ? { unterzeichnetName: erklaerung.unterzeichnet_name, unterzeichnetAm: erklaerung.unterzeichnet_am, gespeichertAm: isoDateTime(Number(erklaerung.gespeichert_am)) }
        : null,
      referenzen,
      bdewCodenummer: evu.bdew_codenummer,
    };
  }

  /**
   * Applies for `sparte`, or without one for every Sparte whose state allows it: 409 for a state that cannot apply
   * (in Prüfung, zugelassen, gesperrt) and 409 naming what is missing. Each transition goes through
   * `wechsleZulassung`, so of two clicks one applies and the other gets 409; the administrators are told in the same
   * transaction.
   */
  async beantrage(evu: HandelndesEvu, sparte: number | undefined): Promise<ZulassungStand> {
    const jetzt = this.clock.now();
    const heute = deutscherKalendertag(jetzt);
    await this.db.transaction().execute(async (trx) => {
      const stamm = await evuStamm(trx, evu.id);
      if (sparte !== undefined && (stamm.sparten & sparte) === 0) {
        throw Regelverletzung.feld('sparte', `Sie beliefern die Sparte ${sparteName(sparte)} nicht. Ergänzen Sie die Sparte zuerst in Ihren Benutzerdaten.`);
      }
      await legeZulassungenAn(trx, evu.id, stamm.sparten, jetzt);
      const zeilen = await zulassungenDesEvu(trx, evu.id);
      const statusVon = (s: number) => zeilen.find((z) => z.sparte === s)!.status as Status;
      const kandidaten = sparte !== undefined ? [sparte] : spartenAus(stamm.sparten).filter((s) => uebergangErlaubt(statusVon(s), ZulassungStatus.InPruefung, 'evu'));
      if (kandidaten.length === 0) {
        throw new AntragNichtMoeglich(`Ein Antrag ist zurzeit nicht möglich. ${spartenAus(stamm.sparten).map((s) => zustandsHinweis(statusVon(s), s)).join(' ')}`);
      }
      for (const s of kandidaten) {
        const hinweis = zustandsHinweis(statusVon(s), s);
        if (hinweis) throw new AntragNichtMoeglich(`Ein Antrag ist nicht möglich: ${hinweis}`);
      }
      const vorhanden = await vorhandeneNachweise(trx, evu.id);
      for (const s of kandidaten) {
        const { fehlend } = fehlendFuerSparte(this.pflicht, s, vorhanden, heute);
        if (fehlend.length) throw new AntragNichtMoeglich(`Die Zulassung für ${sparteName(s)} kann noch nicht beantragt werden. ${fehlendText(fehlend)}`, fehlend);
      }
      for (const s of kandidaten) {
        const gewechselt = await wechsleZulassung(trx, { evuId: evu.id, sparte: s, nach: ZulassungStatus.InPruefung, akteur: 'evu', von: evu.benutzerId, begruendung: null, jetzt });
        if (!gewechselt) throw new AntragNichtMoeglich(`Ihre Zulassung für ${sparteName(s)} wurde inzwischen geändert. Bitte laden Sie die Seite neu.`);
      }
      const namen = kandidaten.map(sparteName).join(' und ');
      await protokolliere(trx, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: 'zulassung_beantragt',
        entitaet: 'evu',
        entitaetId: evu.id,
        nachher: { sparten: kandidaten, status: ZulassungStatus.InPruefung },
        ipAddress: evu.ipAddress,
      });
      const url = `${this.publicUrl}/administrator/evu/${evu.id}/show`;
      for (const admin of await aktiveAdministratoren(trx)) {
        await benachrichtige(trx, this.outbox, { benutzerId: admin.benutzerId, art: 'zulassungsantrag', mail: zulassungsantragMail(admin, stamm.firma, namen, url) });
      }
    });
    this.outbox.anstossen();
    return this.stand(evu.id);
  }
}
