import { describe, expect, it } from 'vitest';
import { nachpruefungsfrist, nachpruefungsfristKurz, nachpruefungsfristText } from '../../../domain/vergabe/nachpruefungsfrist';

/** § 160 Abs. 3 Satz 1 Nr. 4 GWB: 15 calendar days after the rejection; the day of the decision does not count. */
describe('Nachprüfungsfrist nach Zurückweisung einer Rüge', () => {
  it('endet mit dem 15. Kalendertag nach dem Tag der Entscheidung, am Wochenende wie an Feiertagen', () => {
    // Monday 07.12.2026, 11:00 in Germany → Tuesday 22.12.2026.
    expect(nachpruefungsfrist(Date.parse('2026-12-07T10:00:00Z'))).toEqual({ bis: '2026-12-22', tage: 15, quelle: '§ 160 Abs. 3 Satz 1 Nr. 4 GWB' });
    // Friday 11.12.2026 → Saturday 26.12.2026 (2. Weihnachtstag): the portal names the calendar day as the law counts it.
    expect(nachpruefungsfrist(Date.parse('2026-12-11T15:00:00Z')).bis).toBe('2026-12-26');
  });

  it('zählt den deutschen Kalendertag der Entscheidung und über Monats- und Jahresenden', () => {
    // 31.12.2026 23:30 UTC is 01.01.2027 00:30 in Germany: the decision's day is 1 January → 16.01.2027.
    expect(nachpruefungsfrist(Date.parse('2026-12-31T23:30:00Z')).bis).toBe('2027-01-16');
    // 20.02.2027 + 15 days: February 2027 has 28 days → 07.03.2027.
    expect(nachpruefungsfrist(Date.parse('2027-02-20T09:00:00Z')).bis).toBe('2027-03-07');
  });

  it('nennt die Vorschrift, die am Tag der Entscheidung galt', () => {
    expect(nachpruefungsfrist(Date.parse('2016-04-17T10:00:00Z'))).toEqual({ bis: '2016-05-02', tage: 15, quelle: '§ 107 Abs. 3 Satz 1 Nr. 4 GWB' });
    expect(nachpruefungsfrist(Date.parse('2016-04-18T10:00:00Z')).quelle).toBe('§ 160 Abs. 3 Satz 1 Nr. 4 GWB');
  });

  it('formuliert die Frist kurz und ausführlich', () => {
    const frist = nachpruefungsfrist(Date.parse('2026-12-07T10:00:00Z'));
    expect(nachpruefungsfristKurz(frist)).toBe('Nachprüfungsfrist bis 22.12.2026 (§ 160 Abs. 3 Satz 1 Nr. 4 GWB)');
    expect(nachpruefungsfristText(frist)).toBe(
      'Nachprüfungsfrist bis 22.12.2026 (§ 160 Abs. 3 Satz 1 Nr. 4 GWB): Der Bieter kann innerhalb von 15 Kalendertagen nach Eingang der Mitteilung, der Rüge nicht abzuhelfen, ' +
        'die Nachprüfung bei der Vergabekammer beantragen; danach ist ein Antrag unzulässig. Gerechnet ab dem Tag der Entscheidung; ' +
        'geht die Mitteilung dem Bieter später zu, endet die Frist entsprechend später.',
    );
  });
});
