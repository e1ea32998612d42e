/**
 * A small, valid one-page PDF (PDF 1.4, Helvetica, WinAnsi) with a title and a few lines: the demo data's proofs.
 * Written by hand instead of with pdfDocument.ts, whose embedded fonts cost the seed of every test app a render per
 * file; a viewer opens it, a text extraction reads it.
 */
export function beispielPdf(titel: string, zeilen: readonly string[]): Buffer {
  // WinAnsi covers German; the string's bytes are Latin-1, with PDF's three special characters escaped.
  const text = (s: string) => `(${s.replace(/[\\()]/g, (z) => `\\${z}`)})`;
  const inhalt = [
    'BT /F1 16 Tf 56 780 Td',
    `${text(titel)} Tj`,
    '/F1 11 Tf 0 -28 Td 15 TL',
    ...zeilen.map((z) => `${text(z)} '`),
    'ET',
  ].join('\n');
  const inhaltBytes = Buffer.from(inhalt, 'latin1');
  const objekte = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${inhaltBytes.length} >>\nstream\n${inhalt}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const teile: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let laenge = teile[0]!.length;
  const positionen: number[] = [];
  objekte.forEach((objekt, i) => {
    positionen.push(laenge);
    const teil = Buffer.from(`${i + 1} 0 obj\n${objekt}\nendobj\n`, 'latin1');
    teile.push(teil);
    laenge += teil.length;
  });
  const xref = [`xref\n0 ${objekte.length + 1}`, '0000000000 65535 f ', ...positionen.map((p) => `${String(p).padStart(10, '0')} 00000 n `)].join('\n');
  teile.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objekte.length + 1} /Root 1 0 R >>\nstartxref\n${laenge}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(teile);
}
