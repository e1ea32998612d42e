import type { Kysely } from 'kysely';
import type { DashboardAntwort } from '../../domain/api/dashboard';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { dashboard } from './queries';

/** The administrator's key figures. */
export class Dashboard {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  kennzahlen(): Promise<DashboardAntwort> {
    return dashboard(this.db, this.clock);
  }
}
