import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ausschreibungListe } from '../server/ausschreibung/liste.queries';
import { miss } from './ausschreibungListe';

/**
 * The administrator's search (first page à 25, count included) for what people type: a MaLo-ID, a part of one,
 * a Kunde, a place, two words, two letters. The terms come from the bench database itself, so each one hits.
 */
export async function messeSuche(db: Kysely<Database>, runden = 40) {
  const stelle = await db
    .selectFrom('lieferstelle as l')
    .innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select(['l.malo_id', 'l.ort', 'k.firma', 'k.nachname'])
    .where('k.firma', 'is not', null)
    .orderBy('l.id', 'desc')
    .executeTakeFirstOrThrow();
  const begriffe = [stelle.malo_id, stelle.malo_id.slice(2, 8), stelle.firma!, stelle.ort, `${stelle.ort} Strom`, stelle.nachname.slice(0, 2)];
  const ergebnisse = [];
  for (const suche of begriffe) {
    const anfrage = { filter: { idSearch: suche }, paging: { size: 25, index: 0 } };
    const { total } = await ausschreibungListe(db, { rolle: 'Administrator' }, anfrage);
    ergebnisse.push({ suche, total, ...(await miss(runden, () => ausschreibungListe(db, { rolle: 'Administrator' }, anfrage))) });
  }
  return ergebnisse;
}
