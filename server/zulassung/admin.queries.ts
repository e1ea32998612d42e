import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The EVU an administrator's call names, with when its account was made and its BDEW-Codenummer; undefined when there is none. */
export function evuFuerZulassung(db: Db, evuId: number) {
  return db
    .selectFrom('evu as e')
    .innerJoin('benutzer as b', 'b.id', 'e.benutzer_id')
    .select(['e.id', 'e.firma', 'e.sparten', 'e.bdew_codenummer', 'b.created_at as angelegtAm'])
    .where('e.id', '=', evuId)
    .executeTakeFirst();
}

export function zulassungDerSparte(db: Db, evuId: number, sparte: number) {
  return db.selectFrom('evu_zulassung').select(['status']).where('evu_id', '=', evuId).where('sparte', '=', sparte).executeTakeFirst();
}

/** Every transition of the EVU's Zulassungen, newest first, with the name of who made it (null: the portal). */
export function zulassungsVerlauf(db: Db, evuId: number) {
  return db
    .selectFrom('evu_zulassung_verlauf as v')
    .leftJoin('benutzer as b', 'b.id', 'v.von')
    .select(['v.sparte', 'v.status', 'v.at', 'v.von', 'v.begruendung', 'b.vorname', 'b.nachname'])
    .where('v.evu_id', '=', evuId)
    .orderBy('v.at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
}

/** The EVU's uploaded proofs without their bytes, newest first per kind, with who checked them. */
export function nachweiseDesEvu(db: Db, evuId: number) {
  return db
    .selectFrom('evu_nachweis as n')
    .leftJoin('benutzer as b', 'b.id', 'n.geprueft_von')
    .select(['n.id', 'n.art', 'n.name', 'n.size', 'n.gueltig_bis', 'n.uploaded_at', 'n.pruefung', 'n.pruefung_begruendung', 'n.geprueft_am', 'b.vorname', 'b.nachname'])
    .where('n.evu_id', '=', evuId)
    .orderBy('n.art')
    .orderBy('n.id', 'desc')
    .execute();
}

export function nachweisStand(db: Db, evuId: number, nachweisId: number) {
  return db.selectFrom('evu_nachweis').select(['id', 'art', 'name', 'gueltig_bis', 'pruefung', 'pruefung_begruendung']).where('id', '=', nachweisId).where('evu_id', '=', evuId).executeTakeFirst();
}

/**
 * Records a check, in one conditional UPDATE that changes only a different result or reason: of two clicks (or
 * instances) with the same check exactly one gets true and writes the history; a repeated check changes nothing.
 */
export async function setzeNachweisPruefung(db: Db, nachweisId: number, p: { pruefung: string; begruendung: string | null; von: number; am: number }): Promise<boolean> {
  const ergebnis = await db
    .updateTable('evu_nachweis')
    .set({ pruefung: p.pruefung, pruefung_begruendung: p.begruendung, geprueft_von: p.von, geprueft_am: p.am })
    .where('id', '=', nachweisId)
    .where((eb) =>
      eb.or([eb('pruefung', 'is', null), eb('pruefung', '!=', p.pruefung), eb(eb.fn.coalesce('pruefung_begruendung', eb.val('')), '!=', p.begruendung ?? '')]),
    )
    .executeTakeFirst();
  return Number(ergebnis.numUpdatedRows) === 1;
}

export function referenzenDesEvu(db: Db, evuId: number) {
  return db.selectFrom('evu_referenz').select(['kunde', 'volumen_mwh', 'sparte', 'von', 'bis']).where('evu_id', '=', evuId).orderBy('von', 'desc').orderBy('id').execute();
}

/** The rating that counts: the latest one entered. */
export function letzteBonitaet(db: Db, evuId: number) {
  return db
    .selectFrom('evu_bonitaet as r')
    .leftJoin('benutzer as b', 'b.id', 'r.erfasst_von')
    .select(['r.klasse', 'r.datum', 'r.quelle', 'r.erfasst_am', 'b.vorname', 'b.nachname'])
    .where('r.evu_id', '=', evuId)
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function erfasseBonitaet(db: Db, b: { evuId: number; klasse: number; datum: string; quelle: string; von: number; am: number }): Promise<void> {
  await db.insertInto('evu_bonitaet').values({ evu_id: b.evuId, klasse: b.klasse, datum: b.datum, quelle: b.quelle, erfasst_von: b.von, erfasst_am: b.am }).execute();
}

/** The Zulassungen of several EVUs (a page of the EVU list) in one indexed read. */
export function zulassungenVon(db: Db, evuIds: readonly number[]) {
  if (!evuIds.length) return Promise.resolve([]);
  return db.selectFrom('evu_zulassung').select(['evu_id', 'sparte', 'status']).where('evu_id', 'in', evuIds).orderBy('evu_id').orderBy('sparte').execute();
}

/** How many Zulassungen wait for an administrator's decision (the dashboard's card); reads evu_zulassung_status. */
export async function anzahlInPruefung(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('evu_zulassung')
    .select((eb) => eb.fn.count<number>('evu_id').distinct().as('n'))
    // Both Sparten named, so the index (sparte, status, evu_id) answers it.
    .where('sparte', 'in', [1, 2])
    .where('status', '=', 'in_pruefung')
    .executeTakeFirstOrThrow();
  return Number(n);
}
