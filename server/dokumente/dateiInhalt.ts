import { fileTypeFromBuffer } from 'file-type';
import { DATEI_MELDUNG, type Dateityp } from '../../domain/dokumente';

/**
 * What file-type may recognise in a file of each allowed type; `text` for the types that have no signature.
 * Typed over every allowed type, so a type added to the allow-list cannot go unchecked.
 */
const SIGNATUREN: Record<Dateityp, readonly string[] | 'text'> = {
  'application/pdf': ['application/pdf'],
  // An animated PNG is still a PNG; file-type names it by its own type.
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  // Excel 97-2003 is an OLE2 compound file; file-type tells no compound file from another (doc, xls, msi).
  'application/vnd.ms-excel': ['application/x-cfb'],
  'text/csv': 'text',
  'text/plain': 'text',
};

/** Bytes a browser looks at to sniff a resource (WHATWG MIME Sniffing, "resource header": 1445 bytes). */
const KOPF_BYTES = 1445;

/**
 * Text types have no signature, and file-type does not look at text (it reads `BMW;…` as a BMP image). They are
 * checked as a browser sniffs (WHATWG MIME Sniffing, sections 7.1 and 7.2): binary bytes mean it is no text, and
 * an HTML or XML start tag means a browser could render it as a page. Browsers look only at the very start; older
 * ones (Internet Explorer) found such tags anywhere in the first bytes, so the tags are looked for anywhere in the
 * header. `<svg` is added: the standard reaches SVG only through `<?xml`, but a bare `<svg` file is SVG too.
 */
const BINAERE_BYTES = /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/;
const AUSZEICHNUNG =
  /<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg|img|meta|object|embed)[\s>/]|<!--|<\?xml/i;

/** The German reason a file's content does not fit its declared type; undefined when it fits. */
export async function pruefeInhalt(typ: Dateityp, daten: Buffer): Promise<string | undefined> {
  const signaturen = SIGNATUREN[typ];
  if (signaturen === 'text') {
    const kopf = alsText(daten.subarray(0, KOPF_BYTES));
    if (BINAERE_BYTES.test(kopf)) return DATEI_MELDUNG.inhaltPasstNicht(typ);
    if (AUSZEICHNUNG.test(kopf)) return DATEI_MELDUNG.inhaltAktiv(typ);
    return undefined;
  }
  const erkannt = await fileTypeFromBuffer(daten);
  return erkannt && signaturen.includes(erkannt.mime) ? undefined : DATEI_MELDUNG.inhaltPasstNicht(typ);
}

/** As the browser reads it: UTF-16 by its byte order mark (Excel's "Unicode text"), else byte by byte. */
function alsText(kopf: Buffer): string {
  if (kopf[0] === 0xff && kopf[1] === 0xfe) return new TextDecoder('utf-16le').decode(kopf.subarray(2));
  if (kopf[0] === 0xfe && kopf[1] === 0xff) return new TextDecoder('utf-16be').decode(kopf.subarray(2));
  return kopf.toString('latin1');
}
