import type { Insertable, Kysely, Updateable } from 'kysely';
import type { GespeicherteFrage } from '../../domain/vergabe/bieterfragen';
import type { BieterfrageTable, Database } from '../db/schema';
import { isoDateTime } from '../shared/isoDateTime';

/** A tender's questions in the order they were asked, each with the asking EVU's name (for the administrator only). */
export async function ladeFragen(db: Kysely<Database>, ausschreibungId: number): Promise<(GespeicherteFrage & { evu: string })[]> {
  const rows = await db
    .selectFrom('bieterfrage as f')
    .innerJoin('evu as v', 'v.id', 'f.evu_id')
    .select(['f.id', 'f.evu_id', 'f.frage', 'f.wortlaut', 'f.nicht_veroeffentlicht_am', 'f.gestellt_am', 'f.antwort', 'f.beantwortet_am', 'v.firma'])
    .where('f.ausschreibung_id', '=', ausschreibungId)
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    evuId: r.evu_id,
    evu: r.firma,
    frage: r.frage,
    wortlaut: r.wortlaut,
    veroeffentlicht: r.nicht_veroeffentlicht_am === null,
    gestelltAm: isoDateTime(Number(r.gestellt_am)),
    antwort: r.antwort,
    beantwortetAm: r.beantwortet_am === null ? null : isoDateTime(Number(r.beantwortet_am)),
  }));
}

/**
 * How often the Angebotsfrist may have moved since the invitations (an extension with an answer, or the
 * administrator's edit of the running tender): the version number of its calendar entry, which has to grow with every move.
 */
export async function verlaengerungen(db: Kysely<Database>, id: number): Promise<number> {
  const { anzahl } = await db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<number>().as('anzahl'))
    .where('entitaet', '=', 'ausschreibung')
    .where('entitaet_id', '=', id)
    .where((eb) =>
      eb.or([
        eb('aktion', '=', 'angebotsfrist_verlaengert'),
        // The invitation's entry left with the release: only the administrator's edits after it move it.
        eb.and([
          eb('aktion', '=', 'ausschreibung_geaendert'),
          eb(
            'id',
            '>',
            eb
              .selectFrom('audit_event as f')
              .select((f) => f.fn.max('f.id').as('freigabe'))
              .where('f.entitaet', '=', 'ausschreibung')
              .where('f.entitaet_id', '=', id)
              .where('f.aktion', '=', 'ausschreibung_freigegeben'),
          ),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(anzahl);
}

/** The tender's status and Angebotsfrist; with `sperren` (PostgreSQL) the row stays as read until the transaction ends. */
export function fristStand(db: Kysely<Database>, id: number, sperren: boolean) {
  return db.selectFrom('ausschreibung').select(['status', 'angebotsfrist']).where('id', '=', id).$if(sperren, (q) => q.forShare()).executeTakeFirstOrThrow();
}

export async function fuegeFrageEin(db: Kysely<Database>, zeile: Insertable<BieterfrageTable>): Promise<number> {
  const { id } = await db.insertInto('bieterfrage').values(zeile).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function frageDerAusschreibung(db: Kysely<Database>, ausschreibungId: number, frageId: number) {
  return db.selectFrom('bieterfrage').select(['frage', 'wortlaut', 'antwort', 'beantwortet_am', 'nicht_veroeffentlicht_am']).where('id', '=', frageId).where('ausschreibung_id', '=', ausschreibungId).executeTakeFirst();
}

/** Changes a published question only while its answer is unpublished; whether it did. */
export async function aendereOffeneFrage(db: Kysely<Database>, frageId: number, werte: Updateable<BieterfrageTable>): Promise<boolean> {
  const r = await db.updateTable('bieterfrage').set(werte).where('id', '=', frageId).where('beantwortet_am', 'is', null).where('nicht_veroeffentlicht_am', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Changes a question only while it is published; whether it did. */
export async function aendereVeroeffentlichteFrage(db: Kysely<Database>, frageId: number, werte: Updateable<BieterfrageTable>): Promise<boolean> {
  const r = await db.updateTable('bieterfrage').set(werte).where('id', '=', frageId).where('nicht_veroeffentlicht_am', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * How many of an EVU's questions on a tender wait for an answer (withheld ones no longer do). With `sperren`
 * (PostgreSQL) the EVU's invitation row stays locked until the transaction ends, so parallel questions of the same
 * EVU are counted one after the other; SQLite runs one transaction at a time anyway.
 */
export async function offeneFragenDesEvu(db: Kysely<Database>, ausschreibungId: number, evuId: number, sperren: boolean): Promise<number> {
  if (sperren) await db.selectFrom('einladung').select('evu_id').where('ausschreibung_id', '=', ausschreibungId).where('evu_id', '=', evuId).forUpdate().execute();
  const { anzahl } = await db
    .selectFrom('bieterfrage')
    .select((eb) => eb.fn.countAll<number>().as('anzahl'))
    .where('ausschreibung_id', '=', ausschreibungId)
    .where('evu_id', '=', evuId)
    .where('beantwortet_am', 'is', null)
    .where('nicht_veroeffentlicht_am', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(anzahl);
}

export async function setzeAntwortfristTage(db: Kysely<Database>, id: number, tage: number): Promise<void> {
  await db.updateTable('ausschreibung').set({ antwortfrist_tage: tage }).where('id', '=', id).execute();
}

/** The Kunde's postcode: its Land's holidays keep a suggested Angebotsfrist off them. */
export async function kundenPlz(db: Kysely<Database>, kundeId: number): Promise<string> {
  return (await db.selectFrom('kunde').select('plz').where('id', '=', kundeId).executeTakeFirstOrThrow()).plz;
}
