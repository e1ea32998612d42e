import type { Kysely } from 'kysely';
import type { DashboardAntwort } from '../../domain/api/dashboard';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { anzahlInPruefung } from '../zulassung/admin.queries';
import { dashboard } from './queries';

/** The administrator's key figures. */
export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async kennzahlen(): Promise<DashboardAntwort> {
    const [kennzahlen, zulassungenInPruefung] = await Promise.all([dashboard(this.db, this.clock), anzahlInPruefung(this.db)]);
    return { ...kennzahlen, zulassungenInPruefung };
  }
}
