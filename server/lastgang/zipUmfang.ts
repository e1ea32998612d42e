import { inflateRawSync } from 'node:zlib';
import { zipEintraege } from '../../domain/tabellen/blattUmfang';

/**
 * The bytes a ZIP archive (an .xlsx) unpacks to, found by unpacking each entry of its central directory — the
 * entries a reader of the central directory unpacks — with a ceiling: Infinity once it is more than `grenze`,
 * undefined when the archive is no ZIP this reads (ZIP64, methods besides stored and deflate, broken streams).
 * The sizes an archive declares are not trusted: a ZIP bomb declares small ones.
 */
export function entpackteGroesse(zip: Buffer, grenze: number): number | undefined {
  const eintraege = zipEintraege(zip);
  if (!eintraege) return undefined;
  let summe = 0;
  for (const { methode, daten } of eintraege) {
    if (methode === 0) summe += daten.length;
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
