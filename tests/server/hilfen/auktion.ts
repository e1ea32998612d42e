import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * A tender of its own in Prüfung Angebote for one test: a copy of the demo Strom tender in that status with its
 * Lieferstellen, invitations and sealed offers (with their versions), so tests of one file do not share an auction.
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
  // Each offer with its submitted versions, as the portal keeps them: the record reads the sealed round from those.
  for (const { id: vorlageId, ...angebot } of angebote) {
    const { id: angebotId } = await db.insertInto('angebot').values({ ...angebot, ausschreibung_id: id }).returning('id').executeTakeFirstOrThrow();
    const versionen = await db.selectFrom('angebot_version').selectAll().where('angebot_id', '=', vorlageId).execute();
    if (versionen.length) await db.insertInto('angebot_version').values(versionen.map(({ id: _v, ...v }) => ({ ...v, angebot_id: angebotId }))).execute();
  }
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

/**
 * `anzahl` more bidders on tender `id`: copies of the demo EVU `evu` (same password) with long company names, each
 * invited and with a copy of the tender's first sealed offer. Every event then carries a long ranking, as a large
 * auction's does.
 */
export async function weitereBieter(db: Kysely<Database>, id: number, anzahl: number): Promise<void> {
  const vorlageEvu = await db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').selectAll('v').where('b.login', '=', 'evu').executeTakeFirstOrThrow();
  const { id: _b, ...benutzer } = await db.selectFrom('benutzer').selectAll().where('id', '=', vorlageEvu.benutzer_id).executeTakeFirstOrThrow();
  const { id: _a, ...angebot } = await db.selectFrom('angebot').selectAll().where('ausschreibung_id', '=', id).orderBy('id').executeTakeFirstOrThrow();
  const kennung = Math.random().toString(36).slice(2, 8);
  const logins = Array.from({ length: anzahl }, (_, i) => `bieter-${kennung}-${i}`);
  const benutzerIds = await db
    .insertInto('benutzer')
    .values(logins.map((login) => ({ ...benutzer, login, login_key: login, email: `${login}@example.org` })))
    .returning('id')
    .execute();
  const { id: _v, ...evu } = vorlageEvu;
  const evuIds = await db
    .insertInto('evu')
    .values(benutzerIds.map((b, i) => ({ ...evu, benutzer_id: b.id, firma: `Stadtwerke und Energievertrieb einer mittelgroßen Stadt mit langem Namen, Bieter ${kennung} Nummer ${i} GmbH & Co. KG`, email: `${logins[i]}@example.org` })))
    .returning('id')
    .execute();
  await db
    .insertInto('einladung')
    .values(evuIds.map((e) => ({ ausschreibung_id: id, evu_id: e.id, eingeladen_am: Date.now(), eingeladen_von: null, erinnert_am: null })))
    .execute();
  await db
    .insertInto('angebot')
    .values(evuIds.map((e, i) => ({ ...angebot, evu_id: e.id, arbeitspreis_ct_kwh_e4: angebot.arbeitspreis_ct_kwh_e4 + 100 * (i + 1) })))
    .execute();
}
