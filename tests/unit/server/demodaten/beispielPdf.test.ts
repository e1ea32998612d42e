import { describe, expect, it } from 'vitest';
import { beispielPdf } from '../../../../server/demodaten/beispielPdf';

describe('Beispiel-PDF der Demodaten', () => {
  it('ist ein PDF, dessen Querverweise jedes Objekt an seiner Stelle finden, mit dem Text in WinAnsi', () => {
    const pdf = beispielPdf('Handelsregisterauszug', ['Alpenstrom Energie GmbH', 'Gültig bis 19.05.2027 (§ 8)']);
    const roh = pdf.toString('latin1');
    expect(roh.startsWith('%PDF-1.4\n')).toBe(true);
    expect(roh.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(roh)![1]);
    expect(roh.slice(startxref, startxref + 4)).toBe('xref');
    const eintraege = [...roh.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(eintraege).toHaveLength(5);
    eintraege.forEach((stelle, i) => expect(roh.slice(stelle, stelle + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const strom = /<< \/Length (\d+) >>\nstream\n/.exec(roh)!;
    const beginn = strom.index + strom[0].length;
    expect(roh.slice(beginn + Number(strom[1]), beginn + Number(strom[1]) + '\nendstream'.length)).toBe('\nendstream');
    // Latin-1 bytes: ü is 0xFC, § 0xA7; parentheses are escaped.
    expect(pdf.includes(Buffer.from('(G\xfcltig bis 19.05.2027 \\(\xa7 8\\))', 'latin1'))).toBe(true);
  });
});
