import type { Kysely } from 'kysely';
import type { Eignung, EignungEingabe } from '../../domain/api/eignung';
import { statusAm } from '../../domain/auktion/ende';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import { aehnlicheReferenzen, aehnlichesVolumenAbMwh, hatKriterien, type EignungsKriterienWerte } from '../../domain/zulassung/eignung';
import { fehlendFuerSparte, type Anforderung } from '../../domain/zulassung/fehlend';
import { ausschreibungDerSparte } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { protokolliere } from '../shared/audit';
import { Konflikt, NichtGefunden, Regelverletzung } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';
import { vorhandeneNachweiseDer } from '../zulassung/stand.queries';
import { bieterDerAusschreibung, ladeKriterien, letzteBonitaet, pruefungenDerAusschreibung, referenzenDerEvus, zulassungJetzt } from './eignung.queries';
import type { Handelnder } from '../plugins/authentication';

type Db = Kysely<Database>;
/** The criteria can change until the Angebotsfrist: bidders offered on them, and no one may tailor them to the offers. */
const KRITERIEN_AENDERBAR: readonly number[] = [AusschreibungStatus.PruefungAusschreibung, AusschreibungStatus.Aktiv];
/** Results can be recorded while offers come in and are reviewed; the offers' release freezes them. */
const PRUEFUNGEN_AENDERBAR: readonly number[] = [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote];

const gleicheKriterien = (x: EignungsKriterienWerte | null, y: EignungsKriterienWerte | null) =>
  (x?.mindestjahresumsatzEur ?? null) === (y?.mindestjahresumsatzEur ?? null) && (x?.mindestReferenzen ?? null) === (y?.mindestReferenzen ?? null);

/**
 * The Eignungsprüfung of a tender (issue 45): the administrator sets the optional criteria and records each bidder's
 * result (geeignet | nicht geeignet with a Begründung) with the facts that support it; the offers' release waits for
 * every result when the tender has criteria, and freezes them.
 */
export class EignungspruefungService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly nachweisPflicht: readonly Anforderung[],
  ) {}

  async lade(id: number, sparte: Sparte): Promise<Eignung> {
    const a = await ausschreibungDerSparte(this.db, id, sparte);
    const [kriterien, bieter, pruefungen] = await Promise.all([ladeKriterien(this.db, id), bieterDerAusschreibung(this.db, id), pruefungenDerAusschreibung(this.db, id)]);
    const evuIds = bieter.map((b) => b.evuId);
    const [zulassungen, referenzen, bonitaeten, nachweise] = await Promise.all([
      zulassungJetzt(this.db, evuIds, a.sparte),
      referenzenDerEvus(this.db, evuIds),
      letzteBonitaet(this.db, evuIds),
      vorhandeneNachweiseDer(this.db, evuIds),
    ]);
    const heute = deutscherKalendertag(this.clock.now());
    const umfang = { sparte: a.sparte, jahresverbrauchKwh: Number(a.jahresverbrauch_kwh) };
    return {
      kriterien: { mindestjahresumsatzEur: kriterien?.mindestjahresumsatzEur ?? null, mindestReferenzen: kriterien?.mindestReferenzen ?? null },
      aehnlichAbMwh: aehnlichesVolumenAbMwh(umfang.jahresverbrauchKwh),
      kriterienAenderbar: KRITERIEN_AENDERBAR.includes(a.status),
      pruefungenAenderbar: PRUEFUNGEN_AENDERBAR.includes(a.status),
      bieter: bieter.map((b) => {
        const zulassung = zulassungen.get(b.evuId);
        const pruefung = pruefungen.find((p) => p.evuId === b.evuId);
        const refs = referenzen.get(b.evuId) ?? [];
        return {
          evuId: b.evuId,
          evu: b.firma,
          zulassung: zulassung ? { status: zulassung.status, seit: isoDateTime(zulassung.seit) } : null,
          referenzen: { gesamt: refs.length, aehnlich: aehnlicheReferenzen(refs, umfang) },
          nachweise: nachweise.get(b.evuId)!.filter((n) => a.sparte === 1 || n.art !== 'Oekostromzertifikat').map((n) => ({ art: n.art, gueltigBis: n.gueltigBis, pruefung: n.pruefung })),
          fehlend: fehlendFuerSparte(this.nachweisPflicht, a.sparte, nachweise.get(b.evuId)!, heute).fehlend.map((f) => f.text),
          bonitaet: bonitaeten.get(b.evuId) ?? null,
          pruefung: pruefung ? { geeignet: pruefung.geeignet, begruendung: pruefung.begruendung, geprueftVon: pruefung.geprueftVon, geprueftAm: isoDateTime(pruefung.geprueftAm) } : null,
        };
      }),
    };
  }

  /**
   * Sets the criteria and the results as given (a bidder left out loses its result). Results only for bidders; a
   * bidder found nicht geeignet needs a Begründung. A result that did not change keeps who recorded it and when.
   */
  async speichere(id: number, sparte: Sparte, eingabe: EignungEingabe, wer: Handelnder): Promise<void> {
    await ausschreibungDerSparte(this.db, id, sparte);
    const kriterien: EignungsKriterienWerte = { mindestjahresumsatzEur: eingabe.kriterien.mindestjahresumsatzEur ?? null, mindestReferenzen: eingabe.kriterien.mindestReferenzen ?? null };
    const pruefungen = eingabe.pruefungen.map((p) => ({ evuId: p.evuId, geeignet: p.geeignet, begruendung: p.begruendung?.trim() || null }));
    await this.pruefeEingabe(id, pruefungen);
    const jetzt = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      // The tender's row lock, taken only in a status that allows a change: the offers' release (which takes the same
      // lock) either waits for this change and then sees it, or came first and this one finds the status past.
      const gesperrt = await trx.updateTable('ausschreibung').set({ updated_at: jetzt }).where('id', '=', id).where('status', 'in', [...KRITERIEN_AENDERBAR, ...PRUEFUNGEN_AENDERBAR]).executeTakeFirst();
      const { status } = await trx.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      if (Number(gesperrt.numUpdatedRows) !== 1) throw new Konflikt(abgeschlossen(status));
      const [bisherKriterien, bisher] = await Promise.all([ladeKriterien(trx, id), trx.selectFrom('eignungspruefung').selectAll().where('ausschreibung_id', '=', id).execute()]);
      const kriterienNeu = !gleicheKriterien(bisherKriterien, kriterien);
      if (kriterienNeu && !KRITERIEN_AENDERBAR.includes(status)) throw new Konflikt('Die Eignungskriterien können nach Ablauf der Angebotsfrist nicht mehr geändert werden.');
      const geaendert = pruefungen.filter((p) => {
        const alt = bisher.find((b) => b.evu_id === p.evuId);
        return !alt || (alt.geeignet === 1) !== p.geeignet || alt.begruendung !== p.begruendung;
      });
      const entfallen = bisher.filter((b) => !pruefungen.some((p) => p.evuId === b.evu_id));
      if ((geaendert.length || entfallen.length) && !PRUEFUNGEN_AENDERBAR.includes(status)) {
        throw new Konflikt('Die Eignungsprüfung ist erst möglich, wenn die Ausschreibung freigegeben ist und Angebote eingehen.');
      }
      if (!kriterienNeu && !geaendert.length && !entfallen.length) return;
      await this.keineLaufendeAuktion(trx, id, jetzt);

      if (kriterienNeu) {
        if (!hatKriterien(kriterien)) await trx.deleteFrom('ausschreibung_eignung').where('ausschreibung_id', '=', id).execute();
        else {
          const werte = { mindestjahresumsatz_eur: kriterien.mindestjahresumsatzEur, mindest_referenzen: kriterien.mindestReferenzen, geaendert_von: wer.id, geaendert_am: jetzt };
          await trx
            .insertInto('ausschreibung_eignung')
            .values({ ausschreibung_id: id, ...werte })
            .onConflict((oc) => oc.column('ausschreibung_id').doUpdateSet(werte))
            .execute();
        }
      }
      if (entfallen.length) await trx.deleteFrom('eignungspruefung').where('ausschreibung_id', '=', id).where('evu_id', 'in', entfallen.map((e) => e.evu_id)).execute();
      for (const p of geaendert) {
        const werte = { geeignet: p.geeignet ? 1 : 0, begruendung: p.begruendung, geprueft_von: wer.id, geprueft_am: jetzt };
        await trx
          .insertInto('eignungspruefung')
          .values({ ausschreibung_id: id, evu_id: p.evuId, ...werte })
          .onConflict((oc) => oc.columns(['ausschreibung_id', 'evu_id']).doUpdateSet(werte))
          .execute();
      }
      const alsProtokoll = (p: { evuId: number; geeignet: boolean; begruendung: string | null }) => ({ evuId: p.evuId, geeignet: p.geeignet, begruendung: p.begruendung });
      await protokolliere(trx, this.clock, {
        benutzerId: wer.id,
        aktion: 'eignung_geaendert',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: {
          ...(kriterienNeu ? { kriterien: bisherKriterien } : {}),
          pruefungen: bisher.filter((b) => entfallen.includes(b) || geaendert.some((g) => g.evuId === b.evu_id)).map((b) => alsProtokoll({ evuId: b.evu_id, geeignet: b.geeignet === 1, begruendung: b.begruendung })),
        },
        nachher: { ...(kriterienNeu ? { kriterien: hatKriterien(kriterien) ? kriterien : null } : {}), pruefungen: geaendert.map(alsProtokoll) },
        ipAddress: wer.ipAddress,
      });
    });
  }

  /** 400 for a bidder named twice or a missing Begründung, 404 for an EVU that does not exist, 400 for a non-bidder. */
  private async pruefeEingabe(id: number, pruefungen: readonly { evuId: number; geeignet: boolean; begruendung: string | null }[]): Promise<void> {
    const ids = [...new Set(pruefungen.map((p) => p.evuId))];
    const [evus, bieter] = await Promise.all([
      ids.length ? this.db.selectFrom('evu').select('id').where('id', 'in', ids).execute() : Promise.resolve([]),
      bieterDerAusschreibung(this.db, id),
    ]);
    const unbekannt = ids.find((evuId) => !evus.some((e) => e.id === evuId));
    if (unbekannt !== undefined) throw new NichtGefunden(`Das EVU mit der Nummer ${unbekannt} wurde nicht gefunden.`);
    const fehler: Record<string, string[]> = {};
    pruefungen.forEach((p, i) => {
      if (pruefungen.findIndex((q) => q.evuId === p.evuId) !== i) fehler[`pruefungen[${i}].evuId`] = ['Dieses EVU ist mehrfach angegeben.'];
      else if (!bieter.some((b) => b.evuId === p.evuId)) fehler[`pruefungen[${i}].evuId`] = ['Dieses EVU hat zu der Ausschreibung kein Angebot abgegeben; geprüft werden nur Bieter.'];
      if (!p.geeignet && !p.begruendung) fehler[`pruefungen[${i}].begruendung`] = ['Bitte begründen Sie, warum der Bieter nicht geeignet ist.'];
    });
    if (Object.keys(fehler).length) throw new Regelverletzung('Die Eignungsprüfung kann so nicht gespeichert werden.', fehler);
  }

  /** While bids come in, the field of bidders stays as it began. */
  private async keineLaufendeAuktion(trx: Db, id: number, jetzt: number): Promise<void> {
    const auktion = await trx.selectFrom('auktion').select(['beginn', 'ende']).where('ausschreibung_id', '=', id).executeTakeFirst();
    if (auktion && statusAm({ beginn: Number(auktion.beginn), ende: Number(auktion.ende) }, jetzt) === 'laeuft') {
      throw new Konflikt('Während die Online-Auktion läuft, kann die Eignungsprüfung nicht geändert werden.');
    }
  }
}

function abgeschlossen(status: number): string {
  if (status === AusschreibungStatus.Aufgehoben) return 'Die Ausschreibung ist aufgehoben; die Eignungsprüfung kann nicht mehr geändert werden.';
  return 'Die Angebote sind freigegeben; die Eignungsprüfung ist damit abgeschlossen und kann nicht mehr geändert werden.';
}
