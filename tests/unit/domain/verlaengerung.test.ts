import { describe, expect, it } from 'vitest';
import { vorgeschlageneAngebotsfrist } from '../../../domain/vergabe/verlaengerung';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The Angebotsfrist the portal suggests with a late answer (§ 20 Abs. 3 VgV, issue 42 point 3): the earliest the
 * answer rule allows plus a quarter of an hour, on a whole quarter of an hour, and never on a Saturday, Sunday or a
 * holiday of the Kunde's Land: then the next working day at the same time.
 */
describe('Vorgeschlagene Angebotsfrist nach später Antwort', () => {
  it('bleibt an einem Arbeitstag, wie die Regel sie ergibt', () => {
    // Tuesday 01.12.2026, 10:00 German time (UTC+1) + 6 days → Monday 07.12.2026, 10:00 → 10:15.
    expect(iso(vorgeschlageneAngebotsfrist(Date.parse('2026-12-01T09:00:00Z'), 6, '10115'))).toBe('2026-12-07T09:15:00.000Z');
  });

  it('rückt von einem Samstag auf den Montag zur selben Uhrzeit', () => {
    // Sunday 22.11.2026, 10:00 + 6 days → Saturday 28.11.2026, 10:15 → Monday 30.11.2026, 10:15.
    expect(iso(vorgeschlageneAngebotsfrist(Date.parse('2026-11-22T09:00:00Z'), 6, '10115'))).toBe('2026-11-30T09:15:00.000Z');
    // Monday 23.11.2026, 10:07 + 6 days → Sunday 29.11.2026, 10:07 → 10:30 (quarter hour after the quarter) → Monday.
    expect(iso(vorgeschlageneAngebotsfrist(Date.parse('2026-11-23T09:07:00Z'), 6, '10115'))).toBe('2026-11-30T09:30:00.000Z');
  });

  it('rückt von einem Feiertag des Landes des Kunden auf den nächsten Arbeitstag, nicht in anderen Ländern', () => {
    // Thursday 12.11.2026, 10:00 + 6 days → Wednesday 18.11.2026 (Buß- und Bettag, only in Sachsen), 10:15.
    const jetzt = Date.parse('2026-11-12T09:00:00Z');
    expect(iso(vorgeschlageneAngebotsfrist(jetzt, 6, '01067'))).toBe('2026-11-19T09:15:00.000Z'); // Dresden
    expect(iso(vorgeschlageneAngebotsfrist(jetzt, 6, '80331'))).toBe('2026-11-18T09:15:00.000Z'); // München
  });

  it('überspringt einen Feiertag vor dem Wochenende bis zum Montag', () => {
    // Saturday 19.12.2026, 10:00 + 6 days → Friday 25.12.2026 (1. Weihnachtstag, everywhere), 10:15 → Monday 28.12.2026.
    expect(iso(vorgeschlageneAngebotsfrist(Date.parse('2026-12-19T09:00:00Z'), 6, '20095'))).toBe('2026-12-28T09:15:00.000Z');
    // Without a known Land the nationwide holidays apply.
    expect(iso(vorgeschlageneAngebotsfrist(Date.parse('2026-12-19T09:00:00Z'), 6, null))).toBe('2026-12-28T09:15:00.000Z');
  });
});
