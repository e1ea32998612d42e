import type { Expression, ExpressionBuilder, Kysely, SqlBool, UpdateObject } from 'kysely';
import type { Database } from '../db/schema';
import { Konflikt } from './errors';

/** The tables whose rows carry a `version`: the guard of every form that edits them. */
export type VersionedTable = 'ausschreibung' | 'angebot' | 'benutzer' | 'kunde' | 'evu';

/**
 * The columns this helper itself names. Kysely cannot follow a column through a table name that is a type
 * parameter, so the statement is built over this shape; the caller's values stay checked against its table.
 */
type Gemeinsam = Record<VersionedTable, { id: number; benutzer_id: number; version: number; status: number | string }>;

/** Which row: by id, or a profile by the account it belongs to. */
type Schluessel = { id: number } | { benutzer_id: number };

/**
 * What the caller read and expects still to hold. When a row no longer matches, nothing changes and the
 * answer is 409 with `konflikt` (the default text without it); `konflikt: null` reports it as `false`
 * instead, for callers to whom a lost race is no error (the deadline scheduler).
 */
export interface Expectation<T extends VersionedTable> {
  version?: number;
  status?: Database[T] extends { status: infer S } ? S : never;
  where?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
  konflikt?: string | null;
}

/**
 * The one way a versioned row changes: the values plus `version = version + 1`, computed by the database so
 * two writers never hand out the same version, under `WHERE version = :v` (and the expected status) in the
 * same statement, so of two racing writers exactly one wins. Without an Expectation it only moves the version
 * (e.g. so that a form still showing an old e-mail address reloads). Returns whether a row changed.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Kysely<Database>,
  tabelle: T,
  schluessel: Schluessel,
  werte: UpdateObject<Database, T>,
  erwartung?: Expectation<T>,
): Promise<boolean> {
  const ergebnis = await (db as unknown as Kysely<Gemeinsam>)
    .updateTable(tabelle as VersionedTable)
    .set((eb) => ({ ...(werte as object), version: eb('version', '+', 1) }))
    .$if('id' in schluessel, (q) => q.where('id', '=', (schluessel as { id: number }).id))
    .$if('benutzer_id' in schluessel, (q) => q.where('benutzer_id', '=', (schluessel as { benutzer_id: number }).benutzer_id))
    .$if(erwartung?.version !== undefined, (q) => q.where('version', '=', erwartung!.version!))
    .$if(erwartung?.status !== undefined, (q) => q.where('status', '=', erwartung!.status as number | string))
    .$if(erwartung?.where !== undefined, (q) => q.where(erwartung!.where as unknown as (eb: ExpressionBuilder<Gemeinsam, VersionedTable>) => Expression<SqlBool>))
    .executeTakeFirst();
  const geaendert = Number(ergebnis.numUpdatedRows) > 0;
  if (!geaendert && erwartung && erwartung.konflikt !== null) throw new Konflikt(erwartung.konflikt);
  return geaendert;
}
