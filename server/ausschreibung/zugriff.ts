import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { AusschreibungStatus, STATUS_LABEL, type Sparte } from '../../domain/ausschreibung';
import type { Database } from '../db/schema';
import { NichtGefunden, Regelverletzung } from '../shared/errors';

/** One answer for a tender that does not exist and for one the caller may not see: nobody learns which it was. */
export const AUSSCHREIBUNG_NICHT_GEFUNDEN = 'Die Ausschreibung wurde nicht gefunden.';

/** Who reads a tender: the administrator (addressed under one Sparte's path, or under none), a Kunde, an EVU. */
export type Leser = { rolle: 'Administrator'; sparte?: Sparte } | { rolle: 'Kunde'; kundeId: number } | { rolle: 'EVU'; evuId: number };

/**
 * The one rule who may see a tender, as a condition on its row: the administrator every tender (of the Sparte its
 * path names), the Kunde its own, an invited EVU from Aktiv on. For everyone else the tender does not exist (404).
 */
export function sichtbarFuer(leser: Leser) {
  return (eb: ExpressionBuilder<Database, 'ausschreibung'>): Expression<SqlBool> => {
    switch (leser.rolle) {
      case 'Administrator':
        return leser.sparte === undefined ? eb.and([]) : eb('ausschreibung.sparte', '=', leser.sparte);
      case 'Kunde':
        return eb('ausschreibung.kunde_id', '=', leser.kundeId);
      case 'EVU':
        return eb.and([
          eb('ausschreibung.status', '>=', AusschreibungStatus.Aktiv),
          eb.exists(eb.selectFrom('einladung').select('einladung.evu_id').whereRef('einladung.ausschreibung_id', '=', 'ausschreibung.id').where('einladung.evu_id', '=', leser.evuId)),
        ]);
    }
  };
}

/** The readers a signed-in user is in a scope every role shares (documents, Lastgänge); a role without its profile reads nothing. */
export async function leserVon(db: Kysely<Database>, benutzer: { id: number; roles: readonly string[] }): Promise<Leser[]> {
  const leser: Leser[] = [];
  if (benutzer.roles.includes('Administrator')) leser.push({ rolle: 'Administrator' });
  if (benutzer.roles.includes('Kunde')) {
    const kunde = await db.selectFrom('kunde').select('id').where('benutzer_id', '=', benutzer.id).executeTakeFirst();
    if (kunde) leser.push({ rolle: 'Kunde', kundeId: kunde.id });
  }
  if (benutzer.roles.includes('EVU')) {
    const evu = await db.selectFrom('evu').select('id').where('benutzer_id', '=', benutzer.id).executeTakeFirst();
    if (evu) leser.push({ rolle: 'EVU', evuId: evu.id });
  }
  return leser;
}

/** The head of tender `id` when one of `leser` may see it (an account may read in several roles), else undefined. */
export async function sichtbarerKopf(db: Kysely<Database>, leser: Leser | readonly Leser[], id: number) {
  const alle = ([] as Leser[]).concat(leser);
  const a = await db
    .selectFrom('ausschreibung')
    .select(['id', 'nummer', 'bezeichnung', 'sparte', 'status', 'kunde_id'])
    .where('id', '=', id)
    .where((eb) => eb.or(alle.map((l) => sichtbarFuer(l)(eb))))
    .executeTakeFirst();
  return a && { ...a, sparte: a.sparte as Sparte };
}

/** The head of tender `id` when one of `leser` may see it; otherwise it does not exist for them (404). */
export async function sichtbareAusschreibung(db: Kysely<Database>, leser: Leser | readonly Leser[], id: number) {
  const a = await sichtbarerKopf(db, leser, id);
  if (!a) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  return a;
}

/** The Kunde's own tender; another Kunde's tender does not exist for them (404). */
export function eigeneAusschreibung(db: Kysely<Database>, kundeId: number, id: number) {
  return sichtbareAusschreibung(db, { rolle: 'Kunde', kundeId }, id);
}

/** The tender when the EVU is invited and it is at least Aktiv; otherwise it does not exist for them (404). */
export function eingeladeneAusschreibung(db: Kysely<Database>, evuId: number, id: number) {
  return sichtbareAusschreibung(db, { rolle: 'EVU', evuId }, id);
}

/** The administrator's tender row, addressed under its Sparte's path; under the other Sparte it does not exist (404). */
export async function ausschreibungDerSparte(db: Kysely<Database>, id: number, sparte: Sparte) {
  const a = await db.selectFrom('ausschreibung').selectAll().where('id', '=', id).where(sichtbarFuer({ rolle: 'Administrator', sparte })).executeTakeFirst();
  if (!a) throw new NichtGefunden(AUSSCHREIBUNG_NICHT_GEFUNDEN);
  return a;
}

/** Only a tender still in review may be edited (the administrator's deadline moves of an Aktiv tender aside). */
export function pruefeBearbeitbar(status: number): void {
  if (status !== AusschreibungStatus.PruefungAusschreibung) {
    throw new Regelverletzung(`Eine Ausschreibung im Status „${STATUS_LABEL[status as AusschreibungStatus]}“ kann nicht mehr bearbeitet werden.`);
  }
}
