import { describe, expect, it } from 'vitest';
import { leseCsv } from '../../../../domain/lieferstellenImport/lesen';
import { pruefeLastgang, type PruefOptionen } from '../../../../domain/lastgang/pruefen';
import { leseLastgangTabelle } from '../../../../domain/lastgang/spalten';
import { VIERTELSTUNDE } from '../../../../domain/lastgang/zeit';
import { beideLesarten, endeVermutet } from '../../../../domain/lastgang/zeitbezug';
import { lastgangZeitraum } from '../../../../domain/lastgang/zeitraum';
import { lastgangCsv, lastgangZeilen, type CsvForm, type Zeile } from '../../../server/hilfen/lastgangDatei';

const OPTIONEN: PruefOptionen = { einheit: 'kW', plausibelHoechstensKw: 10_000, zeitraum: lastgangZeitraum({ lieferbeginn: '2027-01-01', lieferende: '2027-12-31' }, 1) };
const gelesen = (zeilen: Zeile[], form: CsvForm = {}) => leseLastgangTabelle(leseCsv(lastgangCsv(zeilen, form))).messwerte;
/** The rows stamped with the end of their quarter hour, as many meters export them. */
const amEnde = (zeilen: Zeile[]) => zeilen.map((z) => ({ ...z, zeitpunkt: z.zeitpunkt + VIERTELSTUNDE }));

describe('Zeitpunkte am Beginn oder am Ende der Viertelstunde', () => {
  it('vermutet das Ende, wenn die Datei um 00:15 beginnt und um 00:00 eines Tages endet, in jeder Schreibweise der Zeit', () => {
    // Three days across the spring clock change (92 quarter hours on its day).
    const tage = lastgangZeilen({ vonTag: '2025-03-29', anzahl: 96 + 92 + 96 });
    for (const zeit of ['lokal', 'getrennt', 'versatz', 'utc'] as const) {
      expect(endeVermutet(gelesen(amEnde(tage), { zeit })), zeit).toBe(true);
      expect(endeVermutet(gelesen(tage, { zeit })), zeit).toBe(false);
    }
    // A single day of 96 values, and Gas's day from 06:15 to 06:00.
    expect(endeVermutet(gelesen(amEnde(lastgangZeilen({ vonTag: '2025-05-05', anzahl: 96 }))))).toBe(true);
    const gastag = lastgangZeilen({ vonTag: '2025-05-05', anzahl: 96 }).map((z) => ({ ...z, zeitpunkt: z.zeitpunkt + 6 * 3_600_000 }));
    expect(endeVermutet(gelesen(amEnde(gastag)))).toBe(true);
    expect(endeVermutet(gelesen(gastag))).toBe(false);
  });

  it('vermutet nichts bei einer Datei, die um 00:15 beginnt und um 23:45 endet, oder bei nur einer Zeile', () => {
    const tag = lastgangZeilen({ vonTag: '2025-05-05', anzahl: 96 });
    expect(endeVermutet(gelesen(tag.slice(1)))).toBe(false);
    expect(endeVermutet(gelesen(amEnde(tag).slice(0, 1)))).toBe(false);
  });

  it('legt jeden Wert einer Datei mit Zeitpunkten am Ende in die Viertelstunde davor, auch in der doppelten Stunde des Herbstes', () => {
    const herbst = lastgangZeilen({ vonTag: '2025-10-26', anzahl: 100 });
    const e = pruefeLastgang(gelesen(amEnde(herbst)), { ...OPTIONEN, zeitbezug: 'ende' });
    expect(e.fehler).toEqual({});
    expect(e.beginn).toBe(Date.parse('2025-10-25T22:00:00Z'));
    expect(Array.from(e.werte)).toEqual(herbst.map((z) => z.kw));
    // Read as starts, the same file is a quarter hour late throughout.
    expect(pruefeLastgang(gelesen(amEnde(herbst)), OPTIONEN).beginn).toBe(Date.parse('2025-10-25T22:15:00Z'));
  });

  it('nennt die ersten Zeilen wie gelesen: Zeile, Text, Beginn der Viertelstunde und Leistung', () => {
    const e = pruefeLastgang(gelesen(amEnde(lastgangZeilen({ vonTag: '2025-01-01', anzahl: 96 })), { einheit: 'kWh' }), { ...OPTIONEN, einheit: 'kWh', zeitbezug: 'ende' });
    expect(e.ersteZeilen).toHaveLength(6);
    // 40 kW as energy of a quarter hour is 10 kWh; read back as power, 40 kW again.
    expect(e.ersteZeilen[0]).toEqual({ zeile: 2, zeitText: '01.01.2025 00:15', wertText: '10', beginn: Date.parse('2024-12-31T23:00:00Z'), kw: 40 });
    expect(e.ersteZeilen[5]).toMatchObject({ zeile: 7, zeitText: '01.01.2025 01:30', beginn: Date.parse('2025-01-01T00:15:00Z') });
  });

  it('nennt zu jeder Zeile die Viertelstunde in beiden Lesarten, gleich mit welcher sie gelesen wurde, auch in der doppelten Stunde des Herbstes', () => {
    // "26.10.2025 02:15" in its second pass (CET): 01:15 UTC. As a start 01:15–01:30 UTC, as an end 01:00–01:15 UTC.
    const zeitpunkt = Date.parse('2025-10-26T01:15:00Z');
    const erwartet = { beginn: zeitpunkt, ende: Date.parse('2025-10-26T01:00:00Z') };
    expect(beideLesarten(zeitpunkt, 'beginn')).toEqual(erwartet);
    expect(beideLesarten(zeitpunkt - VIERTELSTUNDE, 'ende')).toEqual(erwartet);
    // The check's own first rows agree: read as ends, then the other reading is the file's time itself.
    const herbst = lastgangZeilen({ vonTag: '2025-10-26', anzahl: 100 });
    const alsEnde = pruefeLastgang(gelesen(amEnde(herbst)), { ...OPTIONEN, zeitbezug: 'ende' }).ersteZeilen[0]!;
    const alsBeginn = pruefeLastgang(gelesen(amEnde(herbst)), OPTIONEN).ersteZeilen[0]!;
    expect(beideLesarten(alsEnde.beginn!, 'ende')).toEqual(beideLesarten(alsBeginn.beginn!, 'beginn'));
    expect(beideLesarten(alsBeginn.beginn!, 'beginn')).toEqual({ beginn: Date.parse('2025-10-25T22:15:00Z'), ende: Date.parse('2025-10-25T22:00:00Z') });
  });
});
