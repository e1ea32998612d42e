import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { maloPruefziffer } from '../../../domain/malo';
import { einheitImKopf, inKwh, leseMenge, rateEinheiten, umrechnungText } from '../../../domain/lieferstellenImport/einheit';
import { leseCsv, leseDatei } from '../../../domain/lieferstellenImport/lesen';
import { pruefeImport } from '../../../domain/lieferstellenImport/pruefen';
import { rateZuordnung } from '../../../domain/lieferstellenImport/zuordnung';

const csv = (...zeilen: string[]) => leseCsv(zeilen.join('\r\n'));
const malo = (n: number) => {
  const zehn = `5${String(1_234_500 + n).padStart(9, '0')}`;
  return zehn + maloPruefziffer(zehn);
};
const KOPF = 'Abnahmestelle;Anschrift;PLZ;Ort;Marktlokation;Netzbetreiber;Messart;VERBRAUCH;Leistung;Spannungsebene';
/** A row of an RLM Lieferstelle in Dortmund with the given consumption cell. */
const zeile = (n: number, verbrauch: string) => `Halle ${n};Weg ${n};44147;Dortmund;${malo(n)};DoNetz;RLM;${verbrauch};90;MS`;
const mitKopf = (verbrauchsKopf: string, ...verbrauch: string[]) => csv(KOPF.replace('VERBRAUCH', verbrauchsKopf), ...verbrauch.map((v, i) => zeile(i + 1, v)));

describe('Einheit des Jahresverbrauchs beim Lieferstellen-Import', () => {
  it('liest die Einheit aus der Überschrift: kWh, MWh oder GWh, sonst keine', () => {
    expect(einheitImKopf('Verbrauch MWh/a')).toBe('MWh');
    expect(einheitImKopf('Jahresverbrauch [MWh]')).toBe('MWh');
    expect(einheitImKopf('MWh')).toBe('MWh');
    expect(einheitImKopf('Verbrauch in GWh p.a.')).toBe('GWh');
    expect(einheitImKopf('JAHRESVERBRAUCH (KWH)')).toBe('kWh');
    expect(einheitImKopf('Verbrauch')).toBeNull();
    expect(einheitImKopf('Max. Leistung (kW)')).toBeNull();
    expect(rateEinheiten(['Abnahmestelle', 'Verbrauch MWh/a', 'kWh'])).toEqual([null, 'MWh', 'kWh']);
  });

  it('ordnet Überschriften mit MWh oder GWh und eine Spalte, die nur ihre Einheit nennt, dem Jahresverbrauch zu', () => {
    for (const kopf of ['Verbrauch MWh/a', 'Jahresverbrauch [MWh]', 'MWh', 'Jahresverbrauch in GWh', 'Verbrauch kWh/a']) {
      expect(rateZuordnung(['Abnahmestelle', kopf], 1), kopf).toEqual(['bezeichnung', 'jahresverbrauchKwh']);
    }
  });

  it('rechnet Mengen mit deutschem Dezimalkomma in kWh um, ohne Gleitkommafehler', () => {
    expect(leseMenge('1.234,5 MWh')).toEqual({ zahl: 1234.5, einheit: 'MWh' });
    expect(leseMenge('0,85 GWh/a')).toEqual({ zahl: 0.85, einheit: 'GWh' });
    expect(leseMenge('850000')).toEqual({ zahl: 850_000, einheit: null });
    expect(leseMenge('viel MWh').zahl).toBeNaN();
    // 1.234,5 × 1.000 = 1.234.500; 0,85 × 1.000.000 = 850.000; 1,2345 × 1.000 = 1.234,5 (not 1.234,4999…).
    expect(inKwh(1234.5, 'MWh')).toBe(1_234_500);
    expect(inKwh(0.85, 'GWh')).toBe(850_000);
    expect(inKwh(1.2345, 'MWh')).toBe(1234.5);
    expect(inKwh(42_000, 'kWh')).toBe(42_000);
    expect(umrechnungText('MWh')).toBe('MWh → kWh umgerechnet (× 1.000)');
    expect(umrechnungText('GWh')).toBe('GWh → kWh umgerechnet (× 1.000.000)');
    expect(umrechnungText('kWh')).toBeNull();
  });

  it('übernimmt eine Spalte in MWh umgerechnet in kWh und nennt die Umrechnung im Bericht', () => {
    const bericht = pruefeImport(mitKopf('Verbrauch MWh/a', '1.234,5', '250', '12,3456'), 1);
    expect(bericht.dateifehler).toEqual([]);
    expect(bericht.umrechnung).toEqual({ spalte: 'Verbrauch MWh/a', einheit: 'MWh' });
    // 1.234,5 MWh = 1.234.500 kWh; 250 MWh = 250.000 kWh; 12,3456 MWh = 12.345,6 kWh → 12.346 kWh, with a note.
    expect(bericht.zeilen.map((z) => z.lieferstelle.jahresverbrauchKwh)).toEqual([1_234_500, 250_000, 12_346]);
    expect(bericht.zeilen.map((z) => z.warnungen)).toEqual([[], [], ['Jahresverbrauch (kWh): auf ganze kWh gerundet (12.346).']]);
    expect(bericht.zeilen.every((z) => z.fehler.length === 0)).toBe(true);

    // "Jahresverbrauch [MWh]" and "GWh" alike.
    expect(pruefeImport(mitKopf('Jahresverbrauch [MWh]', '0,5'), 1).zeilen[0]!.lieferstelle.jahresverbrauchKwh).toBe(500);
    const gwh = pruefeImport(mitKopf('GWh', '1,25'), 1);
    expect(gwh.zeilen[0]!.lieferstelle.jahresverbrauchKwh).toBe(1_250_000);
    expect(gwh.umrechnung).toEqual({ spalte: 'GWh', einheit: 'GWh' });
  });

  it('nimmt die Einheit, die der Benutzer für die Spalte wählt, vor der aus der Überschrift', () => {
    const tabelle = mitKopf('Verbrauch MWh/a', '1.234,5', '250');
    // The heading says MWh, the user knows better: kWh (column 7 holds the consumption).
    const alsKwh = pruefeImport(tabelle, 1, [], { einheiten: [null, null, null, null, null, null, null, 'kWh', null, null] });
    expect(alsKwh.umrechnung).toBeNull();
    expect(alsKwh.zeilen.map((z) => z.lieferstelle.jahresverbrauchKwh)).toEqual([1235, 250]);
    expect(alsKwh.zeilen[0]!.warnungen).toEqual(['Jahresverbrauch (kWh): auf ganze kWh gerundet (1.235).']);
    // A heading without a unit, said to be GWh.
    const alsGwh = pruefeImport(mitKopf('Verbrauch', '0,2'), 1, [], { einheiten: [null, null, null, null, null, null, null, 'GWh'] });
    expect(alsGwh.zeilen[0]!.lieferstelle.jahresverbrauchKwh).toBe(200_000);
    expect(alsGwh.umrechnung).toEqual({ spalte: 'Verbrauch', einheit: 'GWh' });
    // Without a unit anywhere: kWh, as the template.
    const ohne = pruefeImport(mitKopf('Verbrauch', '42.000'), 1);
    expect(ohne.umrechnung).toBeNull();
    expect(ohne.zeilen[0]!.lieferstelle.jahresverbrauchKwh).toBe(42_000);
  });

  it('liest eine Zelle mit eigener Einheit in dieser und weist darauf hin, wenn sie von der Spalte abweicht', () => {
    const bericht = pruefeImport(mitKopf('Jahresverbrauch (kWh)', '1.234,5 MWh', '42.000 kWh', 'zwölf MWh'), 1);
    expect(bericht.zeilen.map((z) => z.lieferstelle.jahresverbrauchKwh)).toEqual([1_234_500, 42_000, 'zwölf MWh']);
    expect(bericht.zeilen[0]!.warnungen).toEqual(['Jahresverbrauch (kWh): in MWh angegeben, in kWh umgerechnet (1.234.500 kWh).']);
    expect(bericht.zeilen[1]!.warnungen).toEqual([]);
    expect(bericht.zeilen[2]!.fehler).toEqual(['Jahresverbrauch (kWh): „zwölf MWh“ ist keine Zahl größer als 0.']);
  });

  it('liest Bruchzahlen aus Excel mit Dezimalkomma, damit 12,345 MWh nicht zu 12.345 MWh werden', async () => {
    const mappe = new ExcelJS.Workbook();
    const blatt = mappe.addWorksheet('Tabelle1');
    blatt.addRow(KOPF.replace('VERBRAUCH', 'Verbrauch MWh/a').split(';'));
    blatt.addRow(zeile(1, 'x').split(';').map((z, i) => (i === 7 ? 12.345 : i === 8 ? 90 : z)));
    const tabelle = await leseDatei('liste.xlsx', new Uint8Array(await mappe.xlsx.writeBuffer()));
    expect(tabelle[1]!.zellen.slice(7, 9)).toEqual(['12,345', '90']);
    // 12,345 MWh = 12.345 kWh.
    expect(pruefeImport(tabelle, 1).zeilen[0]!.lieferstelle.jahresverbrauchKwh).toBe(12_345);
  });
});
