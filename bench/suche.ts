import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ausschreibungListe, type ListenAnfrage } from '../server/ausschreibung/liste.queries';
import { pruefeSuche } from '../server/ausschreibung/suche';
import { Regelverletzung } from '../server/shared/errors';
import { textwoerter } from '../domain/suchbegriffe';
import { miss } from './ausschreibungListe';

export interface Suchmessung {
  titel: string;
  /** what the list shows: the exact count, "mehr als …", or the search refused (400) */
  anzahl: { total: number; totalUntergrenze?: boolean } | 'abgelehnt';
  p50: number;
  p95: number;
}

/** What the route does with a search: its check (listenAnfrage), then count and page; a refused search ends at the check. */
async function suche(db: Kysely<Database>, anfrage: ListenAnfrage) {
  try {
    pruefeSuche(anfrage.filter?.idSearch, 'request.filter.idSearch');
  } catch (fehler) {
    if (fehler instanceof Regelverletzung) return 'abgelehnt' as const;
    throw fehler;
  }
  const { total, totalUntergrenze } = await ausschreibungListe(db, { rolle: 'Administrator' }, anfrage);
  return { total, totalUntergrenze };
}

/**
 * The administrator's search (first page à 25, count included) for what people type: common terms (a place
 * shared by a quarter of all tenders, a Sparte's word, three letters; alone, with filters and another order), rare
 * ones (a MaLo-ID, a part of one, a Kunde, two words), long ones (eight words, the most a search may have) and the
 * one-letter words the trigram index cannot serve (refused). The terms come from the bench database itself.
 */
export async function messeSuche(db: Kysely<Database>, runden = 40): Promise<Suchmessung[]> {
  const stelle = await db
    .selectFrom('lieferstelle as l')
    .innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select(['l.malo_id', 'l.ort', 'l.bezeichnung', 'k.firma', 'k.nachname'])
    // A company with a number of three digits or more: each of its words can be looked up (domain/suchbegriffe.ts).
    .where('k.firma', 'like', '% Handel ___% GmbH')
    .orderBy('l.id', 'desc')
    .executeTakeFirstOrThrow();
  const erste = { size: 25, index: 0 };
  const firma = stelle.firma!.split(' ')[0]!;
  // Eight words, each cut to five characters so that they fit the field (50 characters): the most a search may have.
  const achtWoerter = textwoerter([firma, stelle.ort, stelle.bezeichnung, stelle.malo_id.slice(0, 6), 'Los Strom Gas', stelle.nachname].join(' '))
    .slice(0, 8)
    .map((wort) => [...wort].slice(0, 5).join(''))
    .join(' ');
  const faelle: [string, ListenAnfrage][] = [
    [`häufig „${stelle.ort}“`, { filter: { idSearch: stelle.ort }, paging: erste }],
    [`häufig „${stelle.ort}“, Bezeichnung aufsteigend`, { filter: { idSearch: stelle.ort }, ordering: { key: 'bezeichnung', direction: 1 }, paging: erste }],
    [`häufig „${stelle.ort}“, Status 1+2, Strom`, { filter: { idSearch: stelle.ort, status: [1, 2], typen: [1] }, paging: erste }],
    ['häufig „Strom“', { filter: { idSearch: 'Strom' }, paging: erste }],
    [`häufig „${stelle.nachname.slice(0, 3)}“`, { filter: { idSearch: stelle.nachname.slice(0, 3) }, paging: erste }],
    [`selten „${stelle.malo_id}“`, { filter: { idSearch: stelle.malo_id }, paging: erste }],
    [`selten „${stelle.malo_id.slice(2, 8)}“`, { filter: { idSearch: stelle.malo_id.slice(2, 8) }, paging: erste }],
    [`selten „${stelle.firma}“`, { filter: { idSearch: stelle.firma! }, paging: erste }],
    [`selten „${firma} ${stelle.ort}“`, { filter: { idSearch: `${firma} ${stelle.ort}` }, paging: erste }],
    [`lang: 8 Wörter „${achtWoerter}“`, { filter: { idSearch: achtWoerter }, paging: erste }],
    ['lang: 8 häufige Wörter „Los Los … Los“', { filter: { idSearch: Array(8).fill('Los').join(' ') }, paging: erste }],
    ['ein Buchstabe: 25 × „ä“', { filter: { idSearch: Array(25).fill('ä').join(' ') }, paging: erste }],
    ['ein Buchstabe: „ä“', { filter: { idSearch: 'ä' }, paging: erste }],
  ];
  const ergebnisse: Suchmessung[] = [];
  for (const [titel, anfrage] of faelle) {
    ergebnisse.push({ titel, anzahl: await suche(db, anfrage), ...(await miss(runden, () => suche(db, anfrage))) });
  }
  return ergebnisse;
}
