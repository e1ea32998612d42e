import type { Kysely } from 'kysely';
import type { Static } from '@sinclair/typebox';
import type { AngebotsAnhangGespeichert } from '../../domain/api/angebot';
import { ANHAENGE_HOECHSTENS_BYTES, ANHANG_MELDUNG } from '../../domain/angebotsAnhaenge';
import { angebotsfristLaeuft, AusschreibungStatus } from '../../domain/ausschreibung';
import type { AngemeldeterBenutzer } from '../plugins/authentication';
import { eingeladeneAusschreibung, leserVon, type Leser } from '../ausschreibung/zugriff';
import type { Clock } from '../clock';
import { aufPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { DateiZuGross, type Datei } from '../dokumente/datei';
import { protokolliere } from '../shared/audit';
import { NichtGefunden, Regelverletzung } from '../shared/errors';
import type { HandelndesEvu } from '../plugins/profile';
import { anhangBytes, anhangDaten, anhangMitAngebot, angebotUndFrist, ausschreibungDesAnhangs, fuegeAnhangEin, loescheAnhang, sperreAngebot } from './anhang.queries';

type Gespeichert = Static<typeof AngebotsAnhangGespeichert>;

/** The offer may no longer change: a refusal that is recorded in the audit trail. */
class FristAbgelaufen extends Regelverletzung {
  constructor() {
    super(ANHANG_MELDUNG.fristAbgelaufen);
  }
}
type Anhang = NonNullable<Awaited<ReturnType<typeof anhangMitAngebot>>>;

/**
 * Attachments of an offer (issue 42, point 5): the EVU adds and deletes them while it may change its offer; they are
 * read with the offer's own rule — the bidder always, the administrator once the offers are unsealed, the Kunde
 * once they are released to it. For everyone else an attachment does not exist (404).
 */
export class AngebotsAnhaengeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the EVU may add a file of `bytes` to its offer on the tender: invited (else 404), with an offer (400),
   * before the Angebotsfrist (400, audited), within what the offer's 10 MB leave (413). Asked before the body is
   * read, with the size the client announced; `speichere` asks again.
   */
  async pruefeHochladen(evu: HandelndesEvu, ausschreibungId: number, bytes: number): Promise<void> {
    const angebotId = await this.pruefeAenderbar(evu, ausschreibungId);
    await passtNoch(this.db, angebotId, bytes);
  }

  async speichere(evu: HandelndesEvu, ausschreibungId: number, datei: Datei): Promise<Gespeichert> {
    await this.pruefeAenderbar(evu, ausschreibungId);
    return this.db.transaction().execute(async (trx) => {
      // Again inside: the deadline may have passed and another upload may have filled the offer while this one streamed.
      const angebotId = await this.aenderbaresAngebot(trx, evu, ausschreibungId);
      if (aufPostgres(trx)) await sperreAngebot(trx, angebotId);
      await passtNoch(trx, angebotId, datei.daten.length);
      const id = await fuegeAnhangEin(trx, { angebotId, datei, benutzerId: evu.benutzerId, jetzt: this.clock.now() });
      const anhang = { id, name: datei.name, contentType: datei.contentType, size: datei.daten.length };
      await protokolliere(trx, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: 'angebot_anhang_hochgeladen',
        entitaet: 'angebot',
        entitaetId: angebotId,
        nachher: { ausschreibungId, anhangId: id, name: anhang.name, contentType: anhang.contentType, size: anhang.size },
        ipAddress: evu.ipAddress,
      });
      return anhang;
    });
  }

  /** Before the Angebotsfrist the EVU may take an attachment back; another's attachment does not exist for it. */
  async loesche(evu: HandelndesEvu, ausschreibungId: number, anhangId: number): Promise<void> {
    await this.pruefeAenderbar(evu, ausschreibungId);
    await this.db.transaction().execute(async (trx) => {
      const angebotId = await this.aenderbaresAngebot(trx, evu, ausschreibungId);
      const anhang = await anhangMitAngebot(trx, anhangId);
      if (!anhang || anhang.angebot_id !== angebotId) throw new NichtGefunden(ANHANG_MELDUNG.nichtGefunden);
      if (!(await loescheAnhang(trx, anhangId))) throw new NichtGefunden(ANHANG_MELDUNG.nichtGefunden);
      await protokolliere(trx, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: 'angebot_anhang_geloescht',
        entitaet: 'angebot',
        entitaetId: angebotId,
        vorher: { ausschreibungId, anhangId, name: anhang.name },
        ipAddress: evu.ipAddress,
      });
    });
  }

  /** The attachment's bytes for whoever may read its offer. */
  async lade(anhangId: number, benutzer: AngemeldeterBenutzer) {
    const anhang = await anhangMitAngebot(this.db, anhangId);
    if (!anhang || !darfLesen(await leserVon(this.db, benutzer), anhang)) throw new NichtGefunden(ANHANG_MELDUNG.nichtGefunden);
    const { name, content_type, data } = await anhangDaten(this.db, anhangId);
    return { name, contentType: content_type, data };
  }

  /** The tender an attachment belongs to, for the deadlines to take effect before it is read; null for none. */
  ausschreibungVon(anhangId: number): Promise<number | null> {
    return ausschreibungDesAnhangs(this.db, anhangId);
  }

  /** As `aenderbaresAngebot`, before any transaction: a late attempt is recorded, as a late offer is. */
  private async pruefeAenderbar(evu: HandelndesEvu, ausschreibungId: number): Promise<number> {
    try {
      return await this.aenderbaresAngebot(this.db, evu, ausschreibungId);
    } catch (fehler) {
      if (fehler instanceof FristAbgelaufen) {
        await protokolliere(this.db, this.clock, { benutzerId: evu.benutzerId, aktion: 'angebot_anhang_zu_spaet', entitaet: 'ausschreibung', entitaetId: ausschreibungId, ipAddress: evu.ipAddress });
      }
      throw fehler;
    }
  }

  /** The EVU's offer on the tender while it may still be changed: invited (else 404), with an offer, before the Angebotsfrist. */
  private async aenderbaresAngebot(db: Kysely<Database>, evu: HandelndesEvu, ausschreibungId: number): Promise<number> {
    await eingeladeneAusschreibung(db, evu.id, ausschreibungId);
    const { status, angebotsfrist, angebotId } = await angebotUndFrist(db, ausschreibungId, evu.id);
    if (!angebotsfristLaeuft({ status, angebotsfrist }, this.clock.now())) throw new FristAbgelaufen();
    if (angebotId === null) throw new Regelverletzung(ANHANG_MELDUNG.keinAngebot);
    return angebotId;
  }
}

/** 413 when `bytes` more would take the offer's attachments past 10 MB, naming what is left. */
async function passtNoch(db: Kysely<Database>, angebotId: number, bytes: number): Promise<void> {
  const frei = ANHAENGE_HOECHSTENS_BYTES - (await anhangBytes(db, angebotId));
  if (bytes > frei) throw new DateiZuGross(ANHANG_MELDUNG.summeZuGross(Math.max(0, frei)));
}

/** The offer's own rule (sealed until the Angebotsfrist, released to the Kunde from Bindefrist), for each role the account has. */
function darfLesen(leser: readonly Leser[], anhang: Anhang): boolean {
  return leser.some((l) => {
    switch (l.rolle) {
      case 'EVU':
        return l.evuId === anhang.evu_id;
      case 'Administrator':
        return anhang.ausschreibungStatus >= AusschreibungStatus.PruefungAngebote;
      case 'Kunde':
        return l.kundeId === anhang.kunde_id && anhang.ausschreibungStatus >= AusschreibungStatus.Bindefrist && anhang.angebotStatus !== 'eingereicht';
    }
  });
}
