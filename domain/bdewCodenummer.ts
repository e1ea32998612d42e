/**
 * BDEW-Codenummer / Marktpartner-ID of a market participant: 13 digits, the last a check digit. The BDEW computes it
 * as it does the MaLo-ID's: a = sum of the digits in odd positions, b = 2 × sum of those in even positions (no digit
 * folding), check = (10 − (a + b) mod 10) mod 10. Not the GS1/GLN rule (weights 1 and 3): published codes such as
 * 9904292000003 and 9903829000006 fit this rule and not GS1's.
 */
const FORMAT = /^\d{13}$/;

export const BDEW_MELDUNG = {
  format: 'Die BDEW-Codenummer hat 13 Ziffern.',
  pruefziffer: 'Die Prüfziffer der BDEW-Codenummer ist falsch. Bitte prüfen Sie die 13 Ziffern.',
} as const;

/** The check digit over `ziffern` (the MaLo-ID's first ten, a BDEW-Codenummer's first twelve). */
export function bdewPruefziffer(ziffern: string): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < ziffern.length; i++) {
    const ziffer = ziffern.charCodeAt(i) - 48;
    if (i % 2 === 0) a += ziffer;
    else b += ziffer;
  }
  return (10 - ((a + 2 * b) % 10)) % 10;
}

export function istGueltigeBdewCodenummer(wert: string): boolean {
  return FORMAT.test(wert) && bdewPruefziffer(wert.slice(0, 12)) === Number(wert[12]);
}

/** German message for an entered BDEW-Codenummer, or null when it is valid or left empty (it is optional). */
export function bdewCodenummerFehler(wert: string | null | undefined): string | null {
  if (wert === null || wert === undefined || wert === '') return null;
  if (!FORMAT.test(wert)) return BDEW_MELDUNG.format;
  return istGueltigeBdewCodenummer(wert) ? null : BDEW_MELDUNG.pruefziffer;
}
