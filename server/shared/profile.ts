import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { KeineBerechtigung } from './errors';

/** The Kunde profile of a signed-in user; a user with the role but without a profile may not act as one. */
export async function kundeVon(db: Kysely<Database>, benutzerId: number): Promise<{ id: number }> {
  const kunde = await db.selectFrom('kunde').select('id').where('benutzer_id', '=', benutzerId).executeTakeFirst();
  if (!kunde) throw new KeineBerechtigung('Zu Ihrem Konto gehört kein Kundenprofil.');
  return kunde;
}

export async function evuVon(db: Kysely<Database>, benutzerId: number): Promise<{ id: number; sparten: number }> {
  const evu = await db.selectFrom('evu').select(['id', 'sparten']).where('benutzer_id', '=', benutzerId).executeTakeFirst();
  if (!evu) throw new KeineBerechtigung('Zu Ihrem Konto gehört kein Versorgerprofil.');
  return evu;
}

/** The profile behind a signed-in Kunde or EVU, for the scopes that act on their behalf. */
export class Profile {
  constructor(private readonly db: Kysely<Database>) {}

  kunde(benutzerId: number): Promise<{ id: number }> {
    return kundeVon(this.db, benutzerId);
  }

  evu(benutzerId: number): Promise<{ id: number; sparten: number }> {
    return evuVon(this.db, benutzerId);
  }
}
