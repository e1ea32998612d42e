import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ladeAusschreibung, type AusschreibungDetail } from './detail.queries';
import { ausschreibungListe, type ListenAnfrage } from './liste.queries';
import { eingeladeneAusschreibung } from './zugriff';
import { eigenesAngebot } from '../angebot/evu.queries';

/**
 * A tender as an EVU sees it: without the number of offers, the other invited EVUs, the Auftraggeber's open Rügen
 * and the Kunde's postcode (only the forms' holiday check needs it), but with whether it has made an offer itself, so
 * that its page asks for the offer only when there is one.
 */
export type FuerEvu<T> = T extends unknown ? Omit<T, 'anzahlAngebote' | 'eingeladeneEvus' | 'zuschlagVorgesehen' | 'offeneRuegen' | 'kundePlz' | 'kundeTyp'> & { angebotAbgegeben: boolean } : never;

/** The tenders an EVU is invited to, from status Aktiv on. */
export class EvuAusschreibungService {
  constructor(private readonly db: Kysely<Database>) {}

  liste(evuId: number, anfrage: ListenAnfrage) {
    return ausschreibungListe(this.db, { rolle: 'EVU', evuId }, anfrage);
  }

  async lade(evuId: number, id: number): Promise<FuerEvu<AusschreibungDetail>> {
    const { sparte } = await eingeladeneAusschreibung(this.db, evuId, id);
    const [{ anzahlAngebote: _a, eingeladeneEvus: _e, zuschlagVorgesehen: _z, offeneRuegen: _r, kundePlz: _p, kundeTyp: _t, ...fuerEvu }, angebot] = await Promise.all([
      ladeAusschreibung(this.db, id, sparte),
      eigenesAngebot(this.db, id, evuId),
    ]);
    return { ...fuerEvu, angebotAbgegeben: !!angebot } as FuerEvu<AusschreibungDetail>;
  }
}
