import { describe, expect, it } from 'vitest';
import { alsEingabe, alsFormular, alsKosten, fehlendeKostenwerte } from '../../../../src/evu/ausschreibung/angebotsWerte';
import { preis } from '../../../../src/ui/validation/rules';

describe('Werte des Angebotsformulars', () => {
  it('zeigt gespeicherte Preise mit Dezimalkomma und sendet Zahlen', () => {
    const formular = alsFormular(
      { id: 1, arbeitspreisCtKwh: 24.8635, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: 0.35, bindefristBis: '2026-12-10T00:00:00.000Z', bemerkung: null, vorbehalt: false, anhaenge: [], status: 'eingereicht', eingereichtAm: '2026-11-01T00:00:00.000Z', jahreskostenEuro: 1, mischpreisCtKwh: 1, version: 3 },
      'egal',
    );
    expect(formular).toMatchObject({ arbeitspreisCtKwh: '24,8635', grundpreisEurMonat: '12,50', oekoaufschlagCtKwh: '0,35', version: 3 });
    expect(alsEingabe({ ...formular, arbeitspreisCtKwh: '25,1', bemerkung: '  ' }, true)).toEqual({
      arbeitspreisCtKwh: 25.1, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: 0.35, bindefristBis: '2026-12-10T00:00:00.000Z', bemerkung: null, version: 3,
    });
    // Gas has no Öko-Aufschlag, whatever the form still holds.
    expect(alsEingabe(formular, false).oekoaufschlagCtKwh).toBeNull();
    expect(alsFormular(null, '2027-01-01T00:00:00.000Z')).toMatchObject({ arbeitspreisCtKwh: '', bindefristBis: '2027-01-01T00:00:00.000Z' });
  });

  it('rechnet erst, wenn jeder geforderte Preis gültig ist, und nennt sonst, was fehlt', () => {
    expect(alsKosten({ arbeitspreisCtKwh: '', grundpreisEurMonat: '10' }, { leistungspreis: false })).toEqual({ fehlt: ['Arbeitspreis'] });
    expect(alsKosten({ arbeitspreisCtKwh: '24,5', grundpreisEurMonat: 'abc' }, { leistungspreis: true })).toEqual({ fehlt: ['Grundpreis', 'Leistungspreis'] });
    expect(alsKosten({ arbeitspreisCtKwh: '24,5', grundpreisEurMonat: '-1', oekoaufschlagCtKwh: '0,12345' }, { leistungspreis: false })).toEqual({ fehlt: ['Grundpreis', 'Öko-Aufschlag'] });
    expect(alsKosten({ arbeitspreisCtKwh: '24,5', grundpreisEurMonat: '10', leistungspreisEurKwJahr: null }, { leistungspreis: false })).toEqual({
      kosten: { arbeitspreisCtKwhE4: 245_000, grundpreisEurMonatE4: 100_000, leistungspreisEurKwJahrE4: 0, oekoaufschlagCtKwhE4: 0 },
    });
    expect(fehlendeKostenwerte(['Grundpreis'])).toBe('Jahreskosten: Bitte geben Sie noch einen gültigen Grundpreis ein.');
    expect(fehlendeKostenwerte(['Arbeitspreis', 'Grundpreis', 'Leistungspreis'])).toBe('Jahreskosten: Bitte geben Sie noch gültige Werte für Arbeitspreis, Grundpreis und Leistungspreis ein.');
    expect(preis('1,23456')).toBe('Höchstens 4 Nachkommastellen sind erlaubt.');
    expect(preis('-1')).toBe('Ein Preis kann nicht negativ sein.');
    expect(preis('1,2345')).toBeUndefined();
    expect(preis('')).toBeUndefined();
  });
});
