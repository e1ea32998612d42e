import type { Kysely, Transaction } from 'kysely';
import type { VorhandenerNachweis } from '../../domain/zulassung/fehlend';
import type { Nachweis } from '../../domain/zulassung/nachweise';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a service has already read of an EVU, enough to tell what counts towards its requirements. */
export interface GelesenerStand {
  /** its uploaded proofs, newest first within each kind */
  hochgeladen: readonly { art: string; gueltig_bis: string | null; pruefung: string | null }[];
  eigenerklaerung: boolean;
  referenzen: number;
  bdewCodenummer: string | null;
}

/**
 * Everything of an EVU that counts towards its requirements, as domain/zulassung/fehlend.ts reads it: of each uploaded
 * kind the newest proof (older ones stay as history but no longer count: a rejected renewal is not made up for by the
 * proof it replaced), the Eigenerklärung and the Referenzliste (valid without an end once there) and the
 * BDEW-Codenummer. From rows a service has read anyway, so that no request reads them twice.
 */
export function vorhandeneAus(s: GelesenerStand): VorhandenerNachweis[] {
  const gesehen = new Set<string>();
  const neueste = s.hochgeladen.filter((n) => !gesehen.has(n.art) && gesehen.add(n.art));
  return [
    ...neueste.map((n) => ({ art: n.art as Nachweis, gueltigBis: n.gueltig_bis, pruefung: n.pruefung })),
    ...(s.eigenerklaerung ? [{ art: 'Eigenerklaerung' as const, gueltigBis: null, pruefung: null }] : []),
    ...(s.referenzen > 0 ? [{ art: 'Referenzliste' as const, gueltigBis: null, pruefung: null }] : []),
    ...(s.bdewCodenummer ? [{ art: 'BdewCodenummer' as const, gueltigBis: null, pruefung: null }] : []),
  ];
}

/** The portal's own forms of an EVU as vorhandeneAus reads them: Eigenerklärung, Referenzliste, BDEW-Codenummer. */
export async function formularStand(db: Db, evuId: number): Promise<Omit<GelesenerStand, 'hochgeladen'>> {
  const [erklaerung, referenzen, evu] = await Promise.all([
    db.selectFrom('evu_eigenerklaerung').select('evu_id').where('evu_id', '=', evuId).executeTakeFirst(),
    db.selectFrom('evu_referenz').select((eb) => eb.fn.countAll<number>().as('n')).where('evu_id', '=', evuId).executeTakeFirstOrThrow(),
    db.selectFrom('evu').select('bdew_codenummer').where('id', '=', evuId).executeTakeFirst(),
  ]);
  return { eigenerklaerung: erklaerung !== undefined, referenzen: Number(referenzen.n), bdewCodenummer: evu?.bdew_codenummer ?? null };
}

/** vorhandeneAus read afresh, for a decision inside a transaction. */
export async function vorhandeneNachweise(db: Db, evuId: number): Promise<VorhandenerNachweis[]> {
  const [hochgeladen, formulare] = await Promise.all([
    db.selectFrom('evu_nachweis').select(['art', 'gueltig_bis', 'pruefung']).where('evu_id', '=', evuId).orderBy('id', 'desc').execute(),
    formularStand(db, evuId),
  ]);
  return vorhandeneAus({ hochgeladen, ...formulare });
}

/** vorhandeneAus for several EVUs at once (a tender's bidders): four queries however many there are. */
export async function vorhandeneNachweiseDer(db: Db, evuIds: readonly number[]): Promise<Map<number, VorhandenerNachweis[]>> {
  if (evuIds.length === 0) return new Map();
  const [hochgeladen, erklaerungen, referenzen, evus] = await Promise.all([
    db.selectFrom('evu_nachweis').select(['evu_id', 'art', 'gueltig_bis', 'pruefung']).where('evu_id', 'in', evuIds).orderBy('id', 'desc').execute(),
    db.selectFrom('evu_eigenerklaerung').select('evu_id').where('evu_id', 'in', evuIds).execute(),
    db.selectFrom('evu_referenz').select(['evu_id', (eb) => eb.fn.countAll<number>().as('n')]).where('evu_id', 'in', evuIds).groupBy('evu_id').execute(),
    db.selectFrom('evu').select(['id', 'bdew_codenummer']).where('id', 'in', evuIds).execute(),
  ]);
  return new Map(
    evuIds.map((evuId) => [
      evuId,
      vorhandeneAus({
        hochgeladen: hochgeladen.filter((n) => n.evu_id === evuId),
        eigenerklaerung: erklaerungen.some((e) => e.evu_id === evuId),
        referenzen: Number(referenzen.find((r) => r.evu_id === evuId)?.n ?? 0),
        bdewCodenummer: evus.find((e) => e.id === evuId)?.bdew_codenummer ?? null,
      }),
    ]),
  );
}
