import { describe, expect, it } from 'vitest';
import { HOECHSTENS_WOERTER, MINDESTZEICHEN, suchFehler, textwoerter } from '../../../domain/suchbegriffe';

const ZU_KURZ = (wort: string) => `Jedes Suchwort braucht mindestens ${MINDESTZEICHEN} Buchstaben oder Ziffern in Folge; „${wort}“ hat weniger.`;

describe('Suchwörter der Ausschreibungslisten', () => {
  it('lässt Wörter mit drei Buchstaben oder Ziffern in Folge zu, in jeder Schrift und mit Satzzeichen daneben', () => {
    for (const text of ['abc', 'ÄÖÜ', 'ẞaß', '123', 'Öko_Strom', '"Plus"', "O'Brien", '100%', 'NEAR(x)', 'Stra-ße', '  Los   Regensburg  ', undefined, '', '   ']) {
      expect(suchFehler(text), String(text)).toBeUndefined();
    }
  });

  it('nennt das erste Wort, dem drei Buchstaben oder Ziffern in Folge fehlen', () => {
    expect(suchFehler('ab')).toBe(ZU_KURZ('ab'));
    expect(suchFehler('ä')).toBe(ZU_KURZ('ä'));
    expect(suchFehler('a-b-c')).toBe(ZU_KURZ('a-b-c'));
    expect(suchFehler('%%%')).toBe(ZU_KURZ('%%%'));
    expect(suchFehler('Regensburg 1_0 ab')).toBe(ZU_KURZ('1_0'));
  });

  it('lässt eine Zahl allein zu, auch kurz: sie nennt die Id einer Ausschreibung', () => {
    expect(suchFehler('7')).toBeUndefined();
    expect(suchFehler(' 12 ')).toBeUndefined();
    expect(textwoerter('12')).toEqual([]);
    expect(textwoerter('123')).toEqual(['123']);
    expect(suchFehler('12 Regensburg')).toBe(ZU_KURZ('12'));
  });

  it('lässt höchstens acht Wörter zu', () => {
    const woerter = (n: number) => Array.from({ length: n }, () => 'Los').join(' ');
    expect(suchFehler(woerter(HOECHSTENS_WOERTER))).toBeUndefined();
    expect(suchFehler(woerter(HOECHSTENS_WOERTER + 1))).toBe('Bitte suchen Sie mit höchstens 8 Wörtern.');
    expect(suchFehler(Array(25).fill('ä').join(' '))).toBe('Bitte suchen Sie mit höchstens 8 Wörtern.');
    expect(textwoerter(` ${woerter(HOECHSTENS_WOERTER)} `)).toHaveLength(HOECHSTENS_WOERTER);
  });
});
