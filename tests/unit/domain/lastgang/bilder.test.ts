import { describe, expect, it } from 'vitest';
import { dauerlinie, durchschnittswoche, waermebild } from '../../../../domain/lastgang/bilder';
import { lastgangZeilen } from '../../../server/hilfen/lastgangDatei';

const jahr = (vonTag: string, kw: (i: number, z: number) => number) => {
  const zeilen = lastgangZeilen({ vonTag, kw });
  return { beginn: zeilen[0]!.zeitpunkt, werte: zeilen.map((z) => z.kw) };
};

describe('Bilder des Lastgangs', () => {
  it('sortiert die Jahresdauerlinie absteigend über die Stunden des Jahres', () => {
    const { werte } = jahr('2025-01-01', (i) => i % 100);
    const linie = dauerlinie(werte, 101);
    expect(linie.kw[0]).toBe(99);
    expect(linie.kw.at(-1)).toBe(0);
    expect(linie.stunden.at(-1)).toBe(8760);
    expect(linie.kw.every((w, k) => k === 0 || w <= linie.kw[k - 1]!)).toBe(true);
  });

  it('legt das Wärmebild auf Tage und Uhrzeiten in deutscher Zeit: im Frühjahr fehlt 02:00, im Herbst zählt die doppelte Stunde gemittelt', () => {
    const { beginn, werte } = jahr('2025-01-01', (i) => i);
    const bild = waermebild(beginn, werte);
    expect(bild.tage).toHaveLength(365);
    expect(bild.tage[0]).toBe('2025-01-01');
    expect(bild.tage.at(-1)).toBe('2025-12-31');
    const fruehling = bild.tage.indexOf('2025-03-30');
    expect(bild.kw[fruehling * 96 + 8]).toBeNaN();
    expect(bild.kw[fruehling * 96 + 12]).toBe(werte[fruehling * 96 + 8]);
    const herbst = bild.tage.indexOf('2025-10-26');
    // Quarter hour index of 26.10. 02:00 (first pass): 92 fewer on the spring day.
    const erste = herbst * 96 - 4 + 8;
    expect(bild.kw[herbst * 96 + 8]).toBe((werte[erste]! + werte[erste + 4]!) / 2);
    expect(bild.min).toBe(0);
    expect(bild.max).toBe(35_039);
  });

  it('mittelt die Woche je Wochentag und Viertelstunde, Montag zuerst', () => {
    // 1 kW on Mondays, 7 kW on Sundays, by the German calendar day.
    const { beginn, werte } = jahr('2025-01-01', (_, z) => {
      const tag = new Date(z + 3_600_000 * 2).getUTCDay();
      return tag === 0 ? 7 : tag;
    });
    const woche = durchschnittswoche(beginn, werte);
    expect(woche).toHaveLength(672);
    expect(woche[40]).toBe(1);
    expect(woche[6 * 96 + 40]).toBe(7);
  });
});
