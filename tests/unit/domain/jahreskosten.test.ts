import { describe, expect, it } from 'vitest';
import { ersparnis, jahreskosten, kostenAktuell, rangliste } from '../../../domain/jahreskosten';
import { alsE4 } from '../../../domain/preise';

const lieferstellen = [
  { jahresverbrauchKwh: 1_850_000, messart: 'RLM', maxLeistungKw: 620 },
  { jahresverbrauchKwh: 48_000, messart: 'SLP' },
];

describe('Jahreskosten', () => {
  it('rechnet Arbeits-, Grund-, Leistungspreis und Öko-Aufschlag exakt', () => {
    // AP 24,85 ct × 1.898.000 kWh = 471.653,00 €; Öko 0,35 ct × 1.898.000 = 6.643,00 €;
    // GP 12,50 € × 12 × 2 = 300,00 €; LP 95 € × 620 kW = 58.900,00 € → 537.496,00 €
    const k = jahreskosten({ arbeitspreisCtKwhE4: 248_500, grundpreisEurMonatE4: 125_000, leistungspreisEurKwJahrE4: 950_000, oekoaufschlagCtKwhE4: 3_500 }, lieferstellen);
    expect(k.euro).toBe(537_496);
    expect(k.summeKwh).toBe(1_898_000);
    expect(k.mischpreisCtKwh).toBe(28.3191);
  });

  it('bleibt bei großen Mengen exakt, wo Gleitkomma runden würde', () => {
    const k = jahreskosten({ arbeitspreisCtKwhE4: 123_457, grundpreisEurMonatE4: 1 }, [{ jahresverbrauchKwh: 9_999_999_999, messart: 'SLP' }]);
    expect(k.mikroEuro).toBe(123_457n * 9_999_999_999n + 1200n);
  });

  it('ordnet aufsteigend, bei Gleichstand das frühere Angebot zuerst, mit Abstand in € und %', () => {
    const a = { id: 'A', arbeitspreisCtKwhE4: 250_000, grundpreisEurMonatE4: 0, eingereichtAm: '2026-11-02T10:00:00Z' };
    const b = { id: 'B', arbeitspreisCtKwhE4: 240_000, grundpreisEurMonatE4: 0, eingereichtAm: '2026-11-03T10:00:00Z' };
    const c = { id: 'C', arbeitspreisCtKwhE4: 240_000, grundpreisEurMonatE4: 0, eingereichtAm: '2026-11-01T10:00:00Z' };
    const r = rangliste([a, b, c], [{ jahresverbrauchKwh: 100_000, messart: 'SLP' }]);
    expect(r.map((e) => [e.angebot.id, e.rang, e.differenzEuro, e.differenzProzent])).toEqual([
      ['C', 1, 0, 0],
      ['B', 2, 0, 0],
      ['A', 3, 1000, 4.17],
    ]);
  });
});

describe('Preise mit höchstens 4 Nachkommastellen', () => {
  it('wandelt exakt in Zehntausendstel und lehnt mehr Stellen ab', () => {
    expect(alsE4(24.85)).toBe(248_500);
    expect(alsE4(0.1 + 0.2)).toBe(3_000);
    expect(alsE4(12.34567)).toBeNull();
    expect(alsE4(Number.NaN)).toBeNull();
  });
});

describe('Ersparnis gegenüber dem aktuellen Vertrag', () => {
  const zwei = [
    { jahresverbrauchKwh: 850_000, messart: 'RLM', maxLeistungKw: 320 },
    { jahresverbrauchKwh: 42_000, messart: 'SLP', maxLeistungKw: 15 },
  ];

  it('rechnet den aktuellen Vertrag nach der Formel der Angebote, den Leistungspreis nur für RLM', () => {
    // AP 30 ct × 892.000 kWh = 267.600,00 €; GP 12,50 € × 12 × 2 = 300,00 €; LP 90 € × 320 kW (nur RLM) = 28.800,00 € → 296.700,00 €
    expect(kostenAktuell({ arbeitspreisCtKwh: 30, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: 90 }, zwei).euro).toBe(296_700);
    // Nur ein Arbeitspreis: 28,1234 ct × 892.000 kWh = 250.860,728 € → 250.860,73 €
    expect(kostenAktuell({ arbeitspreisCtKwh: 28.1234 }, zwei).euro).toBe(250_860.73);
  });

  it('nennt die Ersparnis in Euro und Prozent des aktuellen Vertrags, Mehrkosten negativ', () => {
    // 296.700,00 − 270.030,00 = 26.670,00 €; 26.670 / 296.700 = 8,988… % → 9,0 %
    expect(ersparnis(270_030, 296_700)).toEqual({ euro: 26_670, prozent: 9 });
    // 296.700,00 − 300.000,00 = −3.300,00 €; −3.300 / 296.700 = −1,112… % → −1,1 %
    expect(ersparnis(300_000, 296_700)).toEqual({ euro: -3_300, prozent: -1.1 });
    // Cent genau: 1.000,10 − 999,99 = 0,11 €; 0,011 % → 0,0 %
    expect(ersparnis(999.99, 1_000.1)).toEqual({ euro: 0.11, prozent: 0 });
  });
});
