import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's code points 0x80–0x9F, which differ from Latin-1; pdfkit writes its standard fonts in it. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ',
  0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›',
  0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

/**
 * The text a reader would find in a PDF written by pdfkit with its standard fonts: every content stream inflated,
 * the hex strings of its TJ operators decoded, one line per text operation. Enough to check what a document says
 * without a PDF library in the tests.
 */
export function pdfText(pdf: Buffer): string {
  const roh = pdf.toString('latin1');
  const zeilen: string[] = [];
  for (const treffer of roh.matchAll(/stream\r?\n/g)) {
    const start = treffer.index! + treffer[0].length;
    const ende = roh.indexOf('endstream', start);
    let inhalt: string;
    try {
      inhalt = inflateSync(pdf.subarray(start, ende)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of inhalt.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex'))
        .map((bytes) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(''))
        .join('');
      zeilen.push(text);
    }
  }
  return zeilen.join('\n');
}

/** The number of pages the document's page tree declares. */
export function pdfSeiten(pdf: Buffer): number {
  const anzahl = /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString('latin1'));
  return anzahl ? Number(anzahl[1]) : 0;
}
