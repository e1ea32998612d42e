import { describe, expect, it } from 'vitest';
import { leseCsv } from '../../../../domain/lieferstellenImport/lesen';
import { berechneKennzahlen, quantil } from '../../../../domain/lastgang/kennzahlen';
import { pruefeLastgang, type PruefOptionen } from '../../../../domain/lastgang/pruefen';
import { leseLastgangTabelle } from '../../../../domain/lastgang/spalten';
import { lastgangZeitraum } from '../../../../domain/lastgang/zeitraum';
import { lastgangCsv, lastgangZeilen, type CsvForm, type Zeile } from '../../../server/hilfen/lastgangDatei';

/** A tender delivering in 2027 takes Lastgänge from 2022 on: the years the tests generate. */
const OPTIONEN: PruefOptionen = { einheit: 'kW', plausibelHoechstensKw: 10_000, zeitraum: lastgangZeitraum({ lieferbeginn: '2027-01-01', lieferende: '2027-12-31' }, 1) };

function pruefe(zeilen: Zeile[], form: CsvForm = {}, optionen: Partial<PruefOptionen> = {}) {
  const gelesen = leseLastgangTabelle(leseCsv(lastgangCsv(zeilen, form)));
  return pruefeLastgang(gelesen.messwerte, { ...OPTIONEN, ...(gelesen.einheitAusKopf ? { einheit: gelesen.einheitAusKopf } : {}), ...optionen });
}

describe('Lastgang prüfen', () => {
  it('nimmt ein gewöhnliches Jahr mit beiden Zeitumstellungen in deutscher Zeit als 35 040 Viertelstunden', () => {
    const e = pruefe(lastgangZeilen({ vonTag: '2025-01-01' }));
    expect(e.fehler).toEqual({});
    expect(e.werte.length).toBe(35_040);
    expect(e.vollesJahr).toBe(true);
    expect(e.beginn).toBe(Date.parse('2024-12-31T23:00:00Z'));
  });

  it('nimmt ein Schaltjahr als 35 136 Viertelstunden', () => {
    const e = pruefe(lastgangZeilen({ vonTag: '2024-01-01' }));
    expect(e.fehler).toEqual({});
    expect(e.werte.length).toBe(35_136);
    expect(e.vollesJahr).toBe(true);
  });

  it('zählt am Tag der Sommerzeit 92 und am Tag der Winterzeit 100 Viertelstunden, die zweite 02:00 ist kein Duplikat', () => {
    const fruehling = pruefe(lastgangZeilen({ vonTag: '2025-03-30', anzahl: 92 }));
    expect(fruehling.fehler).toEqual({});
    expect(fruehling.werte.length).toBe(92);
    const herbst = pruefe(lastgangZeilen({ vonTag: '2025-10-26', anzahl: 100 }));
    expect(herbst.fehler).toEqual({});
    expect(herbst.werte.length).toBe(100);
    // 100 quarter hours after midnight on the autumn day is exactly the next midnight.
    expect(herbst.beginn + 100 * 900_000).toBe(Date.parse('2025-10-26T23:00:00Z'));
  });

  it('liest UTC-Zeitstempel, Zeitstempel mit Versatz und getrennte Datums- und Uhrzeitspalten gleich', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-10-25', anzahl: 300 });
    const erwartet = pruefe(zeilen);
    for (const zeit of ['utc', 'versatz', 'getrennt'] as const) {
      const e = pruefe(zeilen, { zeit, trenner: ',', dezimalKomma: false });
      expect(e.fehler).toEqual({});
      expect(e.beginn).toBe(erwartet.beginn);
      expect([...e.werte]).toEqual([...erwartet.werte]);
    }
  });

  it('rechnet kWh je Viertelstunde in kW um', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01', anzahl: 200 });
    expect([...pruefe(zeilen, { einheit: 'kWh' }).werte]).toEqual([...pruefe(zeilen).werte]);
  });

  it('meldet eine Zeit, die es wegen der Umstellung auf Sommerzeit nicht gibt', () => {
    const text = ['Zeit;kW', ...['30.03.2025 01:45', '30.03.2025 02:00'].map((z) => `${z};5`)].join('\n');
    const e = pruefeLastgang(leseLastgangTabelle(leseCsv(text)).messwerte, OPTIONEN);
    expect(e.fehler['zeile[3]']).toEqual(['„30.03.2025 02:00“ gibt es in deutscher Zeit nicht: Um 02:00 wird die Uhr auf 03:00 vorgestellt.']);
  });

  it('füllt eine Lücke von 3 Viertelstunden linear und zählt sie', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-03-12', anzahl: 200, kw: (i) => i });
    const e = pruefe(zeilen.filter((_, i) => i < 60 || i > 62));
    expect(e.fehler).toEqual({});
    expect(e.interpoliert).toBe(3);
    expect([...e.werte.slice(59, 64)]).toEqual([59, 60, 61, 62, 63]);
    expect(e.hinweise).toContain('3 fehlende Viertelstundenwerte wurden aus ihren Nachbarn linear interpoliert.');
  });

  it('meldet eine Lücke von 8 Viertelstunden mit der ersten fehlenden Viertelstunde in deutscher Zeit und der Zeile danach', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-03-12', anzahl: 200 });
    // 14:15 is quarter hour 57 of the day; the gap ends before 16:15.
    const e = pruefe(zeilen.filter((_, i) => i < 57 || i > 64));
    expect(e.fehler).toEqual({ 'zeile[59]': ['Es fehlen Werte von 12.03.2025 14:15 bis 12.03.2025 16:00.'] });
  });

  it('meldet Duplikate, negative und unplausibel hohe Werte mit ihrer Zeile', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01', anzahl: 200 });
    zeilen[10] = { ...zeilen[10]!, kw: -3 };
    zeilen[20] = { ...zeilen[20]!, kw: 50_000 };
    const e = pruefe([...zeilen.slice(0, 100), zeilen[50]!, ...zeilen.slice(100)]);
    expect(e.fehler['zeile[12]']).toEqual(['Der Wert -3 kW ist negativ. Ein Lastgang enthält nur Bezug (0 oder mehr).']);
    expect(e.fehler['zeile[22]']![0]).toMatch(/^Der Wert 50\.000 kW liegt weit über dem, was für diese Lieferstelle plausibel ist \(höchstens 10\.000 kW\)/);
    expect(e.fehler['zeile[102]']).toEqual(['Die Viertelstunde 01.01.2025 12:30 kommt doppelt vor (zuerst in Zeile 52).']);
    expect(e.anzahlFehler).toBe(3);
  });

  it('meldet Zeitpunkte neben dem Viertelstundenraster und mehr als ein Jahr', () => {
    const text = ['Zeit;kW', '01.01.2025 00:00;1', '01.01.2025 00:10;1'].join('\n');
    expect(pruefeLastgang(leseLastgangTabelle(leseCsv(text)).messwerte, OPTIONEN).fehler['zeile[3]']).toEqual([
      'Der Zeitpunkt „01.01.2025 00:10“ liegt nicht auf dem Viertelstundenraster (:00, :15, :30, :45).',
    ]);
    const zuViel = pruefe(lastgangZeilen({ vonTag: '2025-01-01', anzahl: 35_041 }));
    expect(zuViel.fehler['zeile[35042]']![0]).toMatch(/^Der Lastgang umfasst mehr als ein Jahr/);
  });

  it('weist auf einen Zeitraum kürzer als ein Jahr hin, ohne ihn abzulehnen', () => {
    const e = pruefe(lastgangZeilen({ vonTag: '2025-01-01', anzahl: 960 }));
    expect(e.fehler).toEqual({});
    expect(e.vollesJahr).toBe(false);
    expect(e.hinweise[0]).toMatch(/^Der Lastgang umfasst 960 Viertelstunden \(01\.01\.2025 00:00 bis 11\.01\.2025 00:00\), kein volles Jahr/);
  });
});

describe('Kennzahlen', () => {
  it('berechnet Jahresarbeit, Höchstlast mit Zeitpunkt, Benutzungsstunden und Grundlast', () => {
    const e = pruefe(lastgangZeilen({ vonTag: '2025-01-01' }));
    const k = berechneKennzahlen(e.beginn, e.werte, e.interpoliert);
    const summeKw = [...e.werte].reduce((s, w) => s + w, 0);
    expect(k.jahresarbeitKwh).toBe(Math.round(summeKw / 4));
    expect(k.hoechstlastKw).toBe(150);
    expect(k.hoechstlastZeitpunkt).toBe(new Date(e.beginn + 5000 * 900_000).toISOString());
    expect(k.benutzungsstunden).toBe(Math.round(summeKw / 4 / 150));
    expect(k.anzahlWerte).toBe(35_040);
    expect(k.von).toBe('2024-12-31T23:00:00.000Z');
    expect(k.bis).toBe('2025-12-31T23:00:00.000Z');
    expect(k.grundlastKw).toBeGreaterThanOrEqual(40);
    expect(k.grundlastKw).toBeLessThan(44);
  });

  it('nimmt als Quantil den Wert zwischen den beiden nächsten Rängen (wie QUANTIL.INKL)', () => {
    expect(quantil([1, 2, 3, 4, 5], 0.05)).toBeCloseTo(1.2);
    expect(quantil([10], 0.05)).toBe(10);
    expect(quantil(Array.from({ length: 101 }, (_, i) => i), 0.05)).toBe(5);
  });

  it('überspringt den Vorspann eines Netzbetreiber-Exports und zählt die Zeilen der Datei, Kopfzeile und Vorspann mitgezählt', () => {
    const vorspann = ['Zählpunkt;DE0001234567890000000000000012345', 'Zeitraum;01.01.2025 - 31.12.2025', '', 'Datum;Uhrzeit;Wirkleistung [kWh];Status'];
    const werte = lastgangZeilen({ vonTag: '2025-01-01', anzahl: 200 }).map((z) => {
      const [tag, uhr] = lastgangCsv([z]).split('\r\n')[1]!.split(';')[0]!.split(' ');
      return `${tag};${uhr};${String(z.kw / 4).replace('.', ',')};W`;
    });
    werte[99] = werte[99]!.replace(/;[\d,]+;W$/, ';;W');
    const gelesen = leseLastgangTabelle(leseCsv([...vorspann, ...werte].join('\n')));
    expect(gelesen.einheitAusKopf).toBe('kWh');
    const e = pruefeLastgang(gelesen.messwerte, { ...OPTIONEN, einheit: 'kWh' });
    // Value 100 is missing: the blank line counts, so it stands in line 4 + 100.
    expect(e.fehler).toEqual({ 'zeile[104]': ['Für 02.01.2025 00:45 fehlt der Wert.'] });
  });

  it('nimmt einen kaputten ersten Wert nicht für die Kopfzeile, sondern meldet ihn in seiner Zeile', () => {
    const text = ['Zeitstempel;Wert [kW]', '31.02.2025 00:00;1', ...lastgangCsv(lastgangZeilen({ vonTag: '2025-01-01', anzahl: 100 })).split('\r\n').slice(1)].join('\n');
    const e = pruefeLastgang(leseLastgangTabelle(leseCsv(text)).messwerte, OPTIONEN);
    expect(e.fehler).toEqual({ 'zeile[2]': ['„31.02.2025 00:00“ ist kein Zeitpunkt (erwartet z. B. 01.01.2025 00:15).'] });
  });

  it('nennt als Höchstwert die Grenze, die gilt: mehr als 2,1 GW fasst die gespeicherte Form nicht, was die Lieferstelle auch sagt', () => {
    const zeilen = lastgangZeilen({ vonTag: '2025-01-01', anzahl: 100, kw: (i) => (i === 5 ? 3_000_000 : 10) });
    const e = pruefe(zeilen, {}, { plausibelHoechstensKw: 1e9 });
    expect(e.fehler['zeile[7]']![0]).toMatch(/^Der Wert 3\.000\.000 kW liegt weit über dem, was für diese Lieferstelle plausibel ist \(höchstens 2\.147\.483 kW\)/);
  });
});
