import { describe, expect, it } from 'vitest';
import { restzeit } from '../../../src/ausschreibung/Countdown';

const MINUTE = 60_000;
const STUNDE = 60 * MINUTE;
const TAG = 24 * STUNDE;

describe('Restzeit bis zu einer Frist', () => {
  it('nennt Tage und Stunden, dann Stunden und Minuten, dann Minuten, danach „abgelaufen“', () => {
    expect(restzeit(2 * TAG + 4 * STUNDE + 5 * MINUTE, 0)).toBe('noch 2 Tage, 4 Stunden');
    expect(restzeit(TAG + STUNDE, 0)).toBe('noch 1 Tag, 1 Stunde');
    expect(restzeit(3 * STUNDE + 12 * MINUTE, 0)).toBe('noch 3 Stunden, 12 Minuten');
    expect(restzeit(12 * MINUTE, 0)).toBe('noch 12 Minuten');
    expect(restzeit(10_000, 0)).toBe('noch 1 Minute');
    expect(restzeit(0, 0)).toBe('abgelaufen');
  });
});
