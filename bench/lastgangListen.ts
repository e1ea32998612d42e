import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { berechneKennzahlen } from '../domain/lastgang/kennzahlen';
import { speichereLastgang } from '../server/lastgang/queries';
import { alsBlob } from '../server/lastgang/werte';
import { lastgangZeilen } from '../tests/server/hilfen/lastgangDatei';

/**
 * Gives `anzahl` RLM Lieferstellen a year's Lastgang each, stored as the import stores it (140 KB of values a
 * row), so the lists can be measured again with them in the database.
 */
export async function seedeLastgaenge(db: Kysely<Database>, anzahl: number): Promise<number> {
  const zeilen = lastgangZeilen({ vonTag: '2025-01-01' });
  const werte = zeilen.map((z) => z.kw);
  const blob = alsBlob(werte);
  const kennzahlen = berechneKennzahlen(zeilen[0]!.zeitpunkt, werte, 0);
  const ids = await db.selectFrom('lieferstelle').select('id').where('messart', '=', 'RLM').orderBy('id').limit(anzahl).execute();
  await db.transaction().execute(async (trx) => {
    for (const { id } of ids) {
      await speichereLastgang(trx, { lieferstelleId: id, beginn: zeilen[0]!.zeitpunkt, werteW: blob, kennzahlen, hinweise: [], dateiname: 'Lastgang.csv', hochgeladenAm: Date.now() });
    }
  });
  return ids.length;
}
