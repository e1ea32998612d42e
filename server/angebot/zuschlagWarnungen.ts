import type { Kysely } from 'kysely';
import type { ZuschlagRueckfrage } from '../../domain/api/kundeAngebote';
import { hatVorbehalt } from '../../domain/angebotsAnhaenge';
import { bestaetigungVerlangt, bonitaetsWarnung, vorbehaltsWarnung, type ZuschlagWarnung } from '../../domain/vergabe/zuschlagWarnungen';
import type { Database } from '../db/schema';
import { Konflikt } from '../shared/errors';
import { letzteBonitaet } from '../vergabe/eignung.queries';

/** What the Kunde must confirm before awarding offer `angebotId`, and the rating it was judged on (for the audit trail). */
export interface ZuschlagPruefung {
  evuId: number;
  warnungen: ZuschlagWarnung[];
  bonitaet: { klasse: number; datum: string; quelle: string } | null;
}

/**
 * The warnings of a Zuschlag on `angebotId`, judged on `heute` (German calendar day): its Vorbehalt and its bidder's
 * latest credit rating (the row entered last counts, as the administrator's page and the Eignungsprüfung show it).
 */
export async function zuschlagPruefung(db: Kysely<Database>, angebotId: number, heute: string): Promise<ZuschlagPruefung> {
  const o = await db
    .selectFrom('angebot as o')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .select(['o.evu_id', 'o.bemerkung', 'v.firma'])
    .where('o.id', '=', angebotId)
    .executeTakeFirstOrThrow();
  const bonitaet = (await letzteBonitaet(db, [o.evu_id])).get(o.evu_id) ?? null;
  return { evuId: o.evu_id, warnungen: warnungenDes({ evu: o.firma, bemerkung: o.bemerkung }, bonitaet, heute), bonitaet };
}

/** One offer's warnings: its Vorbehalt and its bidder's rating `bonitaet` (the latest entered). */
function warnungenDes(o: { evu: string; bemerkung: string | null }, bonitaet: { klasse: number; datum: string } | null, heute: string): ZuschlagWarnung[] {
  return [vorbehaltsWarnung(o.evu, hatVorbehalt(o.bemerkung)), bonitaetsWarnung(o.evu, bonitaet, heute)].filter((w): w is ZuschlagWarnung => w !== null);
}

/** The warnings of a Zuschlag on each offer of a comparison, judged on `heute`: shown before the Kunde's first click. */
export async function warnungenJeAngebot(db: Kysely<Database>, angebote: readonly { evuId: number; evu: string; bemerkung: string | null }[], heute: string): Promise<ZuschlagWarnung[][]> {
  const bonitaeten = await letzteBonitaet(db, [...new Set(angebote.map((o) => o.evuId))]);
  return angebote.map((o) => warnungenDes(o, bonitaeten.get(o.evuId) ?? null, heute));
}

/** 409 to a Zuschlag that does not confirm every warning: nothing was done; the answer lists what is to be confirmed. */
export class ZuschlagNichtBestaetigt extends Konflikt {
  constructor(readonly warnungen: ZuschlagWarnung[]) {
    super(bestaetigungVerlangt(warnungen));
  }
  override body(): ZuschlagRueckfrage {
    return { message: this.message, warnungen: this.warnungen };
  }
}
