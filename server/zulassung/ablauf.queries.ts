import type { Kysely } from 'kysely';
import type { Nachweisstand } from '../../domain/zulassung/ablauf';
import type { Nachweis } from '../../domain/zulassung/nachweise';
import { ZulassungStatus } from '../../domain/zulassung/status';
import type { Database } from '../db/schema';
import { formularStand, vorhandeneAus } from './stand.queries';

type Db = Kysely<Database>;

/** Everything of an EVU that meets requirements, the uploaded proofs with their ids (the expiry tells them apart). */
export async function nachweisstand(db: Db, evuId: number): Promise<Nachweisstand[]> {
  const [hochgeladen, formulare] = await Promise.all([
    db.selectFrom('evu_nachweis').select(['id', 'art', 'gueltig_bis', 'pruefung']).where('evu_id', '=', evuId).execute(),
    formularStand(db, evuId),
  ]);
  return [
    ...hochgeladen.map((n) => ({ id: n.id, art: n.art as Nachweis, gueltigBis: n.gueltig_bis, pruefung: n.pruefung })),
    ...vorhandeneAus({ hochgeladen: [], ...formulare }).map((n) => ({ ...n, id: null })),
  ];
}

/**
 * Proofs of a required kind whose reminder may be due: valid from `heute` through `bis` (the earliest reminder's
 * day), a reminder still unsent, of an EVU admitted or under review (whose Zulassung depends on them). Which of them
 * actually keeps its requirement met is decided by domain/zulassung/ablauf.ts.
 */
export async function erinnerungsKandidaten(db: Db, arten: readonly Nachweis[], heute: string, bis: string) {
  if (!arten.length) return [];
  return db
    .selectFrom('evu_nachweis as n')
    .select(['n.id', 'n.evu_id', 'n.art', 'n.gueltig_bis', 'n.erinnert_30_am', 'n.erinnert_7_am'])
    .where('n.art', 'in', arten)
    .where('n.gueltig_bis', '>=', heute)
    .where('n.gueltig_bis', '<=', bis)
    // Only a checked proof carries a requirement over time (domain/zulassung/ablauf.ts).
    .where('n.pruefung', '=', 'geprueft')
    .where((eb) => eb.or([eb('n.erinnert_30_am', 'is', null), eb('n.erinnert_7_am', 'is', null)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('evu_zulassung as z')
          .select('z.evu_id')
          .whereRef('z.evu_id', '=', 'n.evu_id')
          .where('z.status', 'in', [ZulassungStatus.Zugelassen, ZulassungStatus.InPruefung]),
      ),
    )
    .orderBy('n.evu_id')
    .orderBy('n.id')
    .limit(5000)
    .execute();
}

/**
 * EVUs admitted for some Sparte with a requirement whose checked uploads have all expired before `heute` (each
 * requirement by its uploaded kinds, alternatives included: a valid Bonitätsauskunft keeps an expired Jahresabschluss
 * from making its EVU a candidate, run after run). The domain decides on the candidates (a form meeting a requirement,
 * the Sparten).
 */
export async function ablaufKandidaten(db: Db, anforderungen: readonly (readonly Nachweis[])[], heute: string): Promise<number[]> {
  if (!anforderungen.length) return [];
  const zeilen = await db
    .selectFrom('evu_zulassung as z')
    .select('z.evu_id')
    .distinct()
    .where('z.status', '=', ZulassungStatus.Zugelassen)
    .where((eb) =>
      eb.or(
        anforderungen.map((arten) =>
          eb.and([
            eb.exists(
              eb
                .selectFrom('evu_nachweis as n')
                .select('n.id')
                .whereRef('n.evu_id', '=', 'z.evu_id')
                .where('n.art', 'in', arten)
                .where('n.gueltig_bis', '<', heute)
                .where('n.pruefung', '=', 'geprueft'),
            ),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('evu_nachweis as m')
                  .select('m.id')
                  .whereRef('m.evu_id', '=', 'z.evu_id')
                  .where('m.art', 'in', arten)
                  .where('m.pruefung', '=', 'geprueft')
                  .where((w) => w.or([w('m.gueltig_bis', 'is', null), w('m.gueltig_bis', '>=', heute)])),
              ),
            ),
          ]),
        ),
      ),
    )
    .orderBy('z.evu_id')
    .limit(5000)
    .execute();
  return zeilen.map((z) => z.evu_id);
}

/** The Sparten an EVU is admitted for now. */
export async function zugelasseneSparten(db: Db, evuId: number): Promise<number[]> {
  const zeilen = await db.selectFrom('evu_zulassung').select('sparte').where('evu_id', '=', evuId).where('status', '=', ZulassungStatus.Zugelassen).orderBy('sparte').execute();
  return zeilen.map((z) => z.sparte);
}

/**
 * Marks a reminder as sent, in one conditional UPDATE: of two instances exactly one changes the row and mails. The
 * 7-day reminder also settles the 30-day one, which must not follow it.
 */
export async function markiereErinnerung(db: Db, nachweisId: number, stufe: 30 | 7, jetzt: number): Promise<boolean> {
  const ergebnis =
    stufe === 7
      ? await db
          .updateTable('evu_nachweis')
          .set((eb) => ({ erinnert_7_am: jetzt, erinnert_30_am: eb.fn.coalesce('erinnert_30_am', eb.val(jetzt)) }))
          .where('id', '=', nachweisId)
          .where('erinnert_7_am', 'is', null)
          .executeTakeFirst()
      : await db.updateTable('evu_nachweis').set({ erinnert_30_am: jetzt }).where('id', '=', nachweisId).where('erinnert_30_am', 'is', null).executeTakeFirst();
  return Number(ergebnis.numUpdatedRows) === 1;
}
