import { setImmediate as naechsteRunde } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import type { Database } from '../db/schema';
import { Konflikt } from '../shared/errors';
import { ladeAusschnitte, type GespeicherterLastgang, type LastgangKopf } from './queries';

/**
 * A Lastgang of the tender was replaced or deleted while its export ran. Before the answer began it is this 409; once
 * the file is on its way the download breaks off (its end never comes, so no browser keeps it as complete) and the
 * page says so: a file mixing both versions would look right and be wrong.
 */
export const LASTGANG_WAEHREND_EXPORT_GEAENDERT =
  'Ein Lastgang dieser Ausschreibung wurde während des Exports ersetzt oder gelöscht. Bitte laden Sie die Datei erneut herunter.';

/** A column of an export: whose Lastgang, and which quarter hours it covers. */
export interface LastgangSpalte {
  maloId: string;
  zaehlpunkt: string | null;
  beginn: number;
  anzahl: number;
}

/** Stored values of one Lastgang from the quarter hour `beginn` on. */
export interface Ausschnitt {
  beginn: number;
  werteW: Uint8Array;
}

/**
 * Where an export reads its Lastgänge: their columns first, then their values one stretch of time after another,
 * so a tender's export holds one stretch of every Lastgang at a time, never all of them (issue 41: 5,000 Lastgänge
 * of a year are 700 MB).
 */
export interface LastgangQuelle {
  spalten: readonly LastgangSpalte[];
  /** Each column's values of the quarter hours from `von` to before `bis` (epoch ms); undefined where it has none. */
  lies(von: number, bis: number): Promise<(Ausschnitt | undefined)[]>;
}

/** Lastgänge already in memory: the one of a single Lieferstelle. */
export function ausSpeicher(lastgaenge: GespeicherterLastgang[]): LastgangQuelle {
  return {
    spalten: lastgaenge.map((g) => ({ maloId: g.maloId, zaehlpunkt: g.zaehlpunkt, beginn: g.beginn, anzahl: g.werteW.byteLength / 4 })),
    lies: async () => lastgaenge.map((g) => ({ beginn: g.beginn, werteW: g.werteW })),
  };
}

/** Lastgänge cut per query: SQLite reads each blob whole to cut it, so a query of this many stays within milliseconds. */
const JE_ABFRAGE = 50;

/**
 * The Lastgänge of `koepfe` read from the database a stretch at a time, a few Lastgänge per query, with a turn of
 * the event loop between the queries: better-sqlite3 answers synchronously and awaiting its answer yields to no
 * other request, so the 100 queries of a stretch of 5,000 Lastgänge would hold the loop for about 200 ms at once.
 * Each slice is checked against the Lastgang the export began with (its upload time, which a replacement always
 * moves on, `importiere`): a file is the Lastgänge as they were when it began, or it breaks off; never a mix. An
 * export of one stretch (up to 100 one-year Lastgänge) reads every value before its first row, so it is always the
 * old data whole.
 */
export function ausDatenbank(db: Kysely<Database>, koepfe: LastgangKopf[], jeAbfrage = JE_ABFRAGE): LastgangQuelle {
  return {
    spalten: koepfe,
    async lies(von, bis) {
      const anzahl = Math.ceil((bis - von) / VIERTELSTUNDE);
      const noetig = koepfe.filter((k) => k.beginn < bis && k.beginn + k.anzahl * VIERTELSTUNDE > von);
      const gelesen = new Map<number, Ausschnitt>();
      for (let i = 0; i < noetig.length; i += jeAbfrage) {
        if (i > 0) await naechsteRunde();
        const teil = noetig.slice(i, i + jeAbfrage);
        const ausschnitte = new Map((await ladeAusschnitte(db, teil.map((k) => k.lieferstelleId), von, anzahl)).map((a) => [a.lieferstelleId, a]));
        for (const k of teil) {
          const a = ausschnitte.get(k.lieferstelleId);
          if (!a || a.hochgeladenAm !== k.hochgeladenAm || a.beginn !== k.beginn || a.anzahl !== k.anzahl) throw new Konflikt(LASTGANG_WAEHREND_EXPORT_GEAENDERT);
          gelesen.set(k.lieferstelleId, { beginn: k.beginn + a.ab * VIERTELSTUNDE, werteW: a.werteW });
        }
      }
      return koepfe.map((k) => gelesen.get(k.lieferstelleId));
    },
  };
}
