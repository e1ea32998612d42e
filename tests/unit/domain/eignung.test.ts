import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../../domain/format';
import { begruendungsVorschlag, informationsschreibenText, type Informationsschreiben } from '../../../domain/vergabe/informationsschreiben';
import { aehnlicheReferenzen, aehnlichesVolumenAbMwh, ausschlussText, eignungFehltText, hatKriterien, istAehnlicheReferenz, kriterienTexte, nachweisZeile } from '../../../domain/zulassung/eignung';

describe('Referenzen ähnlichen Umfangs', () => {
  // 1 200 000 kWh a year: half of it is 600 000 kWh = 600 MWh.
  const strom = { sparte: 1, jahresverbrauchKwh: 1_200_000 };

  it('zählt eine Referenz ab der Hälfte des Jahresverbrauchs in derselben Sparte', () => {
    expect(aehnlichesVolumenAbMwh(strom.jahresverbrauchKwh)).toBe(600);
    expect(istAehnlicheReferenz({ sparte: 1, volumenMwh: 600 }, strom)).toBe(true);
    expect(istAehnlicheReferenz({ sparte: 1, volumenMwh: 599 }, strom)).toBe(false);
    expect(istAehnlicheReferenz({ sparte: 2, volumenMwh: 5_000 }, strom)).toBe(false);
    expect(aehnlicheReferenzen([{ sparte: 1, volumenMwh: 600 }, { sparte: 1, volumenMwh: 599 }, { sparte: 1, volumenMwh: 12_000 }, { sparte: 2, volumenMwh: 5_000 }], strom)).toBe(2);
  });

  it('entscheidet an der Grenze ohne Rundung', () => {
    // 1 200 001 kWh: the bar is 600,0005 MWh, which 600 MWh misses and 601 MWh meets.
    const knapp = { sparte: 2, jahresverbrauchKwh: 1_200_001 };
    expect(aehnlichesVolumenAbMwh(knapp.jahresverbrauchKwh)).toBe(600.0005);
    expect(istAehnlicheReferenz({ sparte: 2, volumenMwh: 600 }, knapp)).toBe(false);
    expect(istAehnlicheReferenz({ sparte: 2, volumenMwh: 601 }, knapp)).toBe(true);
    // 921 000 kWh × 50 % = 460,5 MWh
    expect(aehnlichesVolumenAbMwh(921_000)).toBe(460.5);
  });
});

describe('Eignungskriterien', () => {
  it('gelten nur, wenn mindestens eines festgelegt ist', () => {
    expect(hatKriterien(null)).toBe(false);
    expect(hatKriterien({ mindestjahresumsatzEur: null, mindestReferenzen: null })).toBe(false);
    expect(hatKriterien({ mindestjahresumsatzEur: null, mindestReferenzen: 1 })).toBe(true);
  });

  it('lesen sich auf Deutsch, mit der Schwelle ähnlichen Umfangs', () => {
    expect(kriterienTexte({ mindestjahresumsatzEur: 2_500_000, mindestReferenzen: 1 }, 460.5)).toEqual([
      // 2.500.000,00 € with the no-break space German formatting puts before the sign
      `Mindestjahresumsatz ${formatEuro(2_500_000)}`,
      'mindestens eine Referenz ähnlichen Umfangs (ab 460,5 MWh im Jahr in der Sparte der Ausschreibung)',
    ]);
    expect(kriterienTexte({ mindestjahresumsatzEur: null, mindestReferenzen: 3 }, 600.0005)).toEqual(['mindestens 3 Referenzen ähnlichen Umfangs (ab 600,0005 MWh im Jahr in der Sparte der Ausschreibung)']);
    expect(eignungFehltText(['A GmbH', 'B AG'])).toBe('Die Angebote können erst freigegeben werden, wenn die Eignungsprüfung aller Bieter erfasst ist. Es fehlt noch: A GmbH, B AG.');
    expect(ausschlussText('Umsatz zu gering.')).toBe('ausgeschlossen — nicht geeignet: Umsatz zu gering.');
  });

  it('nennen Nachweise mit Gültigkeit am Stichtag und Prüfstand', () => {
    expect(nachweisZeile({ art: 'Betriebshaftpflicht', gueltigBis: '2026-11-30', pruefung: 'geprueft' }, '2026-11-30')).toBe('Betriebshaftpflichtversicherung, gültig bis 30.11.2026, geprüft');
    expect(nachweisZeile({ art: 'Betriebshaftpflicht', gueltigBis: '2026-11-29', pruefung: null }, '2026-11-30')).toBe('Betriebshaftpflichtversicherung, gültig bis 29.11.2026 (abgelaufen), noch nicht geprüft');
    expect(nachweisZeile({ art: 'Jahresabschluss', gueltigBis: null, pruefung: 'abgelehnt' }, '2026-11-30')).toBe('Bilanz/Jahresabschluss, vom Administrator abgelehnt');
    expect(nachweisZeile({ art: 'Eigenerklaerung', gueltigBis: null, pruefung: null }, '2026-11-30')).toBe('Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB): vorhanden');
  });
});

describe('Informationsschreiben an einen ausgeschlossenen Bieter', () => {
  const brief: Informationsschreiben = {
    absender: { name: 'Gemeinde Beispielhausen', strasse: 'Rathausplatz 1', plz: '97070', ort: 'Würzburg' },
    nummer: 'A-2026-00007',
    bezeichnung: 'Erdgas Rathaus',
    bieter: 'Billiggas GmbH',
    gewinner: 'Stadtwerke Süd',
    rang: null,
    anzahlAngebote: 2,
    differenzEuro: null,
    ausschluss: 'Mindestjahresumsatz nicht nachgewiesen.',
    versandtAm: '2026-11-22T09:00:00.000Z',
    fruehestensAm: '2026-12-02T23:00:00.000Z',
    begruendung: 'Siehe Eignungsprüfung.',
  };

  it('nennt den Ausschluss statt Rang und Preisunterschied', () => {
    expect(begruendungsVorschlag(brief)).toBe(
      'Ihr Angebot wurde von der Wertung ausgeschlossen: Nach der Eignungsprüfung ist Ihr Unternehmen für diesen Auftrag nicht geeignet (§ 122 GWB). Begründung: Mindestjahresumsatz nicht nachgewiesen.',
    );
    expect(informationsschreibenText(brief).angaben).toEqual([
      ['Ausschluss Ihres Angebots von der Wertung', 'nicht geeignet (§ 122 GWB): Mindestjahresumsatz nicht nachgewiesen.'],
      ['Frühester Zeitpunkt des Vertragsschlusses', '03.12.2026 00:00 Uhr'],
    ]);
  });

  it('nennt für ein gewertetes Angebot weiter Rang und Mehrkosten', () => {
    const gewertet = { ...brief, rang: 2, differenzEuro: 4605, ausschluss: null };
    expect(begruendungsVorschlag(gewertet)).toContain(`Ihr Angebot belegt Rang 2 von 2; seine Jahreskosten liegen um ${formatEuro(4605)} über denen`);
    expect(informationsschreibenText(gewertet).angaben.map(([label]) => label)).toEqual([
      'Rang Ihres Angebots',
      'Mehrkosten gegenüber dem Angebot des Zuschlagsempfängers',
      'Frühester Zeitpunkt des Vertragsschlusses',
    ]);
  });
});
