import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

import type { ClientLogLevel } from '../../domain/protokoll';

export { CLIENT_LOG_LEVELS, istAktiv, type ClientLogLevel } from '../../domain/protokoll';

export interface ClientLogEintrag {
  level: ClientLogLevel;
  module: string;
  message: string;
  path?: string | null;
  stacktrace?: string | null;
  benutzerId: number | null;
}

/** Stores what a browser reports (uncaught errors, its logger), so support can find it by time and user. */
export async function speichereClientLog(db: Kysely<Database>, clock: Clock, e: ClientLogEintrag): Promise<void> {
  await db
    .insertInto('client_log')
    .values({
      at: clock.now(),
      level: e.level,
      module: e.module,
      message: e.message,
      path: e.path ?? null,
      stacktrace: e.stacktrace ?? null,
      benutzer_id: e.benutzerId,
    })
    .execute();
}
