import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ladeAusschreibungsFakten } from '../mail/ausschreibungsFakten';
import { benachrichtige } from '../mail/benachrichtige';
import { eingeladeneEmpfaenger, evuEmpfaenger } from '../mail/recipients.queries';
import { einladungsMail } from '../mail/ergebnisMail';
import { evuLink, evuPfad } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';

/**
 * Invited EVUs learn about a tender once it is open for offers: at the release (`'alle'`), or when invited later.
 * Queued in the caller's transaction, so no mail leaves for a change that is rolled back.
 */
export async function ladeEin(trx: Kysely<Database>, outbox: Outbox, publicUrl: string, id: number, evuIds: number[] | 'alle', jetzt: number) {
  if (evuIds !== 'alle' && evuIds.length === 0) return;
  const a = await ladeAusschreibungsFakten(trx, id);
  const link = evuLink(publicUrl, a.sparte, id);
  for (const evu of await (evuIds === 'alle' ? eingeladeneEmpfaenger(trx, id) : evuEmpfaenger(trx, evuIds))) {
    await benachrichtige(trx, outbox, {
      benutzerId: evu.benutzerId,
      art: 'einladung',
      mail: einladungsMail(evu, evu.firma, a, link),
      neuigkeit: { ausschreibungId: id, text: `Einladung zur Ausschreibung ${a.nummer} „${a.bezeichnung}“`, pfad: evuPfad(a.sparte, id), at: jetzt },
    });
  }
}
