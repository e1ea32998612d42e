import type { Kysely } from 'kysely';
import { artVon, type BenachrichtigungsArt } from '../../domain/benachrichtigungen';
import type { Database } from '../db/schema';
import type { PortalMail } from './mailInhalt';
import type { Outbox } from './outbox';

/** An entry of the recipient's start page: one line and the portal page it leads to. */
export interface Neuigkeit {
  ausschreibungId: number | null;
  text: string;
  pfad: string;
  at: number;
}

/** The start page's entry alone: what `benachrichtige` leaves besides the mail. */
export async function trageNeuigkeitEin(trx: Kysely<Database>, benutzerId: number, art: BenachrichtigungsArt, n: Neuigkeit): Promise<void> {
  await trx.insertInto('neuigkeit').values({ benutzer_id: benutzerId, art, ausschreibung_id: n.ausschreibungId, text: n.text, pfad: n.pfad, at: n.at }).execute();
}

/**
 * Tells one user about something, inside the transaction of the change that caused it: the start page gets its
 * entry, and the mail is queued unless the user switched this kind off — a `pflicht` kind goes out regardless.
 */
export async function benachrichtige(
  trx: Kysely<Database>,
  outbox: Outbox,
  b: { benutzerId: number; art: BenachrichtigungsArt; mail: PortalMail; neuigkeit?: Neuigkeit },
): Promise<boolean> {
  if (b.neuigkeit) await trageNeuigkeitEin(trx, b.benutzerId, b.art, b.neuigkeit);
  if (!artVon(b.art).pflicht && (await hatAbbestellt(trx, b.benutzerId, b.art))) return false;
  await outbox.reiheEin(trx, b.mail);
  return true;
}

export async function hatAbbestellt(db: Kysely<Database>, benutzerId: number, art: BenachrichtigungsArt): Promise<boolean> {
  const zeile = await db.selectFrom('benachrichtigung_abbestellt').select('art').where('benutzer_id', '=', benutzerId).where('art', '=', art).executeTakeFirst();
  return zeile !== undefined;
}
