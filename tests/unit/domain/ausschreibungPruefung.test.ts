import { describe, expect, it } from 'vitest';
import { ANGEBOTSFRIST_ZU_FRUEH, kundenAngebotsfristFehler, pruefeAusschreibung, terminFehler, ZAHLUNGSZIEL_FEHLER, zahlungszielFehler } from '../../../domain/ausschreibungPruefung';

const basis = {
  lieferbeginn: '2027-01-01',
  lieferende: '2027-12-31',
  angebotsfrist: '2026-12-01T11:00:00Z',
  bindefrist: '2026-12-15T11:00:00Z',
  lieferstellen: [{ maloId: '41373559241', zaehlpunkt: 'DE0001234567890123456789012345678', messart: 'SLP', jahresverbrauchKwh: 50_000 }],
};

describe('Regeln einer Ausschreibung', () => {
  it('lässt eine stimmige Ausschreibung ohne Fehler und Warnungen durch', () => {
    expect(pruefeAusschreibung(basis, 1)).toEqual({ fehler: {}, warnungen: {} });
  });

  it('nennt jeden Fehler mit dem Feldpfad der Lieferstelle', () => {
    const { fehler } = pruefeAusschreibung(
      {
        ...basis,
        lieferende: '2027-01-01',
        bindefrist: '2026-11-30T11:00:00Z',
        lieferstellen: [
          basis.lieferstellen[0]!,
          { maloId: '41373559242', messart: 'SLP', jahresverbrauchKwh: 1 },
          { maloId: '41373559241', zaehlpunkt: 'DE123', messart: 'RLM', jahresverbrauchKwh: 1, maxLeistungKw: null },
        ],
      },
      1,
    );
    expect(fehler).toEqual({
      lieferende: ['Das Lieferende muss nach dem Lieferbeginn liegen.'],
      bindefrist: ['Die Bindefrist muss nach der Angebotsfrist enden.'],
      'lieferstellen[1].maloId': ['Die Prüfziffer der MaLo-ID ist falsch.'],
      'lieferstellen[2].maloId': ['Diese MaLo-ID kommt bereits in Lieferstelle 1 vor.'],
      'lieferstellen[2].zaehlpunkt': ['Die Zählpunktbezeichnung besteht aus DE, 11 Ziffern und 20 Buchstaben oder Ziffern.'],
      'lieferstellen[2].maxLeistungKw': ['Bei RLM wird die maximale Leistung benötigt.'],
    });
  });

  it('warnt bei SLP über 100.000 kWh (Strom) und 1,5 Mio. kWh (Gas)', () => {
    const gross = { ...basis, lieferstellen: [{ ...basis.lieferstellen[0]!, jahresverbrauchKwh: 200_000 }] };
    expect(pruefeAusschreibung(gross, 1).warnungen['lieferstellen[0].jahresverbrauchKwh']).toHaveLength(1);
    expect(pruefeAusschreibung(gross, 2).warnungen).toEqual({});
    expect(pruefeAusschreibung({ ...gross, lieferstellen: [{ ...gross.lieferstellen[0]!, jahresverbrauchKwh: 1_600_000 }] }, 2).warnungen).not.toEqual({});
  });
});

describe('Regeln, die Server und Assistent des Kunden teilen', () => {
  it('lässt ein Zahlungsziel von 7 bis 60 ganzen Tagen zu', () => {
    expect([6, 7, 60, 61, 14.5].map(zahlungszielFehler)).toEqual([ZAHLUNGSZIEL_FEHLER, undefined, undefined, ZAHLUNGSZIEL_FEHLER, ZAHLUNGSZIEL_FEHLER]);
    expect(zahlungszielFehler(null)).toBeUndefined();
  });

  it('verlangt für die Angebotsfrist mindestens einen Tag Vorlauf', () => {
    const jetzt = Date.parse('2026-11-27T12:00:00Z');
    expect(kundenAngebotsfristFehler('2020-01-01T11:00:00.000Z', jetzt)).toBe(ANGEBOTSFRIST_ZU_FRUEH);
    expect(kundenAngebotsfristFehler('2026-11-28T12:00:00.000Z', jetzt)).toBe(ANGEBOTSFRIST_ZU_FRUEH);
    expect(kundenAngebotsfristFehler('2026-11-28T12:00:01.000Z', jetzt)).toBeUndefined();
  });
});

describe('Reihenfolge der Termine', () => {
  it('verlangt den Lieferbeginn nach der Angebotsfrist und die Bindefrist spätestens zum Lieferbeginn', () => {
    expect(terminFehler(basis, 1)).toEqual({});
    // Strom begins at 0:00 German time: 01.01.2027 00:00 is 2026-12-31T23:00Z.
    expect(terminFehler({ ...basis, bindefrist: '2026-12-31T23:00:00Z' }, 1)).toEqual({});
    expect(terminFehler({ ...basis, bindefrist: '2026-12-31T23:01:00Z' }, 1)).toEqual({ bindefrist: 'Die Bindefrist darf nicht nach dem Lieferbeginn (01.01.2027, 0:00 Uhr deutscher Zeit) enden.' });
    // Gas begins at 6:00: 05:00Z.
    expect(terminFehler({ ...basis, bindefrist: '2027-01-01T05:00:00Z' }, 2)).toEqual({});
    expect(terminFehler({ ...basis, lieferbeginn: '2026-12-01' }, 1)).toEqual({
      lieferbeginn: 'Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.',
      bindefrist: 'Die Bindefrist darf nicht nach dem Lieferbeginn (01.12.2026, 0:00 Uhr deutscher Zeit) enden.',
    });
    // Missing or unreadable values are other rules' concern.
    expect(terminFehler({ ...basis, lieferbeginn: '' }, 1)).toEqual({});
    expect(terminFehler({ ...basis, lieferbeginn: '2027-02-30' }, 1)).toEqual({});
    expect(pruefeAusschreibung({ ...basis, lieferbeginn: '2026-12-01', lieferende: '2027-12-31' }, 1).fehler.lieferbeginn).toHaveLength(1);
  });

  it('verlangt bei einer Kommune eine Bindefrist bis zum frühesten wirksamen Zuschlag nach der Stillhaltefrist', () => {
    // Angebotsfrist 01.12.2026 12:00 German time: a Zuschlag then takes effect on 12.12.2026 00:00 (2026-12-11T23:00Z).
    const zuFrueh =
      'Der Zuschlag einer Kommune wird erst nach der Stillhaltefrist nach § 134 GWB wirksam, bei einem Zuschlag direkt nach der Angebotsfrist ' +
      'frühestens am 12.12.2026 00:00 Uhr. Die Bindefrist muss daher frühestens am 12.12.2026 00:00 Uhr enden.';
    expect(terminFehler({ ...basis, bindefrist: '2026-12-11T23:00:00Z' }, 1, true)).toEqual({});
    expect(terminFehler({ ...basis, bindefrist: '2026-12-11T22:59:00Z' }, 1, true)).toEqual({ bindefrist: zuFrueh });
    expect(terminFehler({ ...basis, bindefrist: '2026-12-11T22:59:00Z' }, 1)).toEqual({});
    expect(terminFehler({ ...basis, angebotsfrist: '9999-12-31T23:59:59.999Z' }, 1, true).bindefrist).toBeUndefined();
    // Without a Lieferbeginn as well; after the Lieferbeginn that rule's text comes first.
    expect(terminFehler({ ...basis, lieferbeginn: '', bindefrist: '2026-12-05T12:00:00Z' }, 1, true)).toEqual({ bindefrist: zuFrueh });
    expect(terminFehler({ ...basis, lieferbeginn: '2026-12-03', bindefrist: '2026-12-05T12:00:00Z' }, 1, true).bindefrist).toMatch(/^Die Bindefrist darf nicht nach dem Lieferbeginn/);
    expect(pruefeAusschreibung({ ...basis, bindefrist: '2026-12-10T12:00:00Z' }, 2, true).fehler).toEqual({ bindefrist: [zuFrueh] });
  });
});
