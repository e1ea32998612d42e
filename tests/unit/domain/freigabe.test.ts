import { describe, expect, it } from 'vitest';
import { Sparte } from '../../../domain/ausschreibung';
import { freigabeHindernisse, KUNDENPRUEFUNG_AUSSTEHEND, kundenpruefungAusstehend, lieferbeginnZeitpunkt } from '../../../domain/freigabe';

const JETZT = Date.UTC(2026, 10, 22, 9);
const bereit = { status: 0, anzahlLieferstellen: 1, passendeEingeladene: 1, bindefrist: '2099-01-01T00:00:00Z', kundeTyp: 'Unternehmen' };

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

describe('Freigabe: Mindestfrist und Stillhaltefrist', () => {
  const fertig = { ...bereit, lieferbeginn: '2027-01-01', angebotsfrist: '2026-12-15T09:00:00Z', bindefrist: '2026-12-31T12:00:00Z' };
  it('lässt den Bietern ab der Freigabe die Mindestfrist des Kundentyps', () => {
    // 22.11.2026 10:00 German time + 3 days = 25.11.2026 10:00 (09:00Z); a Kommune's 10 days end on 02.12.2026 10:00.
    expect(freigabeHindernisse({ ...fertig, angebotsfrist: '2026-11-25T09:00:00Z' }, Sparte.Strom, JETZT)).toEqual({});
    expect(freigabeHindernisse({ ...fertig, angebotsfrist: '2026-11-25T08:59:00Z' }, Sparte.Strom, JETZT)).toEqual({
      angebotsfrist: ['Die Angebotsfrist muss den Bietern ab der Freigabe mindestens 3 Tage lassen (Kundentyp Unternehmen: Regel des Portals), also frühestens am 25.11.2026 10:00 Uhr enden.'],
    });
    expect(freigabeHindernisse({ ...fertig, kundeTyp: 'Kommune', angebotsfrist: '2026-12-02T08:59:00Z' }, Sparte.Strom, JETZT).angebotsfrist).toEqual([
      'Die Angebotsfrist muss den Bietern ab der Freigabe mindestens 10 Tage lassen (Kundentyp Kommune: § 16 Abs. 7, § 17 Abs. 8 VgV), also frühestens am 02.12.2026 10:00 Uhr enden.',
    ]);
    expect(freigabeHindernisse({ ...fertig, kundeTyp: 'Kommune', angebotsfrist: '2026-12-02T09:00:00Z' }, Sparte.Strom, JETZT)).toEqual({});
  });

  it('gibt die Ausschreibung einer Kommune erst frei, wenn die Bindefrist den frühesten wirksamen Zuschlag überdauert', () => {
    // Angebotsfrist 15.12.2026 10:00 German time: effective from 26.12.2026 00:00 (2026-12-25T23:00Z).
    const kommune = { ...fertig, kundeTyp: 'Kommune' };
    expect(freigabeHindernisse({ ...kommune, bindefrist: '2026-12-25T23:00:00Z' }, Sparte.Strom, JETZT)).toEqual({});
    expect(freigabeHindernisse({ ...kommune, bindefrist: '2026-12-25T22:00:00Z' }, Sparte.Strom, JETZT).bindefrist).toEqual([
      'Der Zuschlag einer Kommune wird erst nach der Stillhaltefrist nach § 134 GWB wirksam, bei einem Zuschlag direkt nach der Angebotsfrist frühestens am 26.12.2026 00:00 Uhr. Die Bindefrist muss daher frühestens am 26.12.2026 00:00 Uhr enden.',
    ]);
    expect(freigabeHindernisse({ ...fertig, bindefrist: '2026-12-25T22:00:00Z' }, Sparte.Strom, JETZT)).toEqual({});
  });
});
