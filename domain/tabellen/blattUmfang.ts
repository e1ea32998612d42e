import { formatZahl } from '../format';

/**
 * How far the worksheets of an Excel workbook (.xlsx) reach, read from their XML before any Excel reader sees them.
 * Excel readers fill every row and column up to the highest one a sheet names: read-excel-file pads each row to
 * the widest and adds every missing row, exceljs expands merged ranges, data validations and column definitions
 * cell by cell. A few KB declaring `<row r="300000000">` or a cell `ZZZZZZ2` therefore make them allocate millions
 * of rows: each import refuses a sheet that reaches beyond its limits, whether declared or actual, before reading it.
 * Browser and server use the same check (the Lieferstellen import reads in the browser, the Lastgang on the server).
 */

export interface TabellenGrenzen {
  /** the highest row number an import reads */
  zeilen: number;
  /** the highest column number (A = 1) */
  spalten: number;
  /** what the sheets may unpack to in total (bytes): a ZIP bomb is no spreadsheet */
  entpackt: number;
}

export type Umfangspruefung =
  | { ok: true }
  | { ok: false; grund: 'zeilen' | 'spalten'; bis: number }
  | { ok: false; grund: 'entpackt' | 'unlesbar' };

/**
 * Column letters as a number (A = 1, Z = 26, AA = 27); anything beyond seven letters is past every limit. Lower-case
 * letters count as the Excel reader counts them (its code minus 64: `a` = 33), not as their capitals: `ax` is column
 * 914 to the reader, and the limit must hold for what it will allocate.
 */
export function spaltenNummer(buchstaben: string): number {
  if (buchstaben.length > 7) return Number.POSITIVE_INFINITY;
  let n = 0;
  for (const b of buchstaben) n = n * 26 + (b.charCodeAt(0) - 64);
  return n;
}

/** `B7` → row 7, column 2; a whole column (`B`) or a whole row (`7`) leaves the other part out; undefined for no address. */
function adresse(text: string): { zeile?: number; spalte?: number } | undefined {
  // Trimmed first: a regular expression that allows blanks on both sides of optional parts is quadratic in them.
  const a = /^\$?([A-Za-z]*)\$?(\d*)$/.exec(text.trim());
  if (!a || !(a[1] || a[2]) || a[2]!.length > 15) return undefined;
  return { ...(a[1] ? { spalte: spaltenNummer(a[1]) } : {}), ...(a[2] ? { zeile: Number(a[2]) } : {}) };
}

/**
 * The elements whose attributes make a reader allocate: the declared dimension, rows and cells (their `r`, or one
 * after the one before when it is left out), merged ranges, data validations (lists of ranges) and column
 * definitions (`min`..`max`). A selection or a conditional format names ranges too, but no reader fills them.
 * Readers differ in how strictly they take XML, so the check errs on the side of seeing too much: an element's
 * name is looked for after every `<` (also inside comments or attribute values), a `>` inside quotes does not end
 * a tag, prefixed names count (`x:row`), character references are resolved, and an attribute given twice counts
 * with each of its values.
 */
const NAME = /<(?:[A-Za-z_][\w.-]*:)?(dimension|row|c|mergeCell|dataValidation|col)(?=[\s/>])/g;
const TAG = /<[^\s/>]+((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUT = /\s([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const REFERENZ = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const BENANNT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Excel's own last column (XFD): column definitions up to it are what spreadsheet programs write. */
const EXCEL_SPALTEN = 16_384;
/** No element the check reads is this long; a sheet with one is refused rather than buffered without end. */
const HOECHSTENS_TAG = 64 * 1024;
const UNLESBAR = { ok: false, grund: 'unlesbar' } as const;

/** An attribute's text as a parser reads it; undefined with a reference no reader resolves alike. */
function wert(roh: string): string | undefined {
  if (/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos);)/.test(roh)) return undefined;
  return roh.replace(REFERENZ, (_, dez?: string, hex?: string, name?: string) => {
    if (name) return BENANNT[name]!;
    const n = dez ? Number(dez) : parseInt(hex!, 16);
    return n <= 0x10ffff ? String.fromCodePoint(n) : '\uFFFD';
  });
}

/** The attributes that say where: `r`, `ref`, `sqref`, `min`, `max`. */
const ORT = new Set(['r', 'ref', 'sqref', 'min', 'max']);

/** Each attribute that says where, with all the values it is given; undefined when a value cannot be read. */
function attribute(text: string): Map<string, string[]> | undefined {
  const m = new Map<string, string[]>();
  for (const a of text.matchAll(ATTRIBUT)) {
    // `x:r` as well: a reader may take the prefixed name for the plain one.
    const name = a[1]!.replace(/^.*:/, '');
    if (!ORT.has(name)) continue;
    const w = wert(a[2] ?? a[3] ?? '');
    if (w === undefined) return undefined;
    m.set(name, [...(m.get(name) ?? []), w]);
  }
  return m;
}

/** A row number as written: digits, nothing else. */
const zeilenNummer = (text: string): number | undefined => (/^\s*\d{1,15}\s*$/.test(text) ? Number(text) : undefined);

/**
 * Reads a worksheet's XML in pieces as it is unpacked and tells, as soon as it knows, that the sheet reaches too
 * far. An element split between two pieces is read once it is whole.
 */
export class BlattMessung {
  private zeile = 0;
  private spalte = 0;
  private rest = '';

  constructor(private readonly grenzen: Pick<TabellenGrenzen, 'zeilen' | 'spalten'>) {}

  /** The next piece of the XML; a refusal once a limit is passed, else undefined. */
  lies(stueck: string): Umfangspruefung | undefined {
    const text = this.rest + stueck;
    this.rest = '';
    NAME.lastIndex = 0;
    for (let n = NAME.exec(text); n; n = NAME.exec(text)) {
      TAG.lastIndex = n.index;
      const tag = TAG.exec(text);
      if (!tag) {
        // Not whole yet: the next piece completes it, unless no real element is this long.
        if (text.length - n.index > HOECHSTENS_TAG) return UNLESBAR;
        this.rest = text.slice(n.index);
        return undefined;
      }
      const attr = attribute(tag[1]!);
      const zuWeit = attr ? this.element(n[1]!, attr) : UNLESBAR;
      if (zuWeit) return zuWeit;
      NAME.lastIndex = n.index + 1;
    }
    // A name cut off at the end (`<ro`) is no element yet: it is read with the next piece.
    const offen = text.lastIndexOf('<');
    if (offen >= 0 && text.length - offen <= 64 && !text.includes('>', offen)) this.rest = text.slice(offen);
    return undefined;
  }

  private element(name: string, attr: Map<string, string[]>): Umfangspruefung | undefined {
    if (name === 'row') {
      const r = attr.get('r') ?? [];
      const nummern = r.map(zeilenNummer);
      if (nummern.includes(undefined)) return UNLESBAR;
      this.zeile = r.length ? Math.max(...(nummern as number[])) : this.zeile + 1;
      this.spalte = 0;
      return this.pruefe(this.zeile, undefined);
    }
    if (name === 'c') {
      const r = attr.get('r') ?? [];
      if (!r.length) return this.pruefe(undefined, ++this.spalte);
      for (const text of r) {
        const a = adresse(text);
        if (!a) return UNLESBAR;
        this.spalte = a.spalte ?? this.spalte + 1;
        const zuWeit = this.pruefe(a.zeile, this.spalte);
        if (zuWeit) return zuWeit;
      }
      return undefined;
    }
    if (name === 'col') {
      // LibreOffice defines the columns up to 1 024 on every sheet: exceljs makes an object of each, which is cheap.
      for (const grenze of [...(attr.get('min') ?? []), ...(attr.get('max') ?? [])]) {
        const bis = zeilenNummer(grenze);
        if (bis === undefined) return UNLESBAR;
        if (bis > EXCEL_SPALTEN) return { ok: false, grund: 'spalten', bis };
      }
      return undefined;
    }
    const bereiche = name === 'dataValidation' ? (attr.get('sqref') ?? []) : (attr.get('ref') ?? []);
    for (const teil of bereiche.join(' ').split(/[\s:]+/).filter(Boolean)) {
      const a = adresse(teil);
      if (!a) return UNLESBAR;
      const zuWeit = this.pruefe(a.zeile, a.spalte);
      if (zuWeit) return zuWeit;
    }
    return undefined;
  }

  private pruefe(zeile: number | undefined, spalte: number | undefined): Umfangspruefung | undefined {
    if (zeile !== undefined && !(zeile <= this.grenzen.zeilen)) return { ok: false, grund: 'zeilen', bis: zeile };
    if (spalte !== undefined && !(spalte <= this.grenzen.spalten)) return { ok: false, grund: 'spalten', bis: spalte };
    return undefined;
  }
}

const ENDE = 0x06054b50;
const ZENTRAL = 0x02014b50;
const LOKAL = 0x04034b50;
/** Every XML part: a reader finds its sheets through the workbook's relationships, under any name. */
const XML = /\.xml$/i;

interface Eintrag {
  name: string;
  methode: number;
  daten: Uint8Array;
}

/** The entries of a ZIP archive as its central directory lists them; undefined when it is no ZIP this reads. */
function eintraege(zip: Uint8Array): Eintrag[] | undefined {
  const sicht = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (i: number) => sicht.getUint16(i, true);
  const u32 = (i: number) => sicht.getUint32(i, true);
  let ende = -1;
  // The end record is 22 bytes and a comment of at most 65 535.
  for (let i = zip.length - 22; i >= 0 && i >= zip.length - 22 - 0xffff; i--) {
    if (u32(i) === ENDE) {
      ende = i;
      break;
    }
  }
  if (ende < 0) return undefined;
  const liste: Eintrag[] = [];
  let stelle = u32(ende + 16);
  const namen = new TextDecoder();
  for (let n = u16(ende + 10); n > 0; n--) {
    if (stelle + 46 > zip.length || u32(stelle) !== ZENTRAL) return undefined;
    const gepackt = u32(stelle + 20);
    const lokal = u32(stelle + 42);
    const name = namen.decode(zip.subarray(stelle + 46, stelle + 46 + u16(stelle + 28)));
    const methode = u16(stelle + 10);
    stelle += 46 + u16(stelle + 28) + u16(stelle + 30) + u16(stelle + 32);
    if (lokal + 30 > zip.length || u32(lokal) !== LOKAL) return undefined;
    const beginn = lokal + 30 + u16(lokal + 26) + u16(lokal + 28);
    const daten = zip.subarray(beginn, beginn + gepackt);
    if (daten.length !== gepackt) return undefined;
    liste.push({ name, methode, daten });
  }
  return liste;
}

/**
 * Measures every XML part of a workbook, unpacking each in pieces (the platform's DecompressionStream, in the
 * browser as on the server) and stopping at the first piece that reaches too far: what a sheet declares is read
 * before anything is allocated for it, and no sheet is ever held unpacked as a whole.
 */
export async function pruefeBlattUmfang(xlsx: Uint8Array, grenzen: TabellenGrenzen): Promise<Umfangspruefung> {
  const liste = eintraege(xlsx);
  if (!liste) return UNLESBAR;
  let entpackt = 0;
  for (const eintrag of liste.filter((e) => XML.test(e.name))) {
    if (eintrag.methode !== 0 && eintrag.methode !== 8) return UNLESBAR;
    const messung = new BlattMessung(grenzen);
    const daten = new Uint8Array(eintrag.daten);
    const roh = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(c) {
        c.enqueue(daten);
        c.close();
      },
    });
    const bytes: ReadableStream<Uint8Array> = eintrag.methode === 8 ? roh.pipeThrough(new DecompressionStream('deflate-raw')) : roh;
    const leser = bytes.getReader();
    const text = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await leser.read();
        if (done) break;
        entpackt += value.byteLength;
        const befund = entpackt > grenzen.entpackt ? ({ ok: false, grund: 'entpackt' } as const) : messung.lies(text.decode(value, { stream: true }));
        if (befund) {
          await leser.cancel();
          return befund;
        }
      }
    } catch {
      return UNLESBAR;
    }
  }
  return { ok: true };
}

export const EXCEL_UNLESBAR = 'Die Excel-Datei lässt sich nicht lesen. Speichern Sie sie bitte als Excel-Arbeitsmappe (.xlsx) oder als CSV.';

/** Why a workbook is refused, in German; `inhalt` names what the import expects (`Ein Lastgang`). */
export function umfangsMeldung(befund: Exclude<Umfangspruefung, { ok: true }>, grenzen: TabellenGrenzen, inhalt: string): string {
  const zahl = (n: number) => formatZahl(n);
  switch (befund.grund) {
    case 'zeilen':
      return `Ein Tabellenblatt der Excel-Datei reicht bis Zeile ${zahl(befund.bis)}. ${inhalt} hat höchstens ${zahl(grenzen.zeilen)} Zeilen: Ist es die richtige Datei?`;
    case 'spalten':
      return `Ein Tabellenblatt der Excel-Datei reicht bis Spalte ${zahl(befund.bis)}. ${inhalt} hat höchstens ${zahl(grenzen.spalten)} Spalten: Ist es die richtige Datei?`;
    case 'entpackt':
      return `Die Excel-Datei entpackt sich zu mehr als ${zahl(grenzen.entpackt / 2 ** 20)} MB. ${inhalt} ist viel kleiner: Ist es die richtige Datei?`;
    case 'unlesbar':
      return EXCEL_UNLESBAR;
  }
}
