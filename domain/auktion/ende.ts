const MINUTE = 60_000;

export interface Laufzeit {
  /** current end (epoch ms), extensions included */
  ende: number;
  verlaengerungMinuten: number;
  maxVerlaengerungen: number;
  /** extensions so far */
  verlaengerungen: number;
}

/**
 * The end after a bid at `jetzt` (issue 21): a bid in the last N minutes moves the end to now + N, at most
 * `maxVerlaengerungen` times, so an auction always ends. N = 0 switches extensions off.
 */
export function endeNachGebot(l: Laufzeit, jetzt: number): { ende: number; verlaengerungen: number; verlaengert: boolean } {
  const neuesEnde = jetzt + l.verlaengerungMinuten * MINUTE;
  const verlaengert = l.verlaengerungMinuten > 0 && l.verlaengerungen < l.maxVerlaengerungen && jetzt < l.ende && neuesEnde > l.ende;
  return verlaengert ? { ende: neuesEnde, verlaengerungen: l.verlaengerungen + 1, verlaengert } : { ende: l.ende, verlaengerungen: l.verlaengerungen, verlaengert };
}

export type AuktionsStatus = 'geplant' | 'laeuft' | 'beendet';

/** Where an auction stands by the clock alone (the stored status follows by a conditional update). */
export function statusAm(a: { beginn: number; ende: number }, jetzt: number): AuktionsStatus {
  if (jetzt < a.beginn) return 'geplant';
  return jetzt < a.ende ? 'laeuft' : 'beendet';
}
