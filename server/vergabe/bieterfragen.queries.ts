import type { Kysely } from 'kysely';
import type { GespeicherteFrage } from '../../domain/vergabe/bieterfragen';
import type { Database } from '../db/schema';
import { alsDatumZeit } from '../shared/zeit';

/** A tender's questions in the order they were asked, each with the asking EVU's name (for the administrator only). */
export async function ladeFragen(db: Kysely<Database>, ausschreibungId: number): Promise<(GespeicherteFrage & { evu: string })[]> {
  const rows = await db
    .selectFrom('bieterfrage as f')
    .innerJoin('evu as v', 'v.id', 'f.evu_id')
    .select(['f.id', 'f.evu_id', 'f.frage', 'f.gestellt_am', 'f.antwort', 'f.beantwortet_am', 'v.firma'])
    .where('f.ausschreibung_id', '=', ausschreibungId)
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    evuId: r.evu_id,
    evu: r.firma,
    frage: r.frage,
    gestelltAm: alsDatumZeit(Number(r.gestellt_am)),
    antwort: r.antwort,
    beantwortetAm: r.beantwortet_am === null ? null : alsDatumZeit(Number(r.beantwortet_am)),
  }));
}

/** How often the Angebotsfrist was extended: the version number of its calendar entry. */
export async function verlaengerungen(db: Kysely<Database>, id: number): Promise<number> {
  const { anzahl } = await db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<number>().as('anzahl'))
    .where('entitaet', '=', 'ausschreibung')
    .where('entitaet_id', '=', id)
    .where('aktion', '=', 'angebotsfrist_verlaengert')
    .executeTakeFirstOrThrow();
  return Number(anzahl);
}
