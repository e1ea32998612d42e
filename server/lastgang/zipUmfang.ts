import { inflateRawSync } from 'node:zlib';

const ENDE = 0x06054b50;
const ZENTRAL = 0x02014b50;
const LOKAL = 0x04034b50;
/** End-of-central-directory record: 22 bytes and a comment of at most 65 535. */
const ENDE_SUCHE = 22 + 0xffff;

/**
 * The bytes a ZIP archive (an .xlsx) unpacks to, found by unpacking each entry of its central directory — the
 * entries a reader of the central directory unpacks — with a ceiling: Infinity once it is more than `grenze`,
 * undefined when the archive is no ZIP this reads (ZIP64, methods besides stored and deflate, broken streams).
 * The sizes an archive declares are not trusted: a ZIP bomb declares small ones.
 */
export function entpackteGroesse(zip: Buffer, grenze: number): number | undefined {
  const ende = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), zip.length - 22);
  if (ende < 0 || ende < zip.length - ENDE_SUCHE || zip.readUInt32LE(ende) !== ENDE) return undefined;
  const anzahl = zip.readUInt16LE(ende + 10);
  let stelle = zip.readUInt32LE(ende + 16);
  let summe = 0;
  for (let n = 0; n < anzahl; n++) {
    if (stelle + 46 > zip.length || zip.readUInt32LE(stelle) !== ZENTRAL) return undefined;
    const methode = zip.readUInt16LE(stelle + 10);
    const gepackt = zip.readUInt32LE(stelle + 20);
    const lokal = zip.readUInt32LE(stelle + 42);
    stelle += 46 + zip.readUInt16LE(stelle + 28) + zip.readUInt16LE(stelle + 30) + zip.readUInt16LE(stelle + 32);
    if (lokal + 30 > zip.length || zip.readUInt32LE(lokal) !== LOKAL) return undefined;
    const beginn = lokal + 30 + zip.readUInt16LE(lokal + 26) + zip.readUInt16LE(lokal + 28);
    const daten = zip.subarray(beginn, beginn + gepackt);
    if (daten.length !== gepackt) return undefined;
    if (methode === 0) summe += gepackt;
    else if (methode === 8) {
      try {
        summe += inflateRawSync(daten, { maxOutputLength: grenze - summe + 1 }).length;
      } catch (e) {
        return (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? Number.POSITIVE_INFINITY : undefined;
      }
    } else return undefined;
    if (summe > grenze) return Number.POSITIVE_INFINITY;
  }
  return summe;
}
