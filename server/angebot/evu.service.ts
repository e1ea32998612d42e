import type { Kysely } from 'kysely';
import { AngebotEingabe, type AuktionsErgebnis, type EigenesAngebot } from '../../domain/api/angebot';
import { statusAm } from '../../domain/auktion/ende';
import { nurEingabe } from '../../domain/api/rueckgabe';
import { angebotsfristLaeuft, AusschreibungStatus, SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { jahreskosten } from '../../domain/jahreskosten';
import { alsE4, ausE4, NACHKOMMASTELLEN_FEHLER } from '../../domain/preise';
import type { Clock } from '../clock';
import type { Angebot, Database } from '../db/schema';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';
import { angebotNachId, eigenesAngebot, fuegeAngebotEin, informationsschreibenVersandt, merkeAngebotsversion } from './evu.queries';
import { anhaengeDerAngebote } from './anhang.queries';
import { versiegelteFassungen } from './versiegelt.queries';
import { gebotsVerlaeufe, ladeAuktion } from '../auktion/queries';
import { angebotsFelder } from './felder';
import { protokolliere } from '../shared/audit';
import { updateVersioned } from '../shared/versionedUpdate';
import { ladeAusschreibung, type AusschreibungDetail } from '../ausschreibung/detail.queries';
import { eingeladeneAusschreibung } from '../ausschreibung/zugriff';

const GEAENDERT = 'Ihr Angebot wurde inzwischen geändert. Bitte laden Sie es neu.';

/**
 * An EVU's one offer on a tender it is invited to: submitted and revised until the Angebotsfrist. It never learns
 * about other offers, their number or its rank.
 */
export class EvuAngebotService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async eigenes(evuId: number, id: number): Promise<EigenesAngebot> {
    const { sparte } = await eingeladeneAusschreibung(this.db, evuId, id);
    const angebot = await eigenesAngebot(this.db, id, evuId);
    if (!angebot) throw new NichtGefunden('Sie haben zu dieser Ausschreibung noch kein Angebot abgegeben.');
    const [a, brief, fassungen, auktion] = await Promise.all([
      ladeAusschreibung(this.db, id, sparte),
      informationsschreibenVersandt(this.db, angebot.id),
      versiegelteFassungen(this.db, id, angebot.id),
      this.auktionsErgebnis(id, evuId),
    ]);
    const versiegelt = fassungen.get(angebot.id)!;
    return {
      ...(await this.alsEigenes(this.db, angebot, a)),
      // The end of an auction writes the last bid's time into the offer; the submission was the sealed round's.
      eingereichtAm: isoDateTime(versiegelt.eingereichtAm),
      informationsschreibenAm: brief === null ? null : isoDateTime(brief),
      auktion: auktion && { ...auktion, angebotspreisCtKwh: ausE4(versiegelt.preise.arbeitspreisCtKwhE4) },
    };
  }

  /** The bidder's bids once the tender's online auction has ended; null without one or while it is still to come or running. */
  private async auktionsErgebnis(id: number, evuId: number): Promise<Omit<AuktionsErgebnis, 'angebotspreisCtKwh'> | null> {
    const auktion = await ladeAuktion(this.db, id);
    if (!auktion || statusAm({ beginn: Number(auktion.beginn), ende: Number(auktion.ende) }, this.clock.now()) !== 'beendet') return null;
    const verlauf = (await gebotsVerlaeufe(this.db, id, evuId)).get(evuId);
    if (!verlauf) return { gebote: 0, letztesGebot: null };
    const { arbeitspreisCtKwh, jahreskostenEuro, am } = verlauf.letztes;
    return { gebote: verlauf.anzahl, letztesGebot: { arbeitspreisCtKwh, jahreskostenEuro, am: isoDateTime(am) } };
  }

  /** The body may be the offer as read: only its input fields count. */
  async gibAb(evu: { id: number; benutzerId: number }, id: number, koerper: AngebotEingabe, ipAddress: string): Promise<EigenesAngebot> {
    const e = nurEingabe(AngebotEingabe, koerper);
    const { sparte } = await eingeladeneAusschreibung(this.db, evu.id, id);
    const a = await ladeAusschreibung(this.db, id, sparte);
    const jetzt = this.clock.now();
    if (!angebotsfristLaeuft(a, jetzt)) {
      await protokolliere(this.db, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: 'angebot_zu_spaet',
        entitaet: 'ausschreibung',
        entitaetId: id,
        nachher: e,
        ipAddress,
      });
      throw new Regelverletzung(
        a.status === AusschreibungStatus.Aktiv || a.status === AusschreibungStatus.PruefungAngebote
          ? 'Die Angebotsfrist ist abgelaufen. Ein Angebot kann nicht mehr abgegeben oder geändert werden.'
          : 'Zu dieser Ausschreibung können keine Angebote abgegeben werden.',
      );
    }
    const werte = this.pruefe(e, a, sparte);
    return this.db.transaction().execute(async (trx) => {
      // A supplier an administrator blocked (say, on news of an insolvency) offers nothing more, invited or not; an
      // expired Zulassung keeps its invitations until renewed (issue 45).
      const zulassung = await trx.selectFrom('evu_zulassung').select('status').where('evu_id', '=', evu.id).where('sparte', '=', sparte).executeTakeFirst();
      if (zulassung?.status === 'gesperrt') throw new Konflikt(`Ihre Zulassung für ${SPARTE_LABEL[sparte as Sparte]} ist gesperrt; Sie können keine Angebote abgeben oder ändern. Bitte wenden Sie sich an den Betreiber des Portals.`);
      const bisher = await eigenesAngebot(trx, id, evu.id);
      let angebot: Angebot;
      if (bisher) {
        if (e.version !== bisher.version) throw new Konflikt(GEAENDERT);
        // The offer sent back as it stands (a form saved unchanged) is no new submission: no version, no audit
        // event, and its submission time stays.
        if (unveraendert(bisher, werte)) return this.alsEigenes(trx, bisher, a);
        await updateVersioned(trx, 'angebot', { id: bisher.id }, { ...werte, eingereicht_am: jetzt }, { version: bisher.version, konflikt: GEAENDERT });
        angebot = await angebotNachId(trx, bisher.id);
      } else {
        if (e.version !== undefined) throw new Konflikt(GEAENDERT);
        angebot = await fuegeAngebotEin(trx, { ausschreibung_id: id, evu_id: evu.id, ...werte, status: 'eingereicht', eingereicht_am: jetzt, version: 1 });
      }
      await merkeAngebotsversion(trx, { angebot_id: angebot.id, version: angebot.version, daten: JSON.stringify(werte), erstellt_am: jetzt, erstellt_von: evu.benutzerId });
      await protokolliere(trx, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: bisher ? 'angebot_geaendert' : 'angebot_abgegeben',
        entitaet: 'angebot',
        entitaetId: angebot.id,
        vorher: bisher ? { version: bisher.version } : undefined,
        nachher: { ausschreibungId: id, version: angebot.version, ...werte },
        ipAddress,
      });
      return this.alsEigenes(trx, angebot, a);
    });
  }

  private pruefe(e: AngebotEingabe, a: AusschreibungDetail, sparte: Sparte) {
    const fehler: Record<string, string[]> = {};
    const preis = (feld: keyof AngebotEingabe, wert: number | null | undefined) => {
      if (wert === null || wert === undefined) return null;
      const e4 = alsE4(wert);
      if (e4 === null) fehler[feld] = [NACHKOMMASTELLEN_FEHLER];
      return e4;
    };
    const arbeitspreis = preis('arbeitspreisCtKwh', e.arbeitspreisCtKwh);
    const grundpreis = preis('grundpreisEurMonat', e.grundpreisEurMonat);
    const leistungspreis = preis('leistungspreisEurKwJahr', e.leistungspreisEurKwJahr);
    const oeko = sparte === 1 ? preis('oekoaufschlagCtKwh', e.oekoaufschlagCtKwh) : null;
    if (a.lieferstellen.some((l) => l.messart === 'RLM') && leistungspreis === null && !fehler.leistungspreisEurKwJahr) {
      fehler.leistungspreisEurKwJahr = ['Für RLM-Lieferstellen wird ein Leistungspreis benötigt.'];
    }
    const bindefrist = Date.parse(e.bindefristBis);
    if (bindefrist < Date.parse(a.bindefrist)) {
      fehler.bindefristBis = ['Das Angebot muss mindestens bis zur Bindefrist der Ausschreibung gelten.'];
    }
    if (Object.keys(fehler).length) throw new Regelverletzung('Bitte prüfen Sie Ihr Angebot.', fehler);
    return {
      arbeitspreis_ct_kwh_e4: arbeitspreis!,
      grundpreis_eur_monat_e4: grundpreis!,
      leistungspreis_eur_kw_jahr_e4: leistungspreis,
      oekoaufschlag_ct_kwh_e4: oeko,
      bindefrist_bis: bindefrist,
      bemerkung: e.bemerkung?.trim() || null,
    };
  }

  private async alsEigenes(db: Kysely<Database>, o: Angebot, a: AusschreibungDetail): Promise<EigenesAngebot> {
    const kosten = jahreskosten(
      {
        arbeitspreisCtKwhE4: o.arbeitspreis_ct_kwh_e4,
        grundpreisEurMonatE4: o.grundpreis_eur_monat_e4,
        leistungspreisEurKwJahrE4: o.leistungspreis_eur_kw_jahr_e4,
        oekoaufschlagCtKwhE4: o.oekoaufschlag_ct_kwh_e4,
      },
      a.lieferstellen,
    );
    // Released to the Kunde is internal; the EVU learns only the outcome once the tender is closed.
    const status = a.status === AusschreibungStatus.Abgeschlossen ? o.status : 'eingereicht';
    return {
      ...angebotsFelder(o, (await anhaengeDerAngebote(db, [o.id])).get(o.id) ?? []),
      status,
      version: o.version,
      // Neither a letter nor an auction exists while an offer is still being written; `eigenes` reads both.
      informationsschreibenAm: null,
      auktion: null,
      jahreskostenEuro: kosten.euro,
      mischpreisCtKwh: kosten.mischpreisCtKwh,
    };
  }
}

/** Whether the offer's stored values are `werte` (numbers compared as numbers: PostgreSQL answers bigints as text). */
function unveraendert(bisher: Angebot, werte: Record<string, number | string | null>): boolean {
  return Object.entries(werte).every(([spalte, wert]) => {
    const gespeichert = bisher[spalte as keyof Angebot] as unknown;
    if (wert === null || gespeichert === null) return wert === gespeichert;
    return typeof wert === 'number' ? Number(gespeichert) === wert : gespeichert === wert;
  });
}
