import { describe, expect, it } from 'vitest';
import { anzahl } from '../../../src/i18n/anzahl';
import { ZAEHLWOERTER } from '../../../src/i18n/de';

describe('Anzahlen mit deutscher Pluralform (polyglot, smart_count)', () => {
  it('sagt 1 Lieferstelle, 0 und 2 Lieferstellen, und schreibt große Zahlen deutsch', () => {
    expect([0, 1, 2, 1000].map((n) => anzahl('lieferstelle', n))).toEqual(['0 Lieferstellen', '1 Lieferstelle', '2 Lieferstellen', '1.000 Lieferstellen']);
    expect(anzahl('ausschreibung', 1)).toBe('1 Ausschreibung');
    expect(anzahl('ausgewaehlteZeileHat', 1)).toBe('1 ausgewählte Zeile hat');
    expect(anzahl('alleAngebote', 1)).toBe('das Angebot');
    expect(anzahl('alleAngebote', 3)).toBe('alle 3 Angebote');
  });

  it('hat für jedes Zählwort Einzahl und Mehrzahl', () => {
    for (const [wort, text] of Object.entries(ZAEHLWOERTER)) expect(text.split(' |||| '), wort).toHaveLength(2);
  });
});
