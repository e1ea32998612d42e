import { describe, expect, it } from 'vitest';
import { angebotsfristHinweis } from '../../../../domain/kalender/angebotsfristHinweis';
import { feiertagAm, istArbeitstag, naechsterArbeitstag } from '../../../../domain/kalender/feiertage';
import { feiertagsRegionenZurPlz, PLZ_BEREICHE } from '../../../../domain/kalender/plzBundesland';
import { mindestfristNachVerkuerzung } from '../../../../domain/vergabe/mindestfrist';

describe('Feiertage der Länder', () => {
  it('kennt Allerheiligen in Bayern, nicht in Berlin, und die bundesweiten Feiertage überall', () => {
    // 1 November 2026 (a Sunday) is Allerheiligen in Bayern, and no holiday in Berlin.
    expect(feiertagAm('2026-11-01', ['BY'])).toEqual({ name: 'Allerheiligen', regionen: ['BY'] });
    expect(feiertagAm('2026-11-01', ['BE'])).toBeUndefined();
    expect(feiertagAm('2026-11-01', [])).toBeUndefined();
    // Where a postcode range crosses a border, each candidate Land that keeps the day is named.
    expect(feiertagAm('2027-11-01', ['BE', 'BY', 'BW'])).toEqual({ name: 'Allerheiligen', regionen: ['BY', 'BW'] });
    expect(feiertagAm('2027-10-03', [])?.name).toBe('Tag der Deutschen Einheit');
    // Reformationstag in Sachsen, Buß- und Bettag (17 November 2027) only there, Frauentag in Berlin.
    expect(feiertagAm('2027-10-31', ['SN'])?.name).toBe('Reformationstag');
    expect(feiertagAm('2027-11-17', ['SN'])).toBeDefined();
    expect(feiertagAm('2027-11-17', ['TH'])).toBeUndefined();
    expect(feiertagAm('2027-03-08', ['BE'])).toBeDefined();
    // Augsburg keeps its Friedensfest (8 August) on top of Bayern's.
    expect(feiertagAm('2028-08-08', ['AUGSBURG'])).toBeDefined();
    expect(feiertagAm('2028-08-08', ['BY'])).toBeUndefined();
  });

  it('zählt Arbeitstage ohne Wochenende und Feiertage und findet den nächsten zur selben Uhrzeit', () => {
    expect(istArbeitstag('2027-11-01', ['BY'])).toBe(false);
    expect(istArbeitstag('2027-11-01', ['BE'])).toBe(true);
    expect(istArbeitstag('2027-11-06', ['BE'])).toBe(false);
    // Saturday 2 January 2027, 12:00 German time → Monday 4 January, 12:00 (UTC+1).
    expect(new Date(naechsterArbeitstag(Date.parse('2027-01-02T11:00:00Z'), ['BE'])).toISOString()).toBe('2027-01-04T11:00:00.000Z');
    // Heilige Drei Könige (Wednesday 6 January 2027) in Bayern → Thursday.
    expect(new Date(naechsterArbeitstag(Date.parse('2027-01-06T11:00:00Z'), ['BY'])).toISOString()).toBe('2027-01-07T11:00:00.000Z');
    // Karfreitag 26 March 2027 (UTC+1) → over Easter and the clock change to Tuesday 30 March, 12:00 (UTC+2).
    expect(new Date(naechsterArbeitstag(Date.parse('2027-03-26T11:00:00Z'), [])).toISOString()).toBe('2027-03-30T10:00:00.000Z');
    // A working day stays as it is.
    expect(naechsterArbeitstag(Date.parse('2027-03-31T10:00:00Z'), [])).toBe(Date.parse('2027-03-31T10:00:00Z'));
  });
});

describe('Postleitzahl und Land', () => {
  it('leitet das Land aus der PLZ ab und nennt Grenzbereiche ehrlich mehrdeutig', () => {
    expect(feiertagsRegionenZurPlz('80331')).toEqual(['BY']);
    expect(feiertagsRegionenZurPlz('10115')).toEqual(['BE']);
    expect(feiertagsRegionenZurPlz('14469')).toEqual(['BB']);
    expect(feiertagsRegionenZurPlz('01067')).toEqual(['SN']);
    expect(feiertagsRegionenZurPlz('86150')).toEqual(['AUGSBURG']);
    expect(feiertagsRegionenZurPlz('01968')).toEqual(['SN', 'BB']);
    expect(feiertagsRegionenZurPlz('99084')).toEqual(['TH']);
    // Unassigned or malformed: no Land, the nationwide holidays apply.
    expect(feiertagsRegionenZurPlz('05000')).toEqual([]);
    expect(feiertagsRegionenZurPlz('1234')).toEqual([]);
    expect(feiertagsRegionenZurPlz(null)).toEqual([]);
  });

  it('hat lückenlose, sortierte Bereiche ohne Überschneidung', () => {
    for (let i = 1; i < PLZ_BEREICHE.length; i++) {
      const [, bisVorher] = PLZ_BEREICHE[i - 1]!;
      const [von, bis] = PLZ_BEREICHE[i]!;
      expect(von > bisVorher, `${von} nach ${bisVorher}`).toBe(true);
      expect(bis >= von).toBe(true);
    }
  });
});

describe('Hinweis zur Angebotsfrist', () => {
  it('warnt bei Samstag, Sonntag und Feiertag des Kunden-Landes und schlägt den nächsten Arbeitstag vor', () => {
    // Monday 1 November 2027, 12:00 German time (UTC+1): Allerheiligen for a Kunde in München, a working day in Berlin.
    const allerheiligen = Date.parse('2027-11-01T11:00:00Z');
    const bayern = angebotsfristHinweis(allerheiligen, '80331');
    expect(bayern).toEqual({
      text: 'Die Angebotsfrist endet an einem Feiertag (Allerheiligen in Bayern). Nächster Arbeitstag: Dienstag, 02.11.2027 12:00 Uhr.',
      vorschlag: Date.parse('2027-11-02T11:00:00Z'),
      vorschlagText: 'Dienstag, 02.11.2027 12:00 Uhr',
    });
    expect(angebotsfristHinweis(allerheiligen, '10115')).toBeUndefined();
    // Saturday 6 November 2027 → Monday 8 November.
    expect(angebotsfristHinweis('2027-11-06T11:00:00Z', '10115')?.text).toBe('Die Angebotsfrist endet an einem Samstag. Nächster Arbeitstag: Montag, 08.11.2027 12:00 Uhr.');
    // A border range names where the postcode may lie.
    expect(angebotsfristHinweis('2027-10-31T11:00:00Z', '01968')?.text).toContain('Sonntag');
    expect(angebotsfristHinweis('2028-10-31T11:00:00Z', '01968')?.text).toBe(
      'Die Angebotsfrist endet an einem Feiertag (Reformationstag in Sachsen und Brandenburg; die Postleitzahl 01968 des Kunden liegt in Sachsen oder Brandenburg). Nächster Arbeitstag: Mittwoch, 01.11.2028 12:00 Uhr.',
    );
    expect(angebotsfristHinweis('', '80331')).toBeUndefined();
  });
});

describe('Mindestfrist nach einer Verkürzung', () => {
  it('nimmt die datierte Regel des Kundentyps', () => {
    expect(mindestfristNachVerkuerzung('Kommune', '2026-12-07').tage).toBe(10);
    expect(mindestfristNachVerkuerzung('Unternehmen', '2026-12-07').tage).toBe(3);
    // Before the portal's own rule, and for an unknown type: the strictest.
    expect(mindestfristNachVerkuerzung('Unternehmen', '2025-06-01').tage).toBe(10);
    expect(mindestfristNachVerkuerzung('Unbekannt', '2026-12-07').tage).toBe(10);
  });
});
