import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hatSparte } from '../shared/expressions';

export async function eingeladeneEvuIds(db: Kysely<Database>, ausschreibungId: number): Promise<number[]> {
  const rows = await db.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', ausschreibungId).orderBy('evu_id').execute();
  return rows.map((r) => r.evu_id);
}

/** How many invited EVUs supply the tender's Sparte. */
export async function passendeEingeladene(db: Kysely<Database>, ausschreibungId: number, sparte: number): Promise<number> {
  const { anzahl } = await db
    .selectFrom('einladung as e')
    .innerJoin('evu as v', 'v.id', 'e.evu_id')
    .select((eb) => eb.fn.countAll<number>().as('anzahl'))
    .where('e.ausschreibung_id', '=', ausschreibungId)
    .where((eb) => hatSparte(eb, eb.ref('v.sparten'), sparte))
    .executeTakeFirstOrThrow();
  return Number(anzahl);
}

/**
 * EVUs whose Sparten include `sparte`: the only ones a tender of that Sparte may invite, each with its Zulassung for
 * the Sparte (issue 45; null: no row yet, which counts as registriert). Reads evu_zulassung by its primary key.
 */
export function evusDerSparte(db: Kysely<Database>, sparte: number) {
  return db
    .selectFrom('evu as e')
    .leftJoin('evu_zulassung as z', (join) => join.onRef('z.evu_id', '=', 'e.id').on('z.sparte', '=', sparte))
    .select(['e.id', 'e.firma', 'e.plz', 'e.ort', 'z.status'])
    .where((eb) => hatSparte(eb, eb.ref('e.sparten'), sparte))
    .orderBy('e.firma')
    .orderBy('e.id')
    .execute();
}

export async function aendereEinladungen(db: Kysely<Database>, ausschreibungId: number, { entfernt, neu }: { entfernt: number[]; neu: number[] }, durch: { von: number; am: number; begruendungen?: ReadonlyMap<number, string> }): Promise<void> {
  if (entfernt.length) await db.deleteFrom('einladung').where('ausschreibung_id', '=', ausschreibungId).where('evu_id', 'in', entfernt).execute();
  if (neu.length) {
    await db
      .insertInto('einladung')
      .values(neu.map((evuId) => ({ ausschreibung_id: ausschreibungId, evu_id: evuId, eingeladen_am: durch.am, eingeladen_von: durch.von, begruendung: durch.begruendungen?.get(evuId) ?? null })))
      .execute();
  }
}

/**
 * The EVUs invited to the Kunde's previous tender of the same Sparte: the latest one created before `id` that
 * invited any. Empty for the Kunde's first tender of the Sparte.
 */
export async function vorigeEinladungen(db: Kysely<Database>, id: number): Promise<number[]> {
  const vorige = await db
    .selectFrom('ausschreibung as jetzt')
    .innerJoin('ausschreibung as a', (join) => join.onRef('a.kunde_id', '=', 'jetzt.kunde_id').onRef('a.sparte', '=', 'jetzt.sparte').onRef('a.id', '<', 'jetzt.id'))
    .select('a.id')
    .where('jetzt.id', '=', id)
    .where((eb) => eb.exists(eb.selectFrom('einladung as e').select('e.evu_id').whereRef('e.ausschreibung_id', '=', 'a.id')))
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return vorige ? eingeladeneEvuIds(db, vorige.id) : [];
}
