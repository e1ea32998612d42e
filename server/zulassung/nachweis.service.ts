import type { Kysely } from 'kysely';
import type { Nachweis } from '../../domain/api/zulassung';
import { deutscherKalendertag } from '../../domain/datum';
import { NACHWEIS_MELDUNG, nachweisAngabenFehler } from '../../domain/zulassung/nachweisUpload';
import type { HochgeladenerNachweis } from '../../domain/zulassung/nachweise';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { gespeicherteDatei, type Datei } from '../dokumente/datei';
import { protokolliere } from '../shared/audit';
import { Konflikt, NichtGefunden } from '../shared/errors';
import { throwIfFieldErrors } from '../shared/fieldErrors';
import { isoDateTime } from '../shared/isoDateTime';
import type { HandelndesEvu } from '../plugins/profile';
import { nachweisDatei } from './evu.queries';

/**
 * The proofs an EVU uploads (Handelsregisterauszug, Jahresabschluss, …) with their Gültig bis. A new upload of a kind
 * does not replace the older ones, which stay as history; the newest counts (stand.queries.ts). Only the EVU itself
 * reads its proofs here; another EVU's proof does not exist for it (404).
 */
export class EvuNachweiseService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Kind and Gültig bis as sent (raw query values), checked before a byte of the file is read. */
  async pruefeAngaben(evuId: number, art: unknown, gueltigBis: unknown): Promise<void> {
    const { sparten } = await this.db.selectFrom('evu').select('sparten').where('id', '=', evuId).executeTakeFirstOrThrow();
    throwIfFieldErrors(nachweisAngabenFehler(art, gueltigBis, deutscherKalendertag(this.clock.now()), sparten));
  }

  async speichere(evu: HandelndesEvu, art: HochgeladenerNachweis, gueltigBis: string, datei: Datei): Promise<Nachweis> {
    // Again after the upload: the day may have turned while it streamed.
    await this.pruefeAngaben(evu.id, art, gueltigBis);
    const jetzt = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('evu_nachweis')
        .values({ evu_id: evu.id, art, gueltig_bis: gueltigBis, ...gespeicherteDatei(datei, evu.benutzerId, jetzt), pruefung: null, pruefung_begruendung: null, geprueft_von: null, geprueft_am: null, erinnert_30_am: null, erinnert_7_am: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await protokolliere(trx, this.clock, {
        benutzerId: evu.benutzerId,
        aktion: 'nachweis_hochgeladen',
        entitaet: 'evu',
        entitaetId: evu.id,
        nachher: { nachweisId: id, art, gueltigBis, name: datei.name, size: datei.daten.length },
        ipAddress: evu.ipAddress,
      });
      return id;
    });
    return { id, art, gueltigBis, name: datei.name, size: datei.daten.length, uploadedAt: isoDateTime(jetzt), pruefung: null, pruefungBegruendung: null, aktuell: true };
  }

  async lade(evuId: number, id: number): Promise<{ name: string; contentType: string; data: Buffer }> {
    const zeile = await nachweisDatei(this.db, evuId, id);
    if (!zeile) throw new NichtGefunden(NACHWEIS_MELDUNG.nichtGefunden);
    return { name: zeile.name, contentType: zeile.content_type, data: Buffer.from(zeile.data) };
  }

  /** An upload the administrator has not checked yet may be taken back (a wrong file); a checked one is record. */
  async loesche(evu: HandelndesEvu, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const zeile = await trx.selectFrom('evu_nachweis').select(['art', 'name', 'pruefung']).where('id', '=', id).where('evu_id', '=', evu.id).executeTakeFirst();
      if (!zeile) throw new NichtGefunden(NACHWEIS_MELDUNG.nichtGefunden);
      if (zeile.pruefung !== null) throw new Konflikt(NACHWEIS_MELDUNG.geprueft);
      // Conditional: an administrator's check that lands meanwhile wins, and the proof stays.
      const { numDeletedRows } = await trx.deleteFrom('evu_nachweis').where('id', '=', id).where('pruefung', 'is', null).executeTakeFirst();
      if (numDeletedRows === 0n) throw new Konflikt(NACHWEIS_MELDUNG.geprueft);
      await protokolliere(trx, this.clock, { benutzerId: evu.benutzerId, aktion: 'nachweis_geloescht', entitaet: 'evu', entitaetId: evu.id, vorher: { nachweisId: id, art: zeile.art, name: zeile.name }, ipAddress: evu.ipAddress });
    });
  }
}
