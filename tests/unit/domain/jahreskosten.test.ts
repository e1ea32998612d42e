import { describe, expect, it } from 'vitest';
import { jahreskosten, rangliste } from '../../../domain/jahreskosten';
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
