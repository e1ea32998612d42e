import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Eb } from '../shared/expressions';
import { aktionLabel, type HistorienEintrag } from '../../domain/historie';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import { lastgangDetails } from './lastgangHistorie';

const ROLLE: Record<string, string> = { Administrator: 'Administrator', Kunde: 'Kunde', EVU: 'EVU' };

/**
 * A tender's audit trail, newest first: events on the tender itself and on its offers and documents
 * (those reference their own ids). The scheduler acts without a user and appears as 'System'.
 */
export async function ausschreibungHistorie(db: Kysely<Database>, id: number): Promise<HistorienEintrag[]> {
  const gibt = await db.selectFrom('ausschreibung').select('id').where('id', '=', id).executeTakeFirst();
  if (!gibt) throw new NichtGefunden('Die Ausschreibung wurde nicht gefunden.');
  const zeilen = await historienZeilen(db, (w) =>
    w.and([
      w.or([
        w.and([w('e.entitaet', '=', 'ausschreibung'), w('e.entitaet_id', '=', id)]),
        w.and([w('e.entitaet', '=', 'angebot'), w('e.entitaet_id', 'in', db.selectFrom('angebot').select('id').where('ausschreibung_id', '=', id))]),
        w.and([w('e.entitaet', '=', 'dokument'), w('e.entitaet_id', 'in', db.selectFrom('dokument').select('id').where('ausschreibung_id', '=', id))]),
        // A Lastgang's import may change its Lieferstelle's figures: the tender's record shows what and on whose word.
        w.and([w('e.entitaet', '=', 'lieferstelle'), w('e.entitaet_id', 'in', db.selectFrom('lieferstelle').select('id').where('ausschreibung_id', '=', id))]),
      ]),
      // Export events name no tender and are not part of one tender's history.
      w('e.aktion', 'not in', ['export_liste', 'export_csv']),
    ]),
  );
  return zeilen.map((z) => ({
    zeit: new Date(Number(z.at)).toISOString(),
    wer: werText(z),
    aktion: aktionLabel(z.aktion),
    details: details(z.aktion, lies(z.vorher), lies(z.nachher)),
  }));
}

/** The audit events `e` a history shows, newest first, each with the acting account `b` (gone when deleted). */
export function historienZeilen(db: Kysely<Database>, welche: (eb: Eb<{ e: 'audit_event'; b: 'benutzer' }>) => Expression<SqlBool>) {
  return db
    .selectFrom('audit_event as e')
    .leftJoin('benutzer as b', 'b.id', 'e.benutzer_id')
    .select(['e.id', 'e.at', 'e.benutzer_id', 'e.aktion', 'e.vorher', 'e.nachher', 'b.vorname', 'b.nachname', 'b.roles'])
    .where(welche)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

/**
 * The acting person with their role. Events without a user (the deadline scheduler) show as 'System'; the
 * administrator may have deleted the account that acted since.
 */
export function werText(z: { benutzer_id: number | null; vorname: string | null; nachname: string | null; roles: string | null }): string {
  if (z.benutzer_id === null) return 'System';
  if (z.vorname === null) return 'Gelöschtes Konto';
  return `${z.vorname} ${z.nachname} (${(z.roles ?? '').split(',').map((r) => ROLLE[r.trim()] ?? r).join(', ')})`;
}

export const lies = (json: string | null): Record<string, unknown> => {
  if (!json) return {};
  try {
    const wert = JSON.parse(json) as unknown;
    return typeof wert === 'object' && wert !== null ? (wert as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** A short German line on what changed, where the event carries something a person wants to see. */
function details(aktion: string, vorher: Record<string, unknown>, nachher: Record<string, unknown>): string | null {
  const anzahl = (w: unknown) => (Array.isArray(w) ? w.length : 0);
  switch (aktion) {
    case 'evus_eingeladen':
      return `Eingeladene EVUs: ${anzahl(vorher.evuIds)} → ${anzahl(nachher.evuIds)}`;
    case 'angebot_abgegeben':
    case 'angebot_geaendert':
    case 'angebot_auktion':
      return typeof nachher.version === 'number' ? `Version ${nachher.version}` : null;
    case 'dokument_hochgeladen':
      return typeof nachher.name === 'string' ? nachher.name : null;
    case 'lastgang_importiert':
      return lastgangDetails(vorher, nachher);
    case 'ausschreibung_geaendert':
      return Array.isArray(nachher.lieferstellen) ? `${nachher.lieferstellen.length} Lieferstellen` : null;
    default:
      return null;
  }
}
