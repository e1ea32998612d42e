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
/** Where an attribute may begin, and the attribute read from there. */
const ATTRIBUT_BEGINN = /\s(?=[\w.:-])/g;
const ATTRIBUT = /\s([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const REFERENZ = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const BENANNT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Excel's own last column (XFD): column definitions up to it are what spreadsheet programs write. */
const EXCEL_SPALTEN = 16_384;
/** No element the check reads is this long; a sheet with one is refused rather than buffered without end. */
const HOECHSTENS_TAG = 64 * 1024;
const UNLESBAR = { ok: false, grund: 'unlesbar' } as const;
/**
 * No element of a workbook has many attributes (a root with its namespaces some twenty), but XML readers compare
 * each new attribute with those before it: one `<t>` with 200 000 of them kept a reader busy past every deadline
 * (an outside review). Counted for every element, as each `=` followed by a quote between one `<` and the next: no
 * tag reaches past the next `<` (XML allows none in a tag), and quotes cannot hide a `<`, so the count needs no
 * state a crafted quote could confuse. A text with as many of them is no spreadsheet either.
 */
const HOECHSTENS_ATTRIBUTE = 1_000;
const ZUWEISUNG = /=\s*["']/g;

type Abweisung = Exclude<Umfangspruefung, { ok: true }>;

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

/** A row number as written: digits, nothing else. */
const zeilenNummer = (text: string): number | undefined => (/^\s*\d{1,15}\s*$/.test(text) ? Number(text) : undefined);

/**
 * The cells' `r` values of a tag from one of them to its end, as a function of the column before them: a run of
 * whole rows (`r="7"`, each one column further), of which the first whose row is too far is `zeileZuWeit`, then
 * (`danach`) what the first value with a column decides from there on; without such a value the run ends the tag.
 */
interface Zellen {
  lauf: number;
  zeileZuWeit?: { bei: number; bis: number };
  danach?: { befund?: Abweisung; spalte: number };
}

/**
 * What the attributes of a tag from one of them to its end decide, for each kind of element: tags may overlap (a
 * name is looked for after every `<`, and a tag ends only at the first `>` outside quotes), and the tags that end
 * at the same `>` share their last attributes, so each attribute is read once and what it decides is carried back.
 * A refusal is the first in the attributes' order; the rows' `r` values give the highest.
 */
interface Folge {
  zeilen: { anzahl: number; unlesbar: boolean; hoechste: number };
  zellen: Zellen;
  ref?: Abweisung;
  sqref?: Abweisung;
  min?: Abweisung;
  max?: Abweisung;
}

const LEER: Folge = { zeilen: { anzahl: 0, unlesbar: false, hoechste: 0 }, zellen: { lauf: 0 } };
/** An attribute that says where with a value no reader reads alike: the tag is unreadable whatever else it says. */
const UNLESBARE_FOLGE: Folge = { ...LEER };

interface Element {
  /** where its `<` is */
  index: number;
  name: string;
  /** where its attributes begin, after the name */
  anfang: number;
  /** where its tag ends (the `>`); -1 while no `>` outside quotes follows */
  ende: number;
  folge: Folge;
}

/**
 * The elements named in `text`, each with the end of its tag: the first `>` after the name that is outside quotes
 * when quotes are read from the name on. Tags read from different names are in one of three states at any place
 * (outside quotes, inside "…", inside '…'), and those in the same state end together: one pass with the tags
 * grouped by state finds every end. Returns the elements and the groups that end at the same `>`.
 */
function elementeIn(text: string): { elemente: Element[]; gruppen: Element[][] } {
  const elemente: Element[] = [];
  for (const n of text.matchAll(NAME)) elemente.push({ index: n.index, name: n[1]!, anfang: n.index + n[0].length, ende: -1, folge: LEER });
  const gruppen: Element[][] = [];
  // By state: outside quotes, inside "…", inside '…'.
  let [draussen, doppelt, einfach]: Element[][] = [[], [], []];
  let naechstes = 0;
  for (let i = elemente[0]?.anfang ?? text.length; i < text.length; i++) {
    if (naechstes < elemente.length && elemente[naechstes]!.anfang === i) draussen.push(elemente[naechstes++]!);
    else if (!draussen.length && !doppelt.length && !einfach.length) {
      if (naechstes === elemente.length) break;
      i = elemente[naechstes]!.anfang - 1;
      continue;
    }
    const z = text.charCodeAt(i);
    if (z === 0x3e && draussen.length) {
      for (const e of draussen) e.ende = i;
      gruppen.push(draussen);
      draussen = [];
    } else if (z === 0x22) [draussen, doppelt] = [doppelt, draussen];
    else if (z === 0x27) [draussen, einfach] = [einfach, draussen];
  }
  return { elemente, gruppen };
}

/**
 * Reads a worksheet's XML in pieces as it is unpacked and tells, as soon as it knows, that the sheet reaches too
 * far. An element split between two pieces is read once it is whole.
 */
export class BlattMessung {
  private zeile = 0;
  private spalte = 0;
  private rest = '';
  /**
   * The characters read for attributes so far. Each stretch of tags that end at the same `>` is read once, and no
   * place lies in more than three such stretches: at most three times the text of each piece (with what was left of
   * the piece before), however tags overlap. Tests read it to show that.
   */
  gelesen = 0;

  /** Attribute assignments since the last `<` (see HOECHSTENS_ATTRIBUTE). */
  private zuweisungen = 0;

  constructor(private readonly grenzen: Pick<TabellenGrenzen, 'zeilen' | 'spalten'>) {}

  /** The next piece of the XML; a refusal once a limit is passed, else undefined. */
  lies(stueck: string): Umfangspruefung | undefined {
    if (this.zuVieleAttribute(stueck)) return UNLESBAR;
    const text = this.rest + stueck;
    this.rest = '';
    const { elemente, gruppen } = elementeIn(text);
    for (const gruppe of gruppen) this.attribute(text, gruppe);
    for (const e of elemente) {
      if (e.ende < 0) {
        // Not whole yet: the next piece completes it, unless no real element is this long.
        if (text.length - e.index > HOECHSTENS_TAG) return UNLESBAR;
        this.rest = text.slice(e.index);
        return undefined;
      }
      const zuWeit = this.element(e.name, e.folge);
      if (zuWeit) return zuWeit;
    }
    // A name cut off at the end (`<ro`) is no element yet: it is read with the next piece.
    const offen = text.lastIndexOf('<');
    if (offen >= 0 && text.length - offen <= 64 && !text.includes('>', offen)) this.rest = text.slice(offen);
    return undefined;
  }

  /**
   * The attributes of tags that end at the same `>`, read once from the first tag's name on. A tag's attributes
   * are found as a parser reading from its name would find them: the first attribute from there, then the first
   * after its end, and so on; so each attribute passes on what follows it, and each tag takes what its first
   * attribute decides.
   */
  private attribute(text: string, gruppe: Element[]): void {
    const beginn = gruppe[0]!.anfang;
    const koerper = text.slice(beginn, gruppe[0]!.ende);
    this.gelesen += koerper.length;
    const treffer: { von: number; bis: number; name: string; roh: string }[] = [];
    for (const k of koerper.matchAll(ATTRIBUT_BEGINN)) {
      ATTRIBUT.lastIndex = k.index;
      const a = ATTRIBUT.exec(koerper);
      // `x:r` as well: a reader may take the prefixed name for the plain one.
      if (a) treffer.push({ von: k.index, bis: ATTRIBUT.lastIndex, name: a[1]!.replace(/^.*:/, ''), roh: a[2] ?? a[3] ?? '' });
    }
    // ab[k]: what attribute k and those after it decide. An attribute's successor is the first that begins after
    // its end; only the attributes within its quotes lie between, and no place is within more than two quotes.
    const ab: Folge[] = [];
    ab[treffer.length] = LEER;
    for (let k = treffer.length - 1; k >= 0; k--) {
      let n = k + 1;
      while (n < treffer.length && treffer[n]!.von < treffer[k]!.bis) n++;
      ab[k] = this.davor(treffer[k]!, ab[n]!);
    }
    let k = 0;
    for (const e of gruppe) {
      while (k < treffer.length && treffer[k]!.von < e.anfang - beginn) k++;
      e.folge = ab[k]!;
    }
  }

  /** What an attribute followed by `danach` decides. */
  private davor(attribut: { name: string; roh: string }, danach: Folge): Folge {
    if (danach === UNLESBARE_FOLGE || !ORT.has(attribut.name)) return danach;
    const w = wert(attribut.roh);
    if (w === undefined) return UNLESBARE_FOLGE;
    switch (attribut.name) {
      case 'r': {
        const nummer = zeilenNummer(w);
        const { anzahl, unlesbar, hoechste } = danach.zeilen;
        const zeilen = { anzahl: anzahl + 1, unlesbar: unlesbar || nummer === undefined, hoechste: anzahl ? Math.max(hoechste, nummer ?? 0) : (nummer ?? 0) };
        return { ...danach, zeilen, zellen: this.zelleDavor(w, danach.zellen) };
      }
      case 'min':
      case 'max': {
        const bis = zeilenNummer(w);
        const befund = bis === undefined ? UNLESBAR : bis > EXCEL_SPALTEN ? ({ ok: false, grund: 'spalten', bis } as const) : undefined;
        return { ...danach, [attribut.name]: befund ?? danach[attribut.name] };
      }
      default: {
        const name = attribut.name as 'ref' | 'sqref';
        return { ...danach, [name]: this.bereiche(w) ?? danach[name] };
      }
    }
  }

  /** The first range of a `ref` or `sqref` value that is unreadable or reaches too far. */
  private bereiche(w: string): Abweisung | undefined {
    for (const teil of w.split(/[\s:]+/).filter(Boolean)) {
      const a = adresse(teil);
      if (!a) return UNLESBAR;
      const zuWeit = this.pruefe(a.zeile, a.spalte);
      if (zuWeit) return zuWeit;
    }
    return undefined;
  }

  /** A cell's `r` value before those that follow it. */
  private zelleDavor(w: string, danach: Zellen): Zellen {
    const a = adresse(w);
    if (!a) return { lauf: 0, danach: { befund: UNLESBAR, spalte: 0 } };
    if (a.spalte === undefined) {
      const zuWeit = !(a.zeile! <= this.grenzen.zeilen);
      const zeileZuWeit = zuWeit ? { bei: 0, bis: a.zeile! } : danach.zeileZuWeit && { bei: danach.zeileZuWeit.bei + 1, bis: danach.zeileZuWeit.bis };
      return { lauf: danach.lauf + 1, zeileZuWeit, danach: danach.danach };
    }
    const befund = this.pruefe(a.zeile, a.spalte);
    return { lauf: 0, danach: befund ? { befund, spalte: a.spalte } : this.zellenAb(danach, a.spalte) };
  }

  /** The cells' values from the column `spalte` on: each whole row one column further, checked row first. */
  private zellenAb(z: Zellen, spalte: number): { befund?: Abweisung; spalte: number } {
    // The first of the run whose column passes the limit, and the first whose row does.
    const beiSpalte = Math.max(0, this.grenzen.spalten - spalte);
    const beiZeile = z.zeileZuWeit?.bei ?? Number.POSITIVE_INFINITY;
    if (Math.min(beiSpalte, beiZeile) < z.lauf) {
      if (beiZeile <= beiSpalte) return { befund: { ok: false, grund: 'zeilen', bis: z.zeileZuWeit!.bis }, spalte: spalte + beiZeile + 1 };
      return { befund: { ok: false, grund: 'spalten', bis: spalte + beiSpalte + 1 }, spalte: spalte + beiSpalte + 1 };
    }
    return z.danach ?? { spalte: spalte + z.lauf };
  }

  private element(name: string, folge: Folge): Umfangspruefung | undefined {
    if (folge === UNLESBARE_FOLGE) return UNLESBAR;
    if (name === 'row') {
      if (folge.zeilen.unlesbar) return UNLESBAR;
      this.zeile = folge.zeilen.anzahl ? folge.zeilen.hoechste : this.zeile + 1;
      this.spalte = 0;
      return this.pruefe(this.zeile, undefined);
    }
    if (name === 'c') {
      if (!folge.zeilen.anzahl) return this.pruefe(undefined, ++this.spalte);
      const { befund, spalte } = this.zellenAb(folge.zellen, this.spalte);
      this.spalte = spalte;
      return befund;
    }
    // LibreOffice defines the columns up to 1 024 on every sheet: exceljs makes an object of each, which is cheap.
    if (name === 'col') return folge.min ?? folge.max;
    return name === 'dataValidation' ? folge.sqref : folge.ref;
  }

  /** Counts the attribute assignments of each stretch from one `<` to the next, across pieces; true past the limit. */
  private zuVieleAttribute(stueck: string): boolean {
    for (let von = 0; von < stueck.length; ) {
      const klammer = stueck.indexOf('<', von);
      const bis = klammer < 0 ? stueck.length : klammer;
      this.zuweisungen += stueck.slice(von, bis).match(ZUWEISUNG)?.length ?? 0;
      if (this.zuweisungen > HOECHSTENS_ATTRIBUTE) return true;
      if (klammer < 0) break;
      this.zuweisungen = 0;
      von = klammer + 1;
    }
    return false;
  }

  private pruefe(zeile: number | undefined, spalte: number | undefined): Abweisung | undefined {
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

export interface ZipEintrag {
  name: string;
  /** 0 stored, 8 deflate; others are no .xlsx */
  methode: number;
  /** as packed */
  daten: Uint8Array;
}

/**
 * The entries of a ZIP archive as its central directory lists them (the entries a reader of the central directory
 * unpacks); undefined when it is no ZIP this reads.
 */
export function zipEintraege(zip: Uint8Array): ZipEintrag[] | undefined {
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
  const liste: ZipEintrag[] = [];
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
  const liste = zipEintraege(xlsx);
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
