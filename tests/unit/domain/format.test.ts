import { describe, expect, it } from 'vitest';
import { formatCtKwh, formatDateigroesse, formatDatum, formatDatumZeit, formatEuro, formatEuroPreis, formatKwh, formatPreis, formatPreisEingabe, formatUhrzeitSekunden, formatZahl, minutenText } from '../../../domain/format';

describe('Deutsche Formate', () => {
  it('schreibt Kalenderdaten als dd.MM.yyyy ohne Zeitzonenverschiebung', () => {
    expect(formatDatum('2027-01-01')).toBe('01.01.2027');
    expect(formatDatum('')).toBe('');
    expect(formatDatum(null)).toBe('');
  });

  it('schreibt Zeitpunkte in deutscher Zeit, auch über die Zeitumstellung', () => {
    expect(formatDatumZeit('2026-11-22T09:00:00Z')).toBe('22.11.2026 10:00');
    expect(formatDatumZeit('2026-07-01T09:00:00Z')).toBe('01.07.2026 11:00');
    expect(formatDatumZeit('2026-03-29T00:59:00Z')).toBe('29.03.2026 01:59');
    expect(formatDatumZeit('2026-03-29T01:00:00Z')).toBe('29.03.2026 03:00');
    expect(formatDatumZeit(Date.UTC(2026, 11, 31, 23, 0))).toBe('01.01.2027 00:00');
    expect(formatDatumZeit('kein Datum')).toBe('');
  });

  it('nutzt Dezimalkomma und Tausenderpunkte', () => {
    expect(formatZahl(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatEuro(1850.5)).toBe('1.850,50 €');
    expect(formatKwh(1_850_000)).toBe('1.850.000 kWh');
    expect(formatCtKwh(24.85)).toBe('24,85 ct/kWh');
  });

  it('zeigt Preise mit 2 bis 4 Nachkommastellen, nie weniger und keine erfundenen', () => {
    expect(formatPreis(8.5)).toBe('8,50');
    expect(formatPreis(8.1234)).toBe('8,1234');
    expect(formatPreis(8)).toBe('8,00');
    expect(formatPreis(8.123)).toBe('8,123');
    expect(formatPreis(0.0001)).toBe('0,0001');
    expect(formatPreis(1234.5)).toBe('1.234,50');
    expect(formatCtKwh(8.5)).toBe('8,50 ct/kWh');
    expect(formatEuroPreis(12.5, 'Monat')).toBe('12,50 €/Monat');
    // For editing: the same decimals, but nothing to type around.
    expect(formatPreisEingabe(1234.5)).toBe('1234,50');
    expect(formatPreisEingabe(24.8635)).toBe('24,8635');
  });

  it('rechnet Dateigrößen in 1024er-Stufen bis PB mit zwei Nachkommastellen', () => {
    expect(formatDateigroesse(512)).toBe('512 B');
    expect(formatDateigroesse(1536)).toBe('1,50 KB');
    expect(formatDateigroesse(20 * 1024 * 1024)).toBe('20,00 MB');
    expect(formatDateigroesse(1024 ** 5 * 3)).toBe('3,00 PB');
    expect(formatDateigroesse(1024 ** 6)).toBe('1.024,00 PB');
  });
});

describe('Zeiten einer Auktion und Minuten', () => {
  it('nennt eine Auktionszeit auf die Sekunde in deutscher Zeit', () => {
    // 09:19:30 UTC on 7 December is 10:19:30 in Germany (CET); to the minute it would read 10:19.
    expect(formatUhrzeitSekunden('2026-12-07T09:19:30.000Z')).toBe('07.12.2026 10:19:30 Uhr');
    // 22:00:05 UTC on 30 June is 00:00:05 on 1 July (CEST): the day follows the local time.
    expect(formatUhrzeitSekunden(Date.UTC(2026, 5, 30, 22, 0, 5))).toBe('01.07.2026 00:00:05 Uhr');
    expect(formatUhrzeitSekunden(null)).toBe('');
  });

  it('sagt „1 Minute“ und „2 Minuten“', () => {
    expect(minutenText(1)).toBe('1 Minute');
    expect(minutenText(2)).toBe('2 Minuten');
    expect(minutenText(11.5)).toBe('11,5 Minuten');
  });
});
