import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * A tender of its own for one test: a copy of the demo tender whose title begins with `titel`, with its
 * Lieferstellen, invitations and offers, so the tests of one file (which share their app) do not share a procedure.
 */
export async function kopierteAusschreibung(db: Kysely<Database>, titel: string, aenderungen: { bindefrist?: number } = {}) {
  const vorlage = await db.selectFrom('ausschreibung').selectAll().where('bezeichnung', 'like', `${titel}%`).orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, nummer: _n, ...werte } = vorlage;
  const nummer = `A-TEST-${Math.random().toString(36).slice(2, 10)}`;
  const { id } = await db.insertInto('ausschreibung').values({ ...werte, ...aenderungen, nummer }).returning('id').executeTakeFirstOrThrow();
  const lieferstellen = await db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', vorlage.id).execute();
  await db.insertInto('lieferstelle').values(lieferstellen.map(({ id: _l, ...l }) => ({ ...l, ausschreibung_id: id }))).execute();
  const einladungen = await db.selectFrom('einladung').selectAll().where('ausschreibung_id', '=', vorlage.id).execute();
  if (einladungen.length) await db.insertInto('einladung').values(einladungen.map((e) => ({ ...e, ausschreibung_id: id }))).execute();
  const angebote = await db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', vorlage.id).orderBy('id').execute();
  if (angebote.length) await db.insertInto('angebot').values(angebote.map(({ id: _a, ...a }) => ({ ...a, ausschreibung_id: id }))).execute();
  return { id, nummer, bezeichnung: vorlage.bezeichnung, sparte: vorlage.sparte };
}

/**
 * Prices a person can reckon with: offer i (by id) costs `arbeitspreiseCt[i]` ct/kWh and nothing else (no Grund-,
 * Leistungs- or Öko-Preis), so its Jahreskosten are that price × the tender's kWh / 100.
 */
export async function setzeArbeitspreise(db: Kysely<Database>, ausschreibungId: number, arbeitspreiseCt: readonly number[]): Promise<number[]> {
  const angebote = await db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', ausschreibungId).orderBy('id').execute();
  if (angebote.length !== arbeitspreiseCt.length) throw new Error(`Die Ausschreibung hat ${angebote.length} Angebote, nicht ${arbeitspreiseCt.length}.`);
  for (const [i, { id }] of angebote.entries()) {
    await db
      .updateTable('angebot')
      .set({ arbeitspreis_ct_kwh_e4: Math.round(arbeitspreiseCt[i]! * 10_000), grundpreis_eur_monat_e4: 0, leistungspreis_eur_kw_jahr_e4: null, oekoaufschlag_ct_kwh_e4: null })
      .where('id', '=', id)
      .execute();
  }
  return angebote.map((a) => a.id);
}
