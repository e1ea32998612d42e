import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Eb } from '../shared/expressions';
import { gebotsVerlaufText } from '../../domain/auktion/gebotsVerlauf';
import { RUEGE_ERGEBNIS_LABEL, type RuegeErgebnis } from '../../domain/api/zuschlag';
import { formatCtKwh, formatUhrzeit, formatZahl } from '../../domain/format';
import { gebotsWerteText } from '../../domain/auktion/plausibilitaet';
import { AKTION_LABEL, aktionLabel, type HistorienEintrag } from '../../domain/historie';
import { ausE4 } from '../../domain/preise';
import { nachpruefungsfrist, nachpruefungsfristKurz } from '../../domain/vergabe/nachpruefungsfrist';
import { gebotsVerlaeufe } from '../auktion/queries';
import type { Database } from '../db/schema';
import { NichtGefunden } from '../shared/errors';
import { fristAenderungen, fristAenderungenText, type FristAenderung } from './fristAenderung';
import { lastgangDetails } from './lastgangHistorie';

const ROLLE: Record<string, string> = { Administrator: 'Administrator', Kunde: 'Kunde', EVU: 'EVU' };

/** A tender's story as its Historie and its Vergabevermerk tell it. */
export interface AusschreibungsVerlauf {
  /** newest first */
  eintraege: HistorienEintrag[];
  /** every moved deadline with who moved it and when, oldest first */
  fristAenderungen: (FristAenderung & { am: number; wer: string })[];
}

/** A tender's history, newest first (see `ausschreibungsVerlauf`). */
export async function ausschreibungHistorie(db: Kysely<Database>, id: number): Promise<HistorienEintrag[]> {
  return (await ausschreibungsVerlauf(db, id)).eintraege;
}

/**
 * A tender's audit trail: events on the tender itself and on its offers and documents (those reference their own
 * ids), and each bidder's bids in an online auction summed up in one entry at its last bid (bids are no audit
 * events: the auction keeps each in its own table). The scheduler acts without a user and appears as 'System'.
 */
export async function ausschreibungsVerlauf(db: Kysely<Database>, id: number): Promise<AusschreibungsVerlauf> {
  const a = await db.selectFrom('ausschreibung').select(['id', 'angebotsfrist']).where('id', '=', id).executeTakeFirst();
  if (!a) throw new NichtGefunden('Die Ausschreibung wurde nicht gefunden.');
  const [zeilen, firmen, gebote] = await Promise.all([
    historienZeilen(db, (w) =>
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
    ),
    db.selectFrom('angebot as o').innerJoin('evu as v', 'v.id', 'o.evu_id').select(['o.id', 'o.evu_id', 'v.firma']).where('o.ausschreibung_id', '=', id).execute(),
    gebotsVerlaeufe(db, id),
  ]);
  const firmaDesAngebots = new Map(firmen.map((f) => [f.id, f.firma]));
  const firmaDesEvu = new Map(firmen.map((f) => [f.evu_id, f.firma]));
  const bieterKonten = gebote.size
    ? await db.selectFrom('benutzer').select(['id', 'vorname', 'nachname', 'roles']).where('id', 'in', [...gebote.values()].map((v) => v.letzterVon)).execute()
    : [];
  const konto = new Map(bieterKonten.map((b) => [b.id, b]));

  const angebotsfrist = Number(a.angebotsfrist);
  const ereignisse = zeilen.map((z) => {
    const vorher = lies(z.vorher);
    const nachher = lies(z.nachher);
    const at = Number(z.at);
    const firma = z.entitaet === 'angebot' && z.entitaet_id !== null ? firmaDesAngebots.get(z.entitaet_id) : undefined;
    const fristen = z.entitaet === 'ausschreibung' ? fristAenderungen(z.aktion, vorher, nachher) : [];
    const teile = [fristAenderungenText(fristen), details(z.aktion, vorher, nachher, { firma, fristgerecht: at <= angebotsfrist, at })].filter((t) => t !== null);
    const eintrag: HistorienEintrag = { zeit: new Date(at).toISOString(), wer: werText(z), aktion: aktionLabel(z.aktion), details: teile.length ? teile.join(' · ') : null };
    return { eintrag, fristen: fristen.map((f) => ({ ...f, am: at, wer: eintrag.wer })) };
  });
  const bietverlaeufe: HistorienEintrag[] = [...gebote].map(([evuId, v]) => {
    const b = konto.get(v.letzterVon);
    return {
      zeit: new Date(v.letztes.am).toISOString(),
      wer: werText({ benutzer_id: v.letzterVon, vorname: b?.vorname ?? null, nachname: b?.nachname ?? null, roles: b?.roles ?? null }),
      aktion: AKTION_LABEL.auktion_gebote,
      details: `${firmaDesEvu.get(evuId) ?? 'Unbekanntes EVU'}: ${gebotsVerlaufText(v)}`,
    };
  });
  // Newest first; a stable sort keeps the audit trail's own order among events of the same moment.
  const eintraege = [...ereignisse.map((e) => e.eintrag), ...bietverlaeufe].sort((x, y) => Date.parse(y.zeit) - Date.parse(x.zeit));
  return { eintraege, fristAenderungen: ereignisse.flatMap((e) => e.fristen).reverse() };
}

/** The audit events `e` a history shows, newest first, each with the acting account `b` (gone when deleted). */
export function historienZeilen(db: Kysely<Database>, welche: (eb: Eb<{ e: 'audit_event'; b: 'benutzer' }>) => Expression<SqlBool>) {
  return db
    .selectFrom('audit_event as e')
    .leftJoin('benutzer as b', 'b.id', 'e.benutzer_id')
    .select(['e.id', 'e.at', 'e.benutzer_id', 'e.aktion', 'e.entitaet', 'e.entitaet_id', 'e.vorher', 'e.nachher', 'b.vorname', 'b.nachname', 'b.roles'])
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

/** What a change of the Eignungsprüfung did, counted: the results' Begründungen stay in the Vergabevermerk. */
function eignungDetails(vorher: Record<string, unknown>, nachher: Record<string, unknown>): string | null {
  const pruefungen = (w: unknown) => (Array.isArray(w) ? (w as { evuId?: unknown; geeignet?: unknown }[]) : []);
  const neu = pruefungen(nachher.pruefungen);
  const entfernt = pruefungen(vorher.pruefungen).filter((p) => !neu.some((n) => n.evuId === p.evuId)).length;
  const geeignet = neu.filter((p) => p.geeignet === true).length;
  const teile = [
    'kriterien' in nachher ? (nachher.kriterien ? 'Eignungskriterien festgelegt' : 'Eignungskriterien aufgehoben') : null,
    geeignet ? `geeignet: ${geeignet}` : null,
    neu.length - geeignet ? `nicht geeignet: ${neu.length - geeignet}` : null,
    entfernt ? `Ergebnis entfernt: ${entfernt}` : null,
  ].filter((t) => t !== null);
  return teile.length ? teile.join(' · ') : null;
}

/** A short German line on what changed, where the event carries something a person wants to see. */
function details(aktion: string, vorher: Record<string, unknown>, nachher: Record<string, unknown>, ereignis: { firma: string | undefined; fristgerecht: boolean; at: number }): string | null {
  const anzahl = (w: unknown) => (Array.isArray(w) ? w.length : 0);
  const version = typeof nachher.version === 'number' ? `Version ${nachher.version}` : null;
  const mitFirma = (...teile: (string | null)[]) => {
    const alle = [ereignis.firma ?? null, ...teile].filter((t) => t !== null);
    return alle.length ? alle.join(' · ') : null;
  };
  const preis = (w: unknown) => (typeof w === 'number' ? formatCtKwh(ausE4(w)) : null);
  switch (aktion) {
    case 'evus_eingeladen': {
      const text = `Eingeladene EVUs: ${anzahl(vorher.evuIds)} → ${anzahl(nachher.evuIds)}`;
      if (!Array.isArray(nachher.ohneZulassung) || typeof nachher.begruendung !== 'string') return text;
      const ohne = (nachher.ohneZulassung as { firma?: unknown }[]).map((e) => String(e.firma)).join(', ');
      return `${text} · ohne Zulassung eingeladen: ${ohne} · Begründung: ${nachher.begruendung}`;
    }
    case 'angebot_abgegeben':
    case 'angebot_geaendert':
      // The time of the entry is the submission's; saying whether it met the deadline leaves nothing to misread.
      return mitFirma(version, ereignis.fristgerecht ? 'fristgerecht eingegangen' : 'nach Ablauf der Angebotsfrist eingegangen');
    case 'angebot_auktion': {
      const von = preis(vorher.arbeitspreis_ct_kwh_e4);
      const bis = preis(nachher.arbeitspreis_ct_kwh_e4);
      return mitFirma(version, von && bis ? `Arbeitspreis ${von} → ${bis} (letztes Gebot)` : null);
    }
    case 'auktion_gebot_bestaetigt': {
      if (typeof nachher.arbeitspreisCtKwh !== 'number' || typeof nachher.jahreskostenEuro !== 'number') return null;
      const bisher = typeof vorher.arbeitspreisCtKwh === 'number' ? `; bisheriger Arbeitspreis ${formatCtKwh(vorher.arbeitspreisCtKwh)}` : '';
      const grenze = typeof nachher.grenzeProzent === 'number' ? `, Grenze ${formatZahl(nachher.grenzeProzent, 0, 2)} %` : '';
      const text = gebotsWerteText({ arbeitspreisCtKwh: nachher.arbeitspreisCtKwh, jahreskostenEuro: nachher.jahreskostenEuro });
      return `${typeof nachher.evu === 'string' ? `${nachher.evu}: ` : ''}${text}${bisher}${grenze}`;
    }
    case 'dokument_hochgeladen':
      return typeof nachher.name === 'string' ? nachher.name : null;
    case 'ruege_erfasst':
      return typeof nachher.text === 'string' ? `Eingegangen am ${formatUhrzeit(String(nachher.eingegangenAm))}: ${nachher.text}` : null;
    case 'ruege_entschieden': {
      if (typeof nachher.text !== 'string') return null;
      // The bidder's time to apply for review runs from the rejection, which is this event.
      const frist = nachher.ergebnis === 'zurueckgewiesen' ? ` · ${nachpruefungsfristKurz(nachpruefungsfrist(ereignis.at))}` : '';
      return `${RUEGE_ERGEBNIS_LABEL[nachher.ergebnis as RuegeErgebnis] ?? ''}: ${nachher.text}${frist}`;
    }
    case 'ausschreibung_aufgehoben':
      return typeof nachher.begruendung === 'string' ? `Begründung: ${nachher.begruendung}` : null;
    case 'lastgang_importiert':
      return lastgangDetails(vorher, nachher);
    case 'eignung_geaendert':
      return eignungDetails(vorher, nachher);
    case 'ausschreibung_geaendert':
      return Array.isArray(nachher.lieferstellen) ? `${nachher.lieferstellen.length} ${nachher.lieferstellen.length === 1 ? 'Lieferstelle' : 'Lieferstellen'}` : null;
    default:
      return null;
  }
}
