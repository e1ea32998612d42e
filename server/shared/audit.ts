import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export interface AuditEintrag {
  benutzerId: number | null;
  aktion: string;
  entitaet: string;
  entitaetId?: number | null;
  vorher?: unknown;
  nachher?: unknown;
  ipAddress?: string | null;
}

/** Appends to the audit trail (rows are never updated or deleted; the database refuses it). */
export async function protokolliere(db: Kysely<Database>, clock: Clock, e: AuditEintrag): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      at: clock.now(),
      benutzer_id: e.benutzerId,
      aktion: e.aktion,
      entitaet: e.entitaet,
      entitaet_id: e.entitaetId ?? null,
      vorher: e.vorher === undefined ? null : JSON.stringify(e.vorher),
      nachher: e.nachher === undefined ? null : JSON.stringify(e.nachher),
      ip_address: e.ipAddress ?? null,
    })
    .execute();
}

/** What an edit changed, as an audit event's vorher/nachher: only the fields whose value differs. */
export type Aenderung = { vorher: Record<string, unknown>; nachher: Record<string, unknown> };

export function unterschiede(vorher: Record<string, unknown>, neu: Record<string, unknown>): Aenderung {
  const geaendert = Object.keys(neu).filter((k) => vorher[k] !== neu[k]);
  return {
    vorher: Object.fromEntries(geaendert.map((k) => [k, vorher[k]])),
    nachher: Object.fromEntries(geaendert.map((k) => [k, neu[k]])),
  };
}
