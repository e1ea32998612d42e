import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** How long a row counts without its instance renewing it. */
const LEBENSDAUER_MS = 30_000;
/** How often an instance renews its rows (it looks whether they still exist every second). */
const ERNEUERN_MS = 10_000;
/** The rows of dead instances are deleted at most this often per instance. */
const BEREINIGUNG_MS = 60_000;
/** The first key of the advisory lock that serialises one user's registrations on PostgreSQL ("AS" in ASCII). */
const SPERRE_NAMENSRAUM = 0x4153;

/**
 * The open auction streams of every instance in the database (table auktion_strom), so that the streams one user
 * may hold are counted across all instances behind a load balancer. Registering a stream removes that user's
 * oldest beyond the cap, wherever they run; each instance then finds its removed rows gone when it renews its rows
 * and ends those streams. Liveness is wall time (not the domain's clock, which tests and the e2e runs move): an
 * instance that died stops counting once its rows are no longer renewed.
 */
export class StromRegister {
  /** this instance, in the rows it registers */
  readonly instanz = randomUUID();
  private naechsteBereinigung = 0;
  private naechsteErneuerung = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly uhr: Clock,
    private readonly maxJeBenutzer: number,
  ) {}

  /**
   * Registers a new stream of `benutzerId`. Returns its id and the ids of that user's streams beyond the cap, the
   * oldest first, which were removed and must end, on whichever instance they run.
   */
  async melde(benutzerId: number): Promise<{ id: number; verdraengt: number[] }> {
    const jetzt = this.uhr.now();
    return this.db.transaction().execute(async (trx) => {
      // Two instances registering the same user at once must not both keep one stream too many.
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SPERRE_NAMENSRAUM}, ${benutzerId})`.execute(trx);
      const { id } = await trx.insertInto('auktion_strom').values({ benutzer_id: benutzerId, instanz: this.instanz, lebt_bis: jetzt + LEBENSDAUER_MS }).returning('id').executeTakeFirstOrThrow();
      const juengste = trx.selectFrom('auktion_strom').select('id').where('benutzer_id', '=', benutzerId).where('lebt_bis', '>', jetzt).orderBy('id', 'desc').limit(this.maxJeBenutzer);
      const weg = await trx.deleteFrom('auktion_strom').where('benutzer_id', '=', benutzerId).where('id', 'not in', juengste).returning('id').execute();
      return { id, verdraengt: weg.map((w) => w.id).sort((x, y) => x - y) };
    });
  }

  /** The ids of this instance's rows that are still registered (a missing one was displaced); renews them when due. */
  async bestaetige(): Promise<Set<number>> {
    const jetzt = this.uhr.now();
    let zeilen: { id: number }[];
    if (jetzt >= this.naechsteErneuerung) {
      this.naechsteErneuerung = jetzt + ERNEUERN_MS;
      zeilen = await this.db.updateTable('auktion_strom').set({ lebt_bis: jetzt + LEBENSDAUER_MS }).where('instanz', '=', this.instanz).returning('id').execute();
    } else {
      zeilen = await this.db.selectFrom('auktion_strom').select('id').where('instanz', '=', this.instanz).execute();
    }
    // After renewing: an instance that stalled for longer than a row's life does not delete its own rows.
    if (jetzt >= this.naechsteBereinigung) {
      this.naechsteBereinigung = jetzt + BEREINIGUNG_MS;
      await this.db.deleteFrom('auktion_strom').where('lebt_bis', '<', jetzt).execute();
    }
    return new Set(zeilen.map((z) => z.id));
  }

  async entferne(id: number): Promise<void> {
    await this.db.deleteFrom('auktion_strom').where('id', '=', id).execute();
  }

  /** When the instance shuts down: its streams end, their rows go. */
  async beende(): Promise<void> {
    await this.db.deleteFrom('auktion_strom').where('instanz', '=', this.instanz).execute();
  }
}
