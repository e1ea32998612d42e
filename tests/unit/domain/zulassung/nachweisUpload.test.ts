import { describe, expect, it } from 'vitest';
import { pflichtFuerSparte, leseNachweisPflicht } from '../../../../domain/zulassung/fehlend';
import { NACHWEIS_MELDUNG, nachweisAngabenFehler } from '../../../../domain/zulassung/nachweisUpload';

describe('Angaben zu einem Nachweis', () => {
  it('lässt einen Handelsregisterauszug höchstens sechs Monate gelten, am Monatsende bis zum letzten Tag des Zielmonats', () => {
    // Uploaded 31.08.2026: six months on is February 2027, which has 28 days.
    expect(nachweisAngabenFehler('Handelsregisterauszug', '2027-02-28', '2026-08-31', 1)).toEqual({});
    expect(nachweisAngabenFehler('Handelsregisterauszug', '2027-03-01', '2026-08-31', 1)).toEqual({ gueltigBis: [NACHWEIS_MELDUNG.handelsregister('2027-02-28')] });
    expect(NACHWEIS_MELDUNG.handelsregister('2027-02-28')).toBe('Ein Handelsregisterauszug darf höchstens sechs Monate alt sein: „Gültig bis“ darf höchstens der 28.02.2027 sein.');
    // Other kinds at most five years ahead (31.08.2026 + 60 months = 31.08.2031), not in the past; today itself is still valid.
    expect(nachweisAngabenFehler('Betriebshaftpflicht', '2031-08-31', '2026-08-31', 2)).toEqual({});
    expect(nachweisAngabenFehler('Betriebshaftpflicht', '2031-09-01', '2026-08-31', 2)).toEqual({ gueltigBis: [NACHWEIS_MELDUNG.zuWeit('2031-08-31')] });
    expect(nachweisAngabenFehler('Betriebshaftpflicht', '9999-12-31', '2026-08-31', 2).gueltigBis).toEqual([
      '„Gültig bis“ darf höchstens fünf Jahre in der Zukunft liegen (bis 31.08.2031); bitte prüfen Sie das Datum.',
    ]);
    expect(nachweisAngabenFehler('Betriebshaftpflicht', '2026-08-31', '2026-08-31', 2)).toEqual({});
    expect(nachweisAngabenFehler('Betriebshaftpflicht', '2026-08-30', '2026-08-31', 2)).toEqual({ gueltigBis: [NACHWEIS_MELDUNG.vergangen] });
  });

  it('nimmt ein Ökostrom-Zertifikat nur von einem Versorger mit Strom und nennt fehlende oder falsche Angaben', () => {
    expect(nachweisAngabenFehler('Oekostromzertifikat', '2027-12-31', '2026-11-22', 3)).toEqual({});
    expect(nachweisAngabenFehler('Oekostromzertifikat', '2027-12-31', '2026-11-22', 2)).toEqual({ art: [NACHWEIS_MELDUNG.oekostrom] });
    expect(nachweisAngabenFehler('constructor', '', '2026-11-22', 1)).toEqual({ art: [NACHWEIS_MELDUNG.art(1)], gueltigBis: [NACHWEIS_MELDUNG.gueltigBisFehlt] });
    // In German, and without the Ökostrom-Zertifikat for a supplier of Gas only.
    expect(NACHWEIS_MELDUNG.art(3)).toBe('Bitte wählen Sie die Art des Nachweises (Handelsregisterauszug, Bilanz/Jahresabschluss, Bonitätsauskunft, Betriebshaftpflichtversicherung, Ökostrom-Zertifikat).');
    expect(NACHWEIS_MELDUNG.art(2)).toBe('Bitte wählen Sie die Art des Nachweises (Handelsregisterauszug, Bilanz/Jahresabschluss, Bonitätsauskunft, Betriebshaftpflichtversicherung).');
    expect(nachweisAngabenFehler('Jahresabschluss', '2027-02-29', '2026-11-22', 1)).toEqual({ gueltigBis: [NACHWEIS_MELDUNG.gueltigBisDatum] });
  });
});

describe('Pflichtnachweise je Sparte', () => {
  it('verlangt ein Ökostrom-Zertifikat nur für Strom', () => {
    const pflicht = leseNachweisPflicht('Handelsregisterauszug,Oekostromzertifikat,Jahresabschluss|Oekostromzertifikat');
    expect(pflichtFuerSparte(pflicht, 1)).toEqual([['Handelsregisterauszug'], ['Oekostromzertifikat'], ['Jahresabschluss', 'Oekostromzertifikat']]);
    expect(pflichtFuerSparte(pflicht, 2)).toEqual([['Handelsregisterauszug'], ['Jahresabschluss']]);
  });
});
