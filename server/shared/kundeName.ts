import { sql } from 'kysely';

/** The name a tender shows for its Kunde: the company, or the person for a Privatperson (alias `k`). */
export const kundeNameSql = sql<string>`coalesce(k.firma, k.vorname || ' ' || k.nachname)`;
