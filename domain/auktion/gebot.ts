import { formatCtKwh } from '../format';
import { alsE4, ausE4, NACHKOMMASTELLEN_FEHLER } from '../preise';

/**
 * Whether a bid may stand (issue 21): it changes only the Arbeitspreis, at most 4 decimals, and lies at least the
 * Mindestschritt below the bidder's own current Arbeitspreis. The German reason when not, else null.
 */
export function gebotsFehler(arbeitspreisCtKwh: number, aktuellE4: number, mindestschrittE4: number): string | null {
  const gebotE4 = alsE4(arbeitspreisCtKwh);
  if (gebotE4 === null) return NACHKOMMASTELLEN_FEHLER;
  if (gebotE4 <= 0) return 'Der Arbeitspreis muss größer als 0 sein.';
  if (gebotE4 >= aktuellE4) return 'Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.';
  if (aktuellE4 - gebotE4 < mindestschrittE4) {
    return `Das Gebot muss mindestens ${formatCtKwh(ausE4(mindestschrittE4))} unter Ihrem aktuellen Arbeitspreis liegen, also höchstens ${formatCtKwh(ausE4(naechsterHoechstpreisE4(aktuellE4, mindestschrittE4)))} betragen.`;
  }
  return null;
}

/** The highest Arbeitspreis the bidder may bid next. */
export function naechsterHoechstpreisE4(aktuellE4: number, mindestschrittE4: number): number {
  return aktuellE4 - mindestschrittE4;
}
