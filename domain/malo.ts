import { bdewPruefziffer } from './bdewCodenummer';
import { PFLICHT } from './pflicht';

export const ZAEHLPUNKT_FEHLER = 'Die Zählpunktbezeichnung besteht aus DE, 11 Ziffern und 20 Buchstaben oder Ziffern.';

/**
 * Marktlokations-ID (MaLo-ID): 11 digits, first not 0, last a BDEW check digit.
 * a = sum of digits 1,3,5,7,9; b = 2 × sum of digits 2,4,6,8,10; check = (10 − (a + b) mod 10) mod 10.
 * This is deliberately not Luhn: the doubled digits are summed without digit folding.
 */
const MALO_FORMAT = /^[1-9]\d{10}$/;

export function maloPruefziffer(ersteZehn: string): number {
  return bdewPruefziffer(ersteZehn.slice(0, 10));
}

export function istGueltigeMaloId(maloId: string): boolean {
  return MALO_FORMAT.test(maloId) && maloPruefziffer(maloId.slice(0, 10)) === Number(maloId[10]);
}

/** German message for a MaLo-ID, or null when it is valid. */
export function maloIdFehler(maloId: string | null | undefined): string | null {
  if (!maloId) return PFLICHT;
  if (!MALO_FORMAT.test(maloId)) return 'Die MaLo-ID besteht aus 11 Ziffern und beginnt nicht mit 0.';
  if (!istGueltigeMaloId(maloId)) return 'Die Prüfziffer der MaLo-ID ist falsch.';
  return null;
}

/** Zählpunktbezeichnung: spaces and dots removed, upper case, DE + 11 digits + 20 alphanumerics. */
export function normalisiereZaehlpunkt(zaehlpunkt: string): string {
  return zaehlpunkt.replace(/[\s.]/g, '').toUpperCase();
}

export function istGueltigerZaehlpunkt(zaehlpunkt: string): boolean {
  return /^DE\d{11}[A-Z0-9]{20}$/.test(normalisiereZaehlpunkt(zaehlpunkt));
}
