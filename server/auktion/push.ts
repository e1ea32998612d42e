import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/schema';

const KANAL = 'auktion';

/**
 * Tells every instance that a tender has new auction events; the events themselves are rows (auktion_ereignis), so
 * a hint carries only the tender's id and a lost or spurious hint costs nothing but a read. On PostgreSQL the hint
 * is a NOTIFY inside the transaction that wrote the events: PostgreSQL delivers it to every listening instance
 * (this one too) exactly when that transaction commits. On SQLite there is one instance: the hint stays in process.
 */
export interface AuktionsHinweise {
  /** inside the transaction that wrote events of tender `id` */
  imVorgang(trx: Kysely<Database>, id: number): Promise<void>;
  /** after that transaction committed */
  nachVorgang(id: number): void;
  /** `id` undefined: hints may have been missed (the listening connection was lost), every tender should look */
  abonniere(hoerer: (id: number | undefined) => void): () => void;
  beende(): Promise<void>;
}

class ImProzess implements AuktionsHinweise {
  protected readonly sender = new EventEmitter().setMaxListeners(0);
  async imVorgang(_trx: Kysely<Database>, _id: number): Promise<void> {}
  nachVorgang(id: number): void {
    this.sender.emit(KANAL, id);
  }
  abonniere(hoerer: (id: number | undefined) => void): () => void {
    this.sender.on(KANAL, hoerer);
    return () => this.sender.off(KANAL, hoerer);
  }
  async beende(): Promise<void> {}
}

/** One dedicated connection per instance LISTENs; it reconnects after a loss and then asks everyone to catch up. */
class PostgresHinweise extends ImProzess {
  private client: pg.Client | undefined;
  private beendet = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    super();
  }

  async starte(): Promise<void> {
    const { default: pgModul } = await import('pg');
    const client = new pgModul.Client({ connectionString: this.databaseUrl });
    client.on('notification', (n) => {
      const id = Number(n.payload);
      if (Number.isInteger(id)) this.sender.emit(KANAL, id);
    });
    client.on('error', (err) => this.verloren(client, err));
    client.on('end', () => this.verloren(client));
    await client.connect();
    await client.query(`LISTEN ${KANAL}`);
    this.client = client;
  }

  private verloren(client: pg.Client, err?: Error): void {
    if (this.beendet || this.client !== client) return;
    this.client = undefined;
    this.log.warn({ err }, 'Verbindung für Auktionsereignisse verloren, neuer Versuch');
    const neu = () =>
      this.starte().then(
        () => this.sender.emit(KANAL, undefined),
        () => !this.beendet && setTimeout(neu, 1000).unref(),
      );
    setTimeout(neu, 200).unref();
  }

  override async imVorgang(trx: Kysely<Database>, id: number): Promise<void> {
    await sql`select pg_notify(${KANAL}, ${String(id)})`.execute(trx);
  }

  override nachVorgang(): void {}

  override async beende(): Promise<void> {
    this.beendet = true;
    await this.client?.end().catch(() => undefined);
  }
}

export async function auktionsHinweise(
  dialect: 'sqlite' | 'postgres',
  databaseUrl: string,
  log: { warn(obj: object, msg: string): void },
): Promise<AuktionsHinweise> {
  if (dialect === 'sqlite') return new ImProzess();
  const hinweise = new PostgresHinweise(databaseUrl, log);
  await hinweise.starte();
  return hinweise;
}
