import { describe, expect, it } from 'vitest';
import { ausBerlinerWanduhr, berlinerWanduhr, istKalenderdatum, monateNach, tagNach } from '../../../domain/datum';

const lokal = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('Kalenderdatum', () => {
  it('kennt den 29. Februar nur in Schaltjahren', () => {
    expect([istKalenderdatum('2028-02-29'), istKalenderdatum('2027-02-29'), istKalenderdatum('2027-02-31')]).toEqual([true, false, false]);
  });
});

describe('Berliner Wanduhr', () => {
  it('zeigt Winter- und Sommerzeit, gleich in welcher Zeitzone der Rechner steht', () => {
    expect(lokal(berlinerWanduhr(new Date('2026-12-03T10:09:00Z')))).toEqual([2026, 12, 3, 11, 9]);
    expect(lokal(berlinerWanduhr(new Date('2027-07-01T10:00:00Z')))).toEqual([2027, 7, 1, 12, 0]);
    // 23:30 UTC on New Year's Eve is already the next year in Berlin.
    expect(lokal(berlinerWanduhr(new Date('2026-12-31T23:30:00Z')))).toEqual([2027, 1, 1, 0, 30]);
  });

  it('rechnet eine in Berlin gemeinte Uhrzeit in den Zeitpunkt zurück', () => {
    expect(ausBerlinerWanduhr(new Date(2026, 11, 3, 11, 9)).toISOString()).toBe('2026-12-03T10:09:00.000Z');
    expect(ausBerlinerWanduhr(new Date(2027, 6, 1, 12, 0)).toISOString()).toBe('2027-07-01T10:00:00.000Z');
    // The days summer time begins and ends (28.03.2027, 31.10.2027).
    expect(ausBerlinerWanduhr(new Date(2027, 2, 28, 12, 0)).toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(ausBerlinerWanduhr(new Date(2027, 9, 31, 12, 0)).toISOString()).toBe('2027-10-31T11:00:00.000Z');
  });

  it('kommt für jede Minute eines Jahres zum selben Zeitpunkt zurück', () => {
    // Not unique: the hour Berlin's clock shows twice when summer time ends (31.10.2027, 02:00–03:00).
    const doppelt = [Date.UTC(2027, 9, 31, 0), Date.UTC(2027, 9, 31, 1)];
    const berlin = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' });
    const lokalFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' });
    let geprueft = 0;
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 37 * 60_000 + 13_000) {
      const zeitpunkt = new Date(ms - (ms % 60_000));
      if (zeitpunkt.getTime() >= doppelt[0]! && zeitpunkt.getTime() < doppelt[1]!) continue;
      const wanduhr = berlinerWanduhr(zeitpunkt);
      // A Berlin time that the computer's own zone skips (its spring change) cannot be a local Date.
      if (lokalFormat.format(wanduhr) !== berlin.format(zeitpunkt)) continue;
      expect(ausBerlinerWanduhr(wanduhr).getTime()).toBe(zeitpunkt.getTime());
      geprueft++;
    }
    expect(geprueft).toBeGreaterThan(14_000);
  });
});

describe('Tage und Monate weiter', () => {
  it('zählt Tage über Monats- und Jahresgrenzen, auch rückwärts', () => {
    expect(tagNach('2026-02-28', 1)).toBe('2026-03-01');
    expect(tagNach('2028-02-28', 1)).toBe('2028-02-29');
    expect(tagNach('2026-12-31', 1)).toBe('2027-01-01');
    expect(tagNach('2026-01-01', -1)).toBe('2025-12-31');
    expect(tagNach('2026-03-10', 0)).toBe('2026-03-10');
  });

  it('behält den Tag des Monats, wo es ihn gibt, sonst den letzten des Monats', () => {
    expect(monateNach('2026-01-15', 6)).toBe('2026-07-15');
    expect(monateNach('2025-08-31', 6)).toBe('2026-02-28');
    expect(monateNach('2027-08-31', 6)).toBe('2028-02-29');
    expect(monateNach('2026-03-31', -1)).toBe('2026-02-28');
    expect(monateNach('2024-02-29', 12)).toBe('2025-02-28');
  });
});
