import type { Kysely, Transaction } from 'kysely';
import type { VorhandenerNachweis } from '../../domain/zulassung/fehlend';
import type { Nachweis } from '../../domain/zulassung/nachweise';
import type { Database } from '../db/schema';

/**
 * Everything of an EVU that counts towards its requirements, as domain/zulassung/fehlend.ts reads it: of each uploaded
 * kind the newest proof (older ones stay as history but no longer count: a rejected renewal is not made up for by the
 * proof it replaced), the Eigenerklärung and the Referenzliste (valid without an end once there) and the
 * BDEW-Codenummer.
 */
export async function vorhandeneNachweise(db: Kysely<Database> | Transaction<Database>, evuId: number): Promise<VorhandenerNachweis[]> {
  const [hochgeladen, erklaerung, referenzen, evu] = await Promise.all([
    db.selectFrom('evu_nachweis').select(['art', 'gueltig_bis', 'pruefung']).where('evu_id', '=', evuId).orderBy('id', 'desc').execute(),
    db.selectFrom('evu_eigenerklaerung').select('evu_id').where('evu_id', '=', evuId).executeTakeFirst(),
    db.selectFrom('evu_referenz').select((eb) => eb.fn.countAll<number>().as('n')).where('evu_id', '=', evuId).executeTakeFirstOrThrow(),
    db.selectFrom('evu').select('bdew_codenummer').where('id', '=', evuId).executeTakeFirst(),
  ]);
  const neueste = hochgeladen.filter((n, i) => hochgeladen.findIndex((m) => m.art === n.art) === i);
  return [
    ...neueste.map((n) => ({ art: n.art as Nachweis, gueltigBis: n.gueltig_bis, pruefung: n.pruefung })),
    ...(erklaerung ? [{ art: 'Eigenerklaerung' as const, gueltigBis: null, pruefung: null }] : []),
    ...(Number(referenzen.n) > 0 ? [{ art: 'Referenzliste' as const, gueltigBis: null, pruefung: null }] : []),
    ...(evu?.bdew_codenummer ? [{ art: 'BdewCodenummer' as const, gueltigBis: null, pruefung: null }] : []),
  ];
}
