import { describe, expect, it } from 'vitest';
import { BlattMessung, pruefeBlattUmfang, spaltenNummer, umfangsMeldung, type TabellenGrenzen } from '../../../../domain/tabellen/blattUmfang';
import { zip } from '../../../server/hilfen/dateien';
import { lastgangXlsx, lastgangZeilen, xlsxMitBlatt } from '../../../server/hilfen/lastgangDatei';

const GRENZEN: TabellenGrenzen = { zeilen: 40_000, spalten: 50, entpackt: 32 * 2 ** 20 };
const messe = (...stuecke: string[]) => {
  const m = new BlattMessung(GRENZEN);
  for (const s of stuecke) {
    const befund = m.lies(s);
    if (befund) return befund;
  }
  return { ok: true };
};

describe('Umfang eines Tabellenblatts', () => {
  it('zählt Spaltenbuchstaben wie Excel', () => {
    expect([spaltenNummer('A'), spaltenNummer('Z'), spaltenNummer('AA'), spaltenNummer('AX'), spaltenNummer('XFD')]).toEqual([1, 26, 27, 50, 16_384]);
    expect(spaltenNummer('ZZZZZZ')).toBe(321_272_406);
    // As read-excel-file reads them: a lower-case letter is its code minus 64, so `ax` lies far beyond `AX`.
    expect([spaltenNummer('a'), spaltenNummer('ax')]).toEqual([33, 914]);
    expect(spaltenNummer('AAAAAAAA')).toBe(Number.POSITIVE_INFINITY);
  });

  it('nimmt Zeile und Spalte bis zur Grenze und weist die nächste ab', () => {
    expect(messe('<sheetData><row r="40000"><c r="AX40000"><v>1</v></c></row>')).toEqual({ ok: true });
    expect(messe('<row r="40001">')).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(messe('<row r="2"><c r="AY2"/>')).toEqual({ ok: false, grund: 'spalten', bis: 51 });
    expect(messe('<row r="2"><c r="ZZZZZZ2"><v>1</v></c>')).toEqual({ ok: false, grund: 'spalten', bis: 321_272_406 });
    expect(messe('<row r="300000000">')).toEqual({ ok: false, grund: 'zeilen', bis: 300_000_000 });
  });

  it('zählt Zeilen und Zellen ohne Adresse als die nächsten', () => {
    expect(messe('<row r="39999"/>', '<row/>')).toEqual({ ok: true });
    expect(messe('<row r="39999"/>', '<row/>', '<row>')).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(messe(`<row r="1"><c r="AW1"/><c/><c>`)).toEqual({ ok: false, grund: 'spalten', bis: 51 });
    // A new row starts at column A again.
    expect(messe(`<row r="1"><c r="AX1"/></row><row><c/>`)).toEqual({ ok: true });
  });

  it('liest, was ein Blatt erklärt: Dimension, verbundene Zellen, Gültigkeitsprüfungen, Spaltendefinitionen', () => {
    expect(messe('<dimension ref="A1:AX40000"/>')).toEqual({ ok: true });
    expect(messe('<dimension ref="A1:XFD1048576"/>')).toEqual({ ok: false, grund: 'zeilen', bis: 1_048_576 });
    expect(messe('<dimension ref="A1:XFD2"/>')).toEqual({ ok: false, grund: 'spalten', bis: 16_384 });
    expect(messe('<dimension ref="A1:B300000000"/>')).toEqual({ ok: false, grund: 'zeilen', bis: 300_000_000 });
    expect(messe('<mergeCells><mergeCell ref="B2:C40001"/></mergeCells>')).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(messe('<dataValidation type="list" sqref="A2:A100 B2:B1048576">')).toEqual({ ok: false, grund: 'zeilen', bis: 1_048_576 });
    // LibreOffice defines every column up to 1 024; Excel's last column is XFD.
    expect(messe('<cols><col min="14" max="1024" width="11.5"/><col min="1025" max="16384"/></cols>')).toEqual({ ok: true });
    expect(messe('<cols><col min="1" max="300000000"/></cols>')).toEqual({ ok: false, grund: 'spalten', bis: 300_000_000 });
    // A selection names ranges too, but no reader fills it.
    expect(messe('<selection activeCell="A1" sqref="A1:XFD1048576"/>')).toEqual({ ok: true });
  });

  it('liest ein Element, das zwischen zwei Stücken geteilt ist, und Namensraum-Präfixe', () => {
    expect(messe('<sheetData><row r="4000', '1" spans="1:2">')).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(messe('<sheetData><ro', 'w r="40001">')).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(messe('<row r="5"><c r="AX5"/><', 'c/>')).toEqual({ ok: false, grund: 'spalten', bis: 51 });
    expect(messe('<x:row r="5"><x:c r="AY5">')).toEqual({ ok: false, grund: 'spalten', bis: 51 });
    // `<cols>` is no cell, `<rowBreaks>` no row.
    expect(messe('<cols></cols><rowBreaks count="1"><brk id="50000"/></rowBreaks>')).toEqual({ ok: true });
  });

  it('sieht, was ein nachsichtiger Leser sähe: > in Anführungszeichen, Zeichenreferenzen, doppelte und vorangestellte Attribute', () => {
    const zuWeit = { ok: false, grund: 'zeilen', bis: 40_001 };
    expect(messe('<row x=">" r="40001">')).toEqual(zuWeit);
    expect(messe('<row x=">', '" r="40001">')).toEqual(zuWeit);
    expect(messe('<row r="&#52;0001">')).toEqual(zuWeit);
    expect(messe('<row r="1"><c r="A&#x34;0001"/>')).toEqual(zuWeit);
    // Blanks around an address are read past (and cost no more than their length: the address is trimmed first).
    expect(messe('<row r="1"><c r=" A40001\n"/>')).toEqual(zuWeit);
    expect(messe(`<row r="1"><c r="${' '.repeat(10_000)}!"/>`)).toEqual({ ok: false, grund: 'unlesbar' });
    expect(messe('<row r="1" r="40001">')).toEqual(zuWeit);
    expect(messe('<row x:r="40001">')).toEqual(zuWeit);
    expect(messe('<dataValidation prompt="a &amp; b" sqref="A1:A40001">')).toEqual(zuWeit);
    // What readers might resolve differently is refused: an entity of the document's own, a row that is no number.
    expect(messe('<row r="&zeile;">')).toEqual({ ok: false, grund: 'unlesbar' });
    expect(messe('<row r="4e4">')).toEqual({ ok: false, grund: 'unlesbar' });
    expect(messe('<mergeCell ref="A1:B-2"/>')).toEqual({ ok: false, grund: 'unlesbar' });
  });

  it('liest überlappende Tags so, wie jeder für sich gelesen würde, und jedes Zeichen höchstens dreimal', () => {
    // Each tag reaches from its name to the first `>` outside quotes, so these overlap, and each sees what follows it.
    expect(messe('<col <c <row r="40001">')).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(messe('<row r="1"><row x="<c r=\'AY1\'>" r="2">')).toEqual({ ok: false, grund: 'spalten', bis: 51 });
    expect(messe('<row x="<c r=\'AY1\'" r="2">')).toEqual({ ok: true });
    // A run of names before one `>` (an outside review kept a worker 12 minutes with such runs): read once, not once per name.
    const lauf = `${'<col '.repeat(12_000)}>`;
    const m = new BlattMessung(GRENZEN);
    expect(m.lies(lauf.repeat(2))).toBeUndefined();
    expect(m.lies(`<row r="40001">`)).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(m.gelesen).toBeLessThanOrEqual(3 * (2 * lauf.length + 20));
  });

  it('nennt ein Element mit mehr als 1.000 Attributen unlesbar, welches auch immer, auch über Stücke und Anführungszeichen hinweg', async () => {
    const attribute = (n: number, wert = '') => Array.from({ length: n }, (_, i) => ` a${i}="${wert}"`).join('');
    expect(messe(`<t${attribute(1_000)}>x</t>`)).toEqual({ ok: true });
    expect(messe(`<t${attribute(1_001)}>x</t>`)).toEqual({ ok: false, grund: 'unlesbar' });
    // Split between pieces, with `>` and a stray quote inside values: the count runs on until the next `<`.
    const teil = attribute(600, '>');
    expect(messe(`<t x='"'${teil}`, `${teil}>x</t>`)).toEqual({ ok: false, grund: 'unlesbar' });
    // Every element counts alone: many tags with some attributes each are an ordinary sheet.
    expect(messe(`<t${attribute(900)}/>`.repeat(5))).toEqual({ ok: true });
    // What an outside review sent as a Lastgang: one inline string whose <t> has 200 000 attributes (450 KB packed).
    const bombe = xlsxMitBlatt(`<row r="1"><c r="A1" t="inlineStr"><is><t${attribute(200_000)}>x</t></is></c></row>`);
    expect(await pruefeBlattUmfang(bombe, GRENZEN)).toEqual({ ok: false, grund: 'unlesbar' });
  });

  it('misst eine 6,5 KB kleine Arbeitsmappe, die Zeile 300.000.000 oder Zelle ZZZZZZ2 nennt, bevor ein Leser sie sieht', async () => {
    const kopf = '<row r="1"><c r="A1" t="inlineStr"><is><t>Zeitstempel</t></is></c></row>';
    const weit = xlsxMitBlatt(`${kopf}<row r="300000000"><c r="A300000000"><v>1</v></c></row>`);
    expect(weit.length).toBeLessThan(6.5 * 1024);
    expect(await pruefeBlattUmfang(weit, GRENZEN)).toEqual({ ok: false, grund: 'zeilen', bis: 300_000_000 });
    expect(await pruefeBlattUmfang(xlsxMitBlatt(`${kopf}<row r="2"><c r="ZZZZZZ2"><v>1</v></c></row>`), GRENZEN)).toEqual({ ok: false, grund: 'spalten', bis: 321_272_406 });
    expect(await pruefeBlattUmfang(xlsxMitBlatt(kopf, { deflate: false, davor: '<dimension ref="A1:B40001"/>' }), GRENZEN)).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
  });

  it('hält an, sobald ein Blatt zu weit reicht, statt den Rest zu entpacken', async () => {
    const klein = { ...GRENZEN, entpackt: 2 ** 20 };
    // 4 MB of blanks after the far row: the check stops at the row, before the 1 MB it would unpack at most.
    const bombe = xlsxMitBlatt(`<row r="40001"/>${' '.repeat(4 * 2 ** 20)}`);
    expect(bombe.length).toBeLessThan(64 * 1024);
    expect(await pruefeBlattUmfang(bombe, klein)).toEqual({ ok: false, grund: 'zeilen', bis: 40_001 });
    expect(await pruefeBlattUmfang(xlsxMitBlatt(`<row r="1"/>${' '.repeat(4 * 2 ** 20)}`), klein)).toEqual({ ok: false, grund: 'entpackt' });
  });

  it('misst jeden XML-Teil: ein Leser findet das Blatt über die Beziehungen der Mappe unter jedem Namen', async () => {
    const anders = zip({ 'xl/workbook.xml': '<workbook/>', 'xl/irgendwo/daten.xml': '<worksheet><sheetData><row r="300000000"/></sheetData></worksheet>' }, { deflate: true });
    expect(await pruefeBlattUmfang(anders, GRENZEN)).toEqual({ ok: false, grund: 'zeilen', bis: 300_000_000 });
  });

  it('lässt eine Woche aus Excel durch und nennt, was keine Arbeitsmappe ist, unlesbar', async () => {
    expect(await pruefeBlattUmfang(await lastgangXlsx(lastgangZeilen({ vonTag: '2025-01-01', anzahl: 7 * 96 })), GRENZEN)).toEqual({ ok: true });
    expect(await pruefeBlattUmfang(Buffer.from('PK\x03\x04 kein Excel'), GRENZEN)).toEqual({ ok: false, grund: 'unlesbar' });
  });

  it('erklärt die Abweisung auf Deutsch mit der Grenze des Imports', () => {
    expect(umfangsMeldung({ ok: false, grund: 'zeilen', bis: 300_000_000 }, GRENZEN, 'Ein Lastgang')).toBe(
      'Ein Tabellenblatt der Excel-Datei reicht bis Zeile 300.000.000. Ein Lastgang hat höchstens 40.000 Zeilen: Ist es die richtige Datei?',
    );
    expect(umfangsMeldung({ ok: false, grund: 'spalten', bis: 321_272_406 }, GRENZEN, 'Ein Lastgang')).toBe(
      'Ein Tabellenblatt der Excel-Datei reicht bis Spalte 321.272.406. Ein Lastgang hat höchstens 50 Spalten: Ist es die richtige Datei?',
    );
  });
});
