import type { Kysely } from 'kysely';
import { eingeladeneAusschreibung } from '../ausschreibung/zugriff';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';

/** The Informationsschreiben a losing bidder was sent (§ 134 GWB), for its own tender page. */
export class InformationsschreibenAblage {
  constructor(private readonly db: Kysely<Database>) {}

  /** The letter to this EVU's offer on tender `id`, or 404 when it got none (it won, or no Zuschlag is intended yet). */
  async fuerEvu(evuId: number, id: number): Promise<{ pdf: Buffer; dateiname: string }> {
    const a = await eingeladeneAusschreibung(this.db, evuId, id);
    const brief = await this.db
      .selectFrom('informationsschreiben as i')
      .innerJoin('angebot as o', 'o.id', 'i.angebot_id')
      .select('i.pdf')
      .where('o.ausschreibung_id', '=', id)
      .where('o.evu_id', '=', evuId)
      .executeTakeFirst();
    if (!brief) throw new NichtGefunden('Zu Ihrem Angebot liegt kein Informationsschreiben vor.');
    return { pdf: Buffer.from(brief.pdf), dateiname: `Informationsschreiben_${a.nummer}.pdf` };
  }
}
