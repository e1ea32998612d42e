import { describe, expect, it } from 'vitest';
import { bonitaetsHinweise } from '../../../../domain/zulassung/bonitaetsHinweis';

describe('Hinweise zur Bonität', () => {
  it('warnt ab Klasse 5', () => {
    expect(bonitaetsHinweise({ klasse: 4, datum: '2026-10-01' }, '2026-12-07')).toEqual([]);
    expect(bonitaetsHinweise({ klasse: 5, datum: '2026-10-01' }, '2026-12-07')).toEqual(['Bonitätsklasse 5: erhöhtes Ausfallrisiko.']);
    expect(bonitaetsHinweise({ klasse: 6, datum: '2026-10-01' }, '2026-12-07')).toEqual(['Bonitätsklasse 6: erhöhtes Ausfallrisiko.']);
  });

  it('warnt bei einer Bewertung, die älter als zwölf Monate ist; genau zwölf Monate gelten noch', () => {
    expect(bonitaetsHinweise({ klasse: 2, datum: '2025-12-07' }, '2026-12-07')).toEqual([]);
    expect(bonitaetsHinweise({ klasse: 2, datum: '2025-12-06' }, '2026-12-07')).toEqual(['Die Bewertung ist älter als 12 Monate.']);
    // 29.02.2028 minus twelve months: 28.02.2027 is the last day still current.
    expect(bonitaetsHinweise({ klasse: 2, datum: '2027-02-28' }, '2028-02-29')).toEqual([]);
    expect(bonitaetsHinweise({ klasse: 2, datum: '2027-02-27' }, '2028-02-29')).toEqual(['Die Bewertung ist älter als 12 Monate.']);
  });

  it('nennt beides und eine fehlende Bewertung', () => {
    expect(bonitaetsHinweise({ klasse: 5, datum: '2024-01-01' }, '2026-12-07')).toEqual(['Bonitätsklasse 5: erhöhtes Ausfallrisiko.', 'Die Bewertung ist älter als 12 Monate.']);
    expect(bonitaetsHinweise(null, '2026-12-07')).toEqual(['Es ist keine Bonität erfasst.']);
  });
});
