import type { Kysely } from 'kysely';
import { MAX_VERLAENGERUNGEN_STANDARD, type AdminAuktion, type AuktionsPlan, type EvuAuktion, type KundeAuktion } from '../../domain/api/auktion';
import { endeNachGebot } from '../../domain/auktion/ende';
import { gebotsFehler } from '../../domain/auktion/gebot';
import { adminSicht, evuSicht, kundeSicht, type AuktionsStand } from '../../domain/auktion/sicht';
import { AusschreibungStatus, STATUS_LABEL, type Sparte } from '../../domain/ausschreibung';
import { formatZahl } from '../../domain/format';
import { jahreskosten } from '../../domain/jahreskosten';
import { alsE4, ausE4 } from '../../domain/preise';
import type { Clock } from '../clock';
import type { AuktionEreignisTable, Database } from '../db/schema';
import { evuLink } from '../mail/evuLink';
import type { Postausgang } from '../mail/postausgang';
import { protokolliere } from '../shared/audit';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { aendereVersioniert } from '../shared/versioniert';
import { auktionsplanMail } from './mails';
import { protokollCsv, protokollPdf, protokollZeilen } from './protokoll';
import type { AuktionsHinweise } from './push';
import { alsBieter, eigeneGebote, ladeAuktion, ladeLieferstellen, ladeStand, letzteGebote, standAus, versiegelteAngebote } from './queries';

type Db = Kysely<Database>;
interface Handelnder {
  id: number;
  ipAddress: string;
}
const MINUTE = 60_000;
const NICHT_GEFUNDEN = 'Die Ausschreibung wurde nicht gefunden.';
const KEINE_AUKTION = 'Zu dieser Ausschreibung ist keine Online-Auktion geplant.';

/**
 * The online auction after the sealed round (issue 21). Every change runs in one transaction that also writes
 * the event viewers are streamed, and hints every instance (push.ts); begin and end are conditional updates, so
 * with several instances each happens exactly once.
 */
export class AuktionsDienst {
  constructor(
    private readonly db: Db,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly clock: Clock,
    private readonly postausgang: Postausgang,
    private readonly publicUrl: string,
    readonly hinweise: AuktionsHinweise,
  ) {}

  // ── Administrator ──────────────────────────────────────────────────────────────────────────────────────────

  /** Plans or re-plans before the beginning; the bidders are mailed the plan at once. */
  async plane(id: number, sparte: Sparte, plan: AuktionsPlan, wer: Handelnder): Promise<void> {
    const a = await this.ausschreibung(id, sparte);
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
      await this.sperreAusschreibung(trx, id);
      const angebote = await versiegelteAngebote(trx, id);
      if (!angebote.length) throw Regelverletzung.feld('angebote', 'Ohne Angebot gibt es keine Bieter für eine Online-Auktion.');
      const bisher = await ladeAuktion(trx, id);
      if (bisher) {
        const geaendert = await trx
          .updateTable('auktion')
          .set(werte)
          .where('ausschreibung_id', '=', id)
          .where('status', '=', 'geplant')
          .where('beginn', '>', jetzt)
          .executeTakeFirst();
        if (Number(geaendert.numUpdatedRows) !== 1) throw new Konflikt('Die Online-Auktion hat bereits begonnen und kann nicht mehr geändert werden.');
      } else {
        await trx.insertInto('auktion').values({ ausschreibung_id: id, ...werte }).execute();
      }
      const link = evuLink(this.publicUrl, sparte, id);
      for (const angebot of angebote) {
        const mail = auktionsplanMail(angebot.email, angebot.firma, a, { beginn, dauerMinuten: plan.dauerMinuten, mindestschritt: formatZahl(plan.mindestschrittCtKwh, 4), verlaengerungMinuten: plan.verlaengerungMinuten }, link);
        await this.postausgang.reiheEin(trx, mail);
      }
      await protokolliere(trx, this.clock, { benutzerId: wer.id, aktion: 'auktion_geplant', entitaet: 'ausschreibung', entitaetId: id, vorher: bisher ? planDaten(bisher) : undefined, nachher: planDaten(werte), ipAddress: wer.ipAddress });
      await this.schreibeEreignis(trx, id, 'geplant', jetzt);
    });
    this.postausgang.anstossen();
  }

  /** Cancels a planned auction before it begins. */
  async sageAb(id: number, sparte: Sparte, wer: Handelnder): Promise<void> {
    await this.ausschreibung(id, sparte);
    const jetzt = this.clock.now();
    await this.vorgang(id, async (trx) => {
      const bisher = await ladeAuktion(trx, id);
      if (!bisher) throw new NichtGefunden(KEINE_AUKTION);
      const geloescht = await trx.deleteFrom('auktion').where('ausschreibung_id', '=', id).where('status', '=', 'geplant').where('beginn', '>', jetzt).executeTakeFirst();
      if (Number(geloescht.numDeletedRows) !== 1) throw new Konflikt('Die Online-Auktion hat bereits begonnen und kann nicht mehr abgesagt werden.');
      await protokolliere(trx, this.clock, { benutzerId: wer.id, aktion: 'auktion_abgesagt', entitaet: 'ausschreibung', entitaetId: id, vorher: planDaten(bisher), ipAddress: wer.ipAddress });
      await trx.insertInto('auktion_ereignis').values({ ausschreibung_id: id, art: 'abgesagt', at: jetzt, gebot_id: null, stand: 'null' }).execute();
    });
  }

  async adminStand(id: number, sparte: Sparte): Promise<AdminAuktion> {
    await this.ausschreibung(id, sparte);
    return adminSicht(await this.stand(id));
  }

  // ── EVU ────────────────────────────────────────────────────────────────────────────────────────────────────

  async evuStand(evuId: number, id: number): Promise<EvuAuktion> {
    await this.pruefeBieter(evuId, id);
    const stand = await this.stand(id);
    return evuSicht(stand, evuId, await eigeneGebote(this.db, id, evuId))!;
  }

  /** A bid: only the Arbeitspreis, at least the Mindestschritt below the bidder's own current one, final. */
  async biete(evu: { id: number; benutzerId: number }, id: number, arbeitspreisCtKwh: number, ipAddress: string): Promise<EvuAuktion> {
    await this.pruefeBieter(evu.id, id);
    await this.wendeZeitAn(id);
    // Read before the row lock: neither the sealed offers nor the Lieferstellen change while an auction runs (its
    // end, which versions the offers, is seen under the lock as "beendet").
    const [angebote, lieferstellen] = await Promise.all([versiegelteAngebote(this.db, id), ladeLieferstellen(this.db, id)]);
    let zuSpaet = false;
    try {
      const stand = await this.vorgang(id, async (trx) => {
        // Bids on one tender queue here: each is judged against the committed state of the one before.
        const auktion = await trx
          .selectFrom('auktion')
          .selectAll()
          .where('ausschreibung_id', '=', id)
          .$if(this.dialect === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (!auktion) throw new Regelverletzung(KEINE_AUKTION);
        const jetzt = this.clock.now();
        if (auktion.status === 'beendet' || jetzt >= Number(auktion.ende)) {
          zuSpaet = true;
          throw new Regelverletzung('Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.');
        }
        if (auktion.status !== 'laeuft') throw new Regelverletzung('Die Online-Auktion hat noch nicht begonnen.');
        const alle = alsBieter(angebote, await letzteGebote(trx, id));
        const eigener = alle.find((b) => b.evuId === evu.id)!;
        const fehler = gebotsFehler(arbeitspreisCtKwh, eigener.arbeitspreisCtKwhE4, auktion.mindestschritt_ct_kwh_e4);
        if (fehler) throw Regelverletzung.feld('arbeitspreisCtKwh', fehler);
        const arbeitspreis = alsE4(arbeitspreisCtKwh)!;
        const kosten = jahreskosten({ ...eigener, arbeitspreisCtKwhE4: arbeitspreis }, lieferstellen);
        const { id: gebotId } = await trx
          .insertInto('auktion_gebot')
          .values({ ausschreibung_id: id, evu_id: evu.id, arbeitspreis_ct_kwh_e4: arbeitspreis, jahreskosten_euro: kosten.euro, abgegeben_am: jetzt, abgegeben_von: evu.benutzerId })
          .returning('id')
          .executeTakeFirstOrThrow();
        const neu = endeNachGebot(
          { ende: Number(auktion.ende), verlaengerungMinuten: auktion.verlaengerung_minuten, maxVerlaengerungen: auktion.max_verlaengerungen, verlaengerungen: auktion.verlaengerungen },
          jetzt,
        );
        if (neu.verlaengert) {
          // Conditional on the end this bid saw: a lost race can never extend twice.
          const r = await trx
            .updateTable('auktion')
            .set({ ende: neu.ende, verlaengerungen: neu.verlaengerungen })
            .where('ausschreibung_id', '=', id)
            .where('verlaengerungen', '=', auktion.verlaengerungen)
            .where('ende', '=', auktion.ende)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw new Konflikt('Die Auktion hat sich inzwischen geändert. Bitte geben Sie Ihr Gebot erneut ab.');
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
        return nachGebot;
      });
      return evuSicht(stand, evu.id, await eigeneGebote(this.db, id, evu.id))!;
    } catch (err) {
      if (zuSpaet) {
        await protokolliere(this.db, this.clock, { benutzerId: evu.benutzerId, aktion: 'auktion_gebot_zu_spaet', entitaet: 'ausschreibung', entitaetId: id, nachher: { evuId: evu.id, arbeitspreisCtKwh }, ipAddress });
      }
      throw err;
    }
  }

  // ── Kunde ──────────────────────────────────────────────────────────────────────────────────────────────────

  async kundeStand(kundeId: number, id: number): Promise<KundeAuktion> {
    const a = await this.db.selectFrom('ausschreibung').select('status').where('id', '=', id).where('kunde_id', '=', kundeId).executeTakeFirst();
    if (!a) throw new NichtGefunden(NICHT_GEFUNDEN);
    return kundeSicht(await this.stand(id), a.status >= AusschreibungStatus.Bindefrist);
  }

  /** The Auktionsprotokoll: for the administrator always, for the Kunde from status 3 on; every export audited. */
  async protokoll(id: number, wer: Handelnder & ({ rolle: 'Administrator'; sparte: Sparte } | { rolle: 'Kunde'; kundeId: number }), format: 'csv' | 'pdf') {
    const a = await this.db
      .selectFrom('ausschreibung')
      .select(['status', 'nummer', 'bezeichnung'])
      .where('id', '=', id)
      .$if(wer.rolle === 'Administrator', (q) => q.where('sparte', '=', (wer as { sparte: Sparte }).sparte))
      .$if(wer.rolle === 'Kunde', (q) => q.where('kunde_id', '=', (wer as { kundeId: number }).kundeId))
      .executeTakeFirst();
    if (!a) throw new NichtGefunden(NICHT_GEFUNDEN);
    if (wer.rolle === 'Kunde' && a.status < AusschreibungStatus.Bindefrist) {
      throw new Regelverletzung('Das Auktionsprotokoll steht Ihnen ab der Freigabe der Angebote zur Verfügung.');
    }
    await this.wendeZeitAn(id);
    // A cancelled plan leaves its events behind, but no auction to document.
    if (!(await ladeAuktion(this.db, id))) throw new NichtGefunden(KEINE_AUKTION);
    const zeilen = await protokollZeilen(this.db, id);
    await protokolliere(this.db, this.clock, { benutzerId: wer.id, aktion: 'auktion_protokoll', entitaet: 'ausschreibung', entitaetId: id, nachher: { format }, ipAddress: wer.ipAddress });
    const dateiname = `Auktionsprotokoll_${a.nummer}.${format}`;
    return { dateiname, inhalt: format === 'csv' ? protokollCsv(zeilen) : await protokollPdf(zeilen, a, this.clock.now()) };
  }

  // ── Streams ────────────────────────────────────────────────────────────────────────────────────────────────

  /** Whether this viewer may watch the tender's auction: the administrator in the tender's Sparte, a bidder, the tender's Kunde (404 else). */
  async pruefeZuschauer(id: number, wer: { rolle: 'Administrator'; sparte: Sparte } | { rolle: 'EVU'; evuId: number } | { rolle: 'Kunde'; kundeId: number }): Promise<void> {
    if (wer.rolle === 'Administrator') await this.ausschreibung(id, wer.sparte);
    else if (wer.rolle === 'EVU') await this.pruefeBieter(wer.evuId, id);
    else if (!(await this.db.selectFrom('ausschreibung').select('id').where('id', '=', id).where('kunde_id', '=', wer.kundeId).executeTakeFirst())) throw new NichtGefunden(NICHT_GEFUNDEN);
  }

  /** The state now and the tender's status (the Kunde sees names from status 3), for a stream that opens; null when no auction is planned. */
  async standJetzt(id: number): Promise<{ stand: AuktionsStand; ausschreibungStatus: number } | null> {
    await this.wendeZeitAn(id);
    const [stand, a] = await Promise.all([ladeStand(this.db, id, this.clock.now()), this.db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow()]);
    return stand && { stand, ausschreibungStatus: a.status };
  }

  // ── Time ───────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Begins and ends whatever is due (of one tender or of all). Called by each instance's clock and before every
   * auction request, so no reader ever sees a stale status; the conditional updates make each happen once.
   */
  async wendeZeitAn(nurAusschreibung?: number): Promise<void> {
    const jetzt = this.clock.now();
    const faellige = await this.db
      .selectFrom('auktion')
      .select(['ausschreibung_id'])
      .where((eb) => eb.or([eb.and([eb('status', '=', 'geplant'), eb('beginn', '<=', jetzt)]), eb.and([eb('status', '=', 'laeuft'), eb('ende', '<=', jetzt)])]))
      .$if(nurAusschreibung !== undefined, (q) => q.where('ausschreibung_id', '=', nurAusschreibung!))
      .execute();
    for (const { ausschreibung_id: id } of faellige) {
      await this.vorgang(id, async (trx) => {
        const begonnen = await trx.updateTable('auktion').set({ status: 'laeuft' }).where('ausschreibung_id', '=', id).where('status', '=', 'geplant').where('beginn', '<=', jetzt).executeTakeFirst();
        if (Number(begonnen.numUpdatedRows) === 1) {
          await protokolliere(trx, this.clock, { benutzerId: null, aktion: 'auktion_begonnen', entitaet: 'ausschreibung', entitaetId: id });
          await this.schreibeEreignis(trx, id, 'begonnen', jetzt);
        }
        // A running bid holds the row; the end waits for it and then sees the end that bid may have moved.
        const beendet = await trx.updateTable('auktion').set({ status: 'beendet' }).where('ausschreibung_id', '=', id).where('status', '=', 'laeuft').where('ende', '<=', jetzt).executeTakeFirst();
        if (Number(beendet.numUpdatedRows) === 1) await this.beende(trx, id, jetzt);
      });
    }
  }

  /** The last bid of each EVU that bid becomes a new version of its offer, audited like every offer version. */
  private async beende(trx: Db, id: number, jetzt: number): Promise<void> {
    const gebote = await trx.selectFrom('auktion_gebot').selectAll().where('ausschreibung_id', '=', id).orderBy('id').execute();
    const letzte = new Map(gebote.map((g) => [g.evu_id, g]));
    for (const angebot of await versiegelteAngebote(trx, id)) {
      const g = letzte.get(angebot.evu_id);
      if (!g) continue;
      const werte = {
        arbeitspreis_ct_kwh_e4: g.arbeitspreis_ct_kwh_e4,
        grundpreis_eur_monat_e4: angebot.grundpreis_eur_monat_e4,
        leistungspreis_eur_kw_jahr_e4: angebot.leistungspreis_eur_kw_jahr_e4,
        oekoaufschlag_ct_kwh_e4: angebot.oekoaufschlag_ct_kwh_e4,
        bindefrist_bis: Number(angebot.bindefrist_bis),
        bemerkung: angebot.bemerkung,
      };
      await aendereVersioniert(trx, 'angebot', { id: angebot.id }, { arbeitspreis_ct_kwh_e4: g.arbeitspreis_ct_kwh_e4, eingereicht_am: Number(g.abgegeben_am) }, { version: angebot.version });
      const version = angebot.version + 1;
      await trx.insertInto('angebot_version').values({ angebot_id: angebot.id, version, daten: JSON.stringify(werte), erstellt_am: jetzt, erstellt_von: g.abgegeben_von }).execute();
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
    await trx.insertInto('auktion_ereignis').values({ ausschreibung_id: id, art, at: jetzt, gebot_id: gebotId, stand: JSON.stringify(nachher) }).execute();
  }

  /**
   * Takes the tender's row lock while it is in PruefungAngebote, so planning and "Angebote freigeben" cannot
   * both succeed: whichever comes second sees the other's committed result.
   */
  private async sperreAusschreibung(trx: Db, id: number): Promise<void> {
    const r = await trx.updateTable('ausschreibung').set({ updated_at: this.clock.now() }).where('id', '=', id).where('status', '=', AusschreibungStatus.PruefungAngebote).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new Konflikt('Der Status der Ausschreibung wurde inzwischen geändert. Bitte laden Sie sie neu.');
  }

  private async ausschreibung(id: number, sparte: Sparte) {
    const a = await this.db.selectFrom('ausschreibung').select(['status', 'nummer', 'bezeichnung']).where('id', '=', id).where('sparte', '=', sparte).executeTakeFirst();
    if (!a) throw new NichtGefunden(NICHT_GEFUNDEN);
    return a;
  }

  /** An EVU takes part when it has an offer in the sealed round; for anyone else the auction does not exist. */
  async pruefeBieter(evuId: number, id: number): Promise<void> {
    const angebot = await this.db
      .selectFrom('angebot as a')
      .innerJoin('ausschreibung as s', 's.id', 'a.ausschreibung_id')
      .select('a.id')
      .where('a.ausschreibung_id', '=', id)
      .where('a.evu_id', '=', evuId)
      .where('s.status', '>=', AusschreibungStatus.PruefungAngebote)
      .executeTakeFirst();
    if (!angebot) throw new NichtGefunden('Sie nehmen an keiner Online-Auktion zu dieser Ausschreibung teil.');
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
