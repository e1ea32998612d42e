import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's code points 0x80–0x9F, which differ from Latin-1; pdfkit writes its standard fonts in it. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ',
  0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›',
  0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

/** Every stream of the file inflated, by the number of its object. */
function stroeme(pdf: Buffer): Map<number, string> {
  const roh = pdf.toString('latin1');
  const ergebnis = new Map<number, string>();
  for (const treffer of roh.matchAll(/(\d+) 0 obj(?:(?!endobj)[\s\S])*?stream\r?\n/g)) {
    const start = treffer.index! + treffer[0].length;
    const ende = roh.indexOf('endstream', start);
    try {
      ergebnis.set(Number(treffer[1]), inflateSync(pdf.subarray(start, ende)).toString('latin1'));
    } catch {
      // not deflated (an image, the uncompressed XMP metadata): no text to find
    }
  }
  return ergebnis;
}

/** The ToUnicode map of each embedded font by its resource name (F1 …): glyph code → text. */
function unicodeTabellen(pdf: Buffer, inhalte: Map<number, string>): Map<string, Map<number, string>> {
  const roh = pdf.toString('latin1');
  const tabellen = new Map<string, Map<number, string>>();
  for (const [, name, objekt] of roh.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (tabellen.has(name!)) continue;
    const schrift = new RegExp(`\\n${objekt} 0 obj([\\s\\S]*?)endobj`).exec(roh)?.[1] ?? '';
    const verweis = /\/ToUnicode (\d+) 0 R/.exec(schrift);
    const cmap = verweis ? inhalte.get(Number(verweis[1])) : undefined;
    if (!cmap) continue;
    const tabelle = new Map<number, string>();
    const text = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const [, von, eintraege] of cmap.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
      [...eintraege!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((e, i) => tabelle.set(parseInt(von!, 16) + i, text(e[1]!)));
    }
    for (const [, code, ziel] of cmap.matchAll(/^<([0-9a-fA-F]+)> <([0-9a-fA-F ]+)>$/gm)) tabelle.set(parseInt(code!, 16), text(ziel!));
    tabellen.set(name!, tabelle);
  }
  return tabellen;
}

/**
 * The text a reader would find in a PDF written by pdfkit: every content stream inflated, the hex strings of its
 * TJ operators decoded — through the font's ToUnicode map for embedded fonts (two bytes a glyph), as WinAnsi for
 * the standard ones —, one line per text operation. Enough to check what a document says without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const inhalte = stroeme(pdf);
  const tabellen = unicodeTabellen(pdf, inhalte);
  const zeilen: string[] = [];
  for (const inhalt of inhalte.values()) {
    let schrift: Map<number, string> | undefined;
    for (const op of inhalt.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        schrift = tabellen.get(op[1]);
        continue;
      }
      const text = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => {
          if (schrift) return (h[1]!.match(/[0-9a-fA-F]{4}/g) ?? []).map((g) => schrift!.get(parseInt(g, 16)) ?? '').join('');
          return [...Buffer.from(h[1]!, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
        })
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
