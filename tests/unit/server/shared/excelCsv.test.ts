import { describe, expect, it } from 'vitest';
import { defuseCell } from '../../../../server/shared/excelCsv';
import { lieferstellenCsv } from '../../../../server/ausschreibung/evuExport';

describe('CSV ohne Formeln', () => {
  it.each([
    ['=cmd|\' /C calc\'!A0', "'=cmd|' /C calc'!A0"],
    ['+49 231 1234', "'+49 231 1234"],
    ['-2+3', "'-2+3"],
    ['@SUMME(A1)', "'@SUMME(A1)"],
    ['\tTab', "'\tTab"],
    ['-3', '-3'],
    ['1.234,5', '1.234,5'],
    ['Werk Nord', 'Werk Nord'],
    ['', ''],
  ])('%j wird zu %j', (eingabe, ausgabe) => {
    expect(defuseCell(eingabe)).toBe(ausgabe);
  });

  it('gilt auch für die Lieferstellen-Datei der Versorger', () => {
    const l = { bezeichnung: '=HYPERLINK("http://x")', strasse: 'Weg 1', plz: '44147', ort: 'Dortmund', maloId: '41373559241', zaehlpunkt: null, netzbetreiber: 'DoNetz', messart: 'SLP', jahresverbrauchKwh: 5000, maxLeistungKw: null, slpProfil: null, spannungsebene: 'NS' };
    const csv = lieferstellenCsv({ nummer: 'A-2026-00001', lieferstellen: [l] } as never);
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)";Weg 1;/);
  });
});
