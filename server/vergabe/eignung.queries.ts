import type { Kysely } from 'kysely';
import type { EignungsKriterienWerte } from '../../domain/zulassung/eignung';
import { werText } from '../ausschreibung/historie.queries';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The tender's criteria; null when it asks for none. */
export async function ladeKriterien(db: Db, ausschreibungId: number): Promise<EignungsKriterienWerte | null> {
  const k = await db.selectFrom('ausschreibung_eignung').select(['mindestjahresumsatz_eur', 'mindest_referenzen']).where('ausschreibung_id', '=', ausschreibungId).executeTakeFirst();
  return k ? { mindestjahresumsatzEur: k.mindestjahresumsatz_eur === null ? null : Number(k.mindestjahresumsatz_eur), mindestReferenzen: k.mindest_referenzen } : null;
}

/** The tender's bidders (an EVU with an offer), by company name. */
export function bieterDerAusschreibung(db: Db, ausschreibungId: number) {
  return db
    .selectFrom('angebot as o')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .select(['o.evu_id as evuId', 'v.firma'])
    .where('o.ausschreibung_id', '=', ausschreibungId)
    .orderBy('v.firma')
    .orderBy('o.evu_id')
    .execute();
}

export interface Pruefung {
  evuId: number;
  geeignet: boolean;
  begruendung: string | null;
  geprueftVon: string;
  geprueftAm: number;
}

/** Every recorded result of the tender's Eignungsprüfung, with who recorded it. */
export async function pruefungenDerAusschreibung(db: Db, ausschreibungId: number): Promise<Pruefung[]> {
  const zeilen = await db
    .selectFrom('eignungspruefung as p')
    .leftJoin('benutzer as b', 'b.id', 'p.geprueft_von')
    .select(['p.evu_id', 'p.geeignet', 'p.begruendung', 'p.geprueft_von', 'p.geprueft_am', 'b.vorname', 'b.nachname', 'b.roles'])
    .where('p.ausschreibung_id', '=', ausschreibungId)
    .execute();
  return zeilen.map((z) => ({
    evuId: z.evu_id,
    geeignet: z.geeignet === 1,
    begruendung: z.begruendung,
    geprueftVon: werText({ benutzer_id: z.geprueft_von, vorname: z.vorname, nachname: z.nachname, roles: z.roles }),
    geprueftAm: Number(z.geprueft_am),
  }));
}

/** Each EVU's latest credit rating (the one entered last counts). */
export async function letzteBonitaet(db: Db, evuIds: readonly number[]): Promise<Map<number, { klasse: number; datum: string; quelle: string }>> {
  if (!evuIds.length) return new Map();
  const zeilen = await db.selectFrom('evu_bonitaet').select(['evu_id', 'klasse', 'datum', 'quelle']).where('evu_id', 'in', evuIds).orderBy('id').execute();
  return new Map(zeilen.map((z) => [z.evu_id, { klasse: z.klasse, datum: z.datum, quelle: z.quelle }]));
}

/** Each EVU's references (Sparte and yearly volume), for counting those of similar volume. */
export async function referenzenDerEvus(db: Db, evuIds: readonly number[]): Promise<Map<number, { sparte: number; volumenMwh: number }[]>> {
  const ergebnis = new Map<number, { sparte: number; volumenMwh: number }[]>();
  if (!evuIds.length) return ergebnis;
  for (const z of await db.selectFrom('evu_referenz').select(['evu_id', 'sparte', 'volumen_mwh']).where('evu_id', 'in', evuIds).execute()) {
    ergebnis.set(z.evu_id, [...(ergebnis.get(z.evu_id) ?? []), { sparte: z.sparte, volumenMwh: z.volumen_mwh }]);
  }
  return ergebnis;
}

/** Each EVU's Zulassung for the Sparte now. */
export async function zulassungJetzt(db: Db, evuIds: readonly number[], sparte: number): Promise<Map<number, { status: string; seit: number }>> {
  if (!evuIds.length) return new Map();
  const zeilen = await db.selectFrom('evu_zulassung').select(['evu_id', 'status', 'seit']).where('evu_id', 'in', evuIds).where('sparte', '=', sparte).execute();
  return new Map(zeilen.map((z) => [z.evu_id, { status: z.status, seit: Number(z.seit) }]));
}

/**
 * Each EVU's Zulassung for the Sparte as it stood at `stichtag`: the last transition at or before it (the history
 * keeps every one); an EVU without one has no entry.
 */
export async function zulassungAm(db: Db, evuIds: readonly number[], sparte: number, stichtag: number): Promise<Map<number, { status: string; seit: number }>> {
  const ergebnis = new Map<number, { status: string; seit: number }>();
  if (!evuIds.length) return ergebnis;
  const zeilen = await db
    .selectFrom('evu_zulassung_verlauf')
    .select(['evu_id', 'status', 'at'])
    .where('evu_id', 'in', evuIds)
    .where('sparte', '=', sparte)
    .where('at', '<=', stichtag)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const z of zeilen) ergebnis.set(z.evu_id, { status: z.status, seit: Number(z.at) });
  return ergebnis;
}

export interface NachweisAm {
  art: string;
  gueltigBis: string | null;
  /** the administrator's check as it stood then: 'geprueft' | 'abgelehnt' | null (not yet checked) */
  pruefung: string | null;
}

/**
 * The proofs each EVU had uploaded by `stichtag`, with the administrator's check only where it was made by then; the
 * Eigenerklärung where it was signed and saved by then.
 */
export async function nachweiseAm(
  db: Db,
  evuIds: readonly number[],
  stichtag: number,
): Promise<{ nachweise: Map<number, NachweisAm[]>; eigenerklaerungen: Map<number, { name: string; am: string }> }> {
  const nachweise = new Map<number, NachweisAm[]>();
  const eigenerklaerungen = new Map<number, { name: string; am: string }>();
  if (!evuIds.length) return { nachweise, eigenerklaerungen };
  const [zeilen, erklaerungen] = await Promise.all([
    db
      .selectFrom('evu_nachweis')
      .select(['evu_id', 'art', 'gueltig_bis', 'pruefung', 'geprueft_am'])
      .where('evu_id', 'in', evuIds)
      .where('uploaded_at', '<=', stichtag)
      .orderBy('art')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('evu_eigenerklaerung')
      .select(['evu_id', 'unterzeichnet_name', 'unterzeichnet_am'])
      .where('evu_id', 'in', evuIds)
      .where('gespeichert_am', '<=', stichtag)
      .execute(),
  ]);
  for (const z of zeilen) {
    const pruefung = z.geprueft_am !== null && Number(z.geprueft_am) <= stichtag ? z.pruefung : null;
    nachweise.set(z.evu_id, [...(nachweise.get(z.evu_id) ?? []), { art: z.art, gueltigBis: z.gueltig_bis, pruefung }]);
  }
  for (const e of erklaerungen) eigenerklaerungen.set(e.evu_id, { name: e.unterzeichnet_name, am: e.unterzeichnet_am });
  return { nachweise, eigenerklaerungen };
}

/** The bidders still waiting for their Eignungsprüfung, by company name; none when the tender asks for no criteria. */
export async function ungepruefteBieter(db: Db, ausschreibungId: number): Promise<string[]> {
  if (!(await ladeKriterien(db, ausschreibungId))) return [];
  const zeilen = await db
    .selectFrom('angebot as o')
    .innerJoin('evu as v', 'v.id', 'o.evu_id')
    .leftJoin('eignungspruefung as p', (j) => j.onRef('p.ausschreibung_id', '=', 'o.ausschreibung_id').onRef('p.evu_id', '=', 'o.evu_id'))
    .select('v.firma')
    .where('o.ausschreibung_id', '=', ausschreibungId)
    .where('p.evu_id', 'is', null)
    .orderBy('v.firma')
    .execute();
  return zeilen.map((z) => z.firma);
}
