import type { Kysely } from 'kysely';
import type { Ruege } from '../../domain/api/zuschlag';
import type { Database } from '../db/schema';
import { nachpruefungsfrist } from '../../domain/vergabe/nachpruefungsfrist';
import { Konflikt } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';

/** A tender's Rügen in the order they were recorded. */
export async function ruegenDer(db: Kysely<Database>, ausschreibungId: number): Promise<Ruege[]> {
  const zeilen = await db.selectFrom('ruege').selectAll().where('ausschreibung_id', '=', ausschreibungId).orderBy('id').execute();
  return zeilen.map((r) => ({
    id: r.id,
    eingegangenAm: isoDateTime(Number(r.eingegangen_am)),
    text: r.text,
    erfasstAm: isoDateTime(Number(r.erfasst_am)),
    ergebnis: r.ergebnis as Ruege['ergebnis'],
    entscheidung: r.entscheidung,
    entschiedenAm: r.entschieden_am === null ? null : isoDateTime(Number(r.entschieden_am)),
    nachpruefungsfrist: r.ergebnis === 'zurueckgewiesen' && r.entschieden_am !== null ? nachpruefungsfrist(Number(r.entschieden_am)) : null,
  }));
}

/** How many of the tender's Rügen are undecided: while any is, its Zuschlag does not take effect. */
export async function offeneRuegen(db: Kysely<Database>, ausschreibungId: number): Promise<number> {
  const r = await db
    .selectFrom('ruege')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ausschreibung_id', '=', ausschreibungId)
    .where('ergebnis', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const RUEGE_BEREITS_ERFASST = 'Diese Rüge ist bereits erfasst.';

/** Whether the tender already has a Rüge received at `eingegangenAm` with exactly this text. */
export async function gleicheRuege(db: Kysely<Database>, ausschreibungId: number, eingegangenAm: number, text: string): Promise<boolean> {
  const r = await db
    .selectFrom('ruege')
    .select('id')
    .where('ausschreibung_id', '=', ausschreibungId)
    .where('eingegangen_am', '=', eingegangenAm)
    .where('text', '=', text)
    .executeTakeFirst();
  return r !== undefined;
}

export const OFFENE_RUEGE = 'Über eine Rüge ist noch nicht entschieden. Solange sie offen ist, wird kein Zuschlag erteilt oder wirksam; bitte entscheiden Sie zuerst über die Rüge.';

/** 409 while the tender has an undecided Rüge; in a transaction, read after the tender's row lock. */
export async function keineOffeneRuege(db: Kysely<Database>, ausschreibungId: number): Promise<void> {
  if (await offeneRuegen(db, ausschreibungId)) throw new Konflikt(OFFENE_RUEGE);
}
