import type { Insertable, Transaction } from 'kysely';
import type { Database, LieferstelleTable } from '../db/schema';
import { lieferstellenZeilen, type NeueAusschreibung } from './spalten';
import { mitSuchtextAmEnde } from './suche';

type Zeile = ReturnType<typeof lieferstellenZeilen>[number];

/**
 * Lieferstellen per INSERT: 15 values each stay below the bound-parameter limits of SQLite (32,766) and PostgreSQL
 * (65,535); all 5,000 a tender may have in one statement were 75,000, refused by both with a 500.
 */
const BLOCK = 500;

/** Inserts a tender's new Lieferstellen, as many statements as the parameter limits need. */
export async function fuegeLieferstellenEin(trx: Transaction<Database>, zeilen: readonly Insertable<LieferstelleTable>[]): Promise<void> {
  for (let von = 0; von < zeilen.length; von += BLOCK) await trx.insertInto('lieferstelle').values(zeilen.slice(von, von + BLOCK)).execute();
}

/** The id a Lieferstelle of the body carries when it was read from the tender (the PUT body may send it back). */
function mitgebrachteId(lieferstelle: unknown): number | undefined {
  const id = (lieferstelle as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

const gleich = (a: Zeile, b: Record<string, unknown>) => (Object.keys(a) as (keyof Zeile)[]).every((k) => String(a[k] ?? '') === String(b[k] ?? ''));

/**
 * Saves a tender's Lieferstellen so that they keep their ids (a Lastgang hangs on its Lieferstelle): one sent back
 * with an id of this tender is updated (only when something changed), one without is inserted, and one no longer
 * sent is deleted, its Lastgang with it. A Lieferstelle that is no longer RLM loses its Lastgang.
 */
export async function gleicheLieferstellenAb(
  trx: Transaction<Database>,
  ausschreibungId: number,
  lieferstellen: NeueAusschreibung['lieferstellen'],
  koerper: readonly unknown[],
): Promise<void> {
  await mitSuchtextAmEnde(trx, ausschreibungId, () => schreibeLieferstellen(trx, ausschreibungId, lieferstellen, koerper));
}

async function schreibeLieferstellen(
  trx: Transaction<Database>,
  ausschreibungId: number,
  lieferstellen: NeueAusschreibung['lieferstellen'],
  koerper: readonly unknown[],
): Promise<void> {
  const bisher = new Map((await trx.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', ausschreibungId).execute()).map((l) => [l.id, l]));
  const zeilen = lieferstellenZeilen(ausschreibungId, lieferstellen);
  const behalten = new Set<number>();
  const neue: Zeile[] = [];
  for (const [i, zeile] of zeilen.entries()) {
    const id = mitgebrachteId(koerper[i]);
    const alt = id === undefined ? undefined : bisher.get(id);
    if (id === undefined || !alt || behalten.has(id)) {
      neue.push(zeile);
      continue;
    }
    behalten.add(id);
    if (!gleich(zeile, alt)) await trx.updateTable('lieferstelle').set(zeile).where('id', '=', id).execute();
  }
  const weg = [...bisher.keys()].filter((id) => !behalten.has(id));
  if (weg.length) await trx.deleteFrom('lieferstelle').where('id', 'in', weg).execute();
  const keinRlm = zeilen.flatMap((z, i) => (z.messart !== 'RLM' && behalten.has(mitgebrachteId(koerper[i]) ?? 0) ? [mitgebrachteId(koerper[i])!] : []));
  if (keinRlm.length) await trx.deleteFrom('lastgang').where('lieferstelle_id', 'in', keinRlm).execute();
  await fuegeLieferstellenEin(trx, neue);
}
