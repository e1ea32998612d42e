import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Tables whose content refused input must leave alone; sessions are left out, as every authenticated call refreshes them. */
const TABELLEN = ['benutzer', 'kunde', 'evu', 'ausschreibung', 'lieferstelle', 'einladung', 'dokument', 'angebot', 'angebot_version', 'mail_outbox', 'second_factor', 'member_token', 'client_log', 'evu_zulassung', 'evu_zulassung_verlauf', 'evu_bonitaet'] as const;

/** Each table's number of rows and its content (as one text, or that text's MD5 sum on PostgreSQL). */
export type DatenbankStand = Record<string, { anzahl: number; inhalt: string }>;

const spalten = new WeakMap<FastifyInstance, Map<string, string[]>>();

/** The columns of each table, read once per app: SQLite's json_object names them one by one. */
async function spaltenVon(app: FastifyInstance): Promise<Map<string, string[]>> {
  let karte = spalten.get(app);
  if (!karte) {
    const tabellen = await app.db.introspection.getTables();
    karte = new Map(tabellen.map((t) => [t.name, t.columns.map((c) => c.name)]));
    spalten.set(app, karte);
  }
  return karte;
}

/**
 * Every insert, update and delete on those tables leaves a row in a protocol table of the test database, written by
 * triggers in the same transaction: the number of its committed rows moves exactly when a committed change may have
 * moved the content (a rolled-back one leaves nothing). Created once per app, after its migrations.
 */
const protokolle = new WeakMap<FastifyInstance, Promise<void>>();

function protokolliereAenderungen(app: FastifyInstance): Promise<void> {
  let bereit = protokolle.get(app);
  if (!bereit) {
    bereit = (async () => {
      await sql`create table test_schreibprotokoll (tabelle text not null)`.execute(app.db);
      if (app.dialect === 'postgres') {
        await sql`create function test_protokolliere() returns trigger language plpgsql as $$ begin insert into test_schreibprotokoll values (TG_TABLE_NAME); return null; end $$`.execute(app.db);
      }
      for (const tabelle of TABELLEN) {
        for (const art of ['insert', 'update', 'delete']) {
          const name = sql.raw(`test_protokoll_${art}_${tabelle}`);
          await (app.dialect === 'postgres'
            ? sql`create trigger ${name} after ${sql.raw(art)} on ${sql.table(tabelle)} for each row execute function test_protokolliere()`
            : sql`create trigger ${name} after ${sql.raw(art)} on ${sql.table(tabelle)} begin insert into test_schreibprotokoll values (${sql.lit(tabelle)}); end`
          ).execute(app.db);
        }
      }
    })();
    protokolle.set(app, bereit);
  }
  return bereit;
}

const geschrieben = async (app: FastifyInstance) =>
  Number((await sql<{ anzahl: number | string }>`select count(*) as anzahl from test_schreibprotokoll`.execute(app.db)).rows[0]!.anzahl);

/** The last full reading per app and the protocol's length just before it. */
const zuletzt = new WeakMap<FastifyInstance, { geschrieben: number; stand: DatenbankStand }>();

/**
 * The content of those tables, once a mail delivery that a request started (it marks mails sent) has ended. Read in
 * full only when something was written since the last reading: tests compare thousands of states, and most requests
 * they send are refused and write nothing. The protocol is counted before the content is read, so a change committed
 * in between shows as a longer protocol next time and is read then.
 */
export async function datenbankStand(app: FastifyInstance): Promise<DatenbankStand> {
  await app.outbox.beende();
  await protokolliereAenderungen(app);
  const anzahl = await geschrieben(app);
  const letzter = zuletzt.get(app);
  if (letzter?.geschrieben === anzahl) return letzter.stand;
  const stand = await vollerStand(app);
  zuletzt.set(app, { geschrieben: anzahl, stand });
  return stand;
}

/**
 * The content of those tables as they are now. The database writes each table as one JSON text (PostgreSQL: all of
 * them in one query, as MD5 sums): turning every row into an object and back took most of the comparisons' time.
 */
async function vollerStand(app: FastifyInstance): Promise<DatenbankStand> {
  if (app.dialect === 'postgres') {
    const teile = TABELLEN.map(
      (tabelle) => sql`select ${tabelle} as tabelle, count(*)::int as anzahl, md5(coalesce(json_agg(t order by t::text)::text, '')) as inhalt from ${sql.table(tabelle)} t`,
    );
    const { rows } = await sql<{ tabelle: string; anzahl: number; inhalt: string }>`${sql.join(teile, sql` union all `)}`.execute(app.db);
    return Object.fromEntries(rows.map(({ tabelle, anzahl, inhalt }) => [tabelle, { anzahl, inhalt }]));
  }
  const karte = await spaltenVon(app);
  const inhalte = await Promise.all(
    TABELLEN.map(async (tabelle) => {
      const objekt = sql`json_object(${sql.join(karte.get(tabelle)!.flatMap((s) => [sql.lit(s), sql.ref(s)]))})`;
      const { rows } = await sql<{ anzahl: number; inhalt: string }>`select count(*) as anzahl, json_group_array(${objekt}) as inhalt from (select * from ${sql.table(tabelle)} order by rowid)`.execute(app.db);
      return [tabelle, rows[0]!] as const;
    }),
  );
  return Object.fromEntries(inhalte);
}

/** The tables whose content differs: a short answer where a failed comparison would print whole tables. */
export const geaenderteTabellen = (vorher: DatenbankStand, nachher: DatenbankStand): string[] => TABELLEN.filter((t) => vorher[t]!.inhalt !== nachher[t]!.inhalt);
