import type { Kysely } from 'kysely';
import type { VersandtesInformationsschreiben } from '../../domain/api/zuschlag';
import { informationsschreibenDateiname } from '../../domain/vergabe/informationsschreiben';
import { eingeladeneAusschreibung, sichtbareAusschreibung, type Leser } from '../ausschreibung/zugriff';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';

/** The Kunde of the tender, or an administrator under the tender's Sparte. */
type Auftraggeberseite = Extract<Leser, { rolle: 'Administrator' } | { rolle: 'Kunde' }>;

/**
 * The Informationsschreiben sent to losing bidders (§ 134 GWB), kept as sent: the bidder reads its own on its tender
 * page; the Kunde, in whose name they went out, and the administrator read every one of the tender.
 */
export class InformationsschreibenAblageService {
  constructor(private readonly db: Kysely<Database>) {}

  /** The letter to this EVU's offer on tender `id`, or 404 when it got none (it won, or no Zuschlag is intended yet). */
  async fuerEvu(evuId: number, id: number): Promise<{ pdf: Buffer; dateiname: string }> {
    const a = await eingeladeneAusschreibung(this.db, evuId, id);
    const brief = await this.briefe(id).select('i.pdf').where('o.evu_id', '=', evuId).executeTakeFirst();
    if (!brief) throw new NichtGefunden('Zu Ihrem Angebot liegt kein Informationsschreiben vor.');
    return { pdf: Buffer.from(brief.pdf), dateiname: informationsschreibenDateiname(a.nummer) };
  }

  /** Every letter of the tender, in the order sent, then by bidder; another Kunde's tender does not exist (404). */
  async liste(leser: Auftraggeberseite, id: number): Promise<VersandtesInformationsschreiben[]> {
    await sichtbareAusschreibung(this.db, leser, id);
    const zeilen = await this.briefe(id).select(['o.id', 'v.firma', 'i.versandt_am']).orderBy('i.versandt_am').orderBy('v.firma').execute();
    return zeilen.map((z) => ({ angebotId: z.id, evu: z.firma, versandtAm: isoDateTime(Number(z.versandt_am)) }));
  }

  /** One letter of the tender as sent, named for its bidder like the Kunde's copy by mail. */
  async pdf(leser: Auftraggeberseite, id: number, angebotId: number): Promise<{ pdf: Buffer; dateiname: string }> {
    const a = await sichtbareAusschreibung(this.db, leser, id);
    const brief = await this.briefe(id).select(['i.pdf', 'v.firma']).where('o.id', '=', angebotId).executeTakeFirst();
    if (!brief) throw new NichtGefunden('Zu diesem Angebot liegt kein Informationsschreiben vor.');
    return { pdf: Buffer.from(brief.pdf), dateiname: informationsschreibenDateiname(a.nummer, brief.firma) };
  }

  /** The letters of tender `id` with their offers and bidders. */
  private briefe(id: number) {
    return this.db
      .selectFrom('informationsschreiben as i')
      .innerJoin('angebot as o', 'o.id', 'i.angebot_id')
      .innerJoin('evu as v', 'v.id', 'o.evu_id')
      .where('o.ausschreibung_id', '=', id);
  }
}
