import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ladeAusschreibungsFakten } from '../mail/ausschreibungsFakten';
import { einladungsMail } from '../mail/ergebnisMail';
import { evuLink } from '../mail/evuLink';
import type { Postausgang } from '../mail/postausgang';
import { einladungsAdressen } from './einladung.queries';

/**
 * Invited EVUs learn about a tender once it is open for offers: at the release (`'alle'`), or when invited later.
 * Queued in the caller's transaction, so no mail leaves for a change that is rolled back.
 */
export async function ladeEin(trx: Kysely<Database>, postausgang: Postausgang, publicUrl: string, id: number, evuIds: number[] | 'alle') {
  if (evuIds !== 'alle' && evuIds.length === 0) return;
  const a = await ladeAusschreibungsFakten(trx, id);
  const link = evuLink(publicUrl, a.sparte, id);
  for (const evu of await einladungsAdressen(trx, id, evuIds === 'alle' ? undefined : evuIds)) {
    await postausgang.reiheEin(trx, einladungsMail(evu.email, evu.firma, a, link));
  }
}
