import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ladeAusschreibungsFakten, type AusschreibungsFakten } from '../mail/ausschreibungsFakten';
import { evuLink } from '../mail/evuLink';
import type { Postausgang } from '../mail/postausgang';
import { erinnerungsMail } from './mails';

export const ERINNERUNG_VOR_MS = 48 * 60 * 60 * 1000;

/**
 * 48 hours before the Angebotsfrist every invited EVU that has not offered yet gets one reminder. The invitation is
 * marked by a conditional UPDATE in the same transaction as the mail, so with any number of instances it goes out once.
 * Returns the number of reminders this call queued.
 */
export async function erinnereAnAngebotsfrist(db: Kysely<Database>, clock: Clock, postausgang: Postausgang, publicUrl: string): Promise<number> {
  const jetzt = clock.now();
  const faellige = await db
    .selectFrom('einladung as e')
    .innerJoin('ausschreibung as a', 'a.id', 'e.ausschreibung_id')
    .innerJoin('evu as v', 'v.id', 'e.evu_id')
    .select(['e.ausschreibung_id', 'e.evu_id', 'v.email', 'a.sparte'])
    .where('a.status', '=', AusschreibungStatus.Aktiv)
    .where('a.angebotsfrist', '>', jetzt)
    .where('a.angebotsfrist', '<=', jetzt + ERINNERUNG_VOR_MS)
    .where('e.erinnert_am', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('angebot as o').select('o.id').whereRef('o.ausschreibung_id', '=', 'e.ausschreibung_id').whereRef('o.evu_id', '=', 'e.evu_id'))),
    )
    .limit(1000)
    .execute();
  // One tender's facts serve every EVU reminded of it.
  const fakten = new Map<number, Promise<AusschreibungsFakten>>();
  const faktenVon = (id: number) => fakten.get(id) ?? fakten.set(id, ladeAusschreibungsFakten(db, id)).get(id)!;
  let anzahl = 0;
  for (const f of faellige) {
    // Read before the transaction: on SQLite it holds the one connection.
    const a = await faktenVon(f.ausschreibung_id);
    const erinnert = await db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('einladung')
        .set({ erinnert_am: jetzt })
        .where('ausschreibung_id', '=', f.ausschreibung_id)
        .where('evu_id', '=', f.evu_id)
        .where('erinnert_am', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await postausgang.reiheEin(trx, erinnerungsMail(f.email, a, evuLink(publicUrl, f.sparte, f.ausschreibung_id)));
      return true;
    });
    if (erinnert) anzahl++;
  }
  if (anzahl) postausgang.anstossen();
  return anzahl;
}
