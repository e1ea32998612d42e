import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { signedInUser } from './authentication';
import { KeineBerechtigung } from '../shared/errors';

declare module 'fastify' {
  interface FastifyInstance {
    profile: Profile;
  }
}

/** A signed-in Kunde acting on its tenders: its profile, the user (for the audit trail) and where the request came from. */
export interface HandelnderKunde {
  kundeId: number;
  benutzerId: number;
  ipAddress: string;
}

/** A signed-in EVU acting on a tender it is invited to. */
export interface HandelndesEvu {
  id: number;
  benutzerId: number;
  ipAddress: string;
}

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

  async handelnderKunde(request: FastifyRequest): Promise<HandelnderKunde> {
    const benutzer = signedInUser(request);
    return { kundeId: (await this.kunde(benutzer.id)).id, benutzerId: benutzer.id, ipAddress: request.ip };
  }

  async handelndesEvu(request: FastifyRequest): Promise<HandelndesEvu> {
    const benutzer = signedInUser(request);
    return { id: (await this.evu(benutzer.id)).id, benutzerId: benutzer.id, ipAddress: request.ip };
  }
}
