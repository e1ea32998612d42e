import type { Kysely } from 'kysely';
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
  beginn: number;
  /** the values as stored (`alsBlob`): read one at a time, so a tender's export never holds them twice */
  werteW: Uint8Array;
}

/** The Lastgänge of the given Lieferstellen, or of all Lieferstellen of a tender, in the tender's order. */
export async function ladeWerte(db: Kysely<Database>, wo: { lieferstelleId: number } | { ausschreibungId: number }): Promise<GespeicherterLastgang[]> {
  let abfrage = db
    .selectFrom('lastgang as g')
    .innerJoin('lieferstelle as l', 'l.id', 'g.lieferstelle_id')
    .select(['l.malo_id', 'g.beginn', 'g.werte_w'])
    .orderBy('l.position')
    .orderBy('l.id');
  abfrage = 'lieferstelleId' in wo ? abfrage.where('l.id', '=', wo.lieferstelleId) : abfrage.where('l.ausschreibung_id', '=', wo.ausschreibungId);
  const zeilen = await abfrage.execute();
  return zeilen.map((z) => ({ maloId: z.malo_id, beginn: Number(z.beginn), werteW: z.werte_w }));
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
