import { sql, type Kysely } from 'kysely';
import { VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import type { LastgangAntwort } from '../../domain/api/lastgang';
import type { Database } from '../db/schema';

/** A Lieferstelle with what deciding about its Lastgang needs: its tender, that tender's status and delivery period. */
export function ladeLieferstelle(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('lieferstelle as l')
    .innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id')
    .select(['l.id', 'l.ausschreibung_id', 'l.messart', 'l.malo_id', 'l.jahresverbrauch_kwh', 'l.max_leistung_kw', 'a.status', 'a.nummer', 'a.sparte', 'a.lieferbeginn', 'a.lieferende'])
    .where('l.id', '=', id)
    .executeTakeFirst();
}

export async function ausschreibungDerLieferstelle(db: Kysely<Database>, id: number): Promise<number | null> {
  return (await db.selectFrom('lieferstelle').select('ausschreibung_id').where('id', '=', id).executeTakeFirst())?.ausschreibung_id ?? null;
}

export function ladeAusschreibung(db: Kysely<Database>, id: number) {
  return db.selectFrom('ausschreibung').select('status').where('id', '=', id).executeTakeFirst();
}

/** The Kennzahlen and notes of a Lastgang, without its values. */
export function ladeKennzahlen(db: Kysely<Database>, lieferstelleId: number) {
  return db.selectFrom('lastgang').select(['kennzahlen', 'hinweise']).where('lieferstelle_id', '=', lieferstelleId).executeTakeFirst();
}

export interface GespeicherterLastgang {
  maloId: string;
  /** the Zählpunktbezeichnung, when the Lieferstelle has one */
  zaehlpunkt: string | null;
  beginn: number;
  /** the values as stored (`alsBlob`), read without copying */
  werteW: Uint8Array;
}

/** The Lastgang of one Lieferstelle with its values; a tender's export reads its Lastgänge in slices (`ladeAusschnitte`). */
export async function ladeWerte(db: Kysely<Database>, lieferstelleId: number): Promise<GespeicherterLastgang | undefined> {
  const z = await db
    .selectFrom('lastgang as g')
    .innerJoin('lieferstelle as l', 'l.id', 'g.lieferstelle_id')
    .select(['l.malo_id', 'l.zaehlpunkt', 'g.beginn', 'g.werte_w'])
    .where('l.id', '=', lieferstelleId)
    .executeTakeFirst();
  return z && { maloId: z.malo_id, zaehlpunkt: z.zaehlpunkt, beginn: Number(z.beginn), werteW: z.werte_w };
}

/** What the export of several Lastgänge needs to know of each before reading its values. */
export interface LastgangKopf {
  lieferstelleId: number;
  maloId: string;
  zaehlpunkt: string | null;
  beginn: number;
  anzahl: number;
  /** tells this Lastgang from one uploaded in its place while the export runs */
  hochgeladenAm: number;
}

/** The Lastgänge of a tender without their values, in the tender's order. */
export async function ladeKoepfe(db: Kysely<Database>, ausschreibungId: number): Promise<LastgangKopf[]> {
  const zeilen = await db
    .selectFrom('lastgang as g')
    .innerJoin('lieferstelle as l', 'l.id', 'g.lieferstelle_id')
    .select(['l.id', 'l.malo_id', 'l.zaehlpunkt', 'g.beginn', 'g.anzahl', 'g.hochgeladen_am'])
    .where('l.ausschreibung_id', '=', ausschreibungId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return zeilen.map((z) => ({ lieferstelleId: z.id, maloId: z.malo_id, zaehlpunkt: z.zaehlpunkt, beginn: Number(z.beginn), anzahl: z.anzahl, hochgeladenAm: Number(z.hochgeladen_am) }));
}

export interface LastgangAusschnitt {
  lieferstelleId: number;
  /** index of the first value in the slice: the quarter hour `von` or, when the Lastgang begins later, 0 */
  ab: number;
  werteW: Uint8Array;
  /** which Lastgang was cut: `beginn`, `anzahl` and `hochgeladenAm` as the export's LastgangKopf has them */
  beginn: number;
  anzahl: number;
  hochgeladenAm: number;
}

/**
 * Up to `anzahl` stored values of each of the given Lastgänge, from the quarter hour that begins at `von` (or from
 * the Lastgang's beginning, when that is later): the database cuts the blob, so only the slice travels. CAST keeps
 * the arithmetic in integers on both databases (better-sqlite3 binds numbers as reals, pg as text).
 */
export async function ladeAusschnitte(db: Kysely<Database>, lieferstellen: number[], von: number, anzahl: number): Promise<LastgangAusschnitt[]> {
  const ab = sql<number>`cast(case when g.beginn >= cast(${von} as bigint) then 0 else (cast(${von} as bigint) - g.beginn) / ${sql.lit(VIERTELSTUNDE)} end as integer)`;
  const zeilen = await db
    .selectFrom('lastgang as g')
    .select(['g.lieferstelle_id', ab.as('ab'), sql<Uint8Array>`substr(g.werte_w, ${ab} * 4 + 1, cast(${anzahl * 4} as integer))`.as('werte'), 'g.beginn', 'g.anzahl', 'g.hochgeladen_am'])
    .where('g.lieferstelle_id', 'in', lieferstellen)
    .execute();
  return zeilen.map((z) => ({ lieferstelleId: z.lieferstelle_id, ab: Number(z.ab), werteW: z.werte, beginn: Number(z.beginn), anzahl: z.anzahl, hochgeladenAm: Number(z.hochgeladen_am) }));
}

/** One row per Lastgang: its values as the blob `alsBlob` writes (4 bytes a quarter hour), Kennzahlen and notes as JSON. */
export function speichereLastgang(
  db: Kysely<Database>,
  g: { lieferstelleId: number; beginn: number; werteW: Buffer; kennzahlen: LastgangAntwort['kennzahlen']; hinweise: string[]; dateiname: string; hochgeladenAm: number },
) {
  return db
    .insertInto('lastgang')
    .values({
      lieferstelle_id: g.lieferstelleId,
      beginn: g.beginn,
      anzahl: g.werteW.length / 4,
      werte_w: g.werteW,
      kennzahlen: JSON.stringify(g.kennzahlen),
      hinweise: JSON.stringify(g.hinweise),
      dateiname: g.dateiname,
      hochgeladen_am: g.hochgeladenAm,
    })
    .execute();
}
