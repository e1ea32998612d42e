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
 * The content of those tables, once a mail delivery that a request started (it marks mails sent) has ended. The
 * database writes each table as one JSON text (PostgreSQL: all of them in one query, as MD5 sums): a test compares
 * thousands of these, and turning every row into an object and back took most of its time.
 */
export async function datenbankStand(app: FastifyInstance): Promise<DatenbankStand> {
  await app.postausgang.beende();
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
