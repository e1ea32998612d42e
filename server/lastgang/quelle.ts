import { setImmediate as naechsteRunde } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { VIERTELSTUNDE } from '../../domain/lastgang/zeit';
import type { Database } from '../db/schema';
import { ladeAusschnitte, type GespeicherterLastgang, type LastgangKopf } from './queries';

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
 * Each stretch is checked against the Lastgang the export began with: one replaced or deleted meanwhile ends the
 * download, as a file mixing both would be wrong.
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
          if (!a || a.hochgeladenAm !== k.hochgeladenAm || a.beginn !== k.beginn || a.anzahl !== k.anzahl) throw new Error(`Lastgang of Lieferstelle ${k.lieferstelleId} changed during its export`);
          gelesen.set(k.lieferstelleId, { beginn: k.beginn + a.ab * VIERTELSTUNDE, werteW: a.werteW });
        }
      }
      return koepfe.map((k) => gelesen.get(k.lieferstelleId));
    },
  };
}
