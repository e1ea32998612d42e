import type { AdminAuktion, EigenesGebot, EvuAuktion, EvuAuktionsEreignis, KundeAuktion } from '../api/auktion';
import { ausE4 } from '../preise';
import type { AuktionsStatus } from './ende';
import { naechsterHoechstpreisE4 } from './gebot';
import type { RanglistenEintrag } from './rangfolge';

/**
 * The whole state of an auction at one moment, as the administrator may see it. Every answer and every streamed
 * event is a view of one Stand for one viewer: the administrator's and the Kunde's events carry the same JSON as
 * their GET; a bidder's carry its standing without the list of its bids (evuStandSicht), which only its GET has.
 */
export interface AuktionsStand {
  status: AuktionsStatus;
  beginn: number;
  ende: number;
  /** server time of this state */
  stand: number;
  dauerMinuten: number;
  mindestschrittCtKwhE4: number;
  verlaengerungMinuten: number;
  maxVerlaengerungen: number;
  verlaengerungen: number;
  bestpreisSichtbar: boolean;
  rangliste: RanglistenEintrag[];
}

const iso = (ms: number) => new Date(ms).toISOString();

function zeitrahmen(s: AuktionsStand) {
  return { status: s.status, beginn: iso(s.beginn), ende: iso(s.ende), stand: iso(s.stand) };
}

export function adminSicht(s: AuktionsStand): AdminAuktion {
  return {
    ...zeitrahmen(s),
    dauerMinuten: s.dauerMinuten,
    mindestschrittCtKwh: ausE4(s.mindestschrittCtKwhE4),
    verlaengerungMinuten: s.verlaengerungMinuten,
    maxVerlaengerungen: s.maxVerlaengerungen,
    verlaengerungen: s.verlaengerungen,
    bestpreisSichtbar: s.bestpreisSichtbar,
    rangliste: s.rangliste.map((e) => ({
      rang: e.rang,
      evuId: e.evuId,
      evu: e.evu,
      arbeitspreisCtKwh: ausE4(e.arbeitspreisCtKwhE4),
      jahreskostenEuro: e.jahreskostenEuro,
      gebote: e.gebote,
    })),
  };
}

/** A bidder sees its own standing only; null when it is no bidder of this auction. */
export function evuStandSicht(s: AuktionsStand, evuId: number): Omit<EvuAuktionsEreignis, 'gebot'> | null {
  const eigener = s.rangliste.find((e) => e.evuId === evuId);
  if (!eigener) return null;
  return {
    ...zeitrahmen(s),
    mindestschrittCtKwh: ausE4(s.mindestschrittCtKwhE4),
    bestpreisSichtbar: s.bestpreisSichtbar,
    rang: eigener.rang,
    anzahlBieter: s.rangliste.length,
    arbeitspreisCtKwh: ausE4(eigener.arbeitspreisCtKwhE4),
    jahreskostenEuro: eigener.jahreskostenEuro,
    naechsterHoechstpreisCtKwh: ausE4(naechsterHoechstpreisE4(eigener.arbeitspreisCtKwhE4, s.mindestschrittCtKwhE4)),
    ...(s.bestpreisSichtbar && s.rangliste[0] ? { bestpreisJahreskostenEuro: s.rangliste[0].jahreskostenEuro } : {}),
  };
}

/** A bidder's standing with all its own bids (its GET); null when it is no bidder of this auction. */
export function evuSicht(s: AuktionsStand, evuId: number, eigeneGebote: EigenesGebot[]): EvuAuktion | null {
  const stand = evuStandSicht(s, evuId);
  return stand && { ...stand, gebote: eigeneGebote };
}

/** The Kunde sees bidders as Bieter A, B, …; names only once the offers are released to it (status 3). */
export function kundeSicht(s: AuktionsStand, mitNamen: boolean): KundeAuktion {
  return {
    ...zeitrahmen(s),
    rangliste: s.rangliste.map((e) => ({ rang: e.rang, bieter: e.bieter, ...(mitNamen ? { evu: e.evu } : {}), jahreskostenEuro: e.jahreskostenEuro })),
  };
}
