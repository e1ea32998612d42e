import { describe, expect, it } from 'vitest';
import { berlinerVersatz } from '../../../../domain/datum';
import { versatz, VIERTELSTUNDE } from '../../../../domain/lastgang/zeit';

describe('Berliner Versatz je Viertelstunde', () => {
  it('stimmt an jeder Viertelstunde zweier Jahre mit Intl überein, auch an den Tagen der Zeitumstellung', () => {
    const abweichend: string[] = [];
    for (let t = Date.UTC(2023, 11, 31); t < Date.UTC(2026, 0, 2); t += VIERTELSTUNDE) {
      if (versatz(t) !== berlinerVersatz(t)) abweichend.push(new Date(t).toISOString());
    }
    expect(abweichend).toEqual([]);
  });

  it('wechselt am letzten Sonntag im März und im Oktober um 01:00 UTC', () => {
    expect([versatz(Date.UTC(2025, 2, 30, 0, 45)), versatz(Date.UTC(2025, 2, 30, 1, 0))]).toEqual([3_600_000, 7_200_000]);
    expect([versatz(Date.UTC(2025, 9, 26, 0, 45)), versatz(Date.UTC(2025, 9, 26, 1, 0))]).toEqual([7_200_000, 3_600_000]);
  });
});
