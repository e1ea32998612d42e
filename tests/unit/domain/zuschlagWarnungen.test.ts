import { describe, expect, it } from 'vitest';
import { bestaetigungVerlangt, bonitaetsWarnung, unbestaetigteWarnungen, vorbehaltsWarnung } from '../../../domain/vergabe/zuschlagWarnungen';

describe('Bonitätswache vor dem Zuschlag', () => {
  it('warnt ab Klasse 5, bei einer Auskunft älter als 12 Monate und ohne Auskunft', () => {
    expect(bonitaetsWarnung('Nordwind', { klasse: 4, datum: '2026-12-01' }, '2027-02-28')).toBeNull();
    expect(bonitaetsWarnung('Nordwind', { klasse: 5, datum: '2026-12-01' }, '2027-02-28')?.text).toBe('Die Bonitätsauskunft von Nordwind vom 01.12.2026 weist Klasse 5 aus (erhöhtes Ausfallrisiko).');
    // Twelve months before 28.02.2027 is 28.02.2026: that day still counts, the day before does not.
    expect(bonitaetsWarnung('Nordwind', { klasse: 1, datum: '2026-02-28' }, '2027-02-28')).toBeNull();
    expect(bonitaetsWarnung('Nordwind', { klasse: 1, datum: '2026-02-27' }, '2027-02-28')?.text).toBe('Die letzte Bonitätsauskunft von Nordwind (Klasse 1) ist vom 27.02.2026 und damit älter als 12 Monate.');
    expect(bonitaetsWarnung('Nordwind', { klasse: 6, datum: '2025-01-15' }, '2027-02-28')?.text).toBe(
      'Die letzte Bonitätsauskunft von Nordwind ist vom 15.01.2025 und damit älter als 12 Monate; sie weist Klasse 6 aus (erhöhtes Ausfallrisiko).',
    );
    expect(bonitaetsWarnung('Nordwind', null, '2027-02-28')).toEqual({ art: 'bonitaet', text: 'Für Nordwind ist keine Bonitätsauskunft erfasst.' });
  });

  it('verlangt jede Warnung mit ihrem eigenen Feld bestätigt', () => {
    const warnungen = [vorbehaltsWarnung('Nordwind', true)!, bonitaetsWarnung('Nordwind', null, '2027-02-28')!];
    expect(vorbehaltsWarnung('Nordwind', false)).toBeNull();
    expect(unbestaetigteWarnungen(warnungen, {}).map((w) => w.art)).toEqual(['vorbehalt', 'bonitaet']);
    expect(unbestaetigteWarnungen(warnungen, { bonitaetBestaetigt: true }).map((w) => w.art)).toEqual(['vorbehalt']);
    expect(unbestaetigteWarnungen(warnungen, { vorbehaltBestaetigt: true, bonitaetBestaetigt: false }).map((w) => w.art)).toEqual(['bonitaet']);
    expect(unbestaetigteWarnungen(warnungen, { vorbehaltBestaetigt: true, bonitaetBestaetigt: true })).toEqual([]);
    expect(bestaetigungVerlangt(warnungen.slice(1))).toBe('Bitte bestätigen Sie vor dem Zuschlag: Für Nordwind ist keine Bonitätsauskunft erfasst.');
  });
});
