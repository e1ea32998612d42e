import { describe, expect, it } from 'vitest';
import { Sparte } from '../../../domain/ausschreibung';
import { freigabeHindernisse, KUNDENPRUEFUNG_AUSSTEHEND, kundenpruefungAusstehend, lieferbeginnZeitpunkt } from '../../../domain/freigabe';

const JETZT = Date.UTC(2026, 10, 22, 9);
const bereit = { status: 0, anzahlLieferstellen: 1, passendeEingeladene: 1 };

/** Whether the release rule lets this Angebotsfrist through for this Lieferbeginn. */
const vorLieferbeginn = (lieferbeginn: string, angebotsfrist: string, sparte: Sparte) =>
  !freigabeHindernisse({ ...bereit, lieferbeginn, angebotsfrist }, sparte, JETZT).lieferbeginn;

describe('Freigabe: Lieferbeginn nach der Angebotsfrist in deutscher Zeit', () => {
  it('beginnt Strom um 0:00 und Gas um 6:00 Uhr deutscher Zeit, im Winter wie im Sommer', () => {
    expect(new Date(lieferbeginnZeitpunkt('2027-01-01', Sparte.Strom)).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(new Date(lieferbeginnZeitpunkt('2027-01-01', Sparte.Gas)).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(new Date(lieferbeginnZeitpunkt('2027-07-01', Sparte.Strom)).toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(new Date(lieferbeginnZeitpunkt('2027-07-01', Sparte.Gas)).toISOString()).toBe('2027-07-01T04:00:00.000Z');
  });

  it('weist eine Frist um 23:30 UTC am Vorabend ab: in Berlin ist dann schon Liefertag', () => {
    expect(freigabeHindernisse({ ...bereit, lieferbeginn: '2027-01-01', angebotsfrist: '2026-12-31T23:30:00Z' }, Sparte.Strom, JETZT)).toEqual({
      lieferbeginn: ['Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.'],
    });
    expect(freigabeHindernisse({ ...bereit, lieferbeginn: '2027-07-01', angebotsfrist: '2027-06-30T22:30:00Z' }, Sparte.Gas, JETZT)).toEqual({});
    expect(freigabeHindernisse({ ...bereit, lieferbeginn: '2027-07-01', angebotsfrist: '2027-07-01T04:00:00Z' }, Sparte.Gas, JETZT)).toEqual({
      lieferbeginn: ['Der Lieferbeginn (6:00 Uhr deutscher Zeit, Beginn des Gastags) muss nach der Angebotsfrist liegen.'],
    });
  });

  // Summer time begins on 28.03.2027 at 02:00 and ends on 31.10.2027 at 03:00.
  it.each([
    ['Tag der Umstellung auf Sommerzeit', '2027-03-28', Sparte.Strom, '2027-03-27T23:00:00Z'],
    ['Tag der Umstellung auf Sommerzeit', '2027-03-28', Sparte.Gas, '2027-03-28T04:00:00Z'],
    ['Tag nach der Umstellung auf Sommerzeit', '2027-03-29', Sparte.Strom, '2027-03-28T22:00:00Z'],
    ['Tag nach der Umstellung auf Sommerzeit', '2027-03-29', Sparte.Gas, '2027-03-29T04:00:00Z'],
    ['Tag der Umstellung auf Winterzeit', '2027-10-31', Sparte.Strom, '2027-10-30T22:00:00Z'],
    ['Tag der Umstellung auf Winterzeit', '2027-10-31', Sparte.Gas, '2027-10-31T05:00:00Z'],
    ['Tag nach der Umstellung auf Winterzeit', '2027-11-01', Sparte.Strom, '2027-10-31T23:00:00Z'],
    ['Tag nach der Umstellung auf Winterzeit', '2027-11-01', Sparte.Gas, '2027-11-01T05:00:00Z'],
  ] as const)('%s (%s, Sparte %i): die Frist muss vor %s enden', (_name, lieferbeginn, sparte, beginn) => {
    const ms = Date.parse(beginn);
    expect(new Date(lieferbeginnZeitpunkt(lieferbeginn, sparte)).toISOString()).toBe(new Date(ms).toISOString());
    expect(vorLieferbeginn(lieferbeginn, new Date(ms - 1000).toISOString(), sparte)).toBe(true);
    expect(vorLieferbeginn(lieferbeginn, new Date(ms).toISOString(), sparte)).toBe(false);
    expect(vorLieferbeginn(lieferbeginn, new Date(ms + 30 * 60_000).toISOString(), sparte)).toBe(false);
  });

  it('nimmt eine Frist mit Zeitzonenangabe beim Wort', () => {
    // 00:59 in Berlin (winter) is 23:59 UTC the evening before: already the first day of delivery.
    expect(vorLieferbeginn('2027-01-01', '2027-01-01T00:59:00+01:00', Sparte.Strom)).toBe(false);
    expect(vorLieferbeginn('2027-01-01', '2026-12-31T23:59:00+01:00', Sparte.Strom)).toBe(true);
  });
});

describe('Freigabe: Kundenprüfung', () => {
  it('hält nur die Ausschreibung einer noch nicht bestätigten Kommune zurück und nennt den Grund', () => {
    expect(kundenpruefungAusstehend({ typ: 'Kommune', geprueft: false })).toBe(true);
    expect(kundenpruefungAusstehend({ typ: 'Kommune', geprueft: true })).toBe(false);
    expect(kundenpruefungAusstehend({ typ: 'Unternehmen', geprueft: false })).toBe(false);
    expect(kundenpruefungAusstehend({ typ: 'Privatperson', geprueft: false })).toBe(false);
    const fertig = { ...bereit, lieferbeginn: '2027-01-01', angebotsfrist: '2026-12-01T10:00:00Z' };
    expect(freigabeHindernisse(fertig, Sparte.Strom, JETZT)).toEqual({});
    expect(freigabeHindernisse({ ...fertig, kundenpruefungOffen: true }, Sparte.Strom, JETZT)).toEqual({ kunde: [KUNDENPRUEFUNG_AUSSTEHEND] });
  });
});
