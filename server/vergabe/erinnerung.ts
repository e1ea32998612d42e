import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { deutscherKalendertag } from '../../domain/datum';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ladeAusschreibungsFakten, type AusschreibungsFakten } from '../mail/ausschreibungsFakten';
import { benachrichtige } from '../mail/benachrichtige';
import { evuEmpfaenger } from '../mail/recipients.queries';
import { evuLink, evuPfad } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';
import { erinnerungsMail } from './mails';

export const ERINNERUNG_VOR_MS = 48 * 60 * 60 * 1000;

/**
 * 48 hours before the Angebotsfrist an invited EVU that has not offered yet is reminded — in one digest per EVU and
 * German calendar day, listing every tender whose Angebotsfrist ends within 48 hours and that it has not offered on,
 * however many became due. A digest goes out when at least one of them was not in an earlier one; a tender that
 * becomes due after the day's digest waits for the next day's (the 48 hours leave at least 24 for it).
 * Exactly once across instances: the row (EVU, day) is inserted in the transaction that marks the invitations and
 * queues the mail, and its primary key lets one instance win. Returns the number of digests this call queued.
 */
export async function erinnereAnAngebotsfrist(db: Kysely<Database>, clock: Clock, outbox: Outbox, publicUrl: string): Promise<number> {
  const jetzt = clock.now();
  const tag = deutscherKalendertag(jetzt);
  const offene = await db
    .selectFrom('einladung as e')
    .innerJoin('ausschreibung as a', 'a.id', 'e.ausschreibung_id')
    .select(['e.ausschreibung_id', 'e.evu_id', 'e.erinnert_am', 'a.sparte', 'a.angebotsfrist'])
    .where('a.status', '=', AusschreibungStatus.Aktiv)
    .where('a.angebotsfrist', '>', jetzt)
    .where('a.angebotsfrist', '<=', jetzt + ERINNERUNG_VOR_MS)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('angebot as o').select('o.id').whereRef('o.ausschreibung_id', '=', 'e.ausschreibung_id').whereRef('o.evu_id', '=', 'e.evu_id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('erinnerung_versand as r').select('r.evu_id').whereRef('r.evu_id', '=', 'e.evu_id').where('r.tag', '=', tag))),
    )
    .orderBy('e.evu_id')
    .orderBy('a.angebotsfrist')
    .orderBy('e.ausschreibung_id')
    .limit(5000)
    .execute();
  const jeEvu = new Map<number, typeof offene>();
  for (const o of offene) jeEvu.set(o.evu_id, [...(jeEvu.get(o.evu_id) ?? []), o]);
  // One tender's facts serve every EVU reminded of it.
  const faktenCache = new Map<number, Promise<AusschreibungsFakten>>();
  const faktenVon = (id: number) => faktenCache.get(id) ?? faktenCache.set(id, ladeAusschreibungsFakten(db, id)).get(id)!;
  let anzahl = 0;
  for (const [evuId, punkte] of jeEvu) {
    if (punkte.every((p) => p.erinnert_am !== null)) continue;
    // Read before the transaction: on SQLite it holds the one connection.
    const [empfaenger] = await evuEmpfaenger(db, [evuId]);
    if (!empfaenger) continue;
    const liste = await Promise.all(punkte.map(async (p) => ({ fakten: await faktenVon(p.ausschreibung_id), url: evuLink(publicUrl, p.sparte, p.ausschreibung_id) })));
    const versandt = await db.transaction().execute(async (trx) => {
      const neu = await trx
        .insertInto('erinnerung_versand')
        .values({ evu_id: evuId, tag, at: jetzt })
        .onConflict((oc) => oc.columns(['evu_id', 'tag']).doNothing())
        .executeTakeFirst();
      if (Number(neu.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await trx
        .updateTable('einladung')
        .set({ erinnert_am: jetzt })
        .where('evu_id', '=', evuId)
        .where('ausschreibung_id', 'in', punkte.map((p) => p.ausschreibung_id))
        .where('erinnert_am', 'is', null)
        .execute();
      const erster = punkte[0]!;
      await benachrichtige(trx, outbox, {
        benutzerId: empfaenger.benutzerId,
        art: 'erinnerung',
        mail: erinnerungsMail(empfaenger, liste),
        neuigkeit: {
          ausschreibungId: punkte.length === 1 ? erster.ausschreibung_id : null,
          text:
            punkte.length === 1
              ? `Die Angebotsfrist der Ausschreibung ${liste[0]!.fakten.nummer} endet bald; Sie haben noch kein Angebot abgegeben.`
              : `Die Angebotsfristen von ${punkte.length} Ausschreibungen enden bald; Sie haben dazu noch kein Angebot abgegeben.`,
          pfad: evuPfad(erster.sparte, punkte.length === 1 ? erster.ausschreibung_id : undefined),
          at: jetzt,
        },
      });
      return true;
    });
    if (versandt) anzahl++;
  }
  if (anzahl) outbox.anstossen();
  return anzahl;
}
