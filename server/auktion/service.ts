import type { Kysely } from 'kysely';
import { MAX_VERLAENGERUNGEN_STANDARD, type AdminAuktion, type AuktionsPlan, type EvuAuktion, type Gebot, type GebotsAntwort, type KundeAuktion } from '../../domain/api/auktion';
import { endeNachGebot } from '../../domain/auktion/ende';
import { gebotsFehler } from '../../domain/auktion/gebot';
import { braucheBestaetigung, mehrAlsProzentUnter, rueckfrageText } from '../../domain/auktion/plausibilitaet';
import type { Bieter } from '../../domain/auktion/rangfolge';
import { adminSicht, evuSicht, evuStandSicht, kundeSicht, type AuktionsStand } from '../../domain/auktion/sicht';
import { angeboteFuerKundeSichtbar, AusschreibungStatus, STATUS_LABEL, type Sparte } from '../../domain/ausschreibung';
import { formatDatumZeit, formatPreis } from '../../domain/format';
import { jahreskosten, type Kosten, type KostenLieferstelle } from '../../domain/jahreskosten';
import { alsE4, ausE4 } from '../../domain/preise';
import { merkeAngebotsversion } from '../angebot/evu.queries';
import { sichtbareAusschreibung } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { AuktionEreignisTable, Database } from '../db/schema';
import { benachrichtige } from '../mail/benachrichtige';
import { evuEmpfaenger, kundeDerAusschreibung } from '../mail/recipients.queries';
import { evuLink, evuPfad, kundePfad } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { KeineBerechtigung, Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { updateVersioned } from '../shared/versionedUpdate';
import { auktionsplanKundeMail, auktionsplanMail } from './mails';
import { pdfImArbeiter } from '../shared/arbeiter/pdf';
import type { Auftraggeber } from '../shared/arbeiter/pool';
import { protokollCsv, protokollZeilen } from './protokoll';
import type { AuktionsHinweise } from './push';
import { GebotNichtBestaetigt } from './rueckfrage';
import {
  alleGebote,
  alsBieter,
  alsEigenesGebot,
  ausschreibungsStatus,
  beende,
  beginne,
  bieterKopf,
  eigeneGebote,
  faelligeAuktionen,
  fuegeEreignisEin,
  fuegeGebotEin,
  ladeAuktion,
  ladeLieferstellen,
  ladeStand,
  legeAuktionAn,
  letzteGebote,
  loescheGeplante,
  planeUm,
  sperreAuktion,
  sperreAusschreibung,
  standAus,
  verlaengere,
  versiegelteAngebote,
} from './queries';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;
/** Who acts on or watches an auction: the administrator under the tender's Sparte, a bidder, the tender's Kunde. */
type Teilnehmer = { rolle: 'Administrator'; sparte: Sparte } | { rolle: 'EVU'; evuId: number } | { rolle: 'Kunde'; kundeId: number };
const MINUTE = 60_000;
export const KEINE_AUKTION = 'Zu dieser Ausschreibung ist keine Online-Auktion geplant.';
const AUSGESCHLOSSEN = 'Sie sind von der Online-Auktion ausgeschlossen: Nach der Eignungsprüfung ist Ihr Unternehmen für diesen Auftrag nicht geeignet.';
const PROTOKOLL_ARBEITER = 'auktion/protokoll.worker';

/**
 * The online auction after the sealed round (issue 21). Every change runs in one transaction that also writes
 * the event viewers are streamed, and hints every instance (push.ts); begin and end are conditional updates, so
 * with several instances each happens exactly once.
 */
export class AuktionService {
  constructor(
    private readonly db: Db,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    readonly hinweise: AuktionsHinweise,
    /** GEBOT_BESTAETIGEN_AB_PROZENT: how far below a bid may go without the bidder's explicit confirmation */
    private readonly bestaetigenAbProzent: number,
  ) {}

  // ── Administrator ──────────────────────────────────────────────────────────────────────────────────────────

  /** Plans or re-plans before the beginning; the bidders are mailed the plan at once. */
  async plane(id: number, sparte: Sparte, plan: AuktionsPlan, wer: Handelnder): Promise<void> {
    const a = await this.zugang(id, { rolle: 'Administrator', sparte });
    const jetzt = this.clock.now();
    const beginn = Date.parse(plan.beginn);
    const mindestschritt = alsE4(plan.mindestschrittCtKwh);
    const fehler: Record<string, string[]> = {};
    if (!(beginn > jetzt)) fehler.beginn = ['Der Beginn muss in der Zukunft liegen.'];
    if (mindestschritt === null) fehler.mindestschrittCtKwh = ['Höchstens 4 Nachkommastellen sind erlaubt.'];
    if (a.status !== AusschreibungStatus.PruefungAngebote) {
      fehler.status = [`Eine Online-Auktion kann nur im Status „${STATUS_LABEL[AusschreibungStatus.PruefungAngebote]}“ geplant werden.`];
    }
    if (Object.keys(fehler).length) throw new Regelverletzung('Die Online-Auktion kann so nicht geplant werden.', fehler);
    const werte = {
      status: 'geplant' as const,
      beginn,
      ende: beginn + plan.dauerMinuten * MINUTE,
      dauer_minuten: plan.dauerMinuten,
      mindestschritt_ct_kwh_e4: mindestschritt!,
      verlaengerung_minuten: plan.verlaengerungMinuten,
      max_verlaengerungen: plan.maxVerlaengerungen ?? MAX_VERLAENGERUNGEN_STANDARD,
      verlaengerungen: 0,
      bestpreis_sichtbar: plan.bestpreisSichtbar ? 1 : 0,
      geplant_von: wer.id,
      geplant_am: jetzt,
    };
    await this.vorgang(id, async (trx) => {
      // The tender's row lock while it is in Prüfung Angebote: planning and "Angebote freigeben" cannot both succeed,
      // whichever comes second sees the other's committed result.
      if (!(await sperreAusschreibung(trx, id, this.clock.now()))) throw new Konflikt('Der Status der Ausschreibung wurde inzwischen geändert. Bitte laden Sie sie neu.');
      const alle = await versiegelteAngebote(trx, id);
      if (!alle.length) throw Regelverletzung.feld('angebote', 'Ohne Angebot gibt es keine Bieter für eine Online-Auktion.');
      // A bidder found nicht geeignet is not invited to bid (issue 45).
      const angebote = alle.filter((o) => o.ausgeschlossen === null);
      if (!angebote.length) throw Regelverletzung.feld('angebote', 'Alle Bieter sind nach der Eignungsprüfung ausgeschlossen; es gibt keine Bieter für eine Online-Auktion.');
      const bisher = await ladeAuktion(trx, id);
      if (bisher) {
        if (!(await planeUm(trx, id, werte, jetzt))) throw new Konflikt('Die Online-Auktion hat bereits begonnen und kann nicht mehr geändert werden.');
      } else {
        await legeAuktionAn(trx, id, werte);
      }
      const link = evuLink(this.publicUrl, sparte, id);
      const planFuerMail = { beginn, dauerMinuten: plan.dauerMinuten, mindestschritt: formatPreis(plan.mindestschrittCtKwh), verlaengerungMinuten: plan.verlaengerungMinuten };
      const neuigkeit = { ausschreibungId: id, at: jetzt, text: `Online-Auktion zur Ausschreibung ${a.nummer} am ${formatDatumZeit(beginn)} Uhr` };
      for (const bieter of await evuEmpfaenger(trx, angebote.map((o) => o.evu_id))) {
        await benachrichtige(trx, this.outbox, {
          benutzerId: bieter.benutzerId,
          art: 'auktionGeplantEvu',
          mail: auktionsplanMail(bieter, bieter.firma, a, planFuerMail, link),
          neuigkeit: { ...neuigkeit, pfad: evuPfad(sparte, id) },
        });
      }
      const kunde = await kundeDerAusschreibung(trx, id);
      await benachrichtige(trx, this.outbox, {
        benutzerId: kunde.benutzerId,
        art: 'auktionGeplantKunde',
        mail: auktionsplanKundeMail(kunde, a, planFuerMail, angebote.length, `${this.publicUrl}${kundePfad(id)}`),
        neuigkeit: { ...neuigkeit, pfad: kundePfad(id) },
      });
      await protokolliere(trx, this.clock, { benutzerId: wer.id, aktion: 'auktion_geplant', entitaet: 'ausschreibung', entitaetId: id, vorher: bisher ? planDaten(bisher) : undefined, nachher: planDaten(werte), ipAddress: wer.ipAddress });
      await this.schreibeEreignis(trx, id, 'geplant', jetzt);
    });
    this.outbox.anstossen();
  }

  /** Cancels a planned auction before it begins. */
  async sageAb(id: number, sparte: Sparte, wer: Handelnder): Promise<void> {
    await this.zugang(id, { rolle: 'Administrator', sparte });
    const jetzt = this.clock.now();
    await this.vorgang(id, async (trx) => {
      const bisher = await ladeAuktion(trx, id);
      if (!bisher) throw new NichtGefunden(KEINE_AUKTION);
      if (!(await loescheGeplante(trx, id, jetzt))) throw new Konflikt('Die Online-Auktion hat bereits begonnen und kann nicht mehr abgesagt werden.');
      await protokolliere(trx, this.clock, { benutzerId: wer.id, aktion: 'auktion_abgesagt', entitaet: 'ausschreibung', entitaetId: id, vorher: planDaten(bisher), ipAddress: wer.ipAddress });
      await fuegeEreignisEin(trx, { ausschreibung_id: id, art: 'abgesagt', at: jetzt, gebot_id: null, stand: 'null' });
    });
  }

  async adminStand(id: number, sparte: Sparte): Promise<AdminAuktion> {
    await this.zugang(id, { rolle: 'Administrator', sparte });
    return adminSicht(await this.stand(id));
  }

  // ── EVU ────────────────────────────────────────────────────────────────────────────────────────────────────

  async evuStand(evuId: number, id: number): Promise<EvuAuktion> {
    await this.zugang(id, { rolle: 'EVU', evuId });
    const stand = await this.stand(id);
    return evuSicht(stand, evuId, await eigeneGebote(this.db, id, evuId))!;
  }

  /**
   * A bid: only the Arbeitspreis, at least the Mindestschritt below the bidder's own current one, final. One beyond
   * the plausibility limit stands only with `bestaetigt` (409 without, nothing recorded). Answers the standing after
   * it and the bid as recorded, as the bid's event does: not all the bidder's bids so far.
   */
  async biete(evu: { id: number; benutzerId: number }, id: number, { arbeitspreisCtKwh, bestaetigt }: Gebot, ipAddress: string): Promise<GebotsAntwort> {
    await this.zugang(id, { rolle: 'EVU', evuId: evu.id });
    await this.wendeZeitAn(id);
    // Read before the row lock: neither the sealed offers nor the Lieferstellen change while an auction runs (its
    // end, which versions the offers, is seen under the lock as "beendet").
    const [angebote, lieferstellen] = await Promise.all([versiegelteAngebote(this.db, id), ladeLieferstellen(this.db, id)]);
    let zuSpaet = false;
    try {
      const { stand, gebot } = await this.vorgang(id, async (trx) => {
        // Bids on one tender queue here: each is judged against the committed state of the one before.
        const auktion = await sperreAuktion(trx, this.dialect, id);
        if (!auktion) throw new Regelverletzung(KEINE_AUKTION);
        const jetzt = this.clock.now();
        if (auktion.status === 'beendet' || jetzt >= Number(auktion.ende)) {
          zuSpaet = true;
          throw new Regelverletzung('Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.');
        }
        if (auktion.status !== 'laeuft') throw new Regelverletzung('Die Online-Auktion hat noch nicht begonnen.');
        const alle = alsBieter(angebote, await letzteGebote(trx, id));
        const eigener = alle.find((b) => b.evuId === evu.id);
        // Excluded after the access check above, before this bid took the auction's lock.
        if (!eigener) throw new KeineBerechtigung(AUSGESCHLOSSEN);
        const fehler = gebotsFehler(arbeitspreisCtKwh, eigener.arbeitspreisCtKwhE4, auktion.mindestschritt_ct_kwh_e4);
        if (fehler) throw Regelverletzung.feld('arbeitspreisCtKwh', fehler);
        const arbeitspreis = alsE4(arbeitspreisCtKwh)!;
        const kosten = jahreskosten({ ...eigener, arbeitspreisCtKwhE4: arbeitspreis }, lieferstellen);
        const auffaellig = braucheBestaetigung(arbeitspreis, eigener.arbeitspreisCtKwhE4, this.bestaetigenAbProzent);
        if (auffaellig && !bestaetigt) throw this.rueckfrage(arbeitspreis, kosten, eigener, alle, lieferstellen, auktion.bestpreis_sichtbar === 1);
        const gebotId = await fuegeGebotEin(trx, {
          ausschreibung_id: id,
          evu_id: evu.id,
          arbeitspreis_ct_kwh_e4: arbeitspreis,
          jahreskosten_euro: kosten.euro,
          abgegeben_am: jetzt,
          abgegeben_von: evu.benutzerId,
          plausibilitaet_bestaetigt: auffaellig ? 1 : 0,
        });
        // The bidder's word that a bid this far below was meant is part of the record: the tender's Historie and Vergabevermerk.
        if (auffaellig) {
          await protokolliere(trx, this.clock, {
            benutzerId: evu.benutzerId,
            aktion: 'auktion_gebot_bestaetigt',
            entitaet: 'ausschreibung',
            entitaetId: id,
            vorher: { arbeitspreisCtKwh: ausE4(eigener.arbeitspreisCtKwhE4) },
            nachher: { gebotId, evuId: evu.id, evu: eigener.evu, arbeitspreisCtKwh, jahreskostenEuro: kosten.euro, grenzeProzent: this.bestaetigenAbProzent },
            ipAddress,
          });
        }
        const neu = endeNachGebot(
          { ende: Number(auktion.ende), verlaengerungMinuten: auktion.verlaengerung_minuten, maxVerlaengerungen: auktion.max_verlaengerungen, verlaengerungen: auktion.verlaengerungen },
          jetzt,
        );
        if (neu.verlaengert && !(await verlaengere(trx, id, auktion, neu))) {
          throw new Konflikt('Die Auktion hat sich inzwischen geändert. Bitte geben Sie Ihr Gebot erneut ab.');
        }
        // The state after this bid from what was read above: the bids of one tender queue on its row.
        const nachGebot = standAus(
          { ...auktion, ende: neu.ende, verlaengerungen: neu.verlaengerungen },
          alle.map((b) => (b.evuId === evu.id ? { ...b, arbeitspreisCtKwhE4: arbeitspreis, seit: jetzt, gebote: b.gebote + 1 } : b)),
          lieferstellen,
          jetzt,
        );
        await this.schreibeEreignis(trx, id, 'gebot', jetzt, nachGebot, gebotId);
        if (neu.verlaengert) {
          await protokolliere(trx, this.clock, { benutzerId: null, aktion: 'auktion_verlaengert', entitaet: 'ausschreibung', entitaetId: id, vorher: { ende: new Date(Number(auktion.ende)).toISOString() }, nachher: { ende: new Date(neu.ende).toISOString(), verlaengerungen: neu.verlaengerungen } });
          await this.schreibeEreignis(trx, id, 'verlaengert', jetzt, nachGebot, gebotId);
        }
        return { stand: nachGebot, gebot: alsEigenesGebot({ arbeitspreis_ct_kwh_e4: arbeitspreis, jahreskosten_euro: kosten.euro, abgegeben_am: jetzt }) };
      });
      return { ...evuStandSicht(stand, evu.id)!, gebot };
    } catch (err) {
      if (zuSpaet) {
        await protokolliere(this.db, this.clock, { benutzerId: evu.benutzerId, aktion: 'auktion_gebot_zu_spaet', entitaet: 'ausschreibung', entitaetId: id, nachher: { evuId: evu.id, arbeitspreisCtKwh }, ipAddress });
      }
      throw err;
    }
  }

  /**
   * The 409 to a bid beyond the limit: its Jahreskosten, and the best current ones where the bidder sees them and
   * the bid lies that far below them too. Only on this rare path are all bidders' Jahreskosten summed.
   */
  private rueckfrage(arbeitspreisE4: number, kosten: Kosten, eigener: Bieter, alle: readonly Bieter[], lieferstellen: readonly KostenLieferstelle[], bestpreisSichtbar: boolean): GebotNichtBestaetigt {
    const prozent = this.bestaetigenAbProzent;
    let bestesJahreskostenEuro: number | undefined;
    if (bestpreisSichtbar) {
      const bestes = alle.map((b) => jahreskosten(b, lieferstellen)).reduce((a, b) => (b.mikroEuro < a.mikroEuro ? b : a));
      if (mehrAlsProzentUnter(kosten.mikroEuro, bestes.mikroEuro, prozent)) bestesJahreskostenEuro = bestes.euro;
    }
    const arbeitspreisCtKwh = ausE4(arbeitspreisE4);
    const text = rueckfrageText({ arbeitspreisCtKwh, eigenerCtKwh: ausE4(eigener.arbeitspreisCtKwhE4), jahreskostenEuro: kosten.euro, prozent, bestesJahreskostenEuro });
    return new GebotNichtBestaetigt(text, { arbeitspreisCtKwh, jahreskostenEuro: kosten.euro, grenzeProzent: prozent });
  }

  // ── Kunde ──────────────────────────────────────────────────────────────────────────────────────────────────

  async kundeStand(kundeId: number, id: number): Promise<KundeAuktion> {
    const a = await this.zugang(id, { rolle: 'Kunde', kundeId });
    return kundeSicht(await this.stand(id), angeboteFuerKundeSichtbar(a.status));
  }

  /** The Auktionsprotokoll: for the administrator always, for the Kunde from status 3 on; every export audited. */
  async protokoll(id: number, wer: Handelnder & ({ rolle: 'Administrator'; sparte: Sparte } | { rolle: 'Kunde'; kundeId: number }), format: 'csv' | 'pdf', fuer: Auftraggeber) {
    const a = await this.zugang(id, wer);
    if (wer.rolle === 'Kunde' && !angeboteFuerKundeSichtbar(a.status)) {
      throw new Regelverletzung('Das Auktionsprotokoll steht Ihnen ab der Freigabe der Angebote zur Verfügung.');
    }
    await this.wendeZeitAn(id);
    // A cancelled plan leaves its events behind, but no auction to document.
    if (!(await ladeAuktion(this.db, id))) throw new NichtGefunden(KEINE_AUKTION);
    const zeilen = await protokollZeilen(this.db, id);
    await protokolliere(this.db, this.clock, { benutzerId: wer.id, aktion: 'auktion_protokoll', entitaet: 'ausschreibung', entitaetId: id, nachher: { format }, ipAddress: wer.ipAddress });
    const dateiname = `Auktionsprotokoll_${a.nummer}.${format}`;
    const kopf = { nummer: a.nummer, bezeichnung: a.bezeichnung };
    return { dateiname, inhalt: format === 'csv' ? protokollCsv(zeilen) : await pdfImArbeiter(PROTOKOLL_ARBEITER, 'auktionsprotokoll', { zeilen, kopf, erstelltAm: this.clock.now() }, fuer) };
  }

  // ── Streams ────────────────────────────────────────────────────────────────────────────────────────────────

  /** Whether this viewer may watch the tender's auction: the administrator in the tender's Sparte, a bidder, the tender's Kunde (404 else). */
  async pruefeZuschauer(id: number, wer: Teilnehmer): Promise<void> {
    await this.zugang(id, wer);
  }

  /** The state now and the tender's status (the Kunde sees names from status 3), for a stream that opens; null when no auction is planned. */
  async standJetzt(id: number): Promise<{ stand: AuktionsStand; ausschreibungStatus: number } | null> {
    await this.wendeZeitAn(id);
    const [stand, ausschreibungStatus] = await Promise.all([ladeStand(this.db, id, this.clock.now()), ausschreibungsStatus(this.db, id)]);
    return stand && { stand, ausschreibungStatus };
  }

  // ── Time ───────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Begins and ends whatever is due (of one tender or of all). Called by each instance's clock and before every
   * auction request, so no reader ever sees a stale status; the conditional updates make each happen once.
   */
  async wendeZeitAn(nurAusschreibung?: number): Promise<void> {
    const jetzt = this.clock.now();
    for (const id of await faelligeAuktionen(this.db, jetzt, nurAusschreibung)) {
      await this.vorgang(id, async (trx) => {
        if (await beginne(trx, id, jetzt)) {
          await protokolliere(trx, this.clock, { benutzerId: null, aktion: 'auktion_begonnen', entitaet: 'ausschreibung', entitaetId: id });
          await this.schreibeEreignis(trx, id, 'begonnen', jetzt);
        }
        // A running bid holds the row; the end waits for it and then sees the end that bid may have moved.
        if (await beende(trx, id, jetzt)) await this.schliesseAb(trx, id, jetzt);
      });
    }
  }

  /** The last bid of each EVU that bid becomes a new version of its offer, audited like every offer version. */
  private async schliesseAb(trx: Db, id: number, jetzt: number): Promise<void> {
    const gebote = await alleGebote(trx, id);
    const letzte = new Map(gebote.map((g) => [g.evu_id, g]));
    for (const angebot of await versiegelteAngebote(trx, id)) {
      const g = letzte.get(angebot.evu_id);
      if (!g || angebot.ausgeschlossen !== null) continue;
      const werte = {
        arbeitspreis_ct_kwh_e4: g.arbeitspreis_ct_kwh_e4,
        grundpreis_eur_monat_e4: angebot.grundpreis_eur_monat_e4,
        leistungspreis_eur_kw_jahr_e4: angebot.leistungspreis_eur_kw_jahr_e4,
        oekoaufschlag_ct_kwh_e4: angebot.oekoaufschlag_ct_kwh_e4,
        bindefrist_bis: Number(angebot.bindefrist_bis),
        bemerkung: angebot.bemerkung,
      };
      await updateVersioned(trx, 'angebot', { id: angebot.id }, { arbeitspreis_ct_kwh_e4: g.arbeitspreis_ct_kwh_e4, eingereicht_am: Number(g.abgegeben_am) }, { version: angebot.version });
      const version = angebot.version + 1;
      await merkeAngebotsversion(trx, { angebot_id: angebot.id, version, daten: JSON.stringify(werte), erstellt_am: jetzt, erstellt_von: g.abgegeben_von });
      await protokolliere(trx, this.clock, {
        benutzerId: g.abgegeben_von,
        aktion: 'angebot_auktion',
        entitaet: 'angebot',
        entitaetId: angebot.id,
        vorher: { version: angebot.version, arbeitspreis_ct_kwh_e4: angebot.arbeitspreis_ct_kwh_e4 },
        nachher: { ausschreibungId: id, version, ...werte },
      });
    }
    await protokolliere(trx, this.clock, { benutzerId: null, aktion: 'auktion_beendet', entitaet: 'ausschreibung', entitaetId: id, nachher: { gebote: gebote.length } });
    await this.schreibeEreignis(trx, id, 'beendet', jetzt);
  }

  // ── Plumbing ───────────────────────────────────────────────────────────────────────────────────────────────

  private async stand(id: number): Promise<AuktionsStand> {
    await this.wendeZeitAn(id);
    const stand = await ladeStand(this.db, id, this.clock.now());
    if (!stand) throw new NichtGefunden(KEINE_AUKTION);
    return stand;
  }

  /** One transaction whose events every instance hears about once it committed. */
  private async vorgang<T>(id: number, arbeit: (trx: Db) => Promise<T>): Promise<T> {
    const ergebnis = await this.db.transaction().execute(async (trx) => {
      const r = await arbeit(trx);
      await this.hinweise.imVorgang(trx, id);
      return r;
    });
    this.hinweise.nachVorgang(id);
    return ergebnis;
  }

  /** `stand`: the state after the change when the caller has it, else it is read inside the transaction. */
  private async schreibeEreignis(trx: Db, id: number, art: AuktionEreignisTable['art'], jetzt: number, stand?: AuktionsStand, gebotId: number | null = null): Promise<void> {
    const nachher = stand ?? (await ladeStand(trx, id, jetzt))!;
    await fuegeEreignisEin(trx, { ausschreibung_id: id, art, at: jetzt, gebot_id: gebotId, stand: JSON.stringify(nachher) });
  }

  /**
   * The one access check of the auction: the administrator and the Kunde see it as they see the tender
   * (ausschreibung/zugriff.ts); an EVU only as a bidder, with an offer in the sealed round (404 for everyone else),
   * and not when the Eignungsprüfung found it nicht geeignet (403).
   */
  private async zugang(id: number, wer: Teilnehmer): Promise<{ status: number; nummer: string; bezeichnung: string }> {
    if (wer.rolle !== 'EVU') return sichtbareAusschreibung(this.db, wer, id);
    const a = await bieterKopf(this.db, wer.evuId, id);
    if (!a) throw new NichtGefunden('Sie nehmen an keiner Online-Auktion zu dieser Ausschreibung teil.');
    if (a.nichtGeeignet !== null) throw new KeineBerechtigung(AUSGESCHLOSSEN);
    return a;
  }
}

function planDaten(a: { beginn: number; ende: number; dauer_minuten: number; mindestschritt_ct_kwh_e4: number; verlaengerung_minuten: number; max_verlaengerungen: number; bestpreis_sichtbar: number }) {
  return {
    beginn: new Date(Number(a.beginn)).toISOString(),
    dauerMinuten: a.dauer_minuten,
    mindestschrittCtKwh: ausE4(a.mindestschritt_ct_kwh_e4),
    verlaengerungMinuten: a.verlaengerung_minuten,
    maxVerlaengerungen: a.max_verlaengerungen,
    bestpreisSichtbar: a.bestpreis_sichtbar === 1,
  };
}
