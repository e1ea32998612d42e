import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

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

/** Whether a message of `level` passes a threshold of `schwelle`. */
export function istAktiv(level: ClientLogLevel, schwelle: ClientLogLevel): boolean {
  return CLIENT_LOG_LEVELS.indexOf(level) >= CLIENT_LOG_LEVELS.indexOf(schwelle);
}
