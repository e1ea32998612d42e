import type { Kysely } from 'kysely';
import { istAusgeschlossen, type Angebotsvergleich, type VergleichsAngebot, type ZuschlagEingabe } from '../../domain/api/kundeAngebote';
import type { InformationsschreibenVorschau } from '../../domain/api/zuschlag';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import { unbestaetigteWarnungen } from '../../domain/vergabe/zuschlagWarnungen';
import { ladeAusschreibung, type AusschreibungDetail } from '../ausschreibung/detail.queries';
import { eigeneAusschreibung } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ergebnisMail } from '../mail/ergebnisMail';
import { benachrichtige } from '../mail/benachrichtige';
import { evuLink, evuPfad } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';
import type { Auftraggeber } from '../shared/arbeiter/pool';
import { protokolliere } from '../shared/audit';
import type { HandelnderKunde as Kunde } from '../plugins/profile';
import { Konflikt, Regelverletzung } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { keineOffeneRuege } from '../vergabe/ruege.queries';
import type { Stillhaltefrist } from '../vergabe/stillhaltefrist';
import { ausschlussDesAngebots, rangierteAngebote } from './vergleich.queries';
import { ausschlussText } from '../../domain/zulassung/eignung';
import { warnungenJeAngebot, ZuschlagNichtBestaetigt, zuschlagPruefung } from './zuschlagWarnungen';
import { angebotsStatus, bieterAdressen, markiereZuschlag } from './zuschlag.queries';

const INZWISCHEN_ABGESCHLOSSEN = 'Die Ausschreibung wurde inzwischen abgeschlossen. Bitte laden Sie sie neu.';

/** The Kunde's decision on its own tender: compare the released offers, award one. */
export class KundeAngeboteService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    private readonly stillhaltefrist: Stillhaltefrist,
  ) {}

  /** Released offers, ranked; before status Bindefrist there is nothing to see. */
  async vergleich(k: Kunde, id: number): Promise<Angebotsvergleich> {
    const { sparte } = await eigeneAusschreibung(this.db, k.kundeId, id);
    const a = await ladeAusschreibung(this.db, id, sparte);
    if (a.status < AusschreibungStatus.Bindefrist) throw new Regelverletzung('Die Angebote sind noch nicht freigegeben.');
    const vergleich = await rangierteAngebote(this.db, a, { nurFreigegebene: true });
    const rangiert = vergleich.filter((o): o is VergleichsAngebot => !istAusgeschlossen(o));
    if (a.status !== AusschreibungStatus.Bindefrist || !rangiert.length) return vergleich;
    const bieter = new Map((await this.db.selectFrom('angebot').select(['id', 'evu_id']).where('id', 'in', rangiert.map((o) => o.id)).execute()).map((r) => [r.id, r.evu_id]));
    const warnungen = await warnungenJeAngebot(this.db, rangiert.map((o) => ({ evuId: bieter.get(o.id)!, evu: o.evu, bemerkung: o.bemerkung })), deutscherKalendertag(this.clock.now()));
    const jeAngebot = new Map(rangiert.map((o, i) => [o.id, warnungen[i]!]));
    return vergleich.map((o) => (istAusgeschlossen(o) ? o : { ...o, zuschlagWarnungen: jeAngebot.get(o.id)! }));
  }

  /**
   * The Informationsschreiben a Zuschlag on `angebotId` would send, for the Kunde to read and give its reasons before
   * it confirms; only where the Zuschlag waits for the Stillhaltefrist (no letters otherwise).
   */
  async vorschau(k: Kunde, id: number, angebotId: number): Promise<InformationsschreibenVorschau[]> {
    const a = await this.zuschlagsfaehig(k, id, angebotId);
    if (!(await this.stillhaltefrist.giltFuer(a))) throw new Konflikt('Für diese Ausschreibung gilt keine Stillhaltefrist; mit dem Zuschlag werden keine Informationsschreiben versandt.');
    return this.stillhaltefrist.vorschau(a, angebotId);
  }

  /**
   * Status 3 → 4 before the Bindefrist: the winner gets 'zuschlag', the others 'abgelehnt', every bidder a mail. For a
   * tender released as a Kommune's the Zuschlag is first only intended and takes effect after the Stillhaltefrist (§ 134 GWB);
   * its letters state the Kunde's `begruendungen`. While a Rüge is undecided there is no Zuschlag (409).
   */
  async zuschlag(k: Kunde, id: number, eingabe: ZuschlagEingabe, fuer: Auftraggeber): Promise<void> {
    const { angebotId, begruendungen } = eingabe;
    const a = await this.zuschlagsfaehig(k, id, angebotId);
    await keineOffeneRuege(this.db, id);
    const mitStillhaltefrist = await this.stillhaltefrist.giltFuer(a);
    if (mitStillhaltefrist) await this.stillhaltefrist.pruefeVorgesehbar(a, this.clock.now());
    const bestaetigt = await this.bestaetigteWarnungen(k, id, eingabe);
    if (mitStillhaltefrist) return this.stillhaltefrist.sieheVor(k, a, angebotId, begruendungen, fuer, bestaetigt);
    await this.db.transaction().execute(async (trx) => {
      const jetzt = this.clock.now();
      await bestaetigt(trx);
      await updateVersioned(trx, 'ausschreibung', { id }, { status: AusschreibungStatus.Abgeschlossen, updated_at: jetzt }, {
        status: AusschreibungStatus.Bindefrist,
        where: (eb) => eb.and([eb('bindefrist', '>', jetzt), eb('zuschlag_angebot_id', 'is', null)]),
        konflikt: INZWISCHEN_ABGESCHLOSSEN,
      });
      // After the row lock: a Rüge recorded meanwhile is seen here (ruege.service.ts takes the same lock first).
      await keineOffeneRuege(trx, id);
      await markiereZuschlag(trx, id, angebotId);
      for (const b of await bieterAdressen(trx, id)) {
        const gewonnen = b.id === angebotId;
        await benachrichtige(trx, this.outbox, {
          benutzerId: b.benutzerId,
          art: 'ergebnis',
          // Both link to the tender itself, whose page now shows the result: the winner starts work from there.
          mail: ergebnisMail(b, b.firma, a.nummer, a.bezeichnung, gewonnen, evuLink(this.publicUrl, a.typ, id)),
          neuigkeit: {
            ausschreibungId: id,
            text: gewonnen ? `Zuschlag erhalten: Ausschreibung ${a.nummer}` : `Die Ausschreibung ${a.nummer} wurde an einen anderen Anbieter vergeben.`,
            pfad: evuPfad(a.typ, id),
            at: jetzt,
          },
        });
      }
      await protokolliere(trx, this.clock, {
        benutzerId: k.benutzerId,
        aktion: 'zuschlag',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { status: AusschreibungStatus.Bindefrist },
        nachher: { status: AusschreibungStatus.Abgeschlossen, angebotId },
        ipAddress: k.ipAddress,
      });
    });
    this.outbox.anstossen();
  }

  /**
   * The Zuschlag's warnings (Vorbehalt, Bonität): 409 listing those the body does not confirm. Confirmed ones are
   * audited — who, which warnings, the rating as it stood — by the returned step, in the Zuschlag's own transaction.
   */
  private async bestaetigteWarnungen(k: Kunde, id: number, eingabe: ZuschlagEingabe): Promise<(trx: Kysely<Database>) => Promise<void>> {
    const pruefung = await zuschlagPruefung(this.db, eingabe.angebotId, deutscherKalendertag(this.clock.now()));
    const offen = unbestaetigteWarnungen(pruefung.warnungen, eingabe);
    if (offen.length) throw new ZuschlagNichtBestaetigt(offen);
    return async (trx) => {
      if (!pruefung.warnungen.length) return;
      await protokolliere(trx, this.clock, {
        benutzerId: k.benutzerId,
        aktion: 'zuschlag_warnungen_bestaetigt',
        entitaet: 'ausschreibung',
        entitaetId: id,
        nachher: { angebotId: eingabe.angebotId, evuId: pruefung.evuId, warnungen: pruefung.warnungen, bonitaet: pruefung.bonitaet },
        ipAddress: k.ipAddress,
      });
    };
  }

  /** The Kunde's tender in Bindefrist with `angebotId` among its released offers, or the answer why not. */
  private async zuschlagsfaehig(k: Kunde, id: number, angebotId: number): Promise<AusschreibungDetail> {
    const { sparte } = await eigeneAusschreibung(this.db, k.kundeId, id);
    const a = await ladeAusschreibung(this.db, id, sparte);
    // Closed meanwhile (another Zuschlag, perhaps from a second tab): a conflict with the current state, not bad input.
    if (a.status === AusschreibungStatus.Abgeschlossen) throw new Konflikt('Die Ausschreibung ist bereits abgeschlossen.');
    if (a.status === AusschreibungStatus.Aufgehoben) throw new Konflikt('Die Ausschreibung ist aufgehoben; ein Zuschlag ist nicht mehr möglich.');
    if (a.status !== AusschreibungStatus.Bindefrist) throw new Regelverletzung('Ein Zuschlag ist erst möglich, wenn die Angebote freigegeben sind.');
    const status = await angebotsStatus(this.db, id, angebotId);
    if (status === 'zuschlag' || status === 'abgelehnt') throw new Konflikt(INZWISCHEN_ABGESCHLOSSEN);
    if (status !== 'freigegeben') throw Regelverletzung.feld('angebotId', 'Dieses Angebot gehört nicht zu der Ausschreibung.');
    // Fixed since the offers' release, which freezes the Eignungsprüfung: no race with a change of it.
    const ausschluss = await ausschlussDesAngebots(this.db, id, angebotId);
    if (ausschluss) throw new Konflikt(`Auf das Angebot von ${ausschluss.evu} kann kein Zuschlag erteilt werden. Es ist ${ausschlussText(ausschluss.begruendung)}`);
    return a;
  }
}
