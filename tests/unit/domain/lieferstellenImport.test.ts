import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dekodiere, leseCsv, leseDatei, leseEingefuegt } from '../../../domain/lieferstellenImport/lesen';
import { HOECHSTENS_LIEFERSTELLEN } from '../../../domain/ausschreibung';
import { mitVorlagenKopf, pruefeImport } from '../../../domain/lieferstellenImport/pruefen';
import { vorlageCsv, vorlageXlsx } from '../../../domain/lieferstellenImport/vorlage';
import { blattZeile, xlsxMitBlatt } from '../../server/hilfen/lastgangDatei';

const KOPF_STROM = 'Bezeichnung;Straße;PLZ;Ort;MaLo-ID;Zählpunkt;Netzbetreiber;Messart;Jahresverbrauch (kWh);Max. Leistung (kW);Spannungsebene';
const GUT = 'Werk Nord;Industriestraße 4;44147;Dortmund;41373559241;DE 00012 34567 800000000000000000001;Dortmunder Netz GmbH;RLM;850.000;320;MS';
const bytes = (text: string) => new TextEncoder().encode(text);
const csv = (...zeilen: string[]) => leseCsv(zeilen.join('\r\n'));
const windows1252 = (text: string) => Uint8Array.from(text, (z) => ({ ß: 0xdf, ä: 0xe4, ö: 0xf6, ü: 0xfc, Ä: 0xc4 })[z] ?? z.charCodeAt(0));

describe('Lieferstellen-Import: Datei lesen', () => {
  it('liest UTF-8 mit BOM und Windows-1252 zum selben Text', () => {
    expect(dekodiere(bytes('\ufeffStraße;Größe'))).toBe('Straße;Größe');
    expect(dekodiere(windows1252('Straße;Größe'))).toBe('Straße;Größe');
  });

  it('erkennt Semikolon und Komma als Trennzeichen an der Überschriftenzeile', () => {
    expect(csv('A;B,1;C', 'x;"1,5";z').map((z) => z.zellen)).toEqual([['A', 'B,1', 'C'], ['x', '1,5', 'z']]);
    expect(csv('A,B,C', 'x,"1;5",z').map((z) => z.zellen)).toEqual([['A', 'B', 'C'], ['x', '1;5', 'z']]);
  });

  it('zählt die Zeilen wie das Tabellenprogramm, auch über leere Zeilen hinweg', () => {
    expect(csv('A;B', '', 'x;y', '', 'u;v').map((z) => z.nummer)).toEqual([1, 3, 5]);
  });

  it('lehnt fremde Dateiarten und zu große Dateien mit einer deutschen Meldung ab', async () => {
    await expect(leseDatei('liste.xls', bytes('x'))).rejects.toThrow('Das alte Excel-Format (.xls) wird nicht unterstützt');
    await expect(leseDatei('liste.pdf', bytes('x'))).rejects.toThrow('Bitte wählen Sie eine CSV- oder Excel-Datei');
    await expect(leseDatei('liste.csv', new Uint8Array(10 * 2 ** 20 + 1))).rejects.toThrow('größer als 10 MB');
    await expect(leseDatei('kaputt.xlsx', bytes('kein zip'))).rejects.toThrow('Die Excel-Datei lässt sich nicht lesen');
  });

  it('liest aus Excel die angezeigten Werte: Zahlen, Formelergebnisse statt Formeln, Text mit Formatierung', async () => {
    const mappe = new ExcelJS.Workbook();
    const blatt = mappe.addWorksheet('Tabelle1');
    blatt.addRow(['Bezeichnung', 'Jahresverbrauch (kWh)', 'PLZ']);
    blatt.addRow([{ richText: [{ text: 'Werk ' }, { font: { bold: true }, text: 'Süd' }] }, { formula: 'B3*2', result: 84000 }, 1067]);
    blatt.addRow(['=cmd|calc', 42000, '01067']);
    const tabelle = await leseDatei('liste.xlsx', new Uint8Array(await mappe.xlsx.writeBuffer()));
    expect(tabelle).toEqual([
      { nummer: 1, zellen: ['Bezeichnung', 'Jahresverbrauch (kWh)', 'PLZ'] },
      { nummer: 2, zellen: ['Werk Süd', '84000', '1067'] },
      { nummer: 3, zellen: ['=cmd|calc', '42000', '01067'] },
    ]);
  });

  it('weist ein Blatt, das weiter reicht als eine Lieferstellenliste, vor exceljs ab, auch wenn es nur erklärt ist', async () => {
    const grenze = 2 * HOECHSTENS_LIEFERSTELLEN;
    const zeile = (r: number) => blattZeile(r, ['Werk Nord', 44147]);
    const amRand = await leseDatei('liste.xlsx', xlsxMitBlatt(zeile(1) + zeile(grenze)));
    expect(amRand.map((z) => z.nummer)).toEqual([1, grenze]);
    await expect(leseDatei('liste.xlsx', xlsxMitBlatt(zeile(1) + zeile(grenze + 1)))).rejects.toThrow(
      `Ein Tabellenblatt der Excel-Datei reicht bis Zeile 10.001. Eine Lieferstellenliste hat höchstens 10.000 Zeilen: Ist es die richtige Datei?`,
    );
    // exceljs would create an object for each of the 10 001 × 100 merged cells.
    const verbunden = xlsxMitBlatt(zeile(1), { danach: `<mergeCells count="1"><mergeCell ref="A2:CV${grenze + 1}"/></mergeCells>` });
    await expect(leseDatei('liste.xlsx', verbunden)).rejects.toThrow('reicht bis Zeile 10.001');
    await expect(leseDatei('liste.xlsx', xlsxMitBlatt(zeile(1), { davor: '<dimension ref="A1:CW2"/>' }))).rejects.toThrow(
      'Ein Tabellenblatt der Excel-Datei reicht bis Spalte 101. Eine Lieferstellenliste hat höchstens 100 Spalten: Ist es die richtige Datei?',
    );
  });
});

describe('Lieferstellen-Import: Prüfbericht', () => {
  it('übernimmt eine stimmige Zeile mit Zahlen, normalisiertem Zählpunkt und ohne Meldungen', () => {
    const { zeilen, dateifehler, unbekannteSpalten } = pruefeImport(csv(KOPF_STROM, GUT), 1);
    expect([dateifehler, unbekannteSpalten]).toEqual([[], []]);
    expect(zeilen).toEqual([
      {
        nummer: 2,
        fehler: [],
        warnungen: [],
        lieferstelle: {
          bezeichnung: 'Werk Nord',
          strasse: 'Industriestraße 4',
          plz: '44147',
          ort: 'Dortmund',
          maloId: '41373559241',
          zaehlpunkt: 'DE0001234567800000000000000000001',
          netzbetreiber: 'Dortmunder Netz GmbH',
          messart: 'RLM',
          jahresverbrauchKwh: 850_000,
          maxLeistungKw: 320,
          slpProfil: '',
          spannungsebene: 'MS',
        },
      },
    ]);
  });

  it('nennt jede falsche Angabe mit ihrer Spalte', () => {
    const zeile = 'Halle;Weg 1;4414;Dortmund;41373559242;DE123;DoNetz;Zähler;viel;;XS';
    const { zeilen } = pruefeImport(csv(KOPF_STROM, zeile), 1);
    // What cannot be read comes first, then what the tender's rules say about the rest.
    expect(zeilen[0].fehler).toEqual([
      'Messart: „Zähler“ ist unbekannt, erlaubt sind SLP oder RLM.',
      'Jahresverbrauch (kWh): „viel“ ist keine Zahl größer als 0.',
      'Spannungsebene: „XS“ ist unbekannt, erlaubt sind NS, MS/NS, MS, HS/MS oder HS.',
      'MaLo-ID: Die Prüfziffer der MaLo-ID ist falsch.',
      'Zählpunkt: Die Zählpunktbezeichnung besteht aus DE, 11 Ziffern und 20 Buchstaben oder Ziffern.',
    ]);
    // Excel drops the leading zero of a PLZ: the import puts it back and says so.
    expect(zeilen[0].warnungen).toEqual(['PLZ: auf 5 Stellen ergänzt (04414).']);
    expect(zeilen[0].lieferstelle).toMatchObject({ plz: '04414', messart: 'Zähler', jahresverbrauchKwh: 'viel', spannungsebene: 'XS' });
  });

  it('kennt als Wahlwert nur die eigenen Wörter, keine Namen aus Object.prototype', () => {
    for (const wort of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const { zeilen } = pruefeImport(csv(KOPF_STROM, `Halle;Weg 1;44147;Dortmund;41373559241;;DoNetz;${wort};50000;;${wort}`), 1);
      expect(zeilen[0].fehler, wort).toEqual([
        `Messart: „${wort}“ ist unbekannt, erlaubt sind SLP oder RLM.`,
        `Spannungsebene: „${wort}“ ist unbekannt, erlaubt sind NS, MS/NS, MS, HS/MS oder HS.`,
      ]);
      expect(zeilen[0].lieferstelle).toMatchObject({ messart: wort, spannungsebene: wort });
    }
  });

  it('meldet fehlende Pflichtangaben, RLM ohne Leistung und unplausible SLP-Mengen', () => {
    const { zeilen } = pruefeImport(
      csv(KOPF_STROM, ';Weg 1;44147;Dortmund;;;DoNetz;RLM;50000;;NS', 'Büro;Weg 2;44147;Dortmund;12345678905;;DoNetz;Standardlastprofil;150000,4;;Niederspannung'),
      1,
    );
    expect(zeilen[0].fehler).toEqual(['Bezeichnung fehlt.', 'MaLo-ID fehlt.', 'Max. Leistung (kW): Bei RLM wird die maximale Leistung benötigt.']);
    expect(zeilen[1].fehler).toEqual([]);
    expect(zeilen[1].lieferstelle).toMatchObject({ messart: 'SLP', spannungsebene: 'NS', jahresverbrauchKwh: 150_000 });
    expect(zeilen[1].warnungen).toEqual([
      'Jahresverbrauch (kWh): auf ganze kWh gerundet (150.000).',
      'Jahresverbrauch (kWh): Für SLP ist ein Jahresverbrauch über 100.000 kWh ungewöhnlich. Ist die Lieferstelle RLM-gemessen?',
    ]);
  });

  it('findet doppelte MaLo-IDs in der Datei und gegen die schon erfassten Lieferstellen', () => {
    const zeile = (malo: string) => `Halle;Weg 1;44147;Dortmund;${malo};;DoNetz;SLP;5000;;NS`;
    const { zeilen } = pruefeImport(csv(KOPF_STROM, zeile('41373559241'), zeile('12345678905'), zeile('41373559241')), 1, ['12345678905']);
    expect(zeilen.map((z) => z.fehler)).toEqual([
      [],
      ['MaLo-ID: Diese MaLo-ID ist in der Ausschreibung bereits erfasst.'],
      ['MaLo-ID: Diese MaLo-ID kommt bereits in Zeile 2 vor.'],
    ]);
  });

  it('versteht die Spalten des eigenen Exports, eine Titelzeile darüber und meldet unbekannte Spalten', () => {
    const kopf = 'Lieferstelle;Straße;PLZ;Ort;MaLo-ID;Netzbetreiber;Messart;Jahresverbrauch;Spannungsebene / Druckstufe;Kostenstelle';
    const { zeilen, unbekannteSpalten } = pruefeImport(csv('Lieferstellen 2027', kopf, 'Kessel;Weg 1;44147;Dortmund;41373559241;DoNetz;SLP;80000;MD;4711'), 2);
    expect(unbekannteSpalten).toEqual(['Kostenstelle']);
    expect(zeilen[0]).toMatchObject({ nummer: 3, fehler: [], lieferstelle: { bezeichnung: 'Kessel', druckstufe: 'MD' } });
  });

  it('nimmt nichts, wenn Spalten fehlen oder die Datei mehr Lieferstellen hat, als eine Ausschreibung fasst', () => {
    expect(pruefeImport(csv('Spalte 1;Wert', 'a;b'), 1).dateifehler[0]).toMatch(/^Die Datei hat keine Überschriftenzeile mit den Spalten Bezeichnung, Straße/);
    expect(pruefeImport(csv('Bezeichnung;MaLo-ID', 'a;41373559241'), 1).dateifehler).toEqual([
      'Diese Spalten fehlen in der Datei: Straße, PLZ, Ort, Netzbetreiber, Messart, Jahresverbrauch (kWh), Spannungsebene.',
    ]);
    const viele = Array.from({ length: 10_000 }, () => GUT);
    const bericht = pruefeImport(csv(KOPF_STROM, ...viele), 1);
    expect(bericht.zeilen).toEqual([]);
    expect(bericht.dateifehler).toEqual([
      `Die Datei enthält 10.000 Lieferstellen. Eine Ausschreibung fasst höchstens ${HOECHSTENS_LIEFERSTELLEN.toLocaleString('de-DE')}. Bitte teilen Sie die Lieferstellen auf mehrere Ausschreibungen auf.`,
    ]);
    expect(pruefeImport(csv(KOPF_STROM), 1).dateifehler).toEqual(['Die Datei enthält unter der Überschriftenzeile keine Lieferstellen.']);
  });

  it('übernimmt eine Zelle mit =Formel als Text, wie sie ist', () => {
    const { zeilen } = pruefeImport(csv(KOPF_STROM, GUT.replace('Werk Nord', '=cmd|\' /C calc\'!A0')), 1);
    expect(zeilen[0].lieferstelle.bezeichnung).toBe("=cmd|' /C calc'!A0");
  });
});

describe('Lieferstellen aus Excel eingefügt (Tabulator zwischen den Zellen)', () => {
  // What Excel puts on the clipboard: tabs between cells, CRLF after each row, empty cells kept, the last row ended too.
  const kopiert = (...zeilen: string[]) => zeilen.map((z) => z.replaceAll(';', '\t')).join('\r\n') + '\r\n';
  const VORLAGE_ZEILE = 'Werk Nord;Industriestraße 4;44147;Dortmund;41373559241;;Dortmunder Netz GmbH;RLM;850000;320;;MS';

  it('liest Zeilen ohne Überschrift in der Reihenfolge der Vorlage, leere Zellen eingeschlossen', () => {
    const tabelle = leseEingefuegt(kopiert(VORLAGE_ZEILE, 'Verwaltung;Marktplatz 1;1067;Dresden;50820339486;;SachsenNetze GmbH;SLP;142000;;G0;NS'));
    expect(tabelle.map((z) => z.nummer)).toEqual([1, 2]);
    expect(tabelle[0].zellen).toHaveLength(12);
    const { zeilen, dateifehler } = pruefeImport(mitVorlagenKopf(tabelle, 1), 1);
    expect(dateifehler).toEqual([]);
    expect(zeilen[0]).toMatchObject({ nummer: 1, fehler: [], lieferstelle: { bezeichnung: 'Werk Nord', zaehlpunkt: '', maxLeistungKw: 320, spannungsebene: 'MS' } });
    expect(zeilen[1].lieferstelle).toMatchObject({ plz: '01067', slpProfil: 'G0', jahresverbrauchKwh: 142_000 });
    expect(zeilen[1].warnungen).toContain('Jahresverbrauch (kWh): Für SLP ist ein Jahresverbrauch über 100.000 kWh ungewöhnlich. Ist die Lieferstelle RLM-gemessen?');
  });

  it('folgt einer mitkopierten Überschriftenzeile statt der Reihenfolge der Vorlage', () => {
    const tabelle = leseEingefuegt(kopiert('MaLo-ID;Bezeichnung;Straße;PLZ;Ort;Netzbetreiber;Messart;Jahresverbrauch;Spannungsebene', '41373559241;Halle 2;Weg 1;44147;Dortmund;DoNetz;SLP;5000;NS'));
    expect(mitVorlagenKopf(tabelle, 1)).toBe(tabelle);
    const { zeilen } = pruefeImport(tabelle, 1);
    expect(zeilen[0]).toMatchObject({ nummer: 2, fehler: [], lieferstelle: { maloId: '41373559241', bezeichnung: 'Halle 2' } });
  });
});

describe('Lieferstellen-Import: Vorlagen', () => {
  it.each([1, 2] as const)('liest die eigene CSV- und Excel-Vorlage (Sparte %i) fehlerfrei wieder ein', async (sparte) => {
    for (const [name, blob] of [['vorlage.csv', vorlageCsv(sparte)], ['vorlage.xlsx', await vorlageXlsx(sparte)]] as const) {
      const bericht = pruefeImport(await leseDatei(name, new Uint8Array(await blob.arrayBuffer())), sparte);
      expect(bericht.dateifehler).toEqual([]);
      expect(bericht.zeilen.map((z) => [z.fehler, z.warnungen])).toEqual([[[], []], [[], []]]);
      expect(bericht.zeilen[1].lieferstelle.plz).toBe('01067');
    }
  });
});
