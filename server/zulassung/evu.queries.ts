import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The EVU's register rows, as its own pages and the administrator's both read them.

/** The EVU's current Zulassung per Sparte, Strom first. */
export function zulassungenDesEvu(db: Db, evuId: number) {
  return db.selectFrom('evu_zulassung').select(['sparte', 'status', 'seit', 'begruendung']).where('evu_id', '=', evuId).orderBy('sparte').execute();
}

/** The EVU's uploaded proofs without their bytes, newest first. */
export function nachweiseDesEvu(db: Db, evuId: number) {
  return db
    .selectFrom('evu_nachweis')
    .select(['id', 'art', 'gueltig_bis', 'name', 'size', 'uploaded_at', 'pruefung', 'pruefung_begruendung'])
    .where('evu_id', '=', evuId)
    .orderBy('id', 'desc')
    .execute();
}

/** What the register reads of the EVU itself: its Sparten, its BDEW-Codenummer, its name for documents and mails. */
export function evuStamm(db: Db, evuId: number) {
  return db.selectFrom('evu').select(['id', 'firma', 'sparten', 'bdew_codenummer']).where('id', '=', evuId).executeTakeFirstOrThrow();
}

/** One proof of one EVU with its bytes; undefined for another EVU's proof as for none. */
export function nachweisDatei(db: Db, evuId: number, nachweisId: number) {
  return db.selectFrom('evu_nachweis').select(['name', 'content_type', 'data']).where('id', '=', nachweisId).where('evu_id', '=', evuId).executeTakeFirst();
}

/** The Eigenerklärung's signature and date, without its answers and PDF; undefined while none was given. */
export function eigenerklaerungKopf(db: Db, evuId: number) {
  return db.selectFrom('evu_eigenerklaerung').select(['unterzeichnet_name', 'unterzeichnet_am', 'gespeichert_am']).where('evu_id', '=', evuId).executeTakeFirst();
}

/** The signed Eigenerklärung's PDF and its date, for the file's name; undefined while none was given. */
export function eigenerklaerungPdf(db: Db, evuId: number) {
  return db.selectFrom('evu_eigenerklaerung').select(['pdf', 'unterzeichnet_am']).where('evu_id', '=', evuId).executeTakeFirst();
}

export async function anzahlReferenzen(db: Db, evuId: number): Promise<number> {
  const { n } = await db.selectFrom('evu_referenz').select((eb) => eb.fn.countAll<number>().as('n')).where('evu_id', '=', evuId).executeTakeFirstOrThrow();
  return Number(n);
}
