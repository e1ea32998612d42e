import type { Insertable, Kysely, Transaction } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { AusschreibungTable, Database, LieferstelleTable } from '../db/schema';
import { fuegeLieferstellenEin } from './lieferstellenAbgleich';
import { mitSuchtextAmEnde } from './suche';

/** A new tender row with its Lieferstellen; returns its id. */
export async function fuegeAusschreibungEin(trx: Transaction<Database>, zeile: Insertable<AusschreibungTable>, lieferstellen: (id: number) => Insertable<LieferstelleTable>[]): Promise<number> {
  const { id } = await trx.insertInto('ausschreibung').values(zeile).returning('id').executeTakeFirstOrThrow();
  const zeilen = lieferstellen(id);
  if (zeilen.length) await mitSuchtextAmEnde(trx, id, () => fuegeLieferstellenEin(trx, zeilen));
  return id;
}

/** Deletes the Kunde's tender if it is still in review; whether it did. */
export async function loescheInPruefung(db: Kysely<Database>, id: number, kundeId: number): Promise<boolean> {
  const geloescht = await db
    .deleteFrom('ausschreibung')
    .where('id', '=', id)
    .where('kunde_id', '=', kundeId)
    .where('status', '=', AusschreibungStatus.PruefungAusschreibung)
    .executeTakeFirst();
  return Number(geloescht.numDeletedRows) === 1;
}
