import { describe, expect, it } from 'vitest';
import { istGueltigeMaloId, istGueltigerZaehlpunkt, maloIdFehler, maloPruefziffer, normalisiereZaehlpunkt } from '../../../domain/malo';

describe('MaLo-ID', () => {
  it('prüft die BDEW-Prüfziffer (nicht Luhn)', () => {
    expect(istGueltigeMaloId('41373559241')).toBe(true);
    expect(istGueltigeMaloId('41373559242')).toBe(false);
    expect(maloPruefziffer('4137355924')).toBe(1);
  });

  it('verlangt 11 Ziffern ohne führende Null', () => {
    expect(istGueltigeMaloId('01373559241')).toBe(false);
    expect(istGueltigeMaloId('4137355924')).toBe(false);
    expect(istGueltigeMaloId('4137355924a')).toBe(false);
  });

  it('nennt den Fehler auf Deutsch', () => {
    expect(maloIdFehler('')).toBe('Eine Eingabe wird erwartet');
    expect(maloIdFehler('123')).toBe('Die MaLo-ID besteht aus 11 Ziffern und beginnt nicht mit 0.');
    expect(maloIdFehler('41373559242')).toBe('Die Prüfziffer der MaLo-ID ist falsch.');
    expect(maloIdFehler('41373559241')).toBeNull();
  });
});

describe('Zählpunktbezeichnung', () => {
  it('entfernt Leerzeichen und Punkte, schreibt groß und prüft DE + 11 Ziffern + 20 Zeichen', () => {
    expect(normalisiereZaehlpunkt('de 00012.34567 ab')).toBe('DE0001234567AB');
    expect(istGueltigerZaehlpunkt('DE00012345678 901234567890123456AB')).toBe(true);
    expect(istGueltigerZaehlpunkt('de.00012345678.901234567890123456ab')).toBe(true);
    expect(istGueltigerZaehlpunkt('AT0001234567890123456789012345678')).toBe(false);
    expect(istGueltigerZaehlpunkt('DE000123456789012345678901234567')).toBe(false);
  });
});
