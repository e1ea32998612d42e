import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * A tender of its own in Prüfung Angebote for one test: a copy of the demo Strom tender in that status with its
 * Lieferstellen, invitations and sealed offers, so tests of one file do not share an auction.
 */
export async function ausschreibungMitAngeboten(db: Kysely<Database>): Promise<{ id: number; nummer: string; evuIds: number[] }> {
  const vorlage = await db.selectFrom('ausschreibung').selectAll().where('status', '=', 2).where('sparte', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, nummer: _n, ...werte } = vorlage;
  const nummer = `A-TEST-${Math.random().toString(36).slice(2, 10)}`;
  const { id } = await db.insertInto('ausschreibung').values({ ...werte, nummer }).returning('id').executeTakeFirstOrThrow();
  const lieferstellen = await db.selectFrom('lieferstelle').selectAll().where('ausschreibung_id', '=', vorlage.id).execute();
  await db.insertInto('lieferstelle').values(lieferstellen.map(({ id: _l, ...l }) => ({ ...l, ausschreibung_id: id }))).execute();
  const einladungen = await db.selectFrom('einladung').selectAll().where('ausschreibung_id', '=', vorlage.id).execute();
  await db.insertInto('einladung').values(einladungen.map((e) => ({ ...e, ausschreibung_id: id }))).execute();
  const angebote = await db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', vorlage.id).orderBy('id').execute();
  if (angebote.length < 2) throw new Error('Die Demodaten haben zu dieser Ausschreibung weniger als zwei Angebote.');
  await db.insertInto('angebot').values(angebote.map(({ id: _a, ...a }) => ({ ...a, ausschreibung_id: id }))).execute();
  return { id, nummer, evuIds: angebote.map((a) => a.evu_id) };
}

export const plan = (beginn: number, extra: Record<string, unknown> = {}) => ({
  beginn: new Date(beginn).toISOString(),
  dauerMinuten: 10,
  mindestschrittCtKwh: 0.01,
  verlaengerungMinuten: 2,
  bestpreisSichtbar: false,
  ...extra,
});
