import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ausschreibungListe, type ListenAnfrage } from '../server/ausschreibung/liste.queries';
import { miss } from './ausschreibungListe';

export interface Suchmessung {
  titel: string;
  /** what the list shows: the exact count, or "mehr als …" */
  anzahl: { total: number; totalUntergrenze?: boolean };
  p50: number;
  p95: number;
}

/**
 * The administrator's search (first page à 25, count included) for what people type: common terms (a place
 * shared by a quarter of all tenders, a Sparte's word, two letters; alone, with filters and another order) and
 * rare ones (a MaLo-ID, a part of one, a Kunde, two words). The terms come from the bench database itself.
 */
export async function messeSuche(db: Kysely<Database>, runden = 40): Promise<Suchmessung[]> {
  const stelle = await db
    .selectFrom('lieferstelle as l')
    .innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select(['l.malo_id', 'l.ort', 'k.firma', 'k.nachname'])
    .where('k.firma', 'is not', null)
    .orderBy('l.id', 'desc')
    .executeTakeFirstOrThrow();
  const erste = { size: 25, index: 0 };
  const faelle: [string, ListenAnfrage][] = [
    [`häufig „${stelle.ort}“`, { filter: { idSearch: stelle.ort }, paging: erste }],
    [`häufig „${stelle.ort}“, Bezeichnung aufsteigend`, { filter: { idSearch: stelle.ort }, ordering: { key: 'bezeichnung', direction: 1 }, paging: erste }],
    [`häufig „${stelle.ort}“, Status 1+2, Strom`, { filter: { idSearch: stelle.ort, status: [1, 2], typen: [1] }, paging: erste }],
    ['häufig „Strom“', { filter: { idSearch: 'Strom' }, paging: erste }],
    [`häufig „${stelle.nachname.slice(0, 2)}“`, { filter: { idSearch: stelle.nachname.slice(0, 2) }, paging: erste }],
    [`selten „${stelle.malo_id}“`, { filter: { idSearch: stelle.malo_id }, paging: erste }],
    [`selten „${stelle.malo_id.slice(2, 8)}“`, { filter: { idSearch: stelle.malo_id.slice(2, 8) }, paging: erste }],
    [`selten „${stelle.firma}“`, { filter: { idSearch: stelle.firma! }, paging: erste }],
    [`selten „${stelle.firma!.split(' ')[0]} ${stelle.ort}“`, { filter: { idSearch: `${stelle.firma!.split(' ')[0]} ${stelle.ort}` }, paging: erste }],
  ];
  const ergebnisse: Suchmessung[] = [];
  for (const [titel, anfrage] of faelle) {
    const { total, totalUntergrenze } = await ausschreibungListe(db, { rolle: 'Administrator' }, anfrage);
    ergebnisse.push({ titel, anzahl: { total, totalUntergrenze }, ...(await miss(runden, () => ausschreibungListe(db, { rolle: 'Administrator' }, anfrage))) });
  }
  return ergebnisse;
}
