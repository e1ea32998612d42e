/**
 * The file name of a `Content-Disposition` answer header. RFC 6266: `filename*` (RFC 5987, e.g.
 * `UTF-8''Ausschreibungen%20%C3%9Cbersicht.csv`) wins over the plain `filename`, which is only ASCII-safe.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(unquote(extended));
    if (match) {
      const [, charset, encoded] = match;
      const decoded = decodeExtended(charset!, encoded!);
      if (decoded) return decoded;
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  return plain ? unquote(plain) : null;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function decodeExtended(charset: string, encoded: string): string | null {
  try {
    if (charset.toUpperCase() === 'UTF-8') return decodeURIComponent(encoded);
    // ISO-8859-1 is the only other charset RFC 5987 requires: every %XX is one code point.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}
