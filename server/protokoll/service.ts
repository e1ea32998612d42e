import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { istAktiv, speichereClientLog, type ClientLogEintrag, type ClientLogLevel } from './queries';

/** The browsers' log: from which level they report, and storing what they send. */
export class ProtokollService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly level: ClientLogLevel,
  ) {}

  istAktiv(level: ClientLogLevel): boolean {
    return istAktiv(level, this.level);
  }

  speichere(e: ClientLogEintrag): Promise<void> {
    return speichereClientLog(this.db, this.clock, e);
  }
}
