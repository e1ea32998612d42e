import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ladeAusschreibung, type AusschreibungDetail } from './detail.queries';
import { ausschreibungListe, type ListenAnfrage } from './liste.queries';
import { eingeladeneAusschreibung } from './zugriff';
import { eigenesAngebot } from '../angebot/evu.queries';

/**
 * What of a tender an EVU does not see: the number of offers, the other invited EVUs, the Auftraggeber's intended
 * Zuschlag and open Rügen, the Kunde's postcode and type (only the forms need them) and the prices of the Kunde's current
 * contract (a bidder would price against them).
 */
export const NUR_FUER_AUFTRAGGEBER = ['anzahlAngebote', 'eingeladeneEvus', 'zuschlagVorgesehen', 'offeneRuegen', 'kundePlz', 'kundeTyp', 'aktuellerVertrag'] as const;

/** A tender as an EVU sees it, with whether it has made an offer itself, so that its page asks for the offer only when there is one. */
export type FuerEvu<T> = T extends unknown ? Omit<T, (typeof NUR_FUER_AUFTRAGGEBER)[number]> & { angebotAbgegeben: boolean } : never;

/** The tenders an EVU is invited to, from status Aktiv on. */
export class EvuAusschreibungService {
  constructor(private readonly db: Kysely<Database>) {}

  liste(evuId: number, anfrage: ListenAnfrage) {
    return ausschreibungListe(this.db, { rolle: 'EVU', evuId }, anfrage);
  }

  async lade(evuId: number, id: number): Promise<FuerEvu<AusschreibungDetail>> {
    const { sparte } = await eingeladeneAusschreibung(this.db, evuId, id);
    const [detail, angebot] = await Promise.all([ladeAusschreibung(this.db, id, sparte), eigenesAngebot(this.db, id, evuId)]);
    const fuerEvu: Record<string, unknown> = { ...detail, angebotAbgegeben: !!angebot };
    for (const feld of NUR_FUER_AUFTRAGGEBER) delete fuerEvu[feld];
    return fuerEvu as FuerEvu<AusschreibungDetail>;
  }
}
