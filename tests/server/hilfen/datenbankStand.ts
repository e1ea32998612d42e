import type { FastifyInstance } from 'fastify';

/** Tables whose content refused input must leave alone; sessions are left out, as every authenticated call refreshes them. */
const TABELLEN = ['benutzer', 'kunde', 'evu', 'ausschreibung', 'lieferstelle', 'einladung', 'dokument', 'angebot', 'angebot_version', 'mail_outbox', 'second_factor', 'member_token', 'client_log'] as const;

export type DatenbankStand = Record<string, string>;

/** The content of those tables, once a mail delivery that a request started (it marks mails sent) has ended. */
export async function datenbankStand(app: FastifyInstance): Promise<DatenbankStand> {
  await app.postausgang.beende();
  const inhalte = await Promise.all(TABELLEN.map(async (tabelle) => [tabelle, JSON.stringify(await app.db.selectFrom(tabelle).selectAll().execute())]));
  return Object.fromEntries(inhalte);
}

/** The tables whose content differs: a short answer where a failed comparison would print whole tables. */
export const geaenderteTabellen = (vorher: DatenbankStand, nachher: DatenbankStand): string[] => TABELLEN.filter((t) => vorher[t] !== nachher[t]);
