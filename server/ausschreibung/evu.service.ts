import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ladeAusschreibung, type AusschreibungDetail } from './detail.queries';
import { ausschreibungListe, type ListenAnfrage } from './liste.queries';
import { eingeladeneAusschreibung } from './zugriff';

/** A tender as an EVU sees it: without the number of offers and without the other invited EVUs. */
export type FuerEvu<T> = T extends unknown ? Omit<T, 'anzahlAngebote' | 'eingeladeneEvus' | 'zuschlagVorgesehen'> : never;

/** The tenders an EVU is invited to, from status Aktiv on. */
export class EvuAusschreibung {
  constructor(private readonly db: Kysely<Database>) {}

  liste(evuId: number, anfrage: ListenAnfrage) {
    return ausschreibungListe(this.db, { rolle: 'EVU', evuId }, anfrage);
  }

  async lade(evuId: number, id: number): Promise<FuerEvu<AusschreibungDetail>> {
    const { sparte } = await eingeladeneAusschreibung(this.db, evuId, id);
    const { anzahlAngebote: _a, eingeladeneEvus: _e, zuschlagVorgesehen: _z, ...fuerEvu } = await ladeAusschreibung(this.db, id, sparte);
    return fuerEvu as FuerEvu<AusschreibungDetail>;
  }
}
