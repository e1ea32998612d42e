import { rangliste, type KostenAngebot, type KostenLieferstelle } from '../jahreskosten';

/** A bidder with its current prices: the sealed offer with the Arbeitspreis of its last bid. */
export interface Bieter extends KostenAngebot {
  evuId: number;
  evu: string;
  /** anonymous name for the Kunde */
  bieter: string;
  /** when the current Arbeitspreis was offered (the sealed offer's submission or the last bid) */
  seit: number;
  gebote: number;
}

export interface RanglistenEintrag {
  rang: number;
  evuId: number;
  evu: string;
  bieter: string;
  arbeitspreisCtKwhE4: number;
  jahreskostenEuro: number;
  gebote: number;
}

/** Ranking as everywhere in the portal (domain/jahreskosten): Jahreskosten ascending, ties to the earlier bid. */
export function auktionsRangliste(bieter: readonly Bieter[], lieferstellen: readonly KostenLieferstelle[]): RanglistenEintrag[] {
  return rangliste(
    bieter.map((b) => ({ ...b, eingereichtAm: b.seit })),
    lieferstellen,
  ).map(({ angebot: b, kosten, rang }) => ({
    rang,
    evuId: b.evuId,
    evu: b.evu,
    bieter: b.bieter,
    arbeitspreisCtKwhE4: b.arbeitspreisCtKwhE4,
    jahreskostenEuro: kosten.euro,
    gebote: b.gebote,
  }));
}
